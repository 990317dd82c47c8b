import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../helpers/testServer.ts';
import { initialsOf } from '../../src/server/engine/options.ts';

/**
 * Options endpoints (issue 32): the choices of a select come in the resource's declared default
 * sort — ticket types by their configured 排序, not by name — each with the pinyin initials of its
 * name, so a list filter finds 设备故障 by `sbgz` without a pinyin dictionary in the browser; an
 * answer cut at 50 says so (`more`), and `?q=` still finds a name by its start.
 */

let s: TestServer;
interface Option {
  label: string;
  initials: string;
}

/** The options of an answer. */
const optionsOf = (body: unknown): Option[] => (body as { data: { list: Option[] } }).data.list;

beforeAll(async () => {
  s = await createTestServer({ seed: false });
});
afterAll(() => s.close());

const TYPE = { category: '售后', default_priority: 'normal', sla_urgent: 4, sla_high: 24, sla_normal: 72, sla_low: 168 };

describe('options endpoints', () => {
  it('ticket types come in their configured order, ties by id, each with its initials', async () => {
    for (const [name, sort] of [['安装调试', 30], ['设备故障', 10], ['重庆分部报修', 20], ['配件咨询', 10]] as const) {
      expect((await s.request('POST', '/workflow/type', { as: 'admin', body: { ...TYPE, name, sort } })).status).toBe(200);
    }
    const res = await s.request('GET', '/workflow/type/options', { as: 'staff' });
    expect(res.status).toBe(200);
    const list = optionsOf(res.body);
    expect(list.map((o) => [o.label, o.initials])).toEqual([
      ['设备故障', 'sbgz'],
      ['配件咨询', 'pjzx'],
      ['重庆分部报修', 'cqfbbx'],
      ['安装调试', 'azts'],
    ]);
    expect(res.body.data.more).toBe(false);
    const found = await s.request('GET', '/workflow/type/options?q=设备', { as: 'staff' });
    expect(optionsOf(found.body).map((o) => o.label)).toEqual(['设备故障']);
  });

  it('more than 50 matching records: the first 50 and `more`', async () => {
    for (let i = 0; i < 51; i += 1) {
      expect((await s.request('POST', '/workflow/type', { as: 'admin', body: { ...TYPE, name: `批量类型${String(i).padStart(2, '0')}`, sort: 100 + i } })).status).toBe(200);
    }
    const res = await s.request('GET', '/workflow/type/options', { as: 'staff' });
    expect(res.body.data.list).toHaveLength(50);
    expect(res.body.data.more).toBe(true);
    const narrowed = await s.request('GET', '/workflow/type/options?q=批量类型5', { as: 'staff' });
    expect(optionsOf(narrowed.body).map((o) => o.label)).toEqual(['批量类型50']);
    expect(narrowed.body.data.more).toBe(false);
  });

  it('the ticket handlers carry their initials too', async () => {
    const res = await s.request('GET', '/workflow/handlers', { as: 'staff' });
    expect(res.status).toBe(200);
    for (const o of optionsOf(res.body)) expect(o.initials).toBe(initialsOf(o.label));
    expect(optionsOf(res.body).length).toBeGreaterThan(0);
  });

  it('initials: a word read as a word, other letters and digits kept, the rest dropped', () => {
    expect(initialsOf('设备故障')).toBe('sbgz');
    expect(initialsOf('重庆')).toBe('cq');
    expect(initialsOf('F2 Pro 光纤打标机')).toBe('f2progxdbj');
    expect(initialsOf('王建国（wangjg）')).toBe('wjgwangjg');
    expect(initialsOf('')).toBe('');
  });
});
