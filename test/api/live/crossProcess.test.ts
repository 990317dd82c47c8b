import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_DIALECT } from '../../helpers/testDatabase.ts';
import { createChildDatabase, type ChildDatabase } from '../trust/childDatabase.ts';
import { httpLogin, startChildServer, type ChildServer } from '../trust/childServer.ts';
import { readSse, type SseStream } from './sseClient.ts';

/**
 * Issue 20 part 6 across processes. On PostgreSQL (api-pg): two servers (`npm run serve` twice)
 * on one database — a message sent through one reaches a stream served by the other within 2 s
 * (pg_notify / LISTEN cms_live). On SQLite: one `WORKERS=2` cluster — node:cluster hands the
 * connections round-robin, so of three streams at least one sits in the worker that did not
 * serve the send; every stream gets the change within 2 s (IPC through the primary).
 */

const postgres = TEST_DIALECT === 'postgres';
const dir = mkdtempSync(join(tmpdir(), 'cms-live-'));
let database: ChildDatabase;
let writer: ChildServer;
let reader: ChildServer;
const streams: SseStream[] = [];

beforeAll(async () => {
  database = await createChildDatabase(dir);
  writer = await startChildServer({ DATABASE_URL: database.url, ...(postgres ? {} : { WORKERS: 2 }) });
  reader = postgres ? await startChildServer({ DATABASE_URL: database.url }) : writer;
}, 60_000);
afterAll(async () => {
  await Promise.all(streams.map((s) => s.close()));
  await writer?.stop('SIGKILL');
  if (reader !== writer) await reader?.stop('SIGKILL');
  await database?.drop();
  rmSync(dir, { recursive: true, force: true });
}, 60_000);

const unreadOf = (data: string): number => (JSON.parse(data) as { unread: number }).unread;

describe('live events across server processes', () => {
  it('a message sent through one process reaches the streams of the other within 2 s', async () => {
    const staff = await httpLogin(reader.url, 'staff');
    let before = -1;
    for (let i = 0; i < (postgres ? 1 : 3); i++) {
      const abort = new AbortController();
      const res = await fetch(`${reader.url}/api/cms/events`, { headers: { authorization: staff }, signal: abort.signal });
      expect(res.status).toBe(200);
      const sse = readSse(res, abort);
      streams.push(sse);
      const first = unreadOf((await sse.next(10_000)).data);
      if (before < 0) before = first;
      expect(first).toBe(before);
    }
    const admin = await httpLogin(writer.url, 'admin');
    const auth = { authorization: staff, 'content-type': 'application/json' };
    const me = (await (await fetch(`${reader.url}/api/cms/account/admin/check`, { headers: auth })).json()) as { data: { id: number } };
    const started = Date.now();
    const sent = await fetch(`${writer.url}/api/cms/admin/message`, {
      method: 'POST',
      headers: { authorization: admin, 'content-type': 'application/json' },
      body: JSON.stringify({ recipients: [me.data.id], title: '跨进程', content: '另一个进程发出的站内信' }),
    });
    expect(sent.status).toBe(200);
    const answered = Date.now();
    const took: number[] = [];
    for (const sse of streams) {
      const e = await sse.next(2000);
      expect(e.event).toBe('counts');
      expect(unreadOf(e.data)).toBe(before + 1);
      took.push(Date.now() - answered);
    }
    console.info(`live across processes (${postgres ? 'PostgreSQL NOTIFY, two servers' : 'SQLite, WORKERS=2 IPC'}): send took ${answered - started} ms; streams updated ${took.join(', ')} ms after its answer`);
    expect(Math.max(...took)).toBeLessThan(2000);
  }, 60_000);

  it('a clean stop (SIGTERM) ends the streams, so the server stops at once instead of at its 5 s cut-off', async () => {
    expect(streams.length).toBeGreaterThan(0);
    const started = Date.now();
    await reader.stop('SIGTERM');
    const took = Date.now() - started;
    for (const sse of streams) await sse.ended;
    console.info(`live: SIGTERM with ${streams.length} open stream(s) stopped the server in ${took} ms`);
    expect(took).toBeLessThan(2000);
  }, 60_000);
});
