import { randomBytes } from 'node:crypto';
import { DAILY_LIMIT_KEY, dailyLimitOf, DEFAULT_DAILY_LIMIT } from '../../../domain/activeCodes.ts';
import type { Db } from '../../db/database.ts';
import { fromStoredValue } from '../../shared/config/configValues.ts';

/** The system config items of 解密记录: N (requests per serial and day) and the key codes are made with. */

/** The config item holding the key of the codes' HMAC (a secret: masked everywhere; a new value gives new codes from then on). */
export const CODE_SECRET_KEY = 'device_code_secret';

const valueOf = async (db: Db, key: string): Promise<unknown> => fromStoredValue((await db.selectFrom('system_config').select('value').where('key', '=', key).executeTakeFirst())?.value ?? null);

/** N of system config `active_log_daily_limit` (default 5 when missing or not a whole number ≥ 1). */
export const dailyLimit = async (db: Db): Promise<number> => dailyLimitOf(await valueOf(db, DAILY_LIMIT_KEY));

/** The config row of N, as the seed writes it (an administrator changes it in 系统配置). */
export const dailyLimitConfig = (iso: string, value = DEFAULT_DAILY_LIMIT) => ({
  key: DAILY_LIMIT_KEY,
  name: '解密码单日请求上限（次）',
  type: 'number',
  value: JSON.stringify(value),
  is_public: 0,
  remark: '同一序列号在一个自然日（中国时间）内超过此次数的请求被拒绝，并在解密记录页提醒',
  created_at: iso,
  updated_at: iso,
});

/**
 * The key codes are made with: made on first use (256 random bits) and kept in system config so
 * every process issues the same code for the same device. Two processes making it at once: the
 * first insert stays and both read it.
 */
export async function codeSecret(db: Db, nowIso: string): Promise<string> {
  const known = await valueOf(db, CODE_SECRET_KEY);
  if (typeof known === 'string' && known !== '') return known;
  await db
    .insertInto('system_config')
    .values({ key: CODE_SECRET_KEY, name: '设备解密码密钥', type: 'secret', value: JSON.stringify(randomBytes(32).toString('base64url')), is_public: 0, remark: '生成设备解密码的 HMAC 密钥；修改后同一设备将得到新的解密码', created_at: nowIso, updated_at: nowIso })
    .onConflict((oc) => oc.column('key').doNothing())
    .execute();
  const made = await valueOf(db, CODE_SECRET_KEY);
  if (typeof made !== 'string' || made === '') throw new Error('device: the code secret could not be stored');
  return made;
}
