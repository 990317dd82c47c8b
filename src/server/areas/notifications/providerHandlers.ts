import type { Handler } from 'hono';
import { ok } from '../../../domain/envelope.ts';
import type { AppEnv, Deps } from '../../context.ts';
import { ApiError } from '../../errors.ts';
import { isWellFormedText } from '../../body.ts';
import type { GroupHandlers } from '../../engine/mount.ts';
import { runWrite } from '../../engine/write.ts';
import { clearBounce } from './bounces.ts';
import { providerStatus } from './providers/vendors.ts';
import { smsReceiptHandler, wechatReceiptHandler } from './receiptHandlers.ts';
import { wechatCheckHandler } from './wechatCheck.ts';

/** GET /notification/providers → per channel `{provider, configured, note}` (the pages say when messages are only logged). */
export const providerStatusHandler = (deps: Deps): Handler<AppEnv> => async (c) => c.json(ok(await providerStatus(deps.db)));

/** DELETE /notification/bounce/:address — clears a bounced address's flag (404 when it has none). */
export const clearBounceHandler = (deps: Deps): Handler<AppEnv> => async (c) => {
  const address = (c.req.param('address') ?? '').trim();
  if (!address || address.length > 254 || !address.includes('@') || !isWellFormedText(address)) throw new ApiError('VALIDATION_FAILED', '「邮箱」格式不正确');
  await runWrite(c, deps, { action: 'notifications.clearBounce', resource: 'emailBounces' }, async ({ trx }) => {
    if (!(await clearBounce(trx, address))) throw new ApiError('NOT_FOUND', '该邮箱没有退信标记');
    return { result: undefined, log: { recordId: address.toLowerCase().slice(0, 64) } };
  });
  return c.json(ok({ address: address.toLowerCase() }));
};

/** Handlers of the providers' endpoints of the notifications group (resources/notifications/endpoints.ts). */
export const NOTIFICATION_PROVIDER_HANDLERS = {
  'notifications.providers': providerStatusHandler,
  'notifications.clearBounce': clearBounceHandler,
  'notifications.wechatCheck': wechatCheckHandler,
  'notifications.wechatReceipt': wechatReceiptHandler,
  'notifications.smsReceipt': smsReceiptHandler,
} satisfies Partial<GroupHandlers>;
