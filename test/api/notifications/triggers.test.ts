import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_TEMPLATES } from '../../../src/server/shared/notify/templateDefaults.ts';
import { scanOverdueBackups } from '../../../src/server/areas/needs/overdueBackups.ts';
import { NOTIFY_PROVIDER_CONFIGS } from '../../../src/server/shared/notify/providerConfigs.ts';
import { runDueScanners } from '../../../src/server/areas/notifications/scanners.ts';
import { triggerRaiser } from '../../../src/server/areas/notifications/triggers.ts';
import { serverAreaSet } from '../../../src/server/composition.ts';
import { runWorkerOnce } from '../../../src/server/areas/notifications/worker.ts';
import { createTestServer, TEST_NOW, type TestServer } from '../../helpers/testServer.ts';
import { createRepair } from '../repairFixtures.ts';
import { createRequest, createStock } from '../needs/fixtures.ts';
import { accountId, createTicket, createType } from '../workflow/fixtures.ts';

/** The declared notification triggers (resources/*: `notify`): each writes its outbox row with the change, or nothing. */

const DAY = 86_400_000;
let s: TestServer;
let phoneSeq = 0;

beforeAll(async () => {
  s = await createTestServer();
  const iso = new Date(TEST_NOW).toISOString();
  const templates = DEFAULT_TEMPLATES.filter((t) => t.code === 'repair_status_changed' || t.code === 'backup_overdue');
  await s.db.insertInto('email_template').values(templates.map(({ sample, ...t }) => ({ ...t, sample_json: JSON.stringify(sample), created_at: iso, updated_at: iso }))).execute();
  const wechat = NOTIFY_PROVIDER_CONFIGS.find((c) => c.key === 'wechat_templates');
  await setConfig('wechat_templates', wechat?.value, 'json');
});
afterAll(() => s.close());

/** A fresh mainland mobile number, so each test's customer and rows are its own. */
const nextPhone = () => `1390000${String(++phoneSeq).padStart(4, '0')}`;

async function customer(over: Record<string, unknown>): Promise<string> {
  const phone = nextPhone();
  const res = await s.request('POST', '/account/user', { as: 'admin', body: { username: `cust_${phoneSeq}`, name: '陈志强', phone, ...over } });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return phone;
}

async function receive(phone: string) {
  const repair = await createRepair(s, { customer_phone: phone });
  const res = await s.request('PUT', `/needs/manage-repair/${repair.id}/status`, { as: 'staff', body: { action: 'receive', version: repair.version, express_in: 'SF1234567890' } });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return repair;
}

const rowsTo = (recipient: string) => s.db.selectFrom('notification').selectAll().where('recipient', '=', recipient).orderBy('id').execute();

async function setConfig(key: string, value: unknown, type = typeof value === 'number' ? 'number' : 'boolean'): Promise<void> {
  const iso = new Date(TEST_NOW).toISOString();
  await s.db.deleteFrom('system_config').where('key', '=', key).execute();
  await s.db.insertInto('system_config').values({ key, name: key, type, value: JSON.stringify(value), is_public: 0, remark: null, created_at: iso, updated_at: iso, created_by: null }).execute();
}

describe('repair status → the customer, by their preferred channel', () => {
  it('sends an SMS by default, rendered from the SMS text, in the same step as the change', async () => {
    const phone = await customer({});
    const repair = await receive(phone);
    const rows = await rowsTo(phone);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ channel: 'sms', send_state: 'pending', template_code: 'repair_status_changed', trigger: 'repair_status', recipient_name: '陈志强' });
    expect(rows[0].content).toBe(`您的维修单${String(repair.no)}（F1 光纤激光打标机 SUP01AB2401）状态已更新为「已收件」。`);
    expect(JSON.parse(String(rows[0].variables_json))).toMatchObject({ no: repair.no, status: '已收件', serial: 'SUP01AB2401', customer_name: '陈志强' });
  });

  it('sends an email with the email template\'s subject and body to a customer who chose 邮件', async () => {
    const phone = await customer({ email: 'chen@example.com', notify_channel: 'email' });
    const repair = await receive(phone);
    const rows = await rowsTo('chen@example.com');
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ channel: 'email', template_code: 'repair_status_changed', subject: `【售后服务】维修单 ${String(repair.no)} 状态更新：已收件` });
    expect(rows[0].content).toContain(`<strong>${String(repair.no)}</strong>`);
    expect(rows[0].content).toContain('<strong>已收件</strong>');
    expect(await rowsTo(phone)).toHaveLength(0);
  });

  it('sends a WeChat template message with the template\'s keys to a customer who chose 微信', async () => {
    const phone = await customer({ notify_channel: 'wechat', wechat_openid: 'oABC_123-xyz' });
    const repair = await receive(phone);
    const rows = await rowsTo('oABC_123-xyz');
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ channel: 'wechat', template_code: 'repair_status', send_state: 'pending' });
    expect(JSON.parse(String(rows[0].variables_json))).toEqual({ character_string1: repair.no, thing2: 'F1 光纤激光打标机', phrase3: '已收件', time4: '2026-11-22 12:00' });
  });

  it('writes nothing for 不通知, for a repair whose phone no customer has, or with the trigger switched off', async () => {
    const none = await customer({ notify_channel: 'none' });
    await receive(none);
    expect(await rowsTo(none)).toHaveLength(0);
    const stranger = nextPhone();
    await receive(stranger);
    expect(await rowsTo(stranger)).toHaveLength(0);
    const phone = await customer({});
    await setConfig('notify_trigger_repair_status', false);
    await receive(phone);
    await setConfig('notify_trigger_repair_status', true);
    expect(await rowsTo(phone)).toHaveLength(0);
  });

  it('writes nothing when the change fails (the row commits with the change or not at all)', async () => {
    const phone = await customer({});
    const repair = await createRepair(s, { customer_phone: phone });
    const stale = await s.request('PUT', `/needs/manage-repair/${repair.id}/status`, { as: 'staff', body: { action: 'receive', version: repair.version + 1 } });
    expect(stale.status).toBe(409);
    expect(await rowsTo(phone)).toHaveLength(0);
  });
});

describe('ticket assignment → the new handler\'s inbox, through the outbox', () => {
  it('writes a 站内信 row that the worker delivers to the handler', async () => {
    const staff = await accountId(s, 'staff');
    const admin = await accountId(s, 'admin');
    const type = await createType(s);
    const ticket = await createTicket(s, type.id, { title: '打标偏移' });
    const res = await s.request('PUT', `/workflow/bucket/${ticket.id}/assign`, { as: 'admin', body: { version: ticket.version, handler_id: staff, remark: '请现场工程师跟进' } });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const [row] = await rowsTo(String(staff));
    expect(row).toMatchObject({ channel: 'site', trigger: 'ticket_assign', triggered_by: admin, subject: `工单 ${String(ticket.no)} 已转派给您` });
    expect(row.content).toContain('打标偏移');
    expect(row.content).toContain('请现场工程师跟进');
    const before = await s.request('GET', '/admin/message/inbox', { as: 'staff' });
    expect(before.body.data.list.some((m) => String(m.title).includes(String(ticket.no)))).toBe(false);
    await runWorkerOnce({ db: s.db, clock: s.clock }, s.clock.now());
    const inbox = await s.request('GET', '/admin/message/inbox', { as: 'staff' });
    expect(inbox.body.data.list.some((m) => String(m.title).includes(String(ticket.no)))).toBe(true);
  });

  it('writes nothing with the trigger switched off', async () => {
    const staff = await accountId(s, 'staff');
    const type = await createType(s);
    const ticket = await createTicket(s, type.id);
    const count = (await rowsTo(String(staff))).length;
    await setConfig('notify_trigger_ticket_assign', false);
    const res = await s.request('PUT', `/workflow/bucket/${ticket.id}/assign`, { as: 'admin', body: { version: ticket.version, handler_id: staff, remark: '请跟进' } });
    await setConfig('notify_trigger_ticket_assign', true);
    expect(res.status).toBe(200);
    expect(await rowsTo(String(staff))).toHaveLength(count);
  });
});

/** A backup request of a fresh customer who chose 短信, shipped (through the API) at the clock's now; returns the customer's phone. */
async function shippedBackup(): Promise<string> {
  const phone = await customer({});
  const stock = await createStock(s);
  const req = await createRequest(s, stock.id, { customer_phone: phone });
  const approved = await s.request('PUT', `/needs/manage-request/${req.id}/status`, { as: 'admin', body: { action: 'approve', version: req.version } });
  const shipped = await s.request('PUT', `/needs/manage-request/${req.id}/status`, { as: 'admin', body: { action: 'ship', version: approved.body.data.version, express_out: 'SF1234567890' } });
  expect(shipped.status, JSON.stringify(shipped.body)).toBe(200);
  return phone;
}

describe('backup unit overdue → a reminder per 7 days, found by the scan', () => {
  it('reminds once per week overdue, with the email template, and stops when the unit is back', async () => {
    const phone = await customer({ email: 'liu@example.com', notify_channel: 'email' });
    const stock = await createStock(s);
    const req = await createRequest(s, stock.id, { customer_phone: phone });
    const approved = await s.request('PUT', `/needs/manage-request/${req.id}/status`, { as: 'admin', body: { action: 'approve', version: req.version } });
    expect(approved.status, JSON.stringify(approved.body)).toBe(200);
    const shipped = await s.request('PUT', `/needs/manage-request/${req.id}/status`, { as: 'admin', body: { action: 'ship', version: approved.body.data.version, express_out: 'SF1234567890' } });
    expect(shipped.status, JSON.stringify(shipped.body)).toBe(200);
    const shippedAt = s.clock.now();
    const scan = (days: number) => scanOverdueBackups({ db: s.db, raise: triggerRaiser(serverAreaSet()) }, shippedAt + days * DAY);
    expect(await scan(29.5)).toBe(0);
    expect(await scan(31)).toBe(1);
    expect(await scan(33)).toBe(0);
    expect(await scan(36.9)).toBe(0);
    expect(await scan(37.5)).toBe(1);
    const rows = await rowsTo('liu@example.com');
    expect(rows.map((r) => r.idempotency_key)).toEqual([`backup.overdue:${req.id}:0`, `backup.overdue:${req.id}:1`]);
    expect(rows[0]).toMatchObject({ channel: 'email', trigger: 'backup_overdue', triggered_by: null, subject: `【售后服务】备用机已超期 1 天未归还（${String(req.no)}）` });
    await setConfig('backup_return_days', 40);
    expect(await scan(44.5)).toBe(0);
    await setConfig('notify_trigger_backup_overdue', false);
    expect(await scan(60)).toBe(0);
    await setConfig('notify_trigger_backup_overdue', true);
    await s.db.updateTable('request').set({ status: 'returned' }).where('id', '=', req.id).execute();
    expect(await scan(80)).toBe(0);
    expect(await rowsTo('liu@example.com')).toHaveLength(2);
  });

  it('is run by the worker\'s loop at most once an hour per process (runDueScanners)', async () => {
    await setConfig('backup_return_days', 30);
    const first = await shippedBackup();
    const lastRun = new Map<string, number>();
    const at = s.clock.now() + 31 * DAY;
    await runDueScanners({ db: s.db, areas: serverAreaSet() }, at, lastRun);
    expect((await rowsTo(first)).map((r) => r.channel)).toEqual(['sms']);
    const second = await shippedBackup();
    await runDueScanners({ db: s.db, areas: serverAreaSet() }, at + 59 * 60_000, lastRun);
    expect(await rowsTo(second)).toHaveLength(0);
    await runDueScanners({ db: s.db, areas: serverAreaSet() }, at + 61 * 60_000, lastRun);
    expect(await rowsTo(second)).toHaveLength(1);
    expect(await rowsTo(first)).toHaveLength(1);
  });
});
