import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type Loose, type TestServer, type TestUser } from '../../helpers/testServer.ts';
import { erpFixture, orderIn, serialsOf, stockIn, type Erp, type Model, type Order } from '../erp/stockFixtures.ts';

/**
 * 设备档案 (GET /device/file/:serial) on both databases: one serial given a history through the
 * API (sold on an order and shipped, two repairs, a request, an exchange in which it is the old
 * unit and one in which it is the new, tickets linked to it and to its repair's number, decryption
 * records), then read back per account: superadmin sees every section; staff (repairs, requests,
 * tickets, no ERP, no decryption records, no exchanges) has those sections absent, not empty; a
 * narrowed queue (`mine`) is the caller's alone; member is 403; a bad serial 400 in Chinese; a
 * valid serial nobody knows still answers its model, month and warranty.
 */

let s: TestServer;
let erp: Erp;
let model: Model;
let serial: string;
let other: string;
let order: Order;
const made: Record<string, Loose> = {};

const call = (path: string, as: TestUser = 'superadmin') => s.request('GET', path, { as });
const post = async (path: string, body: unknown, as: TestUser = 'superadmin'): Promise<Loose> => {
  const res = await s.request('POST', path, { as, body });
  if (res.status !== 200) throw new Error(`POST ${path}: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.data;
};
const file = async (serialText: string, as: TestUser = 'superadmin'): Promise<Loose> => {
  const res = await call(`/device/file/${encodeURIComponent(serialText)}`, as);
  if (res.status !== 200) throw new Error(`file ${serialText}: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.data;
};
const customer = { customer_name: '王先生', customer_phone: '13800138001' };

beforeAll(async () => {
  s = await createTestServer();
  erp = await erpFixture(s);
  model = erp.models.find((m) => m.code === '05') as Model;
  [serial, other] = serialsOf(erp, model, 2);
  // sold: an approved order of two units, shipped with both serials
  await stockIn(s, model.id, 5);
  order = await orderIn(s, erp, [{ product_id: model.id, quantity: 2 }]);
  const shipped = await s.request('POST', `/erp/purchase/${order.id}/ship`, { as: 'superadmin', body: { version: 1, courier: '顺丰', courier_no: 'SF9988776655', lines: [{ line_id: order.lineIds[0], serials: [serial, other] }] } });
  if (shipped.status !== 200) throw new Error(`ship: ${shipped.status} ${JSON.stringify(shipped.body)}`);
  // repairs (the first written in lower case with spaces: the server keeps it normalised), a request, exchanges
  made.repair1 = await post('/needs/manage-repair', { service_mode: 'mail', serial, fault: '激光头不出光', ...customer }, 'staff');
  s.clock.advance(60_000);
  made.repair2 = await post('/needs/manage-repair', { service_mode: 'store', serial, fault: '风扇异响', ...customer }, 'staff');
  const stock = await post('/needs/stock/item', { name: '备用机 A', sku: 'BK-DF-1', kind: 'backup', quantity: 10 });
  made.request = await post('/needs/manage-request', { type: 1, serial, stock_id: stock.id, quantity: 1, reason: '维修期间借用', ...customer });
  made.exchangeOld = await post('/needs/exchange', { old_serial: serial, stock_id: stock.id, reason: '整机故障换新', ...customer });
  made.exchangeNew = await post('/needs/exchange', { old_serial: other, stock_id: stock.id, reason: '换成另一台', ...customer });
  await s.db.updateTable('exchange').set({ new_serial: serial }).where('id', '=', Number(made.exchangeNew.id)).execute();
  // tickets: one linked to the serial by staff, one linked to the repair's number by superadmin, one of another serial
  const type = await post('/workflow/type', { name: '售后咨询', category: '售后', default_priority: 'normal', sla_urgent: 4, sla_high: 24, sla_normal: 72, sla_low: 168 });
  made.ticketSerial = await post('/workflow/bucket', { title: '设备报错 E12', type_id: type.id, description: '客户反映报错', link_kind: 'serial', link_no: serial }, 'staff');
  made.ticketRepair = await post('/workflow/bucket', { title: '维修进度询问', type_id: type.id, description: '客户催问', link_kind: 'repair', link_no: made.repair1.no });
  await post('/workflow/bucket', { title: '另一台', type_id: type.id, description: '与本机无关', link_kind: 'serial', link_no: other });
  // decryption records: two requests for the serial
  made.code1 = await post('/device/active-code', { serial, device_code: 'A1B2C3D4' });
  s.clock.advance(60_000);
  made.code2 = await post('/device/active-code', { serial, device_code: 'A1B2C3D4' });
}, 120_000);
afterAll(() => s?.close());

describe('the device file as superadmin', () => {
  it('answers the serial normalised, its model, production month and warranty by the model rules', async () => {
    const data = await file(`  ${serial.toLowerCase()} `);
    expect(data.serial).toBe(serial);
    expect(data.info.model).toEqual({ id: model.id, name: model.name });
    expect(data.info.produced_on).toBe(`20${serial.slice(-4, -2)}-${serial.slice(-2)}`);
    expect(data.info.warranty_end).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(['在保', '已过保']).toContain(data.info.warranty_label);
    expect(data.known).toBe(true);
  });

  it('has the sale: the shipment with its courier number, the order and the dealer, each with its page', async () => {
    const { sale } = (await file(serial)).sections;
    expect(sale.shipment.no).toMatch(/^FH\d{12}$/);
    expect(sale.shipment.courier_no).toBe('SF9988776655');
    expect(sale.shipment.returned).toBe(false);
    expect(sale.order).toMatchObject({ id: order.id, no: order.no, state: 'shipped', state_label: '已发货', path: `/erp/purchase/${order.id}` });
    expect(sale.company).toMatchObject({ id: erp.companyId, path: `/erp/company/purchase/${erp.companyId}` });
    expect(String(sale.company.name)).toContain('测试激光设备');
  });

  it('lists repairs, requests, exchanges (as old and as new unit), tickets and decryption records, newest first, each with its page', async () => {
    const { sections } = await file(serial);
    expect(sections.repairs.total).toBe(2);
    expect(sections.repairs.list.map((e: Loose) => e.id)).toEqual([made.repair2.id, made.repair1.id]);
    expect(sections.repairs.list[1]).toMatchObject({ no: made.repair1.no, state: 'pending', path: `/repair/${made.repair1.id}` });
    expect(sections.repairs.list[1].state_label).toBeTruthy();
    expect(sections.requests.list.map((e: Loose) => e.path)).toEqual([`/request/backup/${made.request.id}`]);
    expect(sections.exchanges.total).toBe(2);
    expect(sections.exchanges.list.map((e: Loose) => e.id).sort()).toEqual([made.exchangeOld.id, made.exchangeNew.id].sort());
    expect(sections.exchanges.list.every((e: Loose) => String(e.path) === `/production/stock/${String(e.id)}`)).toBe(true);
    expect(sections.tickets.list.map((e: Loose) => e.id).sort()).toEqual([made.ticketSerial.id, made.ticketRepair.id].sort());
    expect(sections.tickets.list.find((e: Loose) => e.id === made.ticketSerial.id)).toMatchObject({ note: '设备报错 E12', path: `/workflow/detail/${made.ticketSerial.id}` });
    expect(sections.activeLogs.total).toBe(2);
    expect(sections.activeLogs.list[0].id).toBe(made.code2.id);
    expect(sections.activeLogs.list[0].no).toBeNull();
    expect(sections.activeLogs.list[0].path).toBe(`/device/active-log?filters[0][field]=serial&filters[0][operator]=startswith&filters[0][value]=${serial}`);
  });

  it('another serial of the same order has its own records only', async () => {
    const { sections } = await file(other);
    expect(sections.sale.order.id).toBe(order.id);
    expect(sections.repairs.total).toBe(0);
    expect(sections.tickets.list.map((e: Loose) => e.note)).toEqual(['另一台']);
    expect(sections.exchanges.list.map((e: Loose) => e.id)).toEqual([made.exchangeNew.id]);
  });
});

describe('sections follow the access of their lists', () => {
  it('staff: repairs, requests and tickets; no sale, no exchanges, no decryption records (absent, not empty)', async () => {
    const { sections } = await file(serial, 'staff');
    expect(Object.keys(sections).sort()).toEqual(['repairs', 'requests', 'tickets']);
    expect(sections.repairs.total).toBe(2);
    expect(sections.tickets.total).toBe(2);
  });

  it('admin (no ERP right): everything but the sale', async () => {
    const { sections } = await file(serial, 'admin');
    expect(Object.keys(sections).sort()).toEqual(['activeLogs', 'exchanges', 'repairs', 'requests', 'tickets']);
  });

  it('an account with only the ticket queues of its own (mine) sees its own tickets of the serial, no other', async () => {
    await s.db.updateTable('admin').set({ grp: 64 }).where('username', '=', 'member').execute();
    const perms = await s.db.selectFrom('admin').select(['id']).where('username', '=', 'member').executeTakeFirstOrThrow();
    // the ticket linked to the serial becomes member's own, as its creator
    await s.db.updateTable('workflow_bucket').set({ created_by: perms.id }).where('id', '=', Number(made.ticketSerial.id)).execute();
    try {
      const { sections } = await file(serial, 'member');
      expect(Object.keys(sections)).toEqual(['tickets']);
      expect(sections.tickets.list.map((e: Loose) => e.id)).toEqual([made.ticketSerial.id]);
      expect(sections.tickets.total).toBe(1);
    } finally {
      await s.db.updateTable('admin').set({ grp: 1 }).where('username', '=', 'member').execute();
      const staff = await s.db.selectFrom('admin').select('id').where('username', '=', 'staff').executeTakeFirstOrThrow();
      await s.db.updateTable('workflow_bucket').set({ created_by: staff.id }).where('id', '=', Number(made.ticketSerial.id)).execute();
    }
  });

  it('member (group 1) is refused: 403', async () => {
    const res = await call(`/device/file/${serial}`, 'member');
    expect(res.status).toBe(403);
  });

  it('without login: 401', async () => {
    const res = await s.request('GET', `/device/file/${serial}`);
    expect(res.status).toBe(401);
  });
});

describe('bad and unknown serials', () => {
  it.each(['ABC', 'SUP05AB2613', 'SUP5AB2601', 'SUP05ABC2601', `SUP05AB2601${'X'.repeat(50)}`])('%s is 400 不是有效的序列号', async (bad) => {
    const res = await call(`/device/file/${encodeURIComponent(bad)}`);
    expect(res.status).toBe(400);
    expect(String(res.body.message)).toContain('不是有效的序列号');
  });

  it('a valid serial nobody knows: its model, month and warranty, every section empty, not known', async () => {
    const [unknown] = serialsOf(erp, model, 1);
    const data = await file(unknown);
    expect(data.known).toBe(false);
    expect(data.info.model.id).toBe(model.id);
    expect(data.sections.sale).toBeNull();
    for (const key of ['repairs', 'requests', 'exchanges', 'tickets', 'activeLogs']) expect(data.sections[key], key).toEqual({ total: 0, list: [] });
  });

  it('a serial of no model: 12 months and no model', async () => {
    const data = await file('SUP99ZZ2601');
    expect(data.info.model).toBeNull();
    expect(data.info.warranty_months).toBe(12);
    expect(data.info.warranty_end).toBe('2027-01-31');
  });
});
