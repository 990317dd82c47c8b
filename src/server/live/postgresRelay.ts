import pg from 'pg';
import { addRelay, deliverRelayed, readRelayed, relayedOf, type LiveChange } from './bus.ts';

/** The PostgreSQL channel every server process on the database listens on. */
export const LIVE_CHANNEL = 'cms_live';

/** NOTIFY carries at most 8000 bytes: a longer list of users becomes "anybody". */
const MAX_PAYLOAD = 7000;

/** The pause before listening again after the listening connection was lost. */
const RECONNECT_MS = 1000;

/** The relay of one PostgreSQL database: sends always, listens while this process has streams. */
export interface PostgresRelay {
  /** Listens (from the first stream on); resolves once LISTEN is in place (or failed: the streams still serve this process's changes). */
  retain(): Promise<void>;
  /** One stream fewer: the last one ends the listening connection. */
  release(): void;
}

/**
 * Across processes on PostgreSQL: each change is `pg_notify('cms_live', {o, t, u})` on the pool
 * (after the commit that made it), and a dedicated connection — open only while this process
 * serves a stream — `LISTEN cms_live`s and hands the other processes' changes to this process's
 * streams. A lost listening connection comes back after 1 s, and then every stream recounts
 * (what was notified meanwhile is lost).
 */
export function postgresRelay(pool: pg.Pool): PostgresRelay {
  const send = (change: LiveChange): void => {
    let payload = JSON.stringify(relayedOf(change));
    if (payload.length > MAX_PAYLOAD) payload = JSON.stringify(relayedOf({ topic: change.topic }));
    pool.query('select pg_notify($1, $2)', [LIVE_CHANNEL, payload]).catch(() => {
      if (pool.ending) remove();
    });
  };
  const remove = addRelay({ send });
  let streams = 0;
  let client: pg.Client | undefined;
  let ready: Promise<void> | undefined;

  const listen = (): Promise<void> => {
    const c = new pg.Client(pool.options);
    client = c;
    c.on('notification', (msg) => {
      if (msg.channel !== LIVE_CHANNEL || !msg.payload) return;
      try {
        const change = readRelayed(JSON.parse(msg.payload));
        if (change) deliverRelayed(change);
      } catch {
        /* not ours */
      }
    });
    const lost = (): void => {
      if (client !== c) return;
      client = undefined;
      ready = undefined;
      void c.end().catch(() => undefined);
      if (streams > 0)
        setTimeout(() => {
          if (streams > 0 && !ready) ready = listen().then(() => deliverRelayed({ topic: 'badges' }));
        }, RECONNECT_MS).unref();
    };
    c.on('error', lost);
    c.on('end', lost);
    return c
      .connect()
      .then(() => c.query(`listen ${LIVE_CHANNEL}`))
      .then(
        () => undefined,
        () => lost(),
      );
  };

  return {
    retain() {
      streams++;
      if (!ready) ready = listen();
      return ready;
    },
    release() {
      streams = Math.max(0, streams - 1);
      if (streams > 0 || !client) return;
      const c = client;
      client = undefined;
      ready = undefined;
      void c.end().catch(() => undefined);
    },
  };
}
