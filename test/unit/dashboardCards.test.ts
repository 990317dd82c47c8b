import { parseTableParams } from '@refinedev/core';
import { describe, expect, it } from 'vitest';
import { queuesFor, workCardsFor } from '../../src/app/pages/dashboard/workCards.ts';

const staff = { group: 64, permissions: ['manage_needs_repair', 'manage_needs_request'] };

describe('dashboard work cards', () => {
  it('one card per list and state its badge counts, named for that state', () => {
    const cards = workCardsFor(staff);
    expect(cards.map((c) => c.title)).toEqual([
      '普通维修 · 待受理',
      '快速维修 · 待受理',
      '备用机申请 · 待审核',
      '备用机申请 · 待发出',
      '配件申请 · 待审核',
      '配件申请 · 待发出',
    ]);
  });

  it('each card opens its list filtered to exactly what it counts', () => {
    const card = workCardsFor(staff).find((c) => c.key === 'backup:approved');
    const [path, query] = (card?.link ?? '').split('?');
    expect(path).toBe('/request/backup');
    const params = parseTableParams(`?${query}`);
    expect(params.parsedFilters).toEqual([{ field: 'status', operator: 'eq', value: 'approved' }]);
    expect(params.parsedCurrentPage).toBe(1);
  });

  it('shows nobody a card of a list they may not open', () => {
    expect(workCardsFor({ group: 1, permissions: [] })).toEqual([]);
    expect(workCardsFor({ group: 64, permissions: ['manage_needs_repair'] }).map((c) => c.key)).toEqual(['repair:pending', 'quickrp:pending']);
    expect(workCardsFor(null)).toEqual([]);
  });

  it('a queue of the caller\'s own records is one list for every logged-in user, never per-state figures', () => {
    expect(workCardsFor(staff).some((c) => c.screen.endpoints?.count)).toBe(false);
    expect(queuesFor(staff).map((q) => q.screen.name)).toEqual(['ticketPending']);
    expect(queuesFor({ group: 1, permissions: [] }).map((q) => q.screen.list.path)).toEqual(['/workflow/consumer']);
    expect(queuesFor(null)).toEqual([]);
  });
});
