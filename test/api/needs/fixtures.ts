import type { ResourceDef } from '../../../resources/define.ts';
import { exchanges } from '../../../resources/needs/exchanges.ts';
import { requests } from '../../../resources/needs/requests.ts';
import { reservingStates, stockTargetOf } from '../../../resources/needs/stock.ts';
import type { TestServer } from '../../helpers/testServer.ts';

/** Test set-up of the needs area: stock items, requests and exchanges created through the API. */

type Rec = Record<string, unknown> & { id: number; version: number; status: string };

async function post(s: TestServer, path: string, body: Record<string, unknown>, as: 'admin' | 'staff' = 'admin'): Promise<Rec> {
  const res = await s.request('POST', path, { as, body });
  if (res.status !== 200) throw new Error(`POST ${path} failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.data as unknown as Rec;
}

export const validStock = (over: Record<string, unknown> = {}): Record<string, unknown> => ({
  name: 'F1 备用机',
  sku: `BY-F1-${Math.random().toString(36).slice(2, 8)}`,
  kind: 'backup',
  model: 'F1 光纤激光打标机',
  quantity: 5,
  warn_level: 1,
  location: 'A-01',
  ...over,
});

export const createStock = (s: TestServer, over: Record<string, unknown> = {}) => post(s, '/needs/stock/item', validStock(over));

export const validRequest = (stockId: number, over: Record<string, unknown> = {}): Record<string, unknown> => ({
  type: 1,
  serial: 'SUP01AB2401',
  model: 'F1 光纤激光打标机',
  stock_id: stockId,
  quantity: 1,
  customer_name: '陈志强',
  customer_phone: '13812345678',
  customer_company: '深圳市华创激光科技有限公司',
  address: '广东省深圳市南山区科技园路 88 号',
  reason: '设备返厂维修期间需要备用机继续生产',
  deposit: 200000,
  ...over,
});

export const createRequest = (s: TestServer, stockId: number, over: Record<string, unknown> = {}) =>
  post(s, '/needs/manage-request', validRequest(stockId, over), 'staff');

export const validExchange = (stockId: number, over: Record<string, unknown> = {}): Record<string, unknown> => ({
  old_serial: 'SUP05U2501',
  model: 'M2 Ultra 雕刻机',
  stock_id: stockId,
  customer_name: '王建国',
  customer_phone: '13900001111',
  reason: '新机到货七天内激光器故障，按政策换新',
  ...over,
});

export const createExchange = (s: TestServer, stockId: number, over: Record<string, unknown> = {}) => post(s, '/needs/exchange', validExchange(stockId, over));

/** Valid fields of each request action. */
export const REQUEST_ACTION_FIELDS: Record<string, Record<string, unknown>> = {
  approve: { remark: '同意借用' },
  refuse: { remark: '客户设备已过保，不提供备用机' },
  ship: { express_out: 'SF1234567890' },
  cancel: { remark: '客户已自行解决' },
  confirm_return: { express_back: 'YT9876543210', remark: '外观完好' },
  credit: { credit_amount: 15000, remark: '扣除租金 150 元' },
  write_off: { remark: '客户买断，押金抵扣' },
};

/** The section-7 path of an action that has one. */
export const REQUEST_ACTION_PATHS: Record<string, string> = {
  refuse: '/needs/refuse-request/:id',
  confirm_return: '/needs/confirm-return/:id',
  credit: '/needs/credit/:id',
  write_off: '/needs/write-off/:id',
};

/**
 * Forces a record into a status (test set-up only), keeping the stock reservation the rules hold
 * for it: entering a reserving state (待发出 / 待换出) reserves its units, leaving one releases them.
 * Returns the record's version.
 */
export async function forceStatus(s: TestServer, table: 'request' | 'exchange', id: number, status: string): Promise<number> {
  const resource: ResourceDef = table === 'request' ? requests : exchanges;
  const reserve = resource.status?.actions.find((a) => a.stock?.effect === 'reserve')?.stock;
  const before = await s.db.selectFrom(table).selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  const row = await s.db.updateTable(table).set({ status }).where('id', '=', id).returning('version').executeTakeFirstOrThrow();
  const states = reservingStates(resource);
  const delta = Number(states.has(status)) - Number(states.has(before.status));
  if (reserve && delta) {
    const { stockId, units } = stockTargetOf(reserve, before);
    await s.db.updateTable('stock_item').set((eb) => ({ reserved: eb('reserved', '+', delta * units) })).where('id', '=', stockId).execute();
  }
  return row.version;
}

/** Units of a stock item reserved by approved records. */
export async function stockReserved(s: TestServer, id: number): Promise<number> {
  return (await s.db.selectFrom('stock_item').select('reserved').where('id', '=', id).executeTakeFirstOrThrow()).reserved;
}

export async function stockQuantity(s: TestServer, id: number): Promise<number> {
  return (await s.db.selectFrom('stock_item').select('quantity').where('id', '=', id).executeTakeFirstOrThrow()).quantity;
}
