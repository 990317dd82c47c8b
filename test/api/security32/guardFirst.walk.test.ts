import fc from 'fast-check';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ResourceDef } from '../../../resources/define.ts';
import { endpointTable, findResource, type EndpointEntry } from '../../../resources/registry.ts';
import type { TestUser } from '../../helpers/testServer.ts';
import { actionBody, updateBody } from '../trust/bodies.ts';
import { createTemplate, dropTemplate, endRun, type RecordRef, type Run, type RunServer, type Template } from '../trust/harness.ts';
import { createFuzzServer } from '../trust/servers.ts';
import { topUpRecords } from '../trust/topUp.ts';

vi.mock('../../../src/server/auth/password.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../../src/server/auth/password.ts')>()),
  hashPassword: (await import('../trust/cheapPassword.ts')).cheapHashPassword,
}));

/**
 * Issue 32, item 12, walked: every write that checks a record's version — the engine's update,
 * delete and actions of every resource, and each hand-written one (found by its 40008 answer to a
 * body without a version) — is sent by each demo account to several records, with the record put
 * in each of its states, once with its current version and once with a stale one. Whether a
 * caller is refused must not depend on the version or the state: when any of these answers is
 * 403, all of them are. (Before the fix a refused caller saw 409 for a stale version or a closed
 * ticket: the guard came after the version and state checks.)
 */

type Body = Record<string, unknown>;

const CALLERS: readonly TestUser[] = ['member', 'staff', 'admin', 'superadmin'];
const STALE = 1000;

/** The hand-written writes that carry a record's version: the resource whose table holds the record, and a valid body. */
const HAND_WRITTEN: Record<string, { resource: string; body: () => Body }> = {
  'workflow.desc': { resource: 'tickets', body: () => ({ description: '补充：报警代码 E102' }) },
  'rights.update': { resource: 'admins', body: () => ({ group: 64, actions: ['manage_needs_repair'] }) },
  // an order's steps (runPurchaseStep: the version first, then the state table); 发货 and 退货 read their lines and serials before the version
  'erp.submit': { resource: 'erpPurchases', body: () => ({}) },
  'erp.approve': { resource: 'erpPurchases', body: () => ({ remark: '同意' }) },
  'erp.review': { resource: 'erpPurchases', body: () => ({ remark: '复审同意' }) },
  'erp.reject': { resource: 'erpPurchases', body: () => ({ remark: '单价有误' }) },
  'erp.unapprove': { resource: 'erpPurchases', body: () => ({ remark: '客户改单' }) },
  'erp.pay': { resource: 'erpPurchases', body: () => ({ amount: 100, method: 'transfer', paid_on: '2026-11-20' }) },
  'erp.close': { resource: 'erpPurchases', body: () => ({ remark: '余量不再发货' }) },
  'erp.cancel': { resource: 'erpPurchases', body: () => ({ remark: '客户取消' }) },
};

let t: Template;
let server: RunServer;
beforeAll(async () => {
  // the admin manages system accounts, as in the outside test: the ceiling, not the endpoint, refuses it on the super admin
  t = await createTemplate(async (db, tpl) => {
    await topUpRecords(db, tpl);
    const admin = await db.selectFrom('admin').select('id').where('username', '=', 'admin').executeTakeFirstOrThrow();
    await db.insertInto('admin_permission').values(['manage_admin_account', 'manage_account_permission'].map((action) => ({ admin_id: admin.id, action }))).execute();
  });
  server = createFuzzServer(t);
}, 120_000);
afterAll(async () => {
  await server?.close();
  await dropTemplate(t);
});

const idPathWrites = endpointTable().filter((e) => e.method !== 'GET' && /:id\b/.test(e.path));
const engineWrites = idPathWrites.filter((e) => e.resource && ['update', 'delete', 'action'].includes(e.kind));

const statusColumnOf = (r: ResourceDef): string | undefined => {
  const f = r.status ? r.fields.find((x) => x.name === r.status?.field) : undefined;
  return f ? (f.db?.column ?? f.name) : undefined;
};

/** Every state of the resource (its status field's options), or one "no state". */
const statesOf = (r: ResourceDef): (string | number | undefined)[] => {
  const f = r.status ? r.fields.find((x) => x.name === r.status?.field) : undefined;
  return f?.options?.length ? f.options.map((o) => o.value) : [undefined];
};

/** Up to five records spread over the template's, and on the accounts table every demo account. */
function targetsOf(r: ResourceDef): RecordRef[] {
  const recs = t.records[r.name] ?? [];
  const step = Math.max(1, Math.floor(recs.length / 5));
  const spread = recs.filter((_, i) => i % step === 0).slice(0, 5);
  if (r.table !== 'admin') return spread;
  const demo = recs.filter((x) => Object.values(t.adminIds).includes(x.id));
  return [...demo, ...spread.filter((x) => !demo.includes(x)).slice(0, 2)];
}

/** The request of an endpoint on a record with a version: path and body. */
function requestOf(e: EndpointEntry, r: ResourceDef, rec: RecordRef, i: number): (version: number) => { path: string; body?: string } {
  const path = e.path.replace(':id', String(rec.id));
  if (e.kind === 'delete') return (v) => ({ path: `${path}?version=${v}` });
  let body: Body;
  if (HAND_WRITTEN[e.key]) body = HAND_WRITTEN[e.key].body();
  else if (e.kind === 'update') body = fc.sample(updateBody(r, rec, t).filter((b) => Object.keys(b).length > 1), { numRuns: 1, seed: 32 + i })[0];
  else {
    const actions = r.status?.actions ?? [];
    const action = e.action ? actions.find((a) => a.name === e.action) : actions[i % actions.length];
    if (!action) throw new Error(`${e.key}: no action`);
    body = fc.sample(actionBody(r, action, rec, t, !e.action), { numRuns: 1, seed: 32 + i })[0];
  }
  return (v) => ({ path, body: JSON.stringify({ ...body, version: v }) });
}

async function setState(run: Run, r: ResourceDef, id: number, state: string | number | undefined): Promise<number> {
  const column = statusColumnOf(r);
  if (column && state !== undefined) await sql`update ${sql.table(r.table)} set ${sql.ref(column)} = ${state} where id = ${id}`.execute(run.db);
  const row = await sql<{ version: number }>`select version from ${sql.table(r.table)} where id = ${id}`.execute(run.db);
  return Number(row.rows[0]?.version ?? 1);
}

interface Walked {
  violations: string[];
  refused: number;
}

/** Walks one endpoint: each record × caller × state, stale and current version; a run ends when a write went through. */
async function walk(e: EndpointEntry, r: ResourceDef): Promise<Walked> {
  const out: Walked = { violations: [], refused: 0 };
  const states = statesOf(r);
  let run = await server.start();
  try {
    for (const [i, rec] of targetsOf(r).entries()) {
      const request = requestOf(e, r, rec, i);
      for (const caller of CALLERS) {
        const answers: string[] = [];
        for (const state of states) {
          const version = await setState(run, r, rec.id, state);
          const send = async (v: number, label: string) => {
            const { path, body } = request(v);
            const res = await run.request(e.method, path, { body, headers: { authorization: t.auth[caller] } });
            // the caller's own account put in a disabled state: not logged in there, nothing of the record shows
            if (res.status === 401) return res.status;
            answers.push(`${label}@${String(state)}→${res.status}${res.status === 403 ? '' : ` ${res.text.slice(0, 80)}`}`);
            return res.status;
          };
          await send(version + STALE, 'stale');
          if ((await send(version, 'current')) < 300) {
            await endRun(run);
            run = await server.start();
            break;
          }
        }
        const forbidden = answers.filter((a) => a.endsWith('→403'));
        if (forbidden.length) out.refused += 1;
        if (forbidden.length && forbidden.length !== answers.length) out.violations.push(`${caller} on #${rec.id}: ${answers.join(' | ')}`);
      }
    }
  } finally {
    await endRun(run);
  }
  return out;
}

describe('every versioned write refuses a caller before its version or state shows', () => {
  it('the hand-written versioned writes are the ones listed here (each answers a body without a version with 40008)', async () => {
    const found: string[] = [];
    const run = await server.start();
    try {
      for (const e of idPathWrites.filter((x) => !x.resource)) {
        const res = await run.request(e.method, e.path.replace(':id', String(t.adminIds.superadmin)), { body: '{}', headers: { authorization: t.auth.superadmin } });
        if ((res.json as { code?: string } | undefined)?.code === '40008') found.push(e.key);
      }
    } finally {
      await endRun(run);
    }
    expect(found.sort()).toEqual(Object.keys(HAND_WRITTEN).sort());
  });

  const walked = [...engineWrites, ...idPathWrites.filter((e) => HAND_WRITTEN[e.key])];
  const refusedOn = new Map<string, number>();
  for (const e of walked) {
    it(`${e.method} ${e.path} (${e.key})`, async () => {
      const r = findResource(e.resource ?? HAND_WRITTEN[e.key].resource);
      if (!r) throw new Error(`${e.key}: no resource`);
      const { violations, refused } = await walk(e, r);
      refusedOn.set(e.key, refused);
      expect(violations).toEqual([]);
    }, 600_000);
  }

  it('the walk met refused callers where the issue found them (not vacuous)', () => {
    for (const key of ['workflow.desc', 'admins.action', 'tickets.assign', 'tickets.close', 'rights.update', 'admins.update', 'admins.delete', 'erp.review', 'erp.approve', 'erpPurchases.update']) {
      expect(refusedOn.get(key) ?? 0, key).toBeGreaterThan(0);
    }
  });
});
