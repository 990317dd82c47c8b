import type { Pagination } from '@refinedev/core';

/** The server's page size limit (DESIGN.md, lists). */
export const MAX_PAGE_SIZE = 100;
export const DEFAULT_PAGE_SIZE = 20;

/** refine pagination → `page` and `pageSize` (1-based, clamped to 1…100); mode `off` sends nothing. */
export function paginationToQuery(pagination: Pagination | undefined): Record<string, string> {
  if (pagination?.mode === 'off') return {};
  const page = Math.max(1, Math.floor(pagination?.currentPage ?? 1));
  const size = Math.min(MAX_PAGE_SIZE, Math.max(1, Math.floor(pagination?.pageSize ?? DEFAULT_PAGE_SIZE)));
  return { page: String(page), pageSize: String(size) };
}
