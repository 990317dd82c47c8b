import type { TestUser } from '../../helpers/testServer.ts';
import type { Call, CallContext } from './callContext.ts';

/**
 * Valid calls of 解密记录's hand-written endpoints: a code issued (a valid body: its result may be
 * any, the record is appended either way), the whole code of a successful request shown, the
 * warnings over a range and the 机型 filter's names. Each caller acts on a fresh record.
 */

type Builder = (ctx: CallContext, caller: TestUser | null) => Promise<Call[]>;

const get = (path: string): Builder => async () => [{ method: 'GET', path }];

/** A model code whose rule takes any letters (one made for the calls when the database has none). */
async function anyLettersCode(ctx: CallContext): Promise<string> {
  const model = await ctx.s.db.selectFrom('product_model').select('code').where('letters', 'is', null).orderBy('id').executeTakeFirst();
  if (model) return model.code;
  const at = new Date(ctx.s.clock.now()).toISOString();
  await ctx.s.db.insertInto('product_model').values({ name: '访问测试机型', code: '77', letters: null, warranty_months: 24, launched_on: null, remark: null, created_at: at, updated_at: at, created_by: null }).execute();
  return '77';
}

/** A serial in warranty (made last month) no earlier call used: two letters of its own, so no day's limit is reached. */
async function freshSerial(ctx: CallContext): Promise<string> {
  const code = await anyLettersCode(ctx);
  const n = ctx.next();
  const letters = `${String.fromCharCode(65 + (n % 26))}${String.fromCharCode(65 + (Math.floor(n / 26) % 26))}`;
  const d = new Date(ctx.s.clock.now());
  const t = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() - 1, 1));
  return `SUP${code}${letters}${String(t.getUTCFullYear() % 100).padStart(2, '0')}${String(t.getUTCMonth() + 1).padStart(2, '0')}`;
}

/** A fresh successful request, issued by the super admin. */
export async function issuedRecord(ctx: CallContext): Promise<number> {
  const res = await ctx.s.request('POST', '/device/active-code', { as: 'superadmin', body: { serial: await freshSerial(ctx), device_code: `ACCESS-${ctx.next()}` } });
  if (res.status !== 200) throw new Error(`set-up code failed: ${res.status} ${JSON.stringify(res.body)}`);
  if (String(res.body.data.result) !== 'success') throw new Error(`set-up code refused: ${JSON.stringify(res.body.data)}`);
  return Number(res.body.data.id);
}

/** Hand-written endpoints of 解密记录, by `METHOD /path`. */
export const DEVICE_CALLS: Record<string, Builder> = {
  'POST /device/active-code': async (ctx) => [{ method: 'POST', path: '/device/active-code', body: { serial: await freshSerial(ctx), device_code: `ACCESS-${ctx.next()}`, customer_name: '访问测试' } }],
  'POST /device/active-log/:id/code': async (ctx) => [{ method: 'POST', path: `/device/active-log/${await issuedRecord(ctx)}/code` }],
  'GET /device/active-log/warnings': get('/device/active-log/warnings?from=2026-11-01&to=2026-11-22'),
  'GET /device/models': get('/device/models'),
};
