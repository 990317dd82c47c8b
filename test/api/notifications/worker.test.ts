import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { claimDue, INTERRUPTED } from '../../../src/server/areas/notifications/claim.ts';
import { serverAreaSet } from '../../../src/server/composition.ts';
import { runWorkerOnce, startWorker, type WorkerDeps } from '../../../src/server/areas/notifications/worker.ts';
import { openDatabase, type Db } from '../../../src/server/db/database.ts';
import { migrateToLatest } from '../../../src/server/db/migrate.ts';
import { openTestDatabase, TEST_DIALECT, type TestDatabase } from '../../helpers/testDatabase.ts';
import { TEST_NOW } from '../../helpers/testServer.ts';
import { startChildWorker } from './childWorker.ts';
import { attemptsOfRow, enqueue, permanent, rowOf, scriptedProvider, transient, type Answer } from './workerFixtures.ts';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * The delivery worker (issue 20 part 1), driven round by round with an injected clock: success,
 * the retry schedule, permanent and transient refusals, the attempt limit, a claim whose worker
 * died (lease expiry), and two workers on their own connections claiming at once.
 */

const SEC = 1000;
let database: TestDatabase;
let db: Db;
let now = TEST_NOW;
const clock = { now: () => now };

beforeAll(async () => {
  database = await openTestDatabase();
  db = database.db;
});
afterAll(async () => {
  await database.close();
});
afterEach(async () => {
  // each test starts with an empty outbox
  await db.deleteFrom('notification_attempt').execute();
  await db.deleteFrom('notification').execute();
  now = TEST_NOW;
});

const depsWith = (answers: readonly Answer[], over: Partial<WorkerDeps> = {}) => {
  const provider = scriptedProvider(answers);
  return { provider, deps: { db, clock, providerFor: async () => provider, random: () => 0.5, ...over } satisfies WorkerDeps };
};

describe('one round', () => {
  it('sends a due row with its idempotency key and records the acknowledgement', async () => {
    const { id } = await enqueue(db, now, { subject: '维修完成', variables: { no: 'WX1' }, idempotencyKey: 'repairs.status:1:2' });
    const { provider, deps } = depsWith([{ providerMessageId: 'sms-1', receipt: 'delivered' }]);
    now += SEC;
    expect(await runWorkerOnce(deps, now)).toEqual({ claimed: 1, sent: 1, failed: 0, retried: 0, uncertain: 0 });
    expect(provider.calls).toHaveLength(1);
    expect(provider.calls[0]).toMatchObject({ id, channel: 'sms', recipient: '13800138000', subject: '维修完成', variables: { no: 'WX1' }, idempotencyKey: 'repairs.status:1:2' });
    expect(await rowOf(db, id)).toMatchObject({ send_state: 'sent', receipt_state: 'delivered', provider: 'fake', provider_message_id: 'sms-1', attempts: 1, error: null, lease_until: null, sent_at: new Date(now).toISOString(), delivered_at: new Date(now).toISOString() });
    expect(await attemptsOfRow(db, id)).toMatchObject([{ attempt: 1, result: 'sent', provider_message_id: 'sms-1', finished_at: new Date(now).toISOString() }]);
    expect(await runWorkerOnce(deps, now + 3600 * SEC)).toMatchObject({ claimed: 0 });
    expect(provider.calls).toHaveLength(1);
  });

  it('leaves 已送达 to a later receipt when the provider only accepted the message', async () => {
    const { id } = await enqueue(db, now);
    const { deps } = depsWith([{ providerMessageId: 'mail-1' }]);
    await runWorkerOnce(deps, now);
    expect(await rowOf(db, id)).toMatchObject({ send_state: 'sent', receipt_state: 'unknown', delivered_at: null });
  });

  it('does not send a row not yet due, nor 已忽略 and 失败 rows', async () => {
    await enqueue(db, now + 60 * SEC);
    const { id: failed } = await enqueue(db, now);
    await db.updateTable('notification').set({ send_state: 'failed' }).where('id', '=', failed).execute();
    const { id: skipped } = await enqueue(db, now);
    await db.updateTable('notification').set({ send_state: 'skipped' }).where('id', '=', skipped).execute();
    const { provider, deps } = depsWith([{ providerMessageId: 'x' }]);
    expect(await runWorkerOnce(deps, now)).toMatchObject({ claimed: 0 });
    expect(provider.calls).toEqual([]);
  });
});

describe('refusals and the retry schedule', () => {
  it('retries a transient refusal after 30 s, 2 min, 10 min and 1 h, then fails at the 5th attempt with the error', async () => {
    const { id } = await enqueue(db, now);
    const { provider, deps } = depsWith([transient('网关超时')]);
    const waits = [30, 120, 600, 3600];
    for (const [i, wait] of waits.entries()) {
      expect(await runWorkerOnce(deps, now)).toMatchObject({ claimed: 1, retried: 1 });
      const row = await rowOf(db, id);
      expect(row).toMatchObject({ send_state: 'pending', attempts: i + 1, error: '网关超时', lease_until: null });
      expect(Date.parse(row.next_attempt_at) - now).toBe(wait * SEC);
      // not a moment early
      expect(await runWorkerOnce(deps, now + wait * SEC - 1)).toMatchObject({ claimed: 0 });
      now += wait * SEC;
    }
    expect(await runWorkerOnce(deps, now)).toMatchObject({ claimed: 1, failed: 1 });
    const row = await rowOf(db, id);
    expect(row).toMatchObject({ send_state: 'failed', attempts: 5, receipt_state: 'unknown' });
    expect(row.error).toBe('网关超时（已达最多尝试次数 5 次）');
    expect(provider.calls).toHaveLength(5);
    expect(new Set(provider.calls.map((c) => c.idempotencyKey)).size).toBe(1);
    expect((await attemptsOfRow(db, id)).map((a) => a.result)).toEqual(['retry', 'retry', 'retry', 'retry', 'failed']);
    expect(await runWorkerOnce(deps, now + 86_400 * SEC)).toMatchObject({ claimed: 0 });
  });

  it('spreads the wait by the jitter (±10 %)', async () => {
    const { id } = await enqueue(db, now);
    const { deps } = depsWith([transient()], { random: () => 0 });
    await runWorkerOnce(deps, now);
    expect(Date.parse((await rowOf(db, id)).next_attempt_at) - now).toBe(27 * SEC);
  });

  it('fails a permanent refusal at once, with the provider’s message', async () => {
    const { id } = await enqueue(db, now);
    const { provider, deps } = depsWith([permanent('号码为空号')]);
    expect(await runWorkerOnce(deps, now)).toMatchObject({ claimed: 1, failed: 1 });
    expect(await rowOf(db, id)).toMatchObject({ send_state: 'failed', attempts: 1, error: '号码为空号' });
    expect(await attemptsOfRow(db, id)).toMatchObject([{ attempt: 1, result: 'failed', error: '号码为空号' }]);
    expect(await runWorkerOnce(deps, now + 86_400 * SEC)).toMatchObject({ claimed: 0 });
    expect(provider.calls).toHaveLength(1);
  });

  it('treats an unexpected error (not a ProviderError) as transient', async () => {
    const { id } = await enqueue(db, now);
    const { deps } = depsWith([new Error('socket hang up'), { providerMessageId: 'ok-2' }]);
    await runWorkerOnce(deps, now);
    expect(await rowOf(db, id)).toMatchObject({ send_state: 'pending', error: 'socket hang up' });
    now += 30 * SEC;
    await runWorkerOnce(deps, now);
    expect(await rowOf(db, id)).toMatchObject({ send_state: 'sent', provider_message_id: 'ok-2', error: null, attempts: 2 });
  });
});

describe('a worker that stops mid-send', () => {
  it('leaves its claim until the lease runs out; then the row is taken again, the cut attempt closed as 稍后重试', async () => {
    const { id } = await enqueue(db, now);
    // a worker claims the row and dies before the provider answers
    const [claimed] = await claimDue(db, now, { limit: 10, leaseMs: 120 * SEC });
    expect(claimed).toMatchObject({ id, send_state: 'sending', attempts: 1, lease_until: new Date(now + 120 * SEC).toISOString() });
    const { provider, deps } = depsWith([{ providerMessageId: 'again-1' }], { leaseMs: 120 * SEC });
    expect(await runWorkerOnce(deps, now + 119 * SEC)).toMatchObject({ claimed: 0 });
    now += 120 * SEC;
    expect(await runWorkerOnce(deps, now)).toMatchObject({ claimed: 1, sent: 1 });
    expect(provider.calls.map((c) => c.idempotencyKey)).toEqual([claimed.idempotency_key]);
    expect(await rowOf(db, id)).toMatchObject({ send_state: 'sent', attempts: 2, provider_message_id: 'again-1' });
    expect(await attemptsOfRow(db, id)).toMatchObject([
      { attempt: 1, result: 'retry', error: INTERRUPTED },
      { attempt: 2, result: 'sent' },
    ]);
  });

  it('fails a row whose last attempt was cut short, without sending', async () => {
    const { id } = await enqueue(db, now);
    await db.updateTable('notification').set({ attempts: 4 }).where('id', '=', id).execute();
    await claimDue(db, now, { limit: 10, leaseMs: 60 * SEC });
    const { provider, deps } = depsWith([{ providerMessageId: 'never' }]);
    now += 60 * SEC;
    await db.updateTable('notification').set({ max_attempts: 5 }).where('id', '=', id).execute();
    // attempt 5 was cut: a 6th is beyond the limit
    await claimDue(db, now, { limit: 10, leaseMs: 60 * SEC });
    now += 60 * SEC;
    expect(await runWorkerOnce(deps, now)).toMatchObject({ claimed: 1, failed: 1 });
    expect(provider.calls).toEqual([]);
    expect((await rowOf(db, id)).error).toContain('最多尝试次数');
  });

  it('keeps an acknowledgement that arrives after another worker took the row over', async () => {
    const { id } = await enqueue(db, now);
    const [first] = await claimDue(db, now, { limit: 10, leaseMs: 60 * SEC });
    now += 60 * SEC;
    await claimDue(db, now, { limit: 10, leaseMs: 60 * SEC });
    // the first worker's provider answers late: its acknowledgement is recorded and the row is not sent again
    const { recordSent } = await import('../../../src/server/areas/notifications/finish.ts');
    await recordSent(db, first, 'fake', { providerMessageId: 'late-1' }, now);
    expect(await rowOf(db, id)).toMatchObject({ send_state: 'sent', provider_message_id: 'late-1' });
    const { provider, deps } = depsWith([{ providerMessageId: 'x' }]);
    now += 3600 * SEC;
    expect(await runWorkerOnce(deps, now)).toMatchObject({ claimed: 0 });
    expect(provider.calls).toEqual([]);
  });
});

describe('two workers', () => {
  it('never claim the same row: two processes on SQLite, two pools on PostgreSQL', { timeout: 20_000 }, async () => {
    if (TEST_DIALECT === 'postgres') {
      const second = openDatabase(database.url);
      try {
        const ids = new Set<number>();
        for (let i = 0; i < 200; i++) ids.add((await enqueue(db, now, { recipient: `1380013${String(i).padStart(4, '0')}` })).id);
        const claimed = (handle: Db) => async () => {
          const out: number[] = [];
          for (let rows = await claimDue(handle, now, { limit: 7, leaseMs: 120 * SEC }); rows.length; rows = await claimDue(handle, now, { limit: 7, leaseMs: 120 * SEC })) out.push(...rows.map((r) => r.id));
          return out;
        };
        const lists = await Promise.all([claimed(db)(), claimed(second)(), claimed(db)(), claimed(second)()]);
        expectDisjointCover(lists, ids);
        // both pools took part
        expect(lists[0].length + lists[2].length).toBeGreaterThan(0);
        expect(lists[1].length + lists[3].length).toBeGreaterThan(0);
      } finally {
        await second.destroy();
      }
      return;
    }
    // SQLite: one synchronous driver per process, so each worker is a process of its own on one file
    const dir = mkdtempSync(join(tmpdir(), 'outbox-claims-'));
    const file = join(dir, 'outbox.db');
    const shared = openDatabase(file);
    try {
      await migrateToLatest(shared);
      const ids = new Set<number>();
      for (let i = 0; i < 300; i++) ids.add((await enqueue(shared, now, { recipient: `1380013${String(i).padStart(4, '0')}` })).id);
      const at = String(Date.now() + 1500);
      const children = [startChildWorker(['claim', file, '3', at]), startChildWorker(['claim', file, '3', at])];
      expect(await Promise.all(children.map((c) => c.exited))).toEqual([0, 0]);
      const lists = children.map((c) => JSON.parse(c.output().trim().split('\n').pop() ?? '[]') as number[]);
      expectDisjointCover(lists, ids);
      expect(lists.map((l) => l.length), children.map((c) => c.output()).join('\n')).not.toContain(0);
    } finally {
      await shared.destroy();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

/** The claimed lists share no id and together hold every id. */
function expectDisjointCover(lists: readonly number[][], ids: ReadonlySet<number>): void {
  const all = lists.flat();
  expect(all.length - new Set(all).size, 'rows claimed twice').toBe(0);
  expect(new Set(all)).toEqual(ids);
}

describe('startWorker', () => {
  it('sends what is enqueued in this process without waiting for the poll, and stops', async () => {
    const { provider, deps } = depsWith([{ providerMessageId: 'live-1' }]);
    const running = startWorker({ ...deps, areas: serverAreaSet() }, { intervalMs: 60_000 });
    try {
      await new Promise((r) => setTimeout(r, 20));
      const { id } = await enqueue(db, now);
      await expect.poll(async () => (await rowOf(db, id)).send_state, { timeout: 2000, interval: 10 }).toBe('sent');
      expect(provider.calls).toHaveLength(1);
    } finally {
      await running.stop();
    }
  });
});
