import { timingSafeEqual } from 'node:crypto';
import type { Db } from '../../db/database.ts';
import { ApiError } from '../../errors.ts';
import { configValue } from './config.ts';

/**
 * The vendors' receipt callbacks are public (WeChat and Aliyun log in nowhere): the URL carries
 * `?token=`, which must equal the secret config item `notify_callback_token`. Unset → every
 * callback is refused.
 */
export async function requireCallbackToken(db: Db, given: string | undefined): Promise<void> {
  const expected = await configValue(db, 'notify_callback_token');
  if (typeof expected !== 'string' || !expected) throw new ApiError('FORBIDDEN', '尚未配置回调令牌 notify_callback_token');
  const a = Buffer.from(given ?? '', 'utf8');
  const b = Buffer.from(expected, 'utf8');
  if (a.length !== b.length || !timingSafeEqual(a, b)) throw new ApiError('FORBIDDEN', '回调令牌不正确');
}
