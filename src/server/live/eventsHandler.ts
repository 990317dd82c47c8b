import type { Handler } from 'hono';
import { streamSSE } from 'hono/streaming';
import type { AppEnv, Deps } from '../context.ts';
import { ApiError } from '../errors.ts';
import { defineArea } from '../engine/area.ts';
import { createLiveHub } from './hub.ts';

/** The largest event id a client may send back (`Last-Event-ID`); anything else counts from 0. */
const MAX_EVENT_ID = 2 ** 52;

/** Reads `Last-Event-ID`: a whole number, else 0. Counts are state, so it only keeps the ids increasing. */
export function lastEventIdOf(header: string | undefined): number {
  const text = header?.trim() ?? '';
  if (!/^\d{1,16}$/.test(text)) return 0;
  const n = Number(text);
  return n <= MAX_EVENT_ID ? n : 0;
}

/**
 * GET /events: the caller's live counts as Server-Sent Events (docs/decisions.md "Live updates").
 * The first event is the current `counts`; a reconnect with `Last-Event-ID` gets the current
 * counts again, with ids going on from that one.
 */
export const eventsHandler = (deps: Deps): Handler<AppEnv> => {
  const hub = createLiveHub(deps);
  return (c) => {
    const user = c.get('user');
    if (!user) throw new ApiError('UNAUTHORIZED');
    const lastEventId = lastEventIdOf(c.req.header('last-event-id'));
    c.header('X-Accel-Buffering', 'no');
    return streamSSE(c, (stream) => hub.serve(stream, { id: user.id, sessionId: user.sessionId }, lastEventId));
  };
};

/** The live endpoint group (resources/live.ts), joined by `createApp` beside the areas (it belongs to no area). */
export const LIVE_ENDPOINTS = defineArea({ name: 'live', handlers: { 'live.events': eventsHandler } });
