import { describe, expect, it } from 'vitest';
import { countOf, filtersForTab, tabOf } from '../../src/app/areas/workflow/ticketTabs.ts';
import { filtersToQuery } from '../../src/app/providers/mappers/filtersToQuery.ts';
import { tickets } from '../../resources/workflow/tickets.ts';

const now = new Date('2026-11-26T02:00:00.000Z');
const typeFilter = { field: 'type_id', operator: 'eq' as const, value: 3 };

describe('ticket status tabs', () => {
  it('each tab is a status filter the list sends, other filters kept', () => {
    expect(filtersToQuery(filtersForTab([typeFilter], 'processing', now), tickets.fields)).toEqual({ type_id: '3', status: 'processing' });
    expect(filtersToQuery(filtersForTab([typeFilter, { field: 'status', operator: 'in', value: ['closed'] }], 'all', now), tickets.fields)).toEqual({ type_id: '3' });
  });

  it('已超时 is the open states due before the very instant (not the day)', () => {
    expect(filtersToQuery(filtersForTab([], 'overdue', now), tickets.fields)).toEqual({ status: 'open,processing', due_at: ',2026-11-26T02:00:00.000Z' });
  });

  it('the selected tab is read back from the filters, and none when they are another selection', () => {
    for (const tab of ['all', 'open', 'processing', 'closed', 'overdue'] as const) expect(tabOf(filtersForTab([typeFilter], tab, now))).toBe(tab);
    expect(tabOf([{ field: 'status', operator: 'in', value: ['open', 'closed'] }])).toBeUndefined();
    expect(tabOf([{ field: 'due_at', operator: 'between', value: ['2026-11-01', '2026-11-30'] }])).toBeUndefined();
  });

  it('全部 counts the three states; a missing figure shows none', () => {
    expect(countOf({ open: 2, processing: 3, closed: 4, overdue: 1 }, 'all')).toBe(9);
    expect(countOf({ open: 2, processing: 3, closed: 4, overdue: 1 }, 'overdue')).toBe(1);
    expect(countOf({ open: 2 }, 'all')).toBeUndefined();
    expect(countOf(undefined, 'open')).toBeUndefined();
  });

  it('a date range (the search form\'s) still sends whole days; only a one-sided bound keeps its instant', () => {
    expect(filtersToQuery([{ field: 'due_at', operator: 'between', value: ['2026-11-01T10:00:00Z', '2026-11-30'] }], tickets.fields)).toEqual({ due_at: '2026-11-01,2026-11-30' });
    expect(filtersToQuery([{ field: 'due_at', operator: 'gte', value: '2026-11-01T10:00:00Z' }], tickets.fields)).toEqual({ due_at: '2026-11-01T10:00:00Z,' });
    expect(filtersToQuery([{ field: 'due_at', operator: 'lte', value: '2026-11-30 10:00' }], tickets.fields)).toEqual({ due_at: ',2026-11-30' });
  });
});
