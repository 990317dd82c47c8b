import type { CrudSort } from '@refinedev/core';

/** refine sorters → `sort=-created_at,no` (descending fields get a leading minus); none → the default sort. */
export function sortersToQuery(sorters: readonly CrudSort[] | undefined, defaultSort?: string): Record<string, string> {
  const parts = (sorters ?? []).filter((s) => s.field).map((s) => (s.order === 'desc' ? `-${s.field}` : s.field));
  if (parts.length > 0) return { sort: parts.join(',') };
  return defaultSort ? { sort: defaultSort } : {};
}
