import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TicketSummary } from '../../../src/domain/ticketSummary.ts';
import { createTestServer, TEST_NOW, type TestServer } from '../../helpers/testServer.ts';
import { fileTickets, type TicketPlan } from './summaryFixtures.ts';

/**
 * Now is 2026-11-22 12:00 China time (TEST_NOW): the default range is 2025-12-01 to 2026-11-30
 * China days, i.e. [2025-11-30T16:00Z, 2026-11-30T16:00Z).
 */
const PLANS: TicketPlan[] = [
  // open, handled by admin, due 2026-11-13 02:00Z: overdue
  { title: '激光不出光', type: '设备故障', model: 'L500', handler: 'admin', created: '2026-11-10T02:00:00.000Z' },
  // open, nobody's, due 2026-11-24 17:00Z: overdue only from then on
  { title: '风扇异响', type: '设备故障', model: 'L500', handler: null, created: '2026-11-21T17:00:00.000Z' },
  { title: '软件怎么装', type: '使用咨询', model: null, handler: 'staff', created: '2026-09-05T03:00:00.000Z', closed: '2026-10-02T03:00:00.000Z', question: '驱动安装' },
  { title: '驱动装不上', type: '使用咨询', model: 'K2', handler: 'staff', created: '2026-10-20T03:00:00.000Z', closed: '2026-11-02T03:00:00.000Z', question: '驱动安装' },
  // created before the default range, closed in its first month
  { title: '镜片发黑', type: '设备故障', model: 'L500', handler: 'admin', created: '2025-11-20T03:00:00.000Z', closed: '2025-12-05T03:00:00.000Z', question: '镜片清洁' },
  // created 2026-11-01 01:00 China time (October in UTC); closed 2026-12-01 01:00 China time, after the default range
  { title: '镜片有划痕', type: '设备故障', model: 'K2', handler: 'admin', created: '2026-10-31T17:00:00.000Z', closed: '2026-11-30T17:00:00.000Z', question: '镜片清洁' },
  // eleven more models, so some of the fourteen go to 其他
  ...Array.from({ length: 11 }, (_, i): TicketPlan => ({ title: `咨询${i + 1}`, type: '使用咨询', model: `M${String(i + 1).padStart(2, '0')}`, handler: 'staff', created: '2026-06-15T03:00:00.000Z', closed: '2026-06-16T03:00:00.000Z' })),
];

let s: TestServer;
let questions: Record<string, number>;
let names: { admin: string; staff: string };

beforeAll(async () => {
  s = await createTestServer({ now: TEST_NOW });
  questions = await fileTickets(s, PLANS, TEST_NOW);
  const rows = await s.db.selectFrom('admin').select(['username', 'name']).where('username', 'in', ['admin', 'staff']).execute();
  names = { admin: rows.find((r) => r.username === 'admin')!.name, staff: rows.find((r) => r.username === 'staff')!.name };
});
afterAll(() => s.close());

const summary = async (query = '', as: 'admin' | 'staff' | 'member' = 'admin') => {
  const res = await s.request('GET', `/workflow/question/summary${query}`, { as });
  return res as unknown as { status: number; body: { data: TicketSummary; message?: string } };
};

describe('GET /workflow/question/summary', () => {
  it('counts the last 12 months by default: figures, type, model, handler, month and problems', async () => {
    const { status, body } = await summary();
    expect(status).toBe(200);
    const d = body.data;
    expect(d.from).toBe('2025-11-30T16:00:00.000Z');
    expect(d.to).toBe('2026-11-30T16:00:00.000Z');
    expect({ total: d.total, open: d.open, overdue: d.overdue }).toEqual({ total: 16, open: 2, overdue: 1 });
    expect(d.byType).toEqual([{ label: '使用咨询', value: 13 }, { label: '设备故障', value: 3 }]);
    expect(d.byHandler).toEqual([{ label: names.staff, value: 13 }, { label: names.admin, value: 2 }, { label: '待分配', value: 1 }]);
    expect(d.topQuestions).toEqual([{ id: questions['驱动安装'], title: '驱动安装', tickets: 2 }, { id: questions['镜片清洁'], title: '镜片清洁', tickets: 1 }]);
  });

  it('gives the ten largest models a bar each and sums the rest as 其他', async () => {
    const { byModel } = (await summary()).body.data;
    expect(byModel).toHaveLength(11);
    expect(byModel.slice(0, 2)).toEqual([{ label: 'K2', value: 2 }, { label: 'L500', value: 2 }]);
    expect(byModel[10]).toEqual({ label: '其他', value: 4 });
    expect(byModel.slice(2, 10).every((m) => m.value === 1)).toBe(true);
    expect(byModel.reduce((sum, m) => sum + m.value, 0)).toBe(16);
  });

  it('counts months in China time, every month of the range, created and closed each in its own month', async () => {
    const { byMonth } = (await summary()).body.data;
    expect(byMonth.map((m) => m.month)).toEqual(['2025-12', '2026-01', '2026-02', '2026-03', '2026-04', '2026-05', '2026-06', '2026-07', '2026-08', '2026-09', '2026-10', '2026-11']);
    const nonZero = byMonth.filter((m) => m.created || m.closed);
    expect(nonZero).toEqual([
      { month: '2025-12', created: 0, closed: 1 },
      { month: '2026-06', created: 11, closed: 11 },
      { month: '2026-09', created: 1, closed: 0 },
      { month: '2026-10', created: 1, closed: 1 },
      { month: '2026-11', created: 3, closed: 1 },
    ]);
  });

  it('takes a range of China days, the last one included', async () => {
    const { status, body } = await summary('?created=2026-11-01,2026-11-30');
    expect(status).toBe(200);
    expect(body.data).toMatchObject({ from: '2026-10-31T16:00:00.000Z', to: '2026-11-30T16:00:00.000Z', total: 3, open: 2, overdue: 1 });
    expect(body.data.byMonth).toEqual([{ month: '2026-11', created: 3, closed: 1 }]);
    expect(body.data.byType).toEqual([{ label: '设备故障', value: 3 }]);
    // an open start begins at the first month with a ticket
    const open = await summary('?created=,2026-01-31');
    expect(open.body.data.total).toBe(1);
    expect(open.body.data.byMonth).toEqual([{ month: '2025-11', created: 1, closed: 0 }, { month: '2025-12', created: 0, closed: 1 }, { month: '2026-01', created: 0, closed: 0 }]);
    // a range without tickets
    const empty = await summary('?created=2020-01-01,2020-01-31');
    expect(empty.body.data).toMatchObject({ total: 0, open: 0, overdue: 0, byType: [], byModel: [], byHandler: [], topQuestions: [] });
    expect(empty.body.data.byMonth).toEqual([{ month: '2020-01', created: 0, closed: 0 }]);
  });

  it('counts overdue on the server clock', async () => {
    s.clock.set(Date.parse('2026-11-25T00:00:00.000Z'));
    try {
      const { body } = await summary();
      expect({ open: body.data.open, overdue: body.data.overdue }).toEqual({ open: 2, overdue: 2 });
    } finally {
      s.clock.set(TEST_NOW);
    }
  });

  it.each([
    ['?created=2026-13-45,', /筛选条件/],
    ['?created=abc', /筛选条件/],
    ['?created=2026-11-30,2026-11-01', /开始不能晚于结束/],
    ['?created=2000-01-01,2026-11-30', /最长 10 年/],
    ['?created=1,2,3', /筛选条件/],
  ])('refuses %s with 400 in Chinese', async (query, message) => {
    const { status, body } = await summary(query);
    expect(status).toBe(400);
    expect(body.message).toMatch(message);
  });

  it('is for manage_tool_question holders only', async () => {
    expect((await summary('', 'staff')).status).toBe(403);
    expect((await summary('', 'member')).status).toBe(403);
    expect((await s.request('GET', '/workflow/question/summary')).status).toBe(401);
  });
});
