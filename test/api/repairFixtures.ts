import { resolveAction } from '../../resources/catalogs/actionVariants.ts';
import type { ActionDef } from '../../resources/define.ts';
import type { TestServer } from '../helpers/testServer.ts';

/** A valid create body for a repair. */
export const validRepair = (over: Record<string, unknown> = {}): Record<string, unknown> => ({
  service_mode: 'mail',
  serial: 'SUP01AB2401',
  model: 'F1 光纤激光打标机',
  customer_name: '陈志强',
  customer_phone: '13812345678',
  customer_company: '深圳市华创激光科技有限公司',
  address: '广东省深圳市南山区科技园路 88 号',
  fault: '激光头不出光',
  ...over,
});

/** Creates a repair as staff and returns the record. */
export async function createRepair(s: TestServer, over: Record<string, unknown> = {}): Promise<Record<string, unknown> & { id: number; version: number; status: string }> {
  const res = await s.request('POST', '/needs/manage-repair', { as: 'staff', body: validRepair(over) });
  if (res.status !== 200) throw new Error(`create failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.data as unknown as Record<string, unknown> & { id: number; version: number; status: string };
}

/** Valid fields for each declared action. */
export const ACTION_FIELDS: Record<string, Record<string, unknown>> = {
  receive: { express_in: 'SF1234567890', remark: '已收到' },
  inspect: {},
  quote: { fee: 35000, solution: '更换激光器电源' },
  accept_quote: {},
  start_repair: { engineer: '刘工' },
  finish: { solution: '更换激光器电源并校准' },
  refuse_quote: { remark: '客户认为费用过高' },
  ship: { express_out: 'SF9876543210' },
  complete: {},
  cancel: { remark: '客户自行解决' },
};

/** The valid fields of an action that its variant for this record asks for (a walk-in 确认收件 takes no courier number). */
export const actionFieldsFor = (action: ActionDef, record: Record<string, unknown>): Record<string, unknown> => {
  const asked = new Set((resolveAction(action, record).fields ?? []).map((f) => f.name));
  return Object.fromEntries(Object.entries(ACTION_FIELDS[action.name] ?? {}).filter(([name]) => asked.has(name)));
};

/** Forces a repair into a status (test set-up only). */
export async function setStatus(s: TestServer, id: number, status: string): Promise<number> {
  const row = await s.db.updateTable('repair').set({ status }).where('id', '=', id).returning('version').executeTakeFirstOrThrow();
  return row.version;
}
