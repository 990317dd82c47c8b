import { appendFileSync, existsSync, readFileSync } from 'node:fs';
import { claimDue } from '../../../src/server/areas/notifications/claim.ts';
import { ProviderError, type Provider } from '../../../src/server/areas/notifications/providers/types.ts';
import { runWorkerOnce } from '../../../src/server/areas/notifications/worker.ts';
import { openDatabase } from '../../../src/server/db/database.ts';

/**
 * A delivery worker in a process of its own, for the crash and claim tests (childWorker.ts starts
 * it). `claim <db> <limit> <startMs>`: from the moment `startMs`, claims until nothing is due and prints the claimed ids as JSON.
 * `deliver <db> <log> <startMs>`: once a line arrives on stdin, runs worker rounds on a virtual clock (starting at `startMs`,
 * an hour on whenever nothing is due, so retries come due at once) until no row is 待发送 or
 * 发送中, through a fake vendor that keeps its state in the append-only `log`:
 *   `req <key>`     every call the vendor receives,
 *   `deliver <key>` the first call with a key (the vendor delivers once per key and answers a
 *                   repeated key with the same message id, as vendors honouring keys do),
 *   `ack <key>`     written by the worker after the acknowledgement's commit.
 * Keys whose hash says so are refused: some once (transient), some always (permanent).
 */

const [mode, url, arg, start] = process.argv.slice(2);
const db = openDatabase(url);

const hash = (key: string): number => [...key].reduce((h, c) => (Math.imul(h, 31) + c.charCodeAt(0)) >>> 0, 7);

function vendor(log: string): Provider {
  return {
    name: 'crashvendor',
    // it answers a repeated key with its first id: a cut attempt may be made again
    dedupe: 'always',
    async send(m) {
      const seen = existsSync(log) ? readFileSync(log, 'utf8').split('\n') : [];
      const requests = seen.filter((l) => l === `req ${m.idempotencyKey}`).length;
      appendFileSync(log, `req ${m.idempotencyKey}\n`);
      const h = hash(m.idempotencyKey) % 20;
      if (h === 0) throw new ProviderError('号码为空号', true);
      if (h < 4 && requests === 0) throw new ProviderError('服务商繁忙，请稍后重试', false);
      if (!seen.includes(`deliver ${m.idempotencyKey}`)) appendFileSync(log, `deliver ${m.idempotencyKey}\n`);
      return { providerMessageId: `cv-${m.idempotencyKey}`, receipt: 'delivered' };
    },
  };
}

async function main(): Promise<void> {
  if (mode === 'claim') {
    // both claimers start at the same moment (`start`, epoch ms)
    await new Promise((r) => setTimeout(r, Math.max(0, Number(start) - Date.now())));
    const ids: number[] = [];
    for (;;) {
      const rows = await claimDue(db, Date.parse('2026-11-22T04:00:00Z'), { limit: Number(arg), leaseMs: 120_000 });
      if (!rows.length) break;
      ids.push(...rows.map((r) => r.id));
      // a worker sends what it claimed before it claims again
      await new Promise((r) => setTimeout(r, 2));
    }
    process.stdout.write(JSON.stringify(ids) + '\n');
    return;
  }
  const log = arg;
  let now = Number(start);
  const provider = vendor(log);
  process.stdout.write('ready\n');
  // started ahead of its turn: works once told to (a line on stdin)
  await new Promise<void>((go) => process.stdin.once('data', () => go()));
  for (;;) {
    const sentBefore = await db.selectFrom('notification').select('idempotency_key').where('send_state', '=', 'sent').execute();
    const r = await runWorkerOnce({ db, clock: { now: () => now }, providerFor: async () => provider, random: () => 0.5, batchSize: 8 }, now);
    const sentAfter = await db.selectFrom('notification').select('idempotency_key').where('send_state', '=', 'sent').execute();
    const before = new Set(sentBefore.map((s) => s.idempotency_key));
    for (const s of sentAfter) if (!before.has(s.idempotency_key)) appendFileSync(log, `ack ${s.idempotency_key}\n`);
    if (r.claimed) continue;
    const open = await db.selectFrom('notification').select('id').where('send_state', 'in', ['pending', 'sending']).limit(1).execute();
    if (!open.length) break;
    now += 3_600_000;
  }
  process.stdout.write('done\n');
}

main()
  .then(() => db.destroy())
  .then(() => process.exit(0))
  .catch((e: unknown) => {
    process.stderr.write(String(e instanceof Error ? e.stack : e) + '\n');
    process.exit(1);
  });
