import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../../src/server/db/database.ts';
import { migrateToLatest } from '../../../src/server/db/migrate.ts';
import { startSlowSmtpSink, type SinkMode, type SlowSmtpSink } from '../../helpers/slowSmtpSink.ts';
import { TEST_DIALECT } from '../../helpers/testDatabase.ts';
import { TEST_NOW } from '../../helpers/testServer.ts';
import { createChildDatabase, type ChildDatabase } from '../trust/childDatabase.ts';
import { startChildServer, type ChildServer } from '../trust/childServer.ts';
import { setConfig } from './providerFixtures.ts';
import { enqueue } from './workerFixtures.ts';

/**
 * Issue 32, item 10: "killing a server process while it waited for the final 250 delivered the
 * same Message-ID twice, once more when the lease ran out". The production server runs in a child
 * process on an SQLite file or a PostgreSQL database (TEST_DIALECT), sending the outbox's mails
 * through SMTP to a slow sink (test/helpers/slowSmtpSink.ts):
 * - `held-*` mails: the sink reads the final dot (it has the mail) and holds its 250;
 * - `rcpt-*` mails: the sink holds its answer to RCPT TO (cut before the server could have it);
 * - `fast-*` mails: answered at once.
 * The process is killed with SIGKILL while the sink holds those replies, and the server is
 * started again after the lease (120 s) has run out, with the sink answering everything. Then no
 * Message-ID reached the sink twice; the held mails, cut after their hand-over, are 发送结果未知
 * and were not sent again; the mails cut before the dot were sent again, once; the fast ones once.
 */

const EACH = 3;
const KINDS = ['held', 'rcpt', 'fast'] as const;
type Kind = (typeof KINDS)[number];
/** The child servers' clock: NOW (outside production), so the restart can come after the lease. */
const T0 = TEST_NOW;
const LEASE_MS = 120_000;
const FROM_DOMAIN = 'laser-demo.cn';

const dir = mkdtempSync(join(tmpdir(), 'mail-crash-'));
let database: ChildDatabase;
let sink: SlowSmtpSink;
const servers: ChildServer[] = [];

const kindOf = (address: string): Kind => KINDS.find((k) => address.startsWith(`${k}-`)) ?? 'fast';
const firstRun = (address: string): SinkMode => ({ held: 'hold-reply', rcpt: 'hold-rcpt', fast: 'ok' } as const)[kindOf(address)];
const keyOf = (kind: Kind, i: number) => `mail-${kind}-${i}`;

beforeAll(async () => {
  sink = await startSlowSmtpSink(firstRun);
  database = await createChildDatabase(dir);
  const db = openDatabase(database.url);
  try {
    await migrateToLatest(db);
    const config: [string, unknown, string?][] = [
      ['notify_provider_email', 'smtp'], ['smtp_host', '127.0.0.1'], ['smtp_port', sink.port, 'number'], ['smtp_secure', false, 'boolean'], ['smtp_from', `service@${FROM_DOMAIN}`],
    ];
    for (const [key, value, type] of config) await setConfig(db, key, value, type);
    for (const kind of KINDS) {
      for (let i = 0; i < EACH; i++) {
        await enqueue(db, T0 - 1000, { channel: 'email', recipient: `${kind}-${i}@example.cn`, subject: '维修进度', content: '<p>您的设备已维修完成</p>', idempotencyKey: keyOf(kind, i) });
      }
    }
  } finally {
    await db.destroy();
  }
}, 60_000);

afterAll(async () => {
  for (const s of servers) await s.stop('SIGKILL');
  await sink?.close();
  await database?.drop();
  rmSync(dir, { recursive: true, force: true });
});

/** Polls `check` every 25 ms until it holds, or fails after `ms` with `what`. */
async function until(what: string, check: () => boolean | Promise<boolean>, ms = 20_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 25));
  }
}

const rowsNow = () =>
  database.use((db) => db.selectFrom('notification').select(['id', 'idempotency_key', 'send_state', 'attempts', 'error']).orderBy('id').execute());

describe('a server killed while the SMTP server holds its final reply', () => {
  it(`sends no Message-ID twice; the cut mails are 发送结果未知 (${TEST_DIALECT})`, { timeout: 90_000 }, async () => {
    const start = (at: number) =>
      startChildServer({ DATABASE_URL: database.url, SEED: 'none', NODE_ENV: 'test', NOW: new Date(at).toISOString(), NOTIFY_POLL_MS: 100 }).then((s) => (servers.push(s), s));

    const first = await start(T0);
    // the sink has the held mails (their final dot arrived), holds the rcpt ones, and the fast ones are recorded 成功
    const addresses = (kind: Kind) => Array.from({ length: EACH }, (_, i) => `${kind}-${i}@example.cn`);
    await until('the held mails to reach their final dot', () => addresses('held').every((a) => sink.mails.some((m) => m.to.includes(a))));
    await until('the rcpt mails to be held at RCPT TO', () => addresses('rcpt').every((a) => sink.rcpts.includes(a)));
    await until('the fast mails to be 成功', async () => (await rowsNow()).filter((r) => r.idempotency_key.startsWith('mail-fast-') && r.send_state === 'sent').length === EACH);
    await first.stop('SIGKILL');
    expect(first.process.signalCode).toBe('SIGKILL');
    const cut = await rowsNow();
    expect(cut.filter((r) => r.send_state === 'sending').map((r) => r.idempotency_key).sort(), 'the attempts the kill cut').toEqual([...Array.from({ length: EACH }, (_, i) => keyOf('held', i)), ...Array.from({ length: EACH }, (_, i) => keyOf('rcpt', i))].sort());

    // restarted after the lease has run out, with a sink that answers everything
    sink.mode = () => 'ok';
    const second = await start(T0 + LEASE_MS + 5 * 60_000);
    await until('no row left 待发送 or 发送中', async () => (await rowsNow()).every((r) => r.send_state !== 'pending' && r.send_state !== 'sending'));
    await second.stop('SIGKILL');

    const ids = sink.mails.map((m) => m.messageId);
    expect(ids.filter((id, i) => ids.indexOf(id) !== i), 'Message-IDs the SMTP server received twice').toEqual([]);
    const rows = await rowsNow();
    const received = (key: string) => ids.filter((id) => id === `<${key}@${FROM_DOMAIN}>`).length;
    for (const r of rows) {
      const kind = kindOf(r.idempotency_key.replace(/^mail-/, ''));
      expect(received(r.idempotency_key), `${r.idempotency_key}: mails received`).toBe(1);
      if (kind === 'held') {
        expect(r, 'cut after the final dot: not sent again, left to a person').toMatchObject({ send_state: 'uncertain', attempts: 1 });
        expect(r.error).toMatch(/^发送结果未知：/);
      } else {
        expect(r, kind === 'rcpt' ? 'cut before the final dot: sent again' : 'answered at once').toMatchObject({ send_state: 'sent', attempts: kind === 'rcpt' ? 2 : 1 });
      }
    }
    const attempts = await database.use((db) =>
      db.selectFrom('notification_attempt').innerJoin('notification', 'notification.id', 'notification_attempt.notification_id').select(['notification.idempotency_key as key', 'notification_attempt.attempt', 'notification_attempt.result', 'notification_attempt.finished_at']).orderBy('notification_attempt.id').execute(),
    );
    expect(attempts.filter((a) => a.finished_at === null), 'attempts left open').toEqual([]);
    for (let i = 0; i < EACH; i++) {
      expect(attempts.filter((a) => a.key === keyOf('held', i)).map((a) => a.result)).toEqual(['uncertain']);
      expect(attempts.filter((a) => a.key === keyOf('rcpt', i)).map((a) => a.result)).toEqual(['retry', 'sent']);
    }
  });
});
