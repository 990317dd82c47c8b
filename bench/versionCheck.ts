import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { findResource } from '../resources/registry.ts';
import { createApp } from '../src/server/app.ts';
import { createSession, readSession, sessionWithPermissions } from '../src/server/auth/sessions.ts';
import { basicAuthHeader } from '../src/server/auth/tokens.ts';
import { openDatabase } from '../src/server/db/database.ts';
import { fastReader } from '../src/server/db/fastRead.ts';
import { migrateToLatest } from '../src/server/db/migrate.ts';
import { seedDemo } from '../src/server/db/seed.ts';
import { parseListParams } from '../src/server/engine/listQuery.ts';
import { runList } from '../src/server/engine/pagedList.ts';
import { SERVER_AREAS, serverAreaSet } from '../src/server/composition.ts';

/**
 * `npx tsx bench/versionCheck.ts`: µs per call of the reads every request makes that depend on
 * the database version (src/server/db/fastRead.ts): the version check itself, the cached session
 * look-up of every authenticated request, a list page with its total (what the repair list asks
 * for), the whole list request through the app in process (session + list + JSON), and an
 * uncached session read for comparison. Only public functions, so the same file
 * measures an older commit too. A demo database in WAL mode in a temporary folder; each figure
 * is the median of ROUNDS interleaved rounds of CALLS calls (a busy machine moves single rounds).
 */
const ROUNDS = Number(process.env.VERSION_ROUNDS ?? 9);
const CALLS = Number(process.env.VERSION_CALLS ?? 20_000);

const dir = mkdtempSync(join(tmpdir(), 'cms-version-'));
const db = openDatabase(join(dir, 'app.db'));
try {
  await migrateToLatest(db);
  await seedDemo(db, Date.now(), serverAreaSet());
  const admin = await db.selectFrom('admin').select('id').where('username', '=', 'staff').executeTakeFirstOrThrow();
  const token = await createSession(db, admin.id, Date.now(), 'bench', 'bench');
  const repairs = findResource('repairs');
  if (!repairs) throw new Error('no repairs resource');
  const firstPage = parseListParams(repairs, { type: '1', status: 'completed', page: '1', pageSize: '20' });
  const app = createApp({ areas: SERVER_AREAS, db, clock: { now: () => Date.now() }, logger: { info: () => undefined, error: () => undefined } });
  const headers = { authorization: basicAuthHeader(admin.id, token) };
  const listRequest = async (): Promise<string> => (await app.request('/api/cms/needs/manage-repairs?type=1&status=completed', { headers })).text();
  if (!(await listRequest()).includes('"total"')) throw new Error('the list request failed');
  const cases: [string, () => unknown, number][] = [
    ['version check (fastReader(db).version())', () => fastReader(db)?.version(), CALLS],
    ['cached session look-up (sessionWithPermissions)', () => sessionWithPermissions(db, token), CALLS],
    ['list page 1 + total, status filter (runList)', () => runList(db, repairs, firstPage), CALLS / 4],
    ['whole list request in process (app.request)', listRequest, CALLS / 10],
    ['uncached session + permissions through Kysely (readSession)', () => readSession(db, token), CALLS / 10],
  ];
  const samples = new Map<string, number[]>(cases.map(([name]) => [name, []]));
  for (let round = 0; round < ROUNDS; round++) {
    for (const [name, run, calls] of cases) {
      for (let i = 0; i < 500; i++) await run();
      const t = process.hrtime.bigint();
      for (let i = 0; i < calls; i++) await run();
      samples.get(name)?.push(Number(process.hrtime.bigint() - t) / calls / 1000);
    }
  }
  const median = (xs: number[]): number => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
  for (const [name, xs] of samples) console.log(`${name.padEnd(50)} ${median(xs).toFixed(2).padStart(7)} µs/call (min ${Math.min(...xs).toFixed(2)})`);
} finally {
  await db.destroy();
  rmSync(dir, { recursive: true, force: true });
}
