import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NotificationStat } from '../../../src/domain/notificationStat.ts';
import { createTestServer, TEST_NOW, type TestServer } from '../../helpers/testServer.ts';
import { insertStatRows, type StatRow } from './statFixtures.ts';

/**
 * Now is 2026-11-22 12:00 China time (TEST_NOW): the default range is the China days 2026-10-24
 * to 2026-11-22, i.e. [2026-10-23T16:00Z, 2026-11-22T16:00Z).
 */
const ROWS: StatRow[] = [
  { created: '2026-11-22T01:00:00.000Z', channel: 'email', send: 'sent', receipt: 'delivered' },
  // 2026-11-22 01:00 in China: counted on the 22nd, not on the UTC day
  { created: '2026-11-21T17:00:00.000Z', channel: 'email', send: 'failed', error: 'SMTP 550 mailbox unavailable' },
  { created: '2026-11-21T15:59:59.999Z', channel: 'sms', send: 'sent', receipt: 'delivered' },
  { created: '2026-11-21T16:00:00.000Z', channel: 'sms', send: 'failed', error: '手机号已停机' },
  { created: '2026-11-20T03:00:00.000Z', channel: 'sms', send: 'failed', error: '手机号已停机' },
  // sent, but the receipt says rejected: a failure reason, not a send failure
  { created: '2026-11-20T04:00:00.000Z', channel: 'sms', send: 'sent', receipt: 'rejected', error: '用户拒收' },
  { created: '2026-11-20T05:00:00.000Z', channel: 'wechat', send: 'skipped', error: '微信渠道已关闭' },
  // cut after the final dot (issue 32): neither sent nor failed, counted apart and out of the rate
  { created: '2026-11-20T06:00:00.000Z', channel: 'email', send: 'uncertain', error: '发送结果未知：消息已交给服务商，但没有收到确认' },
  { created: '2026-11-19T05:00:00.000Z', channel: 'wechat', send: 'pending' },
  { created: '2026-11-18T05:00:00.000Z', channel: 'site', send: 'sent', receipt: 'delivered' },
  // 2026-10-23 23:00 in China: the day before the default range
  { created: '2026-10-23T15:00:00.000Z', channel: 'email', send: 'sent', receipt: 'delivered' },
  // 2026-10-24 00:00 in China: the range's first day
  { created: '2026-10-23T16:00:00.000Z', channel: 'email', send: 'sent', receipt: 'delivered' },
  // 2026-11-23 00:00 in China: after the range
  { created: '2026-11-22T16:00:00.000Z', channel: 'sms', send: 'sent' },
  // twelve different failures on one day of September: only ten reasons are listed
  ...Array.from({ length: 12 }, (_, i): StatRow => ({ created: `2026-09-01T0${String(i % 10)}:00:00.000Z`, channel: 'email', send: 'failed', error: `退信原因${String(i + 1).padStart(2, '0')}` })),
  { created: '2026-09-01T09:30:00.000Z', channel: 'email', send: 'failed', error: '退信原因12' },
];

let s: TestServer;

beforeAll(async () => {
  s = await createTestServer({ now: TEST_NOW });
  await insertStatRows(s.db, ROWS);
});
afterAll(() => s.close());

const stat = async (query = '', as: 'admin' | 'member' = 'admin') => {
  const res = await s.request('GET', `/notification/stat${query}`, { as });
  return res as unknown as { status: number; body: { data: NotificationStat; message?: string } };
};

describe('GET /notification/stat', () => {
  it('counts the last 30 China days by default: per channel, all together and the success rates', async () => {
    const { status, body } = await stat();
    expect(status).toBe(200);
    const d = body.data;
    expect({ from: d.from, to: d.to, days: d.days.length }).toEqual({ from: '2026-10-24', to: '2026-11-22', days: 30 });
    expect(d.days[0]).toBe('2026-10-24');
    expect(d.days[29]).toBe('2026-11-22');
    expect(d.channels).toEqual([
      { channel: 'site', total: 1, sent: 1, failed: 0, skipped: 0, uncertain: 0, delivered: 1, successRate: 1 },
      { channel: 'email', total: 4, sent: 2, failed: 1, skipped: 0, uncertain: 1, delivered: 2, successRate: 0.6667 },
      { channel: 'wechat', total: 2, sent: 0, failed: 0, skipped: 1, uncertain: 0, delivered: 0, successRate: null },
      { channel: 'sms', total: 4, sent: 2, failed: 2, skipped: 0, uncertain: 0, delivered: 1, successRate: 0.5 },
    ]);
    expect(d.total).toEqual({ channel: '', total: 11, sent: 5, failed: 3, skipped: 1, uncertain: 1, delivered: 4, successRate: 0.625 });
  });

  it('puts each notification on its China day and gives every day × channel a cell', async () => {
    const { byDay } = (await stat()).body.data;
    expect(byDay).toHaveLength(30 * 4);
    const cell = (day: string, channel: string) => byDay.find((c) => c.day === day && c.channel === channel);
    expect(cell('2026-11-22', 'email')).toEqual({ day: '2026-11-22', channel: 'email', sent: 1, failed: 1, uncertain: 0, delivered: 1 });
    expect(cell('2026-11-22', 'sms')).toEqual({ day: '2026-11-22', channel: 'sms', sent: 0, failed: 1, uncertain: 0, delivered: 0 });
    expect(cell('2026-11-21', 'sms')).toEqual({ day: '2026-11-21', channel: 'sms', sent: 1, failed: 0, uncertain: 0, delivered: 1 });
    expect(cell('2026-11-20', 'sms')).toEqual({ day: '2026-11-20', channel: 'sms', sent: 1, failed: 1, uncertain: 0, delivered: 0 });
    expect(cell('2026-11-20', 'email')).toEqual({ day: '2026-11-20', channel: 'email', sent: 0, failed: 0, uncertain: 1, delivered: 0 });
    expect(cell('2026-10-24', 'email')).toEqual({ day: '2026-10-24', channel: 'email', sent: 1, failed: 0, uncertain: 0, delivered: 1 });
    expect(byDay.reduce((n, c) => n + c.sent, 0)).toBe(5);
  });

  it('lists the failure reasons, most frequent first, with their channel', async () => {
    const { topErrors } = (await stat()).body.data;
    expect(topErrors).toEqual([
      { error: '手机号已停机', channel: 'sms', count: 2 },
      { error: 'SMTP 550 mailbox unavailable', channel: 'email', count: 1 },
      { error: '用户拒收', channel: 'sms', count: 1 },
    ]);
  });

  it('lists ten reasons at most', async () => {
    const { body } = await stat('?from=2026-09-01&to=2026-09-01');
    expect(body.data.topErrors).toHaveLength(10);
    expect(body.data.topErrors[0]).toEqual({ error: '退信原因12', channel: 'email', count: 2 });
    expect(body.data.total).toMatchObject({ total: 13, failed: 13, successRate: 0 });
  });

  it('takes a range of China days, both included; one bound alone keeps 30 days', async () => {
    const one = (await stat('?from=2026-11-21&to=2026-11-21')).body.data;
    expect(one.days).toEqual(['2026-11-21']);
    expect(one.total).toMatchObject({ total: 1, sent: 1, delivered: 1 });
    expect(one.byDay.filter((c) => c.sent)).toEqual([{ day: '2026-11-21', channel: 'sms', sent: 1, failed: 0, uncertain: 0, delivered: 1 }]);
    const from = (await stat('?from=2026-11-01')).body.data;
    expect({ from: from.from, to: from.to }).toEqual({ from: '2026-11-01', to: '2026-11-30' });
    const to = (await stat('?to=2026-10-23')).body.data;
    expect({ from: to.from, to: to.to, total: to.total.total }).toEqual({ from: '2026-09-24', to: '2026-10-23', total: 1 });
  });

  it('answers an empty range with zeros', async () => {
    const { status, body } = await stat('?from=2020-01-01&to=2020-01-31');
    expect(status).toBe(200);
    expect(body.data.total).toEqual({ channel: '', total: 0, sent: 0, failed: 0, skipped: 0, uncertain: 0, delivered: 0, successRate: null });
    expect(body.data.byDay).toHaveLength(31 * 4);
    expect(body.data.byDay.every((c) => !c.sent && !c.failed && !c.delivered)).toBe(true);
    expect(body.data.topErrors).toEqual([]);
  });

  it.each([
    ['?from=2026-13-01', /开始日期应为 YYYY-MM-DD/],
    ['?from=2026-02-30&to=2026-03-01', /开始日期/],
    ['?to=abc', /结束日期应为 YYYY-MM-DD/],
    ['?from=2026-11-30&to=2026-11-01', /开始不能晚于结束/],
    ['?from=2025-01-01&to=2026-11-22', /最长 366 天/],
  ])('refuses %s with 400 in Chinese', async (query, message) => {
    const { status, body } = await stat(query);
    expect(status).toBe(400);
    expect(body.message).toMatch(message);
  });

  it('is for manage_message holders only', async () => {
    expect((await stat('', 'member')).status).toBe(403);
    expect((await s.request('GET', '/notification/stat')).status).toBe(401);
  });
});
