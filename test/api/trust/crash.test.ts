import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import SQLite from 'better-sqlite3';
import { afterAll, describe, expect, it } from 'vitest';
import { validRepair } from '../repairFixtures.ts';
import { httpLogin, startChildServer, type ChildServer } from './childServer.ts';
import { seededRandom } from './seededRandom.ts';

/**
 * Crash safety: the real server in a child process takes writes from four clients and is killed
 * with SIGKILL at a random moment, 20 times. After every kill the database must pass
 * `PRAGMA integrity_check`, and every write a client saw acknowledged must be there — with its
 * one action-log row (the row is written in the change's own transaction). The kill moments come
 * from a seeded PRNG: every failure message names the seed, `CRASH_SEED=<seed>` replays it.
 */

const ROUNDS = Number(process.env.CRASH_ROUNDS ?? 20);
const random = seededRandom('CRASH_SEED');
const dir = mkdtempSync(join(tmpdir(), 'cms-crash-'));
const databaseUrl = join(dir, 'app.db');
let server: ChildServer | undefined;
afterAll(async () => {
  await server?.stop('SIGKILL');
  rmSync(dir, { recursive: true, force: true });
});

function inspect(): { integrity: string; markers: Map<string, number>; logged: Set<string> } {
  const db = new SQLite(databaseUrl);
  try {
    const integrity = (db.pragma('integrity_check') as { integrity_check: string }[]).map((r) => r.integrity_check).join('; ');
    const rows = db.prepare("select id, fault from repair where fault like 'crash-%'").all() as { id: number; fault: string }[];
    const logged = new Set((db.prepare("select record_id from action_log where action = 'repairs.create'").all() as { record_id: string }[]).map((r) => r.record_id));
    return { integrity, markers: new Map(rows.map((r) => [r.fault, r.id])), logged };
  } finally {
    db.close();
  }
}

describe('crash safety', () => {
  it(`survives ${ROUNDS} SIGKILLs mid-write without losing an acknowledged write`, { timeout: 180_000 }, async () => {
    const acknowledged = new Map<string, number>();
    let auth = '';
    let attempted = 0;
    for (let round = 0; round < ROUNDS; round++) {
      server = await startChildServer({ DATABASE_URL: databaseUrl, SEED: 'demo' });
      if (!auth) auth = await httpLogin(server.url);
      const url = server.url;
      let stopped = false;
      const writer = async (w: number): Promise<void> => {
        for (let n = 0; !stopped; n++) {
          const marker = `crash-${round}-${w}-${n}`;
          attempted += 1;
          try {
            const res = await fetch(`${url}/api/cms/needs/manage-repair`, { method: 'POST', headers: { authorization: auth, 'content-type': 'application/json' }, body: JSON.stringify(validRepair({ fault: marker })) });
            const body = (await res.json()) as { data: { id: number } };
            if (res.status === 200) acknowledged.set(marker, body.data.id);
          } catch {
            return;
          }
        }
      };
      const writers = [0, 1, 2, 3].map(writer);
      await new Promise((r) => setTimeout(r, 40 + random.below(300)));
      await server.stop('SIGKILL');
      stopped = true;
      await Promise.all(writers);
      const token = Buffer.from(auth.replace('Basic ', ''), 'base64').toString().split(':')[1];
      const printed = server.output.join('');
      const at = `round ${round}, ${random.describeSeed()}`;
      for (const secret of ['demo123456', token, 'scrypt$']) expect(printed.includes(secret), `a secret in the server output (${at})`).toBe(false);
      const state = inspect();
      expect(state.integrity, at).toBe('ok');
      for (const [marker, id] of acknowledged) {
        expect(state.markers.get(marker), `acknowledged ${marker} survives (${at})`).toBe(id);
        expect(state.logged.has(String(id)), `action-log row of ${marker} (${at})`).toBe(true);
      }
      for (const id of state.markers.values()) expect(state.logged.has(String(id)), `record ${id} without its action-log row (${at})`).toBe(true);
    }
    expect(acknowledged.size, random.describeSeed()).toBeGreaterThan(ROUNDS);
    console.info(`crash safety (${random.describeSeed()}): ${ROUNDS} SIGKILLs, ${attempted} writes attempted, ${acknowledged.size} acknowledged writes checked`);
  });
});
