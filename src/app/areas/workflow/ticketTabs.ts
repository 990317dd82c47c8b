import type { CrudFilter } from '@refinedev/core';

/** The status tabs of 全部工单, in order; each one's count is a key of GET /workflow/bucket/count. */
export const TICKET_TABS = ['all', 'open', 'processing', 'closed', 'overdue'] as const;
export type TicketTab = (typeof TICKET_TABS)[number];

/** GET /workflow/bucket/count. */
export interface TicketCounts {
  open: number;
  processing: number;
  closed: number;
  overdue: number;
}

const OPEN_STATES = ['open', 'processing'];
const TAB_FIELDS = new Set(['status', 'due_at']);

const fieldFilter = (filters: readonly CrudFilter[], field: string) => filters.find((f) => 'field' in f && f.field === field) as (CrudFilter & { operator: string; value: unknown }) | undefined;

/** The tab the list's filters are exactly: a status alone, open states due before an instant (已超时), or none (全部). */
export function tabOf(filters: readonly CrudFilter[]): TicketTab | undefined {
  const status = fieldFilter(filters, 'status');
  const due = fieldFilter(filters, 'due_at');
  const values = status === undefined ? [] : (Array.isArray(status.value) ? status.value : [status.value]).map(String).filter((v) => v !== '');
  if (due) {
    const overdue = due.operator === 'lte' && values.length === OPEN_STATES.length && OPEN_STATES.every((s) => values.includes(s));
    return overdue ? 'overdue' : undefined;
  }
  if (values.length === 0) return 'all';
  if (values.length === 1 && (TICKET_TABS as readonly string[]).includes(values[0])) return values[0] as TicketTab;
  return undefined;
}

/** The list's filters with a tab's in place of its status and due filters (the others kept). */
export function filtersForTab(filters: readonly CrudFilter[], tab: TicketTab, now: Date): CrudFilter[] {
  const kept = filters.filter((f) => !('field' in f && TAB_FIELDS.has(f.field)));
  switch (tab) {
    case 'all':
      return kept;
    case 'overdue':
      return [...kept, { field: 'status', operator: 'in', value: OPEN_STATES }, { field: 'due_at', operator: 'lte', value: now.toISOString() }];
    default:
      return [...kept, { field: 'status', operator: 'in', value: [tab] }];
  }
}

/** A tab's figure: 全部 is the three states together. */
export function countOf(counts: Partial<TicketCounts> | undefined, tab: TicketTab): number | undefined {
  if (!counts) return undefined;
  if (tab === 'all') return [counts.open, counts.processing, counts.closed].every((n) => typeof n === 'number') ? (counts.open ?? 0) + (counts.processing ?? 0) + (counts.closed ?? 0) : undefined;
  const n = counts[tab];
  return typeof n === 'number' ? n : undefined;
}
