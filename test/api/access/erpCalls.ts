import { withCheckDigit } from '../../../src/domain/erp/creditCode.ts';
import type { TestUser } from '../../helpers/testServer.ts';
import type { Call, CallContext, Rec } from './callContext.ts';

/**
 * Valid calls of ERP the declarations alone cannot make: a company (a credit code with its check
 * digits), a relation (a customer account of its own), an order (lines of a model made for the
 * calls), and the hand-written calls, each on an order brought to the state its step starts from
 * by the steps themselves (提交, 审核, 发货 with a serial of its own after a 入库). Set-up is the
 * super admin's; each caller acts on fresh records.
 */

type Builder = (ctx: CallContext, caller: TestUser | null) => Promise<Call[]>;

/** The state of an order a step answers (every step answers the order's detail). */
export interface OrderAt {
  id: number;
  version: number;
  lineId: number;
  productId: number;
  serials: string[];
}

/** Model code of the calls' own model; its serials take any letters (`letters` left empty). */
const MODEL_CODE = '86';

const perContext = <T>(make: (ctx: CallContext) => Promise<T>): ((ctx: CallContext) => Promise<T>) => {
  const known = new WeakMap<CallContext, Promise<T>>();
  return (ctx) => {
    let p = known.get(ctx);
    if (!p) {
      p = make(ctx);
      known.set(ctx, p);
    }
    return p;
  };
};

async function post(ctx: CallContext, path: string, body: unknown): Promise<Record<string, unknown>> {
  const res = await ctx.s.request('POST', path, { as: 'superadmin', body });
  if (res.status !== 200) throw new Error(`set-up POST ${path} failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.data as Record<string, unknown>;
}

/** The model the orders buy (one per server). */
export const erpModel = perContext(async (ctx) => (await ctx.create('/needs/production/model', { name: '访问测试采购机型', code: MODEL_CODE, category: 'engraver', sale_state: 'on_sale', warranty_months: 24, price: 1_000_000 })).id);

/** A serial of the calls' model no earlier call used (letters and production month from the counter). */
export function erpSerial(ctx: CallContext): string {
  const n = ctx.next();
  const letters = `${String.fromCharCode(65 + (n % 26))}${String.fromCharCode(65 + (Math.floor(n / 26) % 26))}`;
  const month = (Math.floor(n / 676) % 12) + 1;
  return `SUP${MODEL_CODE}${letters}25${String(month).padStart(2, '0')}`;
}

/** A valid unified social credit code numbered by `n`. */
export const creditCode = (n: number): string => withCheckDigit(`91440300${String(n).padStart(8, '0')}`);

/** A fresh dealer group. */
export const erpGroup = (ctx: CallContext): Promise<Rec> => ctx.create('/erp/group', { name: `访问测试分组${ctx.next()}`, discount_rate: 5, sort: 10 });

/** The group the calls' companies are in (one per server). */
const sharedGroup = perContext(async (ctx) => (await erpGroup(ctx)).id);

/** A company's create body: a code of its own, credit enough for every order of the calls. */
export const erpCompanyBody = async (ctx: CallContext): Promise<Record<string, unknown>> => {
  const n = ctx.next();
  return { name: `访问测试公司${n}`, credit_code: creditCode(n), group_id: await sharedGroup(ctx), contact: '王经理', phone: '13800138000', credit_limit: 2_000_000_000, state: 'active' };
};

/** A fresh company without orders. */
export const erpCompany = async (ctx: CallContext): Promise<Rec> => ctx.create('/erp/company', await erpCompanyBody(ctx));

/** The company the calls' orders are for (one per server). */
const orderCompany = perContext(async (ctx) => (await erpCompany(ctx)).id);

/** A relation's create body: a customer account of its own. */
export const erpRelationBody = async (ctx: CallContext): Promise<Record<string, unknown>> => {
  const n = ctx.next();
  const user = await ctx.create('/account/user', { username: `erpkehu${n}`, name: '陈志强', phone: `1391234${String(n % 10_000).padStart(4, '0')}`, group: 1 });
  return { user_id: user.id, company_id: await orderCompany(ctx), remark: '访问测试' };
};

/** A fresh relation. */
export const erpRelation = async (ctx: CallContext): Promise<Rec> => ctx.create('/erp/relation', await erpRelationBody(ctx));

/** An order's create body: two units of the calls' model at ¥100 each, or one above the 复审 amount. */
export const erpPurchaseBody = async (ctx: CallContext, unitPrice = 10_000, quantity = 2): Promise<Record<string, unknown>> => ({
  company_id: await orderCompany(ctx),
  lines: [{ product_id: await erpModel(ctx), quantity, unit_price: unitPrice, discount_rate: 0 }],
  remark: '访问测试',
});

/** A fresh 草稿. */
export const erpPurchase = async (ctx: CallContext): Promise<Rec> => ctx.create('/erp/purchase', await erpPurchaseBody(ctx));

/** Reads the order's detail (GET …/detail answers it, as every step does). */
function orderAt(detail: Record<string, unknown>, serials: string[] = []): OrderAt {
  const order = detail.order as { id: number; version: number };
  const line = (detail.lines as { id: number; product_id: number }[])[0];
  return { id: order.id, version: order.version, lineId: line.id, productId: line.product_id, serials };
}

/** Takes a step; what the order is now is read from the step's answer's order (its id and version: the lines do not change). */
async function stepOf(ctx: CallContext, at: OrderAt, step: string, body: Record<string, unknown> = {}): Promise<OrderAt> {
  const answer = await post(ctx, `/erp/purchase/${at.id}/${step}`, { version: at.version, ...body });
  return { ...at, version: (answer.order as { version: number }).version };
}

/** A fresh 草稿 as its detail says it. */
async function draft(ctx: CallContext, unitPrice?: number): Promise<OrderAt> {
  const rec = await ctx.create('/erp/purchase', await erpPurchaseBody(ctx, unitPrice));
  const res = await ctx.s.request('GET', `/erp/purchase/${rec.id}/detail`, { as: 'superadmin' });
  if (res.status !== 200) throw new Error(`set-up detail failed: ${res.status} ${JSON.stringify(res.body)}`);
  return orderAt(res.body.data as Record<string, unknown>);
}

/** A fresh 待审核. */
export const erpPending = async (ctx: CallContext): Promise<OrderAt> => stepOf(ctx, await draft(ctx), 'submit');

/** A fresh 已审核 (below the 复审 amount). */
export const erpApproved = async (ctx: CallContext): Promise<OrderAt> => stepOf(ctx, await erpPending(ctx), 'approve');

/** A fresh 待复审: ¥60,000 a unit, above the default 复审 amount (¥50,000). */
export const erpReviewing = async (ctx: CallContext): Promise<OrderAt> => stepOf(ctx, await stepOf(ctx, await draft(ctx, 6_000_000), 'submit'), 'approve');

/** Units of the calls' model put in stock (入库), so a shipment has them. */
export const erpStockIn = async (ctx: CallContext, quantity = 5): Promise<void> => {
  await post(ctx, '/erp/stock/adjust', { product_id: await erpModel(ctx), kind: 'stock_in', quantity, reason: '访问测试入库' });
};

/** A fresh 部分发货: one of its two units shipped with a serial of its own. */
export async function erpPartial(ctx: CallContext): Promise<OrderAt> {
  const approved = await erpApproved(ctx);
  await erpStockIn(ctx, 1);
  const serial = erpSerial(ctx);
  return stepOf(ctx, { ...approved, serials: [serial] }, 'ship', { courier: '顺丰', courier_no: `SF${ctx.next()}`, lines: [{ line_id: approved.lineId, serials: [serial] }] });
}

const one = (build: (ctx: CallContext) => Promise<Call>): Builder => async (ctx) => [await build(ctx)];
const stepCall = (at: OrderAt, step: string, body: Record<string, unknown> = {}): Call => ({ method: 'POST', path: `/erp/purchase/${at.id}/${step}`, body: { version: at.version, ...body } });

/** Hand-written endpoints of ERP, by `METHOD /path`. */
export const ERP_CALLS: Record<string, Builder> = {
  'GET /erp/models': one(async () => ({ method: 'GET', path: '/erp/models?q=访问' })),
  'GET /erp/customers': one(async () => ({ method: 'GET', path: '/erp/customers?q=erpkehu' })),
  'GET /erp/purchase/open-lines': one(async (ctx) => ({ method: 'GET', path: `/erp/purchase/open-lines?company_id=${await orderCompany(ctx)}&product_id=${await erpModel(ctx)}` })),
  'GET /erp/purchase/:id/detail': one(async (ctx) => ({ method: 'GET', path: `/erp/purchase/${(await erpPurchase(ctx)).id}/detail` })),
  'POST /erp/purchase/:id/submit': one(async (ctx) => stepCall(await draft(ctx), 'submit')),
  'POST /erp/purchase/:id/approve': one(async (ctx) => stepCall(await erpPending(ctx), 'approve', { remark: '同意' })),
  'POST /erp/purchase/:id/review': one(async (ctx) => stepCall(await erpReviewing(ctx), 'review', { remark: '复审同意' })),
  'POST /erp/purchase/:id/reject': one(async (ctx) => stepCall(await erpPending(ctx), 'reject', { remark: '单价有误' })),
  'POST /erp/purchase/:id/unapprove': one(async (ctx) => stepCall(await erpApproved(ctx), 'unapprove', { remark: '客户改单' })),
  'POST /erp/purchase/:id/ship': one(async (ctx) => {
    const at = await erpApproved(ctx);
    await erpStockIn(ctx, 1);
    return stepCall(at, 'ship', { courier: '顺丰', courier_no: `SF${ctx.next()}`, lines: [{ line_id: at.lineId, serials: [erpSerial(ctx)] }] });
  }),
  'POST /erp/purchase/:id/return': one(async (ctx) => {
    const at = await erpPartial(ctx);
    return stepCall(at, 'return', { serials: at.serials, reason: '外观破损' });
  }),
  'POST /erp/purchase/:id/payment': one(async (ctx) => stepCall(await erpApproved(ctx), 'payment', { amount: 5_000, method: 'transfer', paid_on: '2026-11-20', remark: '首付款' })),
  'POST /erp/purchase/:id/close': one(async (ctx) => stepCall(await erpPartial(ctx), 'close', { remark: '余量不再发货' })),
  'POST /erp/purchase/:id/cancel': one(async (ctx) => stepCall(await erpApproved(ctx), 'cancel', { remark: '客户取消' })),
  'GET /erp/serial-check': one(async (ctx) => ({ method: 'GET', path: `/erp/serial-check?serial=${erpSerial(ctx)}&product_id=${await erpModel(ctx)}` })),
  'POST /erp/stock/adjust': one(async (ctx) => ({ method: 'POST', path: '/erp/stock/adjust', body: { product_id: await erpModel(ctx), kind: 'adjust', quantity: 1, reason: '盘点多出一台' } })),
  'GET /erp/stock/model/:id': one(async (ctx) => {
    await erpStockIn(ctx, 1);
    return { method: 'GET', path: `/erp/stock/model/${await erpModel(ctx)}` };
  }),
  'GET /erp/company/:id/purchases': one(async (ctx) => ({ method: 'GET', path: `/erp/company/${await orderCompany(ctx)}/purchases?page=1&pageSize=10` })),
  'GET /erp/dealers': one(async (ctx) => {
    const relation = await erpRelation(ctx);
    const customer = await ctx.s.db.selectFrom('customer').select('phone').where('id', '=', Number(relation.user_id)).executeTakeFirstOrThrow();
    return { method: 'GET', path: `/erp/dealers?phone=${customer.phone}` };
  }),
};
