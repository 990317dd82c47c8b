import { defineEndpoints } from './define.ts';

/**
 * Live updates (issue 20 part 6, docs/decisions.md "Live updates"): one Server-Sent Events
 * stream per open app tab. Every logged-in user may open it; what it pushes is the user's own
 * `counts` (the unread 站内信, the sidebar badges the user may see, the pending tickets), computed
 * by the code of the count endpoints.
 */
export const liveEndpoints = defineEndpoints({
  name: 'live',
  endpoints: {
    events: { method: 'GET', path: '/events', access: {}, summary: '实时计数推送（SSE：未读站内信、侧边栏角标、待处理工单）' },
  },
});

/** The stream's path under /api/cms. */
export const LIVE_EVENTS_PATH = '/events';

/** The one event the stream sends: the user's current counts (state, not a log). */
export const LIVE_COUNTS_EVENT = 'counts';

/** Sent before the server ends a stream for good (a 4th stream of the user, logout, session end): the client stops reconnecting and polls. */
export const LIVE_CLOSED_EVENT = 'closed';

/** At most this many open streams per user: a 4th closes the oldest (with `closed`). */
export const LIVE_MAX_STREAMS_PER_USER = 3;

/** A comment line this often keeps proxies from closing an idle stream. */
export const LIVE_HEARTBEAT_MS = 25_000;

/** Changes within this window are coalesced into one recount per affected user. */
export const LIVE_DEBOUNCE_MS = 200;

/** The screen whose own count is the pending ticket count (`counts.pendingTickets`). */
export const PENDING_TICKETS_SCREEN = 'ticketPending';

/** What a `counts` event carries: `badges` by screen name, only the ones the user may see. */
export interface LiveCounts {
  unread: number;
  badges: Record<string, number>;
  pendingTickets: number;
}

/** Why the server ended a stream (the data of a `closed` event). */
export type LiveClosedReason = 'too-many-streams' | 'session-ended';
