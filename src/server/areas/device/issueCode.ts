import type { Handler } from 'hono';
import { z } from 'zod';
import { deviceActiveLogs } from '../../../../resources/device/activeLogs.ts';
import { activeResultOf, maskCode } from '../../../domain/activeCodes.ts';
import { chinaDate, chinaDayStart } from '../../../domain/chinaTime.ts';
import { ok } from '../../../domain/envelope.ts';
import { plainAddress } from '../../../domain/ipAddress.ts';
import { PHONE_PATTERN } from '../../../domain/phone.ts';
import { checkSerial } from '../../../domain/warrantyRules.ts';
import { readBodyAs } from '../../body.ts';
import type { AppEnv, Deps } from '../../context.ts';
import { runWrite } from '../../engine/write.ts';
import { loadWarrantyRules } from '../../shared/products/warrantyRules.ts';
import { activeCodeOf } from './activeCode.ts';
import { codeSecret, dailyLimit } from './config.ts';

const optional = <T extends z.ZodType>(schema: T) => z.preprocess((v) => (v === '' ? null : v), schema.nullable().optional());

const IssueBody = z.object({
  serial: z.string('「序列号」必须是文字').trim().min(1, '「序列号」不能为空').max(32, '「序列号」最多 32 个字符'),
  device_code: z
    .string('「设备码」必须是文字')
    .trim()
    .min(1, '「设备码」不能为空')
    .max(64, '「设备码」最多 64 个字符')
    .regex(/^[A-Za-z0-9][A-Za-z0-9:_-]*$/, '「设备码」只能包含字母、数字、冒号、下划线和连字符'),
  customer_phone: optional(z.string('「客户电话」必须是文字').trim().regex(PHONE_PATTERN, '「客户电话」不是有效的手机号或座机号')),
  customer_name: optional(z.string('「客户」必须是文字').trim().min(1, '「客户」不能为空').max(40, '「客户」最多 40 个字')),
});

/**
 * POST /device/active-code { serial, device_code, customer_phone?, customer_name? }: a request
 * for a device's code made in the back office, appended as one record (channel 后台, the caller
 * as operator, their address) → `{ id, result, reason?, code? }`. The serial's model and warranty
 * come from the product models' rules; the result is the first that applies (activeResultOf):
 * unknown serial, warranty ended before today, N requests already today, else success with the
 * code (HMAC of serial|device_code), whose whole only device_active_code keeps.
 */
export const issueCodeHandler = (deps: Deps): Handler<AppEnv> => async (c) => {
  const body = await readBodyAs(c, IssueBody);
  const now = deps.clock.now();
  const nowIso = new Date(now).toISOString();
  const today = chinaDate(now);
  const [rules, limit, secret] = await Promise.all([loadWarrantyRules(deps.db), dailyLimit(deps.db), codeSecret(deps.db, nowIso)]);
  const { info, rule } = checkSerial(rules, body.serial);
  const known = info.valid && rule !== undefined;
  const warrantyEnd = known && info.valid ? info.warrantyEnd : null;
  const serial = info.serial;
  const deviceCode = body.device_code.toUpperCase();
  const issued = await runWrite(c, deps, { action: 'device.issueCode', resource: deviceActiveLogs.name }, async ({ trx, user }) => {
    const before = await trx
      .selectFrom('device_active_log')
      .select((e) => e.fn.countAll().as('n'))
      .where('serial', '=', serial)
      .where('created_at', '>=', chinaDayStart(today))
      .where('created_at', '<=', nowIso)
      .executeTakeFirst();
    const requestsToday = Number(before?.n ?? 0);
    const answer = activeResultOf({ known, warrantyEnd, today, requestsToday, limit });
    const code = answer.result === 'success' ? activeCodeOf(secret, serial, deviceCode) : null;
    const reason = answer.result === 'failure' ? answer.reason : null;
    const row = await trx
      .insertInto('device_active_log')
      .values({
        serial,
        model_id: known ? (rule?.id ?? null) : null,
        warranty_end: warrantyEnd,
        device_code: deviceCode,
        customer_name: body.customer_name ?? null,
        customer_phone: body.customer_phone ?? null,
        result: answer.result,
        reason,
        code_masked: code ? maskCode(code) : null,
        channel: 'admin',
        operator_id: user?.id ?? null,
        ip: plainAddress(c.get('ip')) || null,
        day_count: requestsToday + 1,
        created_at: nowIso,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const id = Number(row.id);
    if (code) await trx.insertInto('device_active_code').values({ log_id: id, code }).execute();
    const result = { id, result: answer.result, ...(reason ? { reason } : {}), ...(code ? { code } : {}) };
    return { result, log: { recordId: id, after: { serial, device_code: deviceCode, result: answer.result, reason } } };
  });
  return c.json(ok(issued));
};
