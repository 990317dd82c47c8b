import type { CrudSort } from '@refinedev/core';

/** Rows per page when the URL names none (the list page, and the read started early for it). */
export const LIST_PAGE_SIZE = 20;

/** `-created_at,no` → refine sorters. */
export const sortOf = (spec: string): CrudSort[] =>
  spec.split(',').filter(Boolean).map((s) => (s.startsWith('-') ? { field: s.slice(1), order: 'desc' } : { field: s, order: 'asc' }));
