import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { monthRange } from '../../src/server/engine/stats.ts';
import { createTestServer, TEST_NOW, type TestServer } from '../helpers/testServer.ts';

let s: TestServer;
beforeAll(async () => {
  s = await createTestServer({ seed: true, now: TEST_NOW });
});
afterAll(() => s.close());

type Stats = { from: string; to: string; screens: Record<string, Record<string, number>> };
const stats = async (query = '', as: 'staff' | 'member' = 'staff') => {
  const res = await s.request('GET', `/needs/manage-repair/stats${query}`, { as });
  return res as unknown as { status: number; body: { data: Stats; message?: string } };
};

/** The same figures straight from the table. */
async function expected(type: number, from: string, to: string): Promise<Record<string, number>> {
  const rows = await s.db.selectFrom('repair').select(['status']).where('type', '=', type).where('created_at', '>=', from).where('created_at', '<', to).execute();
  const out: Record<string, number> = {};
  for (const r of rows) out[r.status] = (out[r.status] ?? 0) + 1;
  return out;
}

describe('repair stats (dashboard chart)', () => {
  it('defaults to this month in China time', () => {
    // 2026-11-22 12:00 China time → [2026-11-01 00:00, 2026-12-01 00:00) China time
    expect(monthRange(TEST_NOW)).toEqual({ from: '2026-10-31T16:00:00.000Z', to: '2026-11-30T16:00:00.000Z' });
    // 2026-11-30 23:30 China time is still November
    expect(monthRange(Date.UTC(2026, 10, 30, 15, 30)).from).toBe('2026-10-31T16:00:00.000Z');
  });

  it('counts each screen by status for the month, exactly as the table has them', async () => {
    const { status, body } = await stats();
    expect(status).toBe(200);
    const { from, to } = monthRange(TEST_NOW);
    expect(body.data.screens.repair).toEqual(await expected(1, from, to));
    expect(body.data.screens.quickrp).toEqual(await expected(3, from, to));
    const total = Object.values(body.data.screens.repair).reduce((a, b) => a + b, 0);
    expect(total).toBeGreaterThan(0);
  });

  it('takes a created range, and refuses a bad one in Chinese', async () => {
    const all = await stats('?created=2000-01-01,2100-01-01');
    const count = await s.db.selectFrom('repair').select((eb) => eb.fn.countAll<number>().as('n')).where('type', '=', 1).executeTakeFirstOrThrow();
    expect(Object.values(all.body.data.screens.repair).reduce((a, b) => a + b, 0)).toBe(Number(count.n));
    const bad = await stats('?created=2026-13-45,');
    expect(bad.status).toBe(400);
    expect(bad.body.message).toMatch(/[\u4e00-\u9fa5]/);
  });

  it('takes the access of the repair pages', async () => {
    expect((await stats('', 'member')).status).toBe(403);
  });
});
