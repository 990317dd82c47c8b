import { LIVE_CLOSED_EVENT, LIVE_COUNTS_EVENT, LIVE_DEBOUNCE_MS, LIVE_HEARTBEAT_MS, LIVE_MAX_STREAMS_PER_USER, type LiveClosedReason, type LiveCounts } from '../../../resources/live.ts';
import { ACCOUNT_STATUS } from '../../domain/session.ts';
import { permissionsOf } from '../auth/sessions.ts';
import type { Deps } from '../context.ts';
import { dialectOf } from '../db/dialect.ts';
import { poolOf } from '../db/dialects/postgresOpen.ts';
import { onLiveChange, onLiveShutdown, type LiveChange } from './bus.ts';
import { joinClusterRelay } from './clusterRelay.ts';
import { liveCountsFor, type CountMemo } from './counts.ts';
import { postgresRelay, type PostgresRelay } from './postgresRelay.ts';

/** Where a stream's events go (hono's SSEStreamingApi satisfies it). */
export interface LiveSink {
  writeSSE(message: { data: string; event?: string; id?: string }): Promise<void>;
  write(text: string): Promise<unknown>;
  onAbort(listener: () => void): void;
}

/** Who a stream belongs to. */
export interface LiveViewer {
  id: number;
  sessionId: number;
}

interface OpenStream {
  viewer: LiveViewer;
  sink: LiveSink;
  nextId: number;
  /** The JSON of the counts last sent: a recount sends only when it differs. */
  sent: string;
  end(reason?: LiveClosedReason): void;
}

/** The timing of a hub (tests shorten the heartbeat). */
export interface LiveHubOptions {
  heartbeatMs?: number;
  debounceMs?: number;
}

/** The live streams of one app (one server process): opened by GET /events, recounted on changes. */
export interface LiveHub {
  /** Serves one stream until it ends (the client left, a 4th stream of the user, the session ended). */
  serve(sink: LiveSink, viewer: LiveViewer, lastEventId: number): Promise<void>;
  /** Open streams (for tests and the docs' figures). */
  size(): number;
}

/**
 * The streams by user. A change (bus.ts) marks its users (or everybody) for a recount; after
 * `debounceMs` of quiet the hub recounts each marked user that has a stream once — screens that
 * are not the user's own queue once for all of them — and pushes `counts` to the user's streams
 * whose last counts differ. Each recount first checks the streams' sessions (revoked, expired,
 * account disabled: `closed`, then the end) and reads the permissions anew, so a badge follows the
 * user's rights. The heartbeat comment every `heartbeatMs` is also a recount of everybody (the
 * session expiry, a change a relay missed).
 */
export function createLiveHub(deps: Pick<Deps, 'db' | 'clock' | 'logger' | 'areas'>, options: LiveHubOptions = {}): LiveHub {
  const heartbeatMs = options.heartbeatMs ?? LIVE_HEARTBEAT_MS;
  const debounceMs = options.debounceMs ?? LIVE_DEBOUNCE_MS;
  const byUser = new Map<number, OpenStream[]>();
  const pool = dialectOf(deps.db).name === 'postgres' ? poolOf(deps.db) : undefined;
  const relay: PostgresRelay | undefined = pool ? postgresRelay(pool) : undefined;
  if (!pool) joinClusterRelay();

  let marked: Set<number> | 'all' = new Set();
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let heartbeat: NodeJS.Timeout | undefined;
  let unsubscribe: (() => void) | undefined;
  let offShutdown: (() => void) | undefined;

  const count = (): number => [...byUser.values()].reduce((n, list) => n + list.length, 0);

  const mark = (change: LiveChange): void => {
    if (marked !== 'all') {
      if (change.userIds) for (const id of change.userIds) marked.add(id);
      else marked = 'all';
    }
    schedule();
  };

  const schedule = (): void => {
    if (timer || byUser.size === 0) return;
    timer = setTimeout(() => {
      timer = undefined;
      if (running) return void running.then(schedule);
      running = recountMarked().finally(() => (running = undefined));
    }, debounceMs);
  };

  async function recountMarked(): Promise<void> {
    const users = marked === 'all' ? [...byUser.keys()] : [...marked].filter((id) => byUser.has(id));
    marked = new Set();
    const memo: CountMemo = new Map();
    for (const userId of users) {
      try {
        await recount(userId, memo);
      } catch (err) {
        deps.logger.error('实时计数失败', err);
      }
    }
  }

  /** The streams of a user whose session still holds (the others end); the user's rights read now. */
  async function liveStreamsOf(userId: number): Promise<{ streams: OpenStream[]; group: number; permissions: string[] }> {
    const streams = byUser.get(userId) ?? [];
    const rows = await deps.db
      .selectFrom('session')
      .innerJoin('admin', 'admin.id', 'session.admin_id')
      .select(['session.id as id', 'session.revoked_at as revokedAt', 'session.expires_at as expiresAt', 'admin.status as status', 'admin.grp as grp'])
      .where('session.id', 'in', streams.map((s) => s.viewer.sessionId))
      .execute();
    const now = deps.clock.now();
    const valid = new Set(rows.filter((r) => r.revokedAt === null && now < Number(r.expiresAt) && r.status === ACCOUNT_STATUS.active).map((r) => r.id));
    for (const s of streams) if (!valid.has(s.viewer.sessionId)) s.end('session-ended');
    const live = byUser.get(userId) ?? [];
    return { streams: live, group: Number(rows[0]?.grp ?? 0), permissions: live.length ? await permissionsOf(deps.db, userId) : [] };
  }

  async function recount(userId: number, memo: CountMemo, only?: OpenStream): Promise<void> {
    const { streams, group, permissions } = await liveStreamsOf(userId);
    if (!streams.length) return;
    const counts: LiveCounts = await liveCountsFor(deps.areas, deps.db, { id: userId, group, permissions }, memo);
    const json = JSON.stringify(counts);
    for (const s of streams) if ((only === undefined || s === only) && s.sent !== json) await push(s, json);
  }

  async function push(s: OpenStream, json: string): Promise<void> {
    s.sent = json;
    await s.sink.writeSSE({ event: LIVE_COUNTS_EVENT, data: json, id: String(s.nextId++) });
  }

  const startShared = (): void => {
    unsubscribe ??= onLiveChange(mark);
    offShutdown ??= onLiveShutdown(() => {
      for (const list of [...byUser.values()]) for (const s of list) s.end();
    });
    heartbeat ??= setInterval(() => {
      for (const list of byUser.values()) for (const s of list) void s.sink.write(': ping\n\n');
      mark({ topic: 'badges' });
    }, heartbeatMs);
  };

  const stopShared = (): void => {
    unsubscribe?.();
    unsubscribe = undefined;
    offShutdown?.();
    offShutdown = undefined;
    clearInterval(heartbeat);
    heartbeat = undefined;
    clearTimeout(timer);
    timer = undefined;
  };

  return {
    size: count,
    async serve(sink, viewer, lastEventId) {
      let finish!: () => void;
      const ended = new Promise<void>((resolve) => (finish = resolve));
      let open = true;
      const stream: OpenStream = {
        viewer,
        sink,
        nextId: lastEventId + 1,
        sent: '',
        end(reason) {
          if (!open) return;
          open = false;
          const list = (byUser.get(viewer.id) ?? []).filter((s) => s !== stream);
          if (list.length) byUser.set(viewer.id, list);
          else byUser.delete(viewer.id);
          relay?.release();
          if (byUser.size === 0) stopShared();
          if (reason) void sink.writeSSE({ event: LIVE_CLOSED_EVENT, data: JSON.stringify({ reason }), id: String(stream.nextId++) }).finally(finish);
          else finish();
        },
      };
      const mine = byUser.get(viewer.id) ?? [];
      byUser.set(viewer.id, [...mine, stream]);
      const listening = relay?.retain();
      sink.onAbort(() => stream.end());
      // the oldest streams beyond the cap end (a 4th tab wins; the oldest one polls)
      for (const old of mine.slice(0, Math.max(0, mine.length + 1 - LIVE_MAX_STREAMS_PER_USER))) old.end('too-many-streams');
      startShared();
      await listening;
      try {
        if (open) await recount(viewer.id, new Map(), stream);
      } catch (err) {
        deps.logger.error('实时计数失败', err);
      }
      return ended;
    },
  };
}
