import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, TEST_NOW, type TestServer } from '../../helpers/testServer.ts';
import { accountId, createTicket, createType, validTicket } from './fixtures.ts';
import { registerUpload } from '../uploadFixtures.ts';

let s: TestServer;
let typeId: number;
let adminId: number;
let staffId: number;
beforeAll(async () => {
  s = await createTestServer();
  adminId = await accountId(s, 'admin');
  staffId = await accountId(s, 'staff');
  typeId = (await createType(s)).id;
});
afterAll(() => s.close());

const HOUR = 3_600_000;

describe('POST /workflow/bucket', () => {
  it('numbers the ticket GD + China day + sequence, starts it 待分配 without a handler, due after the type\'s SLA of its priority', async () => {
    const a = await createTicket(s, typeId);
    const b = await createTicket(s, typeId, { priority: 'urgent' });
    expect(a.no).toBe('GD202611220001');
    expect(b.no).toBe('GD202611220002');
    expect(a).toMatchObject({ status: 'open', priority: 'normal', handler_id: null, due_at: new Date(TEST_NOW + 72 * HOUR).toISOString() });
    expect(b.due_at).toBe(new Date(TEST_NOW + 4 * HOUR).toISOString());
    const history = await s.request('GET', `/workflow/process?bucket_id=${a.id}`, { as: 'admin' });
    expect(history.body.data.list.map((e) => [e.kind, e.to_status])).toEqual([['create', 'open']]);
  });

  it('starts 处理中 with the body\'s handler, else the type\'s default handler; the type\'s default priority fills a missing one', async () => {
    const withHandler = await createTicket(s, typeId, { handler_id: staffId });
    expect(withHandler).toMatchObject({ status: 'processing', handler_id: staffId });
    const history = await s.request('GET', `/workflow/process?bucket_id=${withHandler.id}`, { as: 'admin' });
    expect(history.body.data.list[0].to_status).toBe('processing');
    const typed = await createType(s, { default_handler_id: adminId, default_priority: 'high' });
    const byType = await createTicket(s, typed.id);
    expect(byType).toMatchObject({ status: 'processing', handler_id: adminId, priority: 'high', due_at: new Date(TEST_NOW + 24 * HOUR).toISOString() });
  });

  it('refuses a disabled or unknown type, and an unknown or disabled handler, with 400', async () => {
    const off = await createType(s, { enabled: false });
    const res = await s.request('POST', '/workflow/bucket', { as: 'admin', body: validTicket(off.id) });
    expect(res.status).toBe(400);
    expect(res.body.message).toContain('该工单类型已停用');
    expect((await s.request('POST', '/workflow/bucket', { as: 'admin', body: validTicket(999999) })).status).toBe(400);
    const noOne = await s.request('POST', '/workflow/bucket', { as: 'admin', body: validTicket(typeId, { handler_id: 999999 }) });
    expect(noOne.status).toBe(400);
    expect(noOne.body.message).toContain('处理人');
  });

  it('checks the extra fields against the type\'s form', async () => {
    const missing = await s.request('POST', '/workflow/bucket', { as: 'admin', body: validTicket(typeId, { extra_json: {} }) });
    expect(missing.status).toBe(400);
    expect(missing.body.message).toContain('故障现象');
    const stranger = await s.request('POST', '/workflow/bucket', { as: 'admin', body: validTicket(typeId, { extra_json: { symptom: '报警', colour: '红' } }) });
    expect(stranger.status).toBe(400);
    expect(stranger.body.message).toContain('colour');
    const badChoice = await s.request('POST', '/workflow/bucket', { as: 'admin', body: validTicket(typeId, { extra_json: { symptom: '冒烟' } }) });
    expect(badChoice.status).toBe(400);
    const good = await createTicket(s, typeId, { extra_json: { symptom: '报警', hours: 1200 } });
    expect(good.extra_json).toEqual({ symptom: '报警', hours: 1200 });
  });

  it('takes up to 10 uploaded files as attachments and refuses anything else', async () => {
    // the admin's own upload: a write may refer only to a file its writer may read
    const file = await registerUpload(s.db, 'AAAAAAAAAAAAAAAAAAAAAA', await accountId(s, 'admin'), '现场照片.jpg');
    const ok = await createTicket(s, typeId, { attachments: [file] });
    expect(ok.attachments).toEqual([file]);
    for (const attachments of [[{ url: 'https://evil.example/x.jpg', name: 'x' }], Array.from({ length: 11 }, () => file), 'x', [{ url: file.url }]]) {
      const res = await s.request('POST', '/workflow/bucket', { as: 'admin', body: validTicket(typeId, { attachments }) });
      expect(res.status, JSON.stringify(attachments).slice(0, 80)).toBe(400);
    }
  });

  it('links a serial (model filled from its rule) and refuses half a link, a bad serial and a missing repair', async () => {
    const serial = await createTicket(s, typeId, { link_kind: 'serial', link_no: 'sup01ab2401' });
    expect(serial.link_no).toBe('SUP01AB2401');
    const half = await s.request('POST', '/workflow/bucket', { as: 'admin', body: validTicket(typeId, { link_kind: 'repair' }) });
    expect(half.status).toBe(400);
    const badSerial = await s.request('POST', '/workflow/bucket', { as: 'admin', body: validTicket(typeId, { link_kind: 'serial', link_no: 'ABC' }) });
    expect(badSerial.status).toBe(400);
    const noRepair = await s.request('POST', '/workflow/bucket', { as: 'admin', body: validTicket(typeId, { link_kind: 'repair', link_no: 'WX202611220099' }) });
    expect(noRepair.status).toBe(400);
    expect(noRepair.body.message).toBe('关联的维修单 WX202611220099 不存在');
  });
});
