import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../../src/server/db/database.ts';
import { TEST_DIALECT } from '../../helpers/testDatabase.ts';
import { validRepair } from '../repairFixtures.ts';
import { countTableMismatches, createChildDatabase, type ChildDatabase } from './childDatabase.ts';
import { httpLogin, startChildServer, type ChildServer } from './childServer.ts';
import { seededRandom } from './seededRandom.ts';

/**
 * Crash safety: the real server in a child process takes writes from four clients and is killed
 * with SIGKILL at a random moment (0–300 ms after its first acknowledged write), 20 times, on
 * the database TEST_DIALECT names: an SQLite file, or a PostgreSQL database (there the killed
 * process's connections drop and PostgreSQL rolls back what they had not committed). After
 * every kill the database must be sound (SQLite: `PRAGMA integrity_check`; both: every count
 * table equals its table's real counts), and every write a client saw acknowledged must be
 * there — with its one action-log row (the row is written in the change's own transaction), and
 * no record without it; a write that got an answer got 200 (concurrent creates are not refused).
 * The kill moments come from a seeded PRNG: every failure message names the seed,
 * `CRASH_SEED=<seed>` replays it.
 */

const ROUNDS = Number(process.env.CRASH_ROUNDS ?? 20);
const random = seededRandom('CRASH_SEED');
const dir = mkdtempSync(join(tmpdir(), 'cms-crash-'));
let database: ChildDatabase;
let server: ChildServer | undefined;
beforeAll(async () => {
  database = await createChildDatabase(dir);
});
afterAll(async () => {
  await server?.stop('SIGKILL');
  await database?.drop();
  rmSync(dir, { recursive: true, force: true });
}, 60_000);

async function integrityOf(db: Db): Promise<string> {
  if (TEST_DIALECT !== 'sqlite') return 'ok';
  const { rows } = await sql<{ integrity_check: string }>`pragma integrity_check`.execute(db);
  return rows.map((r) => r.integrity_check).join('; ');
}

const inspect = () =>
  database.use(async (db) => {
    const rows = await db.selectFrom('repair').select(['id', 'fault']).where('fault', 'like', 'crash-%').execute();
    const logged = await db.selectFrom('action_log').select('record_id').where('action', '=', 'repairs.create').execute();
    return {
      integrity: await integrityOf(db),
      counts: await countTableMismatches(db),
      markers: new Map(rows.map((r) => [r.fault, Number(r.id)])),
      logged: new Set(logged.map((r) => String(r.record_id))),
    };
  });

describe('crash safety', () => {
  it(`survives ${ROUNDS} SIGKILLs mid-write without losing an acknowledged write`, { timeout: 180_000 }, async () => {
    const acknowledged = new Map<string, number>();
    let auth = '';
    let attempted = 0;
    const refused: string[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      server = await startChildServer({ DATABASE_URL: database.url, SEED: 'demo' });
      if (!auth) auth = await httpLogin(server.url);
      const url = server.url;
      let stopped = false;
      let firstAck = (): void => undefined;
      const acked = new Promise<void>((done) => (firstAck = done));
      const writer = async (w: number): Promise<void> => {
        for (let n = 0; !stopped; n++) {
          const marker = `crash-${round}-${w}-${n}`;
          attempted += 1;
          try {
            const res = await fetch(`${url}/api/cms/needs/manage-repair`, { method: 'POST', headers: { authorization: auth, 'content-type': 'application/json' }, body: JSON.stringify(validRepair({ fault: marker })) });
            const body = (await res.json()) as { data: { id: number } };
            if (res.status === 200) {
              acknowledged.set(marker, body.data.id);
              firstAck();
            } else refused.push(`${marker}: ${res.status} ${JSON.stringify(body)}`);
          } catch {
            return;
          }
        }
      };
      const writers = [0, 1, 2, 3].map(writer);
      await Promise.race([acked, new Promise((r) => setTimeout(r, 10_000))]);
      await new Promise((r) => setTimeout(r, random.below(300)));
      await server.stop('SIGKILL');
      stopped = true;
      await Promise.all(writers);
      const token = Buffer.from(auth.replace('Basic ', ''), 'base64').toString().split(':')[1];
      const printed = server.output.join('');
      const at = `round ${round}, ${random.describeSeed()}`;
      for (const secret of ['demo123456', token, 'scrypt$']) expect(printed.includes(secret), `a secret in the server output (${at})`).toBe(false);
      const state = await inspect();
      expect(state.integrity, at).toBe('ok');
      expect(state.counts, at).toEqual([]);
      for (const [marker, id] of acknowledged) {
        expect(state.markers.get(marker), `acknowledged ${marker} survives (${at})`).toBe(id);
        expect(state.logged.has(String(id)), `action-log row of ${marker} (${at})`).toBe(true);
      }
      for (const id of state.markers.values()) expect(state.logged.has(String(id)), `record ${id} without its action-log row (${at})`).toBe(true);
    }
    expect(acknowledged.size, random.describeSeed()).toBeGreaterThanOrEqual(ROUNDS);
    expect(refused, `every answered write succeeds (${random.describeSeed()})`).toEqual([]);
    console.info(`crash safety on ${TEST_DIALECT} (${random.describeSeed()}): ${ROUNDS} SIGKILLs, ${attempted} writes attempted, ${acknowledged.size} acknowledged writes checked`);
  });
});
