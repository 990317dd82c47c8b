import { ApiError } from '../../errors.ts';
import { parseId } from '../../middleware/access.ts';

/** Query parameters of the hand-kept message calls (section 7 carries some ids in the query). */

/** A `q` prefix search text (≤ 100 characters), or undefined. */
export function readPrefix(raw: string | undefined): string | undefined {
  if (raw === undefined || raw.trim() === '') return undefined;
  if (raw.length > 100) throw new ApiError('FILTER_INVALID', '搜索内容过长');
  return raw.trim();
}

/** The `?id=` of calls that carry the record id in the query (400 when missing or malformed). */
export function queryId(raw: string | undefined): number {
  if (raw === undefined || raw === '') throw new ApiError('BAD_REQUEST', '缺少参数 id');
  return parseId(raw);
}
