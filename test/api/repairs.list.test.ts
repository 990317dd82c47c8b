import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../helpers/testServer.ts';

let s: TestServer;
beforeAll(async () => {
  s = await createTestServer({ seed: true });
});
afterAll(() => s.close());

type Row = Record<string, string | number | null> & { id: number };
const list = async (query: string) => {
  const res = await s.request('GET', `/needs/manage-repairs${query}`, { as: 'staff' });
  return res as unknown as { status: number; body: { data: { list: Row[]; total: number }; code?: string; message?: string } };
};
const all = async (): Promise<Row[]> => (await s.db.selectFrom('repair').selectAll().execute()) as unknown as Row[];

describe('repair list', () => {
  it('pages with a total, default 20, newest first with id tiebreak', async () => {
    const rows = await all();
    const first = await list('');
    expect(first.status).toBe(200);
    expect(first.body.data.total).toBe(rows.length);
    expect(first.body.data.list).toHaveLength(20);
    const sorted = [...rows].sort((a, b) => String(b.created_at).localeCompare(String(a.created_at)) || b.id - a.id);
    expect(first.body.data.list.map((r) => r.id)).toEqual(sorted.slice(0, 20).map((r) => r.id));
    const page3 = await list('?page=3&pageSize=50');
    expect(page3.body.data.list.map((r) => r.id)).toEqual(sorted.slice(100, 150).map((r) => r.id));
    const beyond = await list('?page=100&pageSize=100');
    expect(beyond.body.data.list).toEqual([]);
  });

  it('refuses pageSize 101, page 0 and a sort outside the allow-list', async () => {
    expect((await list('?pageSize=101')).body.code).toBe('40005');
    expect((await list('?pageSize=101')).status).toBe(400);
    expect((await list('?page=0')).status).toBe(400);
    expect((await list('?sort=fault')).body.code).toBe('40006');
    expect((await list('?sort=-customer_name')).status).toBe(400);
    expect((await list('?sort=updated_at')).status).toBe(200);
  });

  it('sorts ascending and descending by each sortable field', async () => {
    for (const field of ['created_at', 'updated_at']) {
      const asc = (await list(`?sort=${field}&pageSize=100`)).body.data.list.map((r) => String(r[field]));
      expect(asc).toEqual([...asc].sort());
      const desc = (await list(`?sort=-${field}&pageSize=100`)).body.data.list.map((r) => String(r[field]));
      expect(desc).toEqual([...desc].sort().reverse());
    }
  });

  it('the fixed type filter separates ordinary and quick repairs', async () => {
    const rows = await all();
    const ordinary = await list('?type=1&pageSize=100');
    const quick = await list('?type=3&pageSize=100');
    expect(ordinary.body.data.total).toBe(rows.filter((r) => r.type === 1).length);
    expect(quick.body.data.total).toBe(rows.filter((r) => r.type === 3).length);
    expect(ordinary.body.data.list.length * quick.body.data.list.length, 'both screens have rows').toBeGreaterThan(0);
    expect(ordinary.body.data.list.every((r) => r.type === 1)).toBe(true);
    expect(quick.body.data.list.every((r) => r.type === 3)).toBe(true);
    expect((await list('?type=2')).body.code).toBe('40007');
  });

  it('filters by each declared filter', async () => {
    const rows = await all();
    const sample = rows[17];
    const cases: [string, (r: Row) => boolean][] = [
      [`status=${sample.status}`, (r) => r.status === sample.status],
      [`service_mode=${sample.service_mode}`, (r) => r.service_mode === sample.service_mode],
      [`serial=${sample.serial}`, (r) => r.serial === sample.serial],
      [`serial=${String(sample.serial).toLowerCase()}`, (r) => r.serial === sample.serial],
      [`customer_phone=${sample.customer_phone}`, (r) => r.customer_phone === sample.customer_phone],
      ['created_at=2026-06-01,2026-06-30', (r) => String(r.created_at) >= '2026-05-31T16:00:00.000Z' && String(r.created_at) < '2026-06-30T16:00:00.000Z'],
      ['created_at=2026-06-01T00:00:00.000Z,', (r) => String(r.created_at) >= '2026-06-01T00:00:00.000Z'],
      [',2026-03-01T00:00:00.000Z', () => true],
      ['created_at=,2026-03-01T00:00:00.000Z', (r) => String(r.created_at) <= '2026-03-01T00:00:00.000Z'],
    ];
    for (const [query, match] of cases) {
      const res = await list(`?${query}&pageSize=100`);
      expect(res.status, query).toBe(200);
      expect(res.body.data.total, query).toBe(rows.filter(match).length);
      expect(res.body.data.list.length, `${query} finds rows`).toBeGreaterThan(0);
      expect(res.body.data.list.every(match), query).toBe(true);
    }
  });

  it('refuses filter values of the wrong type', async () => {
    for (const q of ['status=lost', 'service_mode=boat', 'serial=ABC', 'customer_phone=12', 'created_at=yesterday', 'created_at=2026-01-01,2026-02-01,2026-03-01']) {
      const res = await list(`?${q}`);
      expect(res.status, q).toBe(400);
      expect(res.body.code, q).toBe('40007');
    }
    expect((await list('?whatever=1')).status).toBe(200);
  });

  it('q prefix-matches number, serial, phone and name', async () => {
    const rows = await all();
    const sample = rows[42];
    for (const [q, field] of [[String(sample.no).slice(0, 10), 'no'], [String(sample.customer_phone).slice(0, 7), 'customer_phone'], [String(sample.customer_name), 'customer_name'], [String(sample.serial), 'serial']] as const) {
      const res = await list(`?q=${encodeURIComponent(q)}&pageSize=100`);
      const expected = rows.filter((r) => ['no', 'serial', 'customer_phone', 'customer_name'].some((f) => String(r[f]).startsWith(q)));
      expect(res.body.data.total, field).toBe(expected.length);
      expect(res.body.data.list.map((r) => r.id), field).toContain(sample.id);
    }
  });
});
