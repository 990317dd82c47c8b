import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { applyLiveCounts, readLiveCounts } from '../../src/app/shell/liveCounts.ts';
import { UNREAD_QUERY_KEY, badgeQueryKey } from '../../src/app/shell/shellQueries.ts';
import { lastEventIdOf } from '../../src/server/live/eventsHandler.ts';
import { LIVE_ORIGIN, readRelayed, relayedOf } from '../../src/server/live/bus.ts';

describe('live counts: the pure parts', () => {
  it('Last-Event-ID: a whole number, else 0', () => {
    expect(lastEventIdOf('41')).toBe(41);
    expect(lastEventIdOf(' 7 ')).toBe(7);
    for (const bad of [undefined, '', 'x1', '-3', '1.5', '1e3', '99999999999999999']) expect(lastEventIdOf(bad), String(bad)).toBe(0);
  });

  it('a relayed change is read back unless it is this process own, or not one', () => {
    const other = { o: 'another-process', t: 'messages', u: [3, 4] };
    expect(readRelayed(other)).toEqual({ topic: 'messages', userIds: [3, 4] });
    expect(readRelayed({ o: 'x', t: 'badges' })).toEqual({ topic: 'badges' });
    expect(readRelayed(relayedOf({ topic: 'badges' }))).toBeUndefined();
    expect(relayedOf({ topic: 'tickets', userIds: [1] })).toEqual({ o: LIVE_ORIGIN, t: 'tickets', u: [1] });
    for (const bad of [null, 'x', { o: 1, t: 'badges' }, { o: 'x', t: 'drop table' }, { t: 'badges' }]) expect(readRelayed(bad)).toBeUndefined();
    expect(readRelayed({ o: 'x', t: 'messages', u: [1, 'a', 2.5, 3] })).toEqual({ topic: 'messages', userIds: [1, 3] });
  });

  it('a counts event is read only when it has the shape', () => {
    expect(readLiveCounts('{"unread":2,"badges":{"repair":1},"pendingTickets":0}')).toEqual({ unread: 2, badges: { repair: 1 }, pendingTickets: 0 });
    for (const bad of ['', '{', '[]', '{"unread":"2","badges":{}}', '{"unread":1}']) expect(readLiveCounts(bad), bad).toBeUndefined();
  });

  it('pushed counts land in the cache entries of the bell and the badges, in the count endpoints shapes, only the visible ones', () => {
    const client = new QueryClient();
    client.setQueryData(badgeQueryKey('repairs'), { repair: 1, quickrp: 2, other: 9 });
    const staff = { group: 64, permissions: ['manage_needs_repair', 'manage_needs_request'] };
    applyLiveCounts(client, staff, { unread: 3, badges: { repair: 5, quickrp: 6, backup: 7, accessory: 8, ticketPending: 2 }, pendingTickets: 2 });
    expect(client.getQueryData(UNREAD_QUERY_KEY)).toBe(3);
    expect(client.getQueryData(badgeQueryKey('repairs'))).toEqual({ repair: 5, quickrp: 6, other: 9 });
    expect(client.getQueryData(badgeQueryKey('requests'))).toEqual({ 1: 7, 2: 8 });
    expect(client.getQueryData([...badgeQueryKey('tickets'), 'ticketPending'])).toEqual([2]);
    // a member sees no repair badge: a pushed one (which the server never sends) is not written
    const other = new QueryClient();
    applyLiveCounts(other, { group: 1, permissions: [] }, { unread: 0, badges: { repair: 5, ticketPending: 1 }, pendingTickets: 1 });
    expect(other.getQueryData(badgeQueryKey('repairs'))).toBeUndefined();
    expect(other.getQueryData([...badgeQueryKey('tickets'), 'ticketPending'])).toEqual([1]);
  });
});
