import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../helpers/testServer.ts';

/**
 * The ticket form's view of the types: GET /workflow/type/options answers, for any logged-in
 * user, each type's declared `optionFields` (enabled, defaults, extra fields) beside value and
 * label; a ticket list row carries `link_kind`, which its link display reads (`ui.displayWith`).
 */

let s: TestServer;
beforeAll(async () => {
  s = await createTestServer({ seed: false });
});
afterAll(() => s.close());

const SLA = { category: '售后', default_priority: 'normal', sla_urgent: 4, sla_high: 24, sla_normal: 72, sla_low: 168 };

describe('ticket type options', () => {
  it('carry enabled, default priority, default handler and the parsed extra fields, for a user without manage_workflow_type', async () => {
    const form = [{ name: 'symptom', label: '故障现象', type: 'select', required: true, options: ['不出光', '报警'] }];
    const staff = await s.db.selectFrom('admin').select('id').where('username', '=', 'staff').executeTakeFirstOrThrow();
    const a = await s.request('POST', '/workflow/type', { as: 'admin', body: { ...SLA, name: '设备故障', sort: 1, default_priority: 'high', default_handler_id: staff.id, form_json: form } });
    const b = await s.request('POST', '/workflow/type', { as: 'admin', body: { ...SLA, name: '旧类型', sort: 2, enabled: false } });
    expect([a.status, b.status]).toEqual([200, 200]);
    expect((await s.request('GET', '/workflow/type/1', { as: 'member' })).status).toBe(403);
    const res = await s.request('GET', '/workflow/type/options', { as: 'member' });
    expect(res.status).toBe(200);
    // in the types' configured order (`sort`), each with its name's pinyin initials (issue 32)
    expect(res.body.data).toEqual({
      list: [
        { value: a.body.data.id, label: '设备故障', initials: 'sbgz', enabled: true, default_priority: 'high', default_handler_id: staff.id, form_json: form },
        { value: b.body.data.id, label: '旧类型', initials: 'jlx', enabled: false, default_priority: 'normal', default_handler_id: null, form_json: null },
      ],
      more: false,
    });
  });

  it('a ticket list row carries link_kind beside link_no', async () => {
    const type = (await s.request('GET', '/workflow/type/options', { as: 'admin' })).body.data.list.find((t) => String(t.label) === '设备故障');
    const created = await s.request('POST', '/workflow/bucket', {
      as: 'admin',
      body: { title: '激光器不出光', type_id: type?.value, description: '开机后不出光。', extra_json: { symptom: '报警' }, link_kind: 'serial', link_no: 'SUP01AB2401' },
    });
    expect(created.status).toBe(200);
    const list = await s.request('GET', '/workflow/bucket', { as: 'admin' });
    expect(list.body.data.list[0]).toMatchObject({ link_kind: 'serial', link_no: 'SUP01AB2401' });
  });
});
