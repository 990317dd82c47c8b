import { sql } from 'kysely';
import type { ActionDef, FieldDef, ResourceDef } from '../../../resources/define.ts';
import { resources } from '../../../resources/index.ts';
import { createApp } from '../../../src/server/app.ts';
import type { Db } from '../../../src/server/db/database.ts';
import { seedNeeds } from '../../../src/server/areas/needs/seed.ts';
import { rowToRecord } from '../../../src/server/engine/schema.ts';
import { createTestServer, TEST_NOW, type TestServer } from '../../helpers/testServer.ts';
import { copyTestDatabase } from '../../helpers/testDatabase.ts';
import { SERVER_AREAS } from '../../../src/server/composition.ts';

/** Shared set-up of the seed walk tests: the demo seed, its records and events, copies to act on. */

/** The resources whose demo records walk a status machine with a history: repairs, requests, exchanges. */
export const WALKED: readonly ResourceDef[] = resources.filter((r) => r.status && r.endpoints.history && r.endpoints.action);

/** A server with the demo repairs and the demo needs data. */
export async function seededServer(): Promise<TestServer> {
  const s = await createTestServer({ seed: true });
  await seedNeeds(s.db, TEST_NOW);
  return s;
}

export type Rec = Record<string, unknown> & { id: number };
export interface Event { id: number; record_id: number; kind: string; action: string | null; from_status: string | null; to_status: string | null; content: string | null; data_json: string | null; created_at: string }

/** Every record of a resource, keyed by field name. */
export async function recordsOf(db: Db, r: ResourceDef): Promise<Rec[]> {
  const rows = await sql<Record<string, unknown>>`select * from ${sql.table(r.table)} order by id`.execute(db);
  return rows.rows.map((row) => ({ ...rowToRecord(r, row), id: Number(row.id) }));
}

/** Every history event of a resource, oldest first. */
export async function eventsOf(db: Db, r: ResourceDef): Promise<Event[]> {
  const rows = await sql<Event>`select *, ${sql.ref(`${r.table}_id`)} as record_id from ${sql.table(`${r.table}_event`)} order by id`.execute(db);
  return rows.rows;
}

/** A valid value of an action field, derived from its declaration (the seed walk sends one of each). */
export function sampleValue(f: FieldDef): unknown {
  if (f.type === 'textarea') return '演示数据核对'.padEnd(Math.max(f.minLength ?? 0, 6), '。');
  if (f.type === 'text') return 'SF1234567890'.slice(0, f.maxLength ?? 40);
  if (f.type === 'money' || f.type === 'number') return Math.max(f.min ?? 0, Math.min(f.max ?? 10_000, 10_000));
  if (f.type === 'serial') return 'SUP05U2611';
  throw new Error(`no sample value for an action field of type ${f.type} (${f.name})`);
}

/** A body for an action with every field of the given (resolved) action. */
export const sampleBody = (action: ActionDef, version: number): Record<string, unknown> =>
  Object.fromEntries([['action', action.name], ['version', version], ...(action.fields ?? []).map((f) => [f.name, sampleValue(f)])]);

/** An independent copy of a server's database (testDatabase.ts) with its own app (the same sessions). */
export async function copyOf(s: TestServer): Promise<{ db: Db; put: (path: string, auth: string, body: unknown) => Promise<{ status: number; body: { code?: string; message?: string } }>; close: () => Promise<void> }> {
  const copy = await copyTestDatabase(s.db);
  const db = copy.db;
  const app = createApp({ areas: SERVER_AREAS, db, clock: s.clock, logger: { info: () => undefined, error: () => undefined } });
  return {
    db,
    put: async (path, auth, body) => {
      const res = await app.request(`/api/cms${path}`, { method: 'PUT', headers: { authorization: auth, 'content-type': 'application/json' }, body: JSON.stringify(body) });
      return { status: res.status, body: (await res.json()) as { code?: string; message?: string } };
    },
    close: () => copy.close(),
  };
}
