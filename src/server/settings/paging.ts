import { ApiError } from '../errors.ts';
import { parseId } from '../middleware/access.ts';

/** Page and page size of a hand-written list (`?page=1&pageSize=20`, at most 100 a page). */
export function readPaging(query: Record<string, string>): { page: number; pageSize: number; offset: number } {
  const num = (raw: string | undefined, fallback: number): number => {
    if (raw === undefined || raw === '') return fallback;
    if (!/^\d{1,9}$/.test(raw) || Number(raw) < 1) throw new ApiError('BAD_REQUEST', '分页参数不正确');
    return Number(raw);
  };
  const page = num(query.page, 1);
  const pageSize = num(query.pageSize, 20);
  if (pageSize > 100) throw new ApiError('PAGE_SIZE_TOO_LARGE');
  return { page, pageSize, offset: (page - 1) * pageSize };
}

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
