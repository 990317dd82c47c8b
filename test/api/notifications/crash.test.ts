import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../../src/server/db/database.ts';
import { migrateToLatest } from '../../../src/server/db/migrate.ts';
import { TEST_DIALECT } from '../../helpers/testDatabase.ts';
import { TEST_NOW } from '../../helpers/testServer.ts';
import { createChildDatabase, type ChildDatabase } from '../trust/childDatabase.ts';
import { seededRandom } from '../trust/seededRandom.ts';
import { startChildWorker } from './childWorker.ts';
import { enqueue } from './workerFixtures.ts';

/**
 * Issue 20: "kill the worker mid-batch 10 times; nothing is lost, and nothing acknowledged is
 * sent twice". A delivery worker runs in a child process (outboxChild.ts) on an SQLite file or
 * a PostgreSQL database (TEST_DIALECT) and is killed with SIGKILL at a random moment of its
 * work (a seeded PRNG: `OUTBOX_CRASH_SEED=<seed>` replays), ten times; then a fresh worker
 * finishes. Its fake vendor keeps an append-only log of every request and first delivery per
 * idempotency key, and the worker logs each acknowledgement after its commit. Afterwards every
 * row is 成功 or 失败 — none lost, none stuck in 发送中 — no key was delivered twice, no key was
 * requested again after its acknowledgement was committed, and a key was asked twice only when a
 * kill cut its attempt (at most one batch per kill).
 */

const ROWS = 120;
const KILLS = 10;
const BATCH = 8;
const DAY = 86_400_000;
const random = seededRandom('OUTBOX_CRASH_SEED');
const dir = mkdtempSync(join(tmpdir(), 'outbox-crash-'));
let database: ChildDatabase;

beforeAll(async () => {
  database = await createChildDatabase(dir);
  const db = openDatabase(database.url);
  try {
    await migrateToLatest(db);
    await db.transaction().execute(async (trx) => {
      for (let i = 0; i < ROWS; i++) await enqueue(trx, TEST_NOW, { recipient: `1390000${String(i).padStart(4, '0')}`, idempotencyKey: `crash-${i}` });
    });
  } finally {
    await db.destroy();
  }
}, 60_000);
afterAll(async () => {
  await database?.drop();
  rmSync(dir, { recursive: true, force: true });
});

describe('the delivery worker killed mid-batch', () => {
  it(`loses nothing and sends nothing acknowledged twice over ${KILLS} SIGKILLs (${TEST_DIALECT})`, { timeout: 60_000 }, async () => {
    const log = join(dir, 'vendor.log');
    const seed = random.describeSeed();
    let kills = 0;
    const start = (round: number) => startChildWorker(['deliver', database.url, log, String(TEST_NOW + round * DAY)]);
    let next = start(0);
    for (let round = 0; round <= KILLS; round++) {
      const child = next;
      await child.printed('ready');
      child.go();
      // the next worker loads while this one works
      if (round < KILLS) next = start(round + 1);
      if (round === KILLS) {
        expect(await child.exited, child.output()).toBe(0);
        break;
      }
      // a moment within the batch: after 0–5 further vendor calls
      const calls = (): number => (existsSync(log) ? readFileSync(log, 'utf8').split('\n').filter((l) => l.startsWith('req ')).length : 0);
      const target = calls() + random.below(6);
      while (calls() < target && child.process.exitCode === null) await new Promise((r) => setTimeout(r, 1));
      child.process.kill('SIGKILL');
      const code = await child.exited;
      if (code === null) kills += 1;
    }
    expect(kills, `${seed}: the worker finished before most kills; more rows are needed`).toBeGreaterThanOrEqual(KILLS - 2);

    const lines = readFileSync(log, 'utf8').split('\n').filter(Boolean);
    const delivered = lines.filter((l) => l.startsWith('deliver ')).map((l) => l.slice(8));
    expect(delivered.length - new Set(delivered).size, `${seed}: keys the vendor delivered twice`).toBe(0);
    // no request for a key after its acknowledgement was committed
    const ackedAt = new Map<string, number>();
    const late: string[] = [];
    lines.forEach((l, i) => {
      const [kind, key] = l.split(' ');
      if (kind === 'ack' && !ackedAt.has(key)) ackedAt.set(key, i);
      if (kind === 'req' && ackedAt.has(key)) late.push(key);
    });
    expect(late, `${seed}: sent again after the acknowledgement`).toEqual([]);
    const requests = new Map<string, number>();
    for (const l of lines.filter((x) => x.startsWith('req '))) requests.set(l.slice(4), (requests.get(l.slice(4)) ?? 0) + 1);

    await database.use(async (db) => {
      const rows = await db.selectFrom('notification').select(['idempotency_key', 'send_state', 'provider_message_id', 'attempts', 'error']).execute();
      expect(rows).toHaveLength(ROWS);
      const open = rows.filter((r) => r.send_state !== 'sent' && r.send_state !== 'failed');
      expect(open, `${seed}: rows neither 成功 nor 失败`).toEqual([]);
      for (const r of rows.filter((x) => x.send_state === 'sent')) expect(r.provider_message_id, `${seed}: ${r.idempotency_key}`).toBe(`cv-${r.idempotency_key}`);
      // every sent row was delivered by the vendor; a failed one never was, with the vendor's reason
      expect(new Set(delivered)).toEqual(new Set(rows.filter((r) => r.send_state === 'sent').map((r) => r.idempotency_key)));
      for (const r of rows.filter((x) => x.send_state === 'failed')) expect(r.error, `${seed}: ${r.idempotency_key}`).toMatch(/号码为空号|最多尝试次数/);
      // a key asked more often than its refusals explain was cut by a kill
      const transientOnce = (key: string): number => {
        const h = [...key].reduce((acc, c) => (Math.imul(acc, 31) + c.charCodeAt(0)) >>> 0, 7) % 20;
        return h > 0 && h < 4 ? 1 : 0;
      };
      const repeated = rows.filter((r) => (requests.get(r.idempotency_key) ?? 0) > 1 + transientOnce(r.idempotency_key) && r.send_state === 'sent');
      expect(repeated.length, `${seed}: keys asked again`).toBeLessThanOrEqual(kills * BATCH);
      const attempts = await db.selectFrom('notification_attempt').select(['notification_id', 'finished_at']).where('finished_at', 'is', null).execute();
      expect(attempts, `${seed}: attempts left open`).toEqual([]);
    });
  });
});
