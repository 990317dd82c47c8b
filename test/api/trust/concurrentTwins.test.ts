import fc from 'fast-check';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ActionDef, ResourceDef } from '../../../resources/define.ts';
import { resources } from '../../../resources/index.ts';
import { actionBody, updateBody } from './bodies.ts';
import { httpLogin, startChildServer, type ChildServer } from './childServer.ts';
import { openDatabase, type Db } from '../../../src/server/db/database.ts';
import { createTemplate, dropTemplate, type RecordRef, type Template } from './harness.ts';
import { createRealServer, type RealServer } from './servers.ts';
import { seededRandom } from './seededRandom.ts';
import { topUpRecords } from './topUp.ts';

vi.mock('../../../src/server/auth/password.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../../src/server/auth/password.ts')>()),
  hashPassword: (await import('./cheapPassword.ts')).cheapHashPassword,
}));

/**
 * Truly concurrent twins: two server processes (the production bundle, each with its own
 * connections: SQLite's WAL and busy timeout on one file, or PostgreSQL's pool on one database) get the same write with the same version
 * at the same moment. At most one may apply it; the other is refused with a 409, never a 5xx;
 * the record moves once and gets exactly one action-log row. Choices come from a seeded PRNG
 * (`TWINS_SEED` replays them).
 */

const random = seededRandom('TWINS_SEED');
let t: Template;
let copies: RealServer;
let reader: Db;
let servers: ChildServer[] = [];
let auth = '';
beforeAll(async () => {
  t = await createTemplate(topUpRecords);
  copies = createRealServer(t);
  const url = await copies.copy();
  servers = await Promise.all([startChildServer({ DATABASE_URL: url, SEED: 'none' }), startChildServer({ DATABASE_URL: url, SEED: 'none' })]);
  reader = openDatabase(url);
  auth = await httpLogin(servers[0].url, 'superadmin');
}, 90_000);
afterAll(async () => {
  for (const s of servers) await s.stop('SIGKILL');
  await reader?.destroy();
  await copies?.close();
  await dropTemplate(t);
});

interface Stored {
  status: string;
  version: number;
  logRows: number;
}

/** The record's status, version and action-log rows, read by a third connection. */
async function stored(r: ResourceDef, id: number): Promise<Stored> {
  const column = r.fields.find((f) => f.name === r.status?.field)?.db?.column ?? r.status?.field ?? 'version';
  const row = await reader
    .selectFrom(r.table as 'repair')
    .select([sql.ref(column).as('status'), 'version'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
  const logs = await reader
    .selectFrom('action_log')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('resource', '=', r.name)
    .where('record_id', '=', String(id))
    .executeTakeFirstOrThrow();
  return { status: String(row.status), version: Number(row.version), logRows: Number(logs.n) };
}

interface Answer {
  status: number;
  text: string;
}

/** The same PUT to both servers at once. */
async function twice(path: string, bodies: [Record<string, unknown>, Record<string, unknown>]): Promise<Answer[]> {
  return Promise.all(
    servers.map(async (s, i) => {
      const res = await fetch(`${s.url}/api/cms${path}`, { method: 'PUT', headers: { authorization: auth, 'content-type': 'application/json' }, body: JSON.stringify(bodies[i]) });
      return { status: res.status, text: await res.text() };
    }),
  );
}

/** The path and body of an action: the resource's action endpoint, else the action's own path. */
function actionTarget(r: ResourceDef, a: ActionDef, id: number, body: Record<string, unknown>): { path: string; body: Record<string, unknown> } {
  if (r.endpoints.action) return { path: r.endpoints.action.path.replace(':id', String(id)), body };
  const { action: _named, ...rest } = body;
  return { path: (a.path ?? '').replace(':id', String(id)), body: rest };
}

/**
 * Whether a body carries a unique field's value that another row of the table already holds:
 * such a body is refused for itself (40902 「…」已存在), whichever twin comes first.
 */
async function clashesElsewhere(r: ResourceDef, id: number, body: Record<string, unknown>): Promise<boolean> {
  for (const f of r.fields) {
    if (!f.db?.unique || body[f.name] === undefined) continue;
    const column = f.db.column ?? f.name;
    const held = await sql<{ n: number }>`select count(*) as n from ${sql.table(r.table)} where ${sql.ref(column)} = ${body[f.name]} and id <> ${id}`.execute(reader);
    if (Number(held.rows[0]?.n) > 0) return true;
  }
  return false;
}

/**
 * Checks one race: no 5xx, at most one 200, the loser a 409, one move and one log row per win.
 * `ownRefusals[i]` lists further codes twin i may be refused with for its own body, whatever the race.
 */
function checkRace(where: string, answers: Answer[], before: Stored, after: Stored, moved: (s: Stored) => void, ownRefusals: string[][] = [[], []]): number {
  const said = `${where} (${random.describeSeed()}): ${answers.map((a) => `${a.status} ${a.text.slice(0, 160)}`).join(' | ')}`;
  const logged = servers.map((s) => s.output.join('').slice(-600)).join('\n---\n');
  for (const a of answers) expect(a.status, `${said}\nserver output:\n${logged}`).toBeLessThan(500);
  const wins = answers.filter((a) => a.status === 200);
  expect(wins.length, `both twins applied: ${said}`).toBeLessThanOrEqual(1);
  if (wins.length === 0) {
    expect(after, `refused twice, yet changed: ${said}`).toEqual(before);
    return 0;
  }
  const loserIndex = answers.findIndex((a) => a.status !== 200);
  const loser = answers[loserIndex];
  expect(loser?.status, said).toBe(409);
  // stale (40900), no longer legal (40901), its own body refused by the stock rule against the record as it stands (40903), or a refusal of its own body known before the race
  expect(['40900', '40901', '40903', ...(ownRefusals[loserIndex] ?? [])], said).toContain((JSON.parse(loser?.text ?? '{}') as { code?: string }).code);
  expect(after.version, said).toBe(before.version + 1);
  expect(after.logRows, `one action-log row per applied change: ${said}`).toBe(before.logRows + 1);
  moved(after);
  return 1;
}

const machines = resources.filter((r) => r.status && (r.endpoints.action || r.status.actions.some((a) => a.path)));
/** A record not in a final state: some action leaves its state (a record in a final state may be locked — a closed ticket is). */
const leavable = (r: ResourceDef, x: RecordRef): boolean => !r.status || r.status.actions.some((a) => a.from.includes(String(x.status)));
const editable = resources.filter((r) => r.endpoints.update && r.endpoints.one);

describe('two servers, one database: concurrent twins apply once', () => {
  it('has status machines and editable resources to race on', () => {
    expect(machines.map((r) => r.name)).toContain('repairs');
    expect(editable.length).toBeGreaterThan(3);
  });

  for (const r of machines) {
    it(`${r.name}: the same action sent to both servers at once applies once`, { timeout: 120_000 }, async () => {
      const recs = (t.records[r.name] ?? []).filter((x) => !(r.table === 'admin' && x.id === t.adminIds.superadmin) && leavable(r, x));
      expect(recs.length, `${r.name} has records`).toBeGreaterThan(0);
      let races = 0;
      for (const rec of recs.slice(0, 6)) {
        for (let step = 0; step < 4; step++) {
          const before = await stored(r, rec.id);
          const legal = (r.status?.actions ?? []).filter((a) => a.from.includes(before.status));
          if (!legal.length) break;
          const action = legal[random.below(legal.length)];
          const [body] = fc.sample(actionBody(r, action, { ...rec, version: before.version }, t, true), { numRuns: 1, seed: random.below(2 ** 31) });
          const target = actionTarget(r, action, rec.id, body);
          const answers = await twice(target.path, [target.body, target.body]);
          races += checkRace(`${r.name} ${rec.id} ${action.name} from ${before.status}`, answers, before, await stored(r, rec.id), (after) => expect(after.status).toBe(action.to));
        }
      }
      expect(races, `${r.name}: some races had a winner (${random.describeSeed()})`).toBeGreaterThan(0);
    });
  }

  for (const r of editable) {
    it(`${r.name}: two saves of one version on two servers at once: one wins, the other gets 409`, { timeout: 120_000 }, async () => {
      const recs = (t.records[r.name] ?? []).filter((x) => !(r.table === 'admin' && x.id === t.adminIds.superadmin) && leavable(r, x));
      expect(recs.length, `${r.name} has records`).toBeGreaterThan(0);
      let races = 0;
      for (const rec of recs.slice(0, 12)) {
        const before = await stored(r, rec.id);
        // the action races above may have moved it to a final state
        if (!leavable(r, { ...rec, status: before.status })) continue;
        const bodies = fc.sample(updateBody(r, { ...rec, version: before.version }, t).filter((b) => Object.keys(b).length > 1), { numRuns: 2, seed: random.below(2 ** 31) });
        const path = (r.endpoints.update?.path ?? '').replace(':id', String(rec.id));
        // a generated unique value may already be another row's (an earlier save set it): that twin is refused for itself
        const ownRefusals = await Promise.all(bodies.map(async (b) => ((await clashesElsewhere(r, rec.id, b)) ? ['40902'] : [])));
        const answers = await twice(path, [bodies[0], bodies[1]]);
        races += checkRace(`${r.name} ${rec.id} update`, answers, before, await stored(r, rec.id), () => undefined, ownRefusals);
      }
      expect(races, `${r.name}: some saves went through (${random.describeSeed()})`).toBeGreaterThan(0);
    });
  }
});
