import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Db } from '../../db/database.ts';
import { fromStoredValue } from '../../shared/config/configValues.ts';

/** The system config item holding the share links' signing key (a secret: masked everywhere; a new value voids every link). */
export const SHARE_SECRET_KEY = 'oss_share_secret';

/**
 * The signing key, made on first use (256 random bits) and kept in system config so every
 * process signs and checks alike. Two processes making it at once: the first insert stays, the
 * other's is ignored, and both read the one that stayed.
 */
export async function shareSecret(db: Db, nowIso: string): Promise<string> {
  const read = async () => fromStoredValue((await db.selectFrom('system_config').select('value').where('key', '=', SHARE_SECRET_KEY).executeTakeFirst())?.value ?? null);
  const known = await read();
  if (typeof known === 'string' && known !== '') return known;
  await db
    .insertInto('system_config')
    .values({ key: SHARE_SECRET_KEY, name: '文件分享链接签名密钥', type: 'secret', value: JSON.stringify(randomBytes(32).toString('base64url')), is_public: 0, remark: 'AI文件库分享链接的 HMAC 密钥；修改后所有已分享的链接立即失效', created_at: nowIso, updated_at: nowIso })
    .onConflict((oc) => oc.column('key').doNothing())
    .execute();
  const made = await read();
  if (typeof made !== 'string' || made === '') throw new Error('oss: the share secret could not be stored');
  return made;
}

/** The signature of a link: HMAC-SHA256 over the entry, its content and the expiry (seconds). Renaming keeps a link; new content or a deleted entry does not. */
export const signShare = (secret: string, id: number, sha256: string, expires: number): string => createHmac('sha256', secret).update(`oss-share\n${id}\n${sha256}\n${expires}`).digest('base64url');

/** Whether `signature` is the link's (compared in constant time). */
export function signatureMatches(secret: string, id: number, sha256: string, expires: number, signature: string): boolean {
  const want = Buffer.from(signShare(secret, id, sha256, expires));
  const got = Buffer.from(signature);
  return got.length === want.length && timingSafeEqual(got, want);
}
