import type { Handler } from 'hono';
import { ok } from '../../../domain/envelope.ts';
import { checkSerial } from '../../../domain/warrantyRules.ts';
import type { AppEnv, Deps } from '../../context.ts';
import { ApiError } from '../../errors.ts';
import { parseId } from '../../middleware/access.ts';
import { loadWarrantyRules } from '../../shared/products/warrantyRules.ts';

/** What the ship dialog learns of one serial before sending (the server checks it again on 发货). */
export interface SerialCheck {
  serial: string;
  /** Whether it could go out on a line of `product_id` now. */
  valid: boolean;
  /** Why not: the same text 发货 answers. */
  reason?: string;
  /** The model its SUP rule names. */
  model?: { id: number; name: string };
  /** The order it went out with. */
  shipped?: { purchase_id: number; no: string; returned: boolean };
}

/**
 * GET /erp/serial-check?serial=&product_id= : one serial checked as 发货 checks it — valid by the
 * SUP rule and a known model, of the line's model (when `product_id` is given), never shipped
 * before (naming the order it went with). A missing serial or a bad product id is 400.
 */
export const serialCheckHandler = (deps: Deps): Handler<AppEnv> => async (c) => {
  const typed = (c.req.query('serial') ?? '').trim();
  if (typed === '') throw new ApiError('BAD_REQUEST', '请填写序列号');
  if (typed.length > 32) throw new ApiError('BAD_REQUEST', '序列号最多 32 个字符');
  const productRaw = c.req.query('product_id');
  const productId = productRaw === undefined || productRaw === '' ? null : parseProduct(productRaw);
  const rules = await loadWarrantyRules(deps.db);
  const { info, rule } = checkSerial(rules, typed);
  if (!info.valid || !rule) return c.json(ok<SerialCheck>({ serial: info.serial || typed, valid: false, reason: `序列号「${info.serial || typed}」不是有效的序列号` }));
  const model = { id: rule.id, name: rule.name };
  const sent = await deps.db
    .selectFrom('erp_shipment_serial as s')
    .innerJoin('erp_purchase as p', 'p.id', 's.purchase_id')
    .select(['s.purchase_id', 'p.no', 's.returned_at'])
    .where('s.serial', '=', info.serial)
    .executeTakeFirst();
  const shipped = sent ? { purchase_id: Number(sent.purchase_id), no: sent.no, returned: sent.returned_at !== null } : undefined;
  if (shipped) return c.json(ok<SerialCheck>({ serial: info.serial, valid: false, reason: `序列号「${info.serial}」已随采购单 ${shipped.no} 发出`, model, shipped }));
  if (productId !== null && productId !== rule.id) {
    const line = rules.find((r) => r.id === productId);
    if (!line) throw new ApiError('BAD_REQUEST', `机型 ${productId} 不存在`);
    return c.json(ok<SerialCheck>({ serial: info.serial, valid: false, reason: `序列号「${info.serial}」属于机型「${rule.name}」，不是本行的「${line.name}」`, model }));
  }
  return c.json(ok<SerialCheck>({ serial: info.serial, valid: true, model }));
};

function parseProduct(raw: string): number {
  try {
    return parseId(raw);
  } catch {
    throw new ApiError('BAD_REQUEST', '「product_id」必须是机型编号');
  }
}
