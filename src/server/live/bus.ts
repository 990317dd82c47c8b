import { EventEmitter } from 'node:events';
import { randomUUID } from 'node:crypto';

/**
 * What changed: `messages` (站内信 of `userIds`), `badges` (records behind the sidebar badges),
 * `tickets` (tickets of `userIds`), `session` (a session of `userIds` ended: their streams check
 * theirs). `userIds` omitted: anybody may be affected.
 */
export type LiveTopic = 'messages' | 'badges' | 'tickets' | 'session';

export interface LiveChange {
  topic: LiveTopic;
  userIds?: number[];
}

/** Carries a change to the other server processes (PostgreSQL NOTIFY, or the cluster primary over IPC). */
export interface LiveRelay {
  send(change: LiveChange): void;
}

/** This process's mark on what it relays, so it skips its own changes coming back. */
export const LIVE_ORIGIN = randomUUID();

const local = new EventEmitter();
local.setMaxListeners(0);
const relays = new Set<LiveRelay>();

/**
 * Tells the live streams that something a user's bell, badges or pending tickets show may have
 * changed; call it after the commit. The streams of the affected users (every user when
 * `userIds` is omitted) recount theirs, coalesced, and push only what changed; the change also
 * reaches the other server processes on the same database.
 */
export function publishChange(topic: LiveTopic, userIds?: number[]): void {
  const change: LiveChange = userIds ? { topic, userIds: [...new Set(userIds)] } : { topic };
  local.emit('change', change);
  for (const relay of relays) relay.send(change);
}

/** A change that came from another process: for this process's streams only. */
export function deliverRelayed(change: LiveChange): void {
  local.emit('change', change);
}

/** Listens to every change seen by this process (its own and relayed ones); returns the unsubscribe. */
export function onLiveChange(listener: (change: LiveChange) => void): () => void {
  local.on('change', listener);
  return () => local.off('change', listener);
}

/** Ends every live stream of this process (a clean stop: the server's close then waits for no stream; clients reconnect to the next server). */
export function endLiveStreams(): void {
  local.emit('shutdown');
}

/** Listens for `endLiveStreams`; returns the unsubscribe. */
export function onLiveShutdown(listener: () => void): () => void {
  local.on('shutdown', listener);
  return () => local.off('shutdown', listener);
}

/** Adds a relay to the other processes; returns its removal. */
export function addRelay(relay: LiveRelay): () => void {
  relays.add(relay);
  return () => relays.delete(relay);
}

/** The wire form of a change between processes: `{o: origin, t: topic, u?: userIds}`. */
export interface RelayedChange {
  o: string;
  t: LiveTopic;
  u?: number[];
}

const TOPICS: readonly string[] = ['messages', 'badges', 'tickets', 'session'] satisfies LiveTopic[];

/** Reads a relayed change (undefined when it is not one, or is this process's own). */
export function readRelayed(value: unknown): LiveChange | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const v = value as Partial<RelayedChange>;
  if (typeof v.o !== 'string' || v.o === LIVE_ORIGIN || typeof v.t !== 'string' || !TOPICS.includes(v.t)) return undefined;
  const ids = Array.isArray(v.u) ? v.u.filter((n): n is number => Number.isInteger(n)) : undefined;
  return ids ? { topic: v.t, userIds: ids } : { topic: v.t };
}

/** The wire form of this process's change. */
export const relayedOf = (change: LiveChange): RelayedChange => (change.userIds ? { o: LIVE_ORIGIN, t: change.topic, u: change.userIds } : { o: LIVE_ORIGIN, t: change.topic });
