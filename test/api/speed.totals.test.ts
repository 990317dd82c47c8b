import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { repairs } from '../../resources/needs/repairs.ts';
import { createRandom } from '../../src/server/db/random.ts';
import { createTestServer, type TestServer } from '../helpers/testServer.ts';
import { actionFieldsFor, validRepair } from './repairFixtures.ts';

/** List totals and badge counts from the trigger-kept count tables, capped totals, withTotal=0. */

let s: TestServer;
beforeAll(async () => {
  s = await createTestServer({ seed: true });
});
afterAll(() => s.close());

type Rec = { id: number; version: number; status: string; type: number; service_mode: string };
const countRows = async (table: string): Promise<string[]> =>
  (await sql<{ type: number; status: string; n: number }>`select type, status, n from ${sql.table(table)} where n > 0 order by type, status`.execute(s.db)).rows.map((r) => `${r.type}/${r.status}=${r.n}`);
const realCounts = async (table: string): Promise<string[]> =>
  (await sql<{ type: number; status: string; n: number }>`select type, status, count(*) as n from ${sql.table(table)} group by type, status order by type, status`.execute(s.db)).rows.map((r) => `${r.type}/${r.status}=${r.n}`);
const realCount = async (where: string): Promise<number> =>
  Number((await sql<{ n: number }>`select count(*) as n from repair where ${sql.raw(where)}`.execute(s.db)).rows[0].n);

describe('count tables stay exact', () => {
  it('through a random sequence of creates, deletes, status actions and type changes (API and direct writes)', async () => {
    const rnd = createRandom(42);
    const pick = <T>(list: readonly T[]): T => list[Math.floor(rnd() * list.length)];
    expect(await countRows('repair_count')).toEqual(await realCounts('repair'));
    const done = { create: 0, delete: 0, action: 0, direct: 0 };
    for (let step = 0; step < 120; step++) {
      const roll = rnd();
      const rows = (await s.db.selectFrom('repair').select(['id', 'version', 'status', 'type', 'service_mode']).execute()) as Rec[];
      const row = pick(rows);
      if (roll < 0.3) {
        const res = await s.request('POST', '/needs/manage-repair', { as: 'superadmin', body: validRepair({ type: pick([1, 3]) }) });
        expect(res.status).toBe(200);
        done.create += 1;
      } else if (roll < 0.45) {
        const res = await s.request('DELETE', `/needs/repair/${row.id}?version=${row.version}`, { as: 'superadmin' });
        expect(res.status).toBe(200);
        done.delete += 1;
      } else if (roll < 0.9) {
        const allowed = repairs.status.actions.filter((a) => (a.from as readonly string[]).includes(row.status));
        if (!allowed.length) continue;
        const action = pick(allowed);
        const res = await s.request('PUT', `/needs/manage-repair/${row.id}/status`, { as: 'superadmin', body: { action: action.name, version: row.version, ...actionFieldsFor(action, row) } });
        expect(res.status, JSON.stringify(res.body)).toBe(200);
        done.action += 1;
      } else {
        // a write no generic handler makes (a hand-written handler, a script): the triggers see it too
        await sql`update repair set type = ${row.type === 1 ? 3 : 1} where id = ${row.id}`.execute(s.db);
        done.direct += 1;
      }
    }
    expect(await countRows('repair_count')).toEqual(await realCounts('repair'));
    for (const [kind, n] of Object.entries(done)) expect(n, kind).toBeGreaterThan(0);
    // a write rolled back leaves the counts as they were
    const pendingBefore = await realCount(`status = 'pending'`);
    expect(pendingBefore, 'pending repairs to delete').toBeGreaterThan(0);
    let pendingInside = -1;
    const rolledBack = s.db.transaction().execute(async (trx) => {
      await sql`delete from repair_event where repair_id in (select id from repair where status = 'pending')`.execute(trx);
      await sql`delete from repair where status = 'pending'`.execute(trx);
      pendingInside = Number((await sql<{ n: number }>`select coalesce(sum(n), 0) as n from repair_count where status = 'pending'`.execute(trx)).rows[0].n);
      throw new Error('roll back');
    });
    await expect(rolledBack).rejects.toThrow('roll back');
    expect(pendingInside, 'inside the transaction the count table follows the delete').toBe(0);
    expect(await realCount(`status = 'pending'`)).toBe(pendingBefore);
    expect(await countRows('repair_count')).toEqual(await realCounts('repair'));
  });

  it('request counts follow inserts, updates of type/status and deletes', async () => {
    const stock = await s.db.insertInto('stock_item').values({ name: '备用机 A', sku: 'SPD-1', kind: 'backup', model: null, quantity: 9, warn_level: 2, location: null, remark: null, created_at: '2026-01-01T00:00:00.000Z', updated_at: '2026-01-01T00:00:00.000Z', version: 1, created_by: null }).returning('id').executeTakeFirstOrThrow();
    const base = { serial: 'SUP01AB2401', model: null, stock_id: stock.id, quantity: 1, customer_name: '王敏', customer_phone: '13900000000', customer_company: null, address: null, repair_no: null, reason: '维修期间需要', deposit: 0, credit_amount: null, express_out: null, express_back: null, created_at: '2026-01-01T00:00:00.000Z', updated_at: '2026-01-01T00:00:00.000Z', version: 1, created_by: null };
    for (let i = 0; i < 30; i++) await s.db.insertInto('request').values({ ...base, no: `SPD${i}`, type: 1 + (i % 2), status: i % 3 ? 'pending' : 'approved' }).execute();
    await sql`update request set status = 'sent' where no in ('SPD0', 'SPD3', 'SPD4')`.execute(s.db);
    await sql`update request set type = 2 where no = 'SPD6'`.execute(s.db);
    await sql`update request set deposit = 100 where no = 'SPD7'`.execute(s.db);
    await sql`delete from request where no in ('SPD1', 'SPD9')`.execute(s.db);
    expect(await countRows('request_count')).toEqual(await realCounts('request'));
    const badge = await s.request('GET', '/needs/manage-requests/count', { as: 'superadmin' });
    const open = async (type: number) => Number((await sql<{ n: number }>`select count(*) as n from request where type = ${type} and status in ('pending', 'approved')`.execute(s.db)).rows[0].n);
    expect(badge.body.data).toEqual({ 1: await open(1), 2: await open(2) });
  });

  it('list totals and badges equal a real COUNT', async () => {
    const list = async (q: string) => (await s.request('GET', `/needs/manage-repairs?${q}`, { as: 'superadmin' })).body.data;
    expect((await list('type=1')).total).toBe(await realCount('type = 1'));
    expect((await list('type=3&status=pending')).total).toBe(await realCount(`type = 3 and status = 'pending'`));
    expect((await list('')).total).toBe(await realCount('1 = 1'));
    const badge = (await s.request('GET', '/needs/manage-repair/count', { as: 'superadmin' })).body.data;
    expect(badge).toEqual({ repair: await realCount(`type = 1 and status = 'pending'`), quickrp: await realCount(`type = 3 and status = 'pending'`) });
    // a filter the count table does not cover is counted (exact below the cap, no flag)
    const byMode = await list('type=1&service_mode=onsite');
    expect(byMode.total).toBe(await realCount(`type = 1 and service_mode = 'onsite'`));
    expect(byMode.totalCapped).toBeUndefined();
  });
});

describe('capped totals and withTotal', () => {
  beforeAll(async () => {
    const at = (i: number) => new Date((1767225600 + i * 60) * 1000).toISOString();
    const rows = Array.from({ length: 10050 }, (_, k) => ({
      no: `CAP${k + 1}`, type: 1, status: 'completed', service_mode: 'store', serial: 'SUP01AB2401', model: 'LX', customer_name: '客户',
      customer_phone: '13800000000', fault: '不出光', fee: 0, created_at: at(k + 1), updated_at: at(k + 1), version: 1,
    }));
    for (let i = 0; i < rows.length; i += 500) await s.db.insertInto('repair').values(rows.slice(i, i + 500)).execute();
  });

  it('counts a range/prefix/search-filtered list up to 10000 and says so', async () => {
    const capped = await s.request('GET', '/needs/manage-repairs?type=1&created_at=2026-01-01,2026-12-31', { as: 'superadmin' });
    expect(capped.status).toBe(200);
    expect(capped.body.data.total).toBe(10000);
    expect(capped.body.data.totalCapped).toBe(true);
    expect(capped.body.data.list).toHaveLength(20);
    const search = await s.request('GET', '/needs/manage-repairs?type=1&q=CAP', { as: 'superadmin' });
    expect(search.body.data).toMatchObject({ total: 10000, totalCapped: true });
    const few = await s.request('GET', '/needs/manage-repairs?type=1&q=CAP1005', { as: 'superadmin' });
    expect(few.body.data.total).toBe(await realCount(`type = 1 and no >= 'CAP1005' and no < 'CAP1006'`));
    expect(few.body.data.totalCapped).toBeUndefined();
  });

  it('keeps the count-table total exact beyond the cap', async () => {
    const all = await s.request('GET', '/needs/manage-repairs?type=1', { as: 'superadmin' });
    expect(all.body.data.total).toBe(await realCount('type = 1'));
    expect(all.body.data.total).toBeGreaterThan(10000);
    expect(all.body.data.totalCapped).toBeUndefined();
  });

  it('withTotal=0 answers { list } only; withTotal=1 as by default', async () => {
    const none = await s.request('GET', '/needs/manage-repairs?type=1&status=completed&withTotal=0', { as: 'superadmin' });
    expect(none.status).toBe(200);
    expect(Object.keys(none.body.data)).toEqual(['list']);
    expect(none.body.data.list).toHaveLength(20);
    const withTotal = await s.request('GET', '/needs/manage-repairs?type=1&status=completed&withTotal=1', { as: 'superadmin' });
    expect(withTotal.body.data.total).toBe(await realCount(`type = 1 and status = 'completed'`));
    expect(withTotal.body.data.list).toEqual(none.body.data.list);
  });

  it.each(['2', 'yes', 'true', '-1', '01'])('withTotal=%s is a 400 with a Chinese message', async (bad) => {
    const res = await s.request('GET', `/needs/manage-repairs?withTotal=${bad}`, { as: 'superadmin' });
    expect(res.status).toBe(400);
    expect(String(res.body.message)).toBe('参数 withTotal 只能是 0 或 1');
  });
});
