import { ERRORS, type ErrorName } from '../../src/domain/errors.ts';

/*
 * How an action-log row's 结果 reads. Its own file: the error catalogue it names stays out of the
 * declarations every page loads; only the action log's list shows it.
 */

/** The `reason` codes the server writes with a refusal (login.ts, origin.ts), in words. */
const REASONS: Record<string, string> = {
  'unknown-user': '用户不存在',
  'wrong-password': '密码错误',
  throttled: ERRORS.TOO_MANY_ATTEMPTS.message,
  disabled: ERRORS.ACCOUNT_DISABLED.message,
  origin: ERRORS.CSRF_REFUSED.message,
};

/** What a refusal without a reason of its own was answered, by its status (the error catalogue). */
const BY_STATUS: Record<number, ErrorName> = { 401: 'LOGIN_FAILED', 403: 'FORBIDDEN', 429: 'TOO_MANY_ATTEMPTS' };

/** The 结果 of an action-log row: 成功, or 失败 with the reason staff were given. */
export function actionResult(statusCode: number, after: unknown): { ok: boolean; reason?: string } {
  if (statusCode < 400) return { ok: true };
  const given = after && typeof after === 'object' ? (after as { reason?: unknown }).reason : undefined;
  if (typeof given === 'string' && REASONS[given]) return { ok: false, reason: REASONS[given] };
  if (typeof given === 'string' && /[\u4e00-\u9fff]/.test(given)) return { ok: false, reason: given };
  const name = BY_STATUS[statusCode] ?? (Object.keys(ERRORS) as ErrorName[]).find((n) => ERRORS[n].status === statusCode);
  return { ok: false, reason: name ? ERRORS[name].message : undefined };
}
