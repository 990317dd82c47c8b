import type { Handler } from 'hono';
import type { AppEnv, Deps } from '../../context.ts';
import { ApiError } from '../../errors.ts';
import { isWellFormedText, readJsonValue } from '../../body.ts';
import { runWrite } from '../../engine/write.ts';
import { requireCallbackToken } from './callbackToken.ts';
import { applyReceipt, MESSAGE_ID, wechatReceiptState, type Receipt } from './receipts.ts';

const UTF8 = new TextDecoder('utf-8', { fatal: true });

async function bodyText(c: Parameters<Handler<AppEnv>>[0]): Promise<string> {
  try {
    const text = UTF8.decode(await c.req.arrayBuffer());
    if (!isWellFormedText(text)) throw new Error('NUL');
    return text;
  } catch {
    throw new ApiError('VALIDATION_FAILED', '回执内容不是合法的 UTF-8 文本');
  }
}

/** One element of WeChat's event XML (`<Tag>v</Tag>` or `<Tag><![CDATA[v]]></Tag>`), or null. */
export function xmlField(xml: string, tag: string): string | null {
  const m = new RegExp(`<${tag}>\\s*(?:<!\\[CDATA\\[([\\s\\S]*?)\\]\\]>|([^<]*))\\s*</${tag}>`).exec(xml);
  return m ? (m[1] ?? m[2] ?? '').trim() : null;
}

/**
 * POST /notification/callback/wechat?token= — WeChat's event push (XML). A TEMPLATESENDJOBFINISH
 * sets the receipt of the row its MsgID names; any other event is acknowledged and ignored.
 * WeChat wants the text `success` back.
 */
export const wechatReceiptHandler = (deps: Deps): Handler<AppEnv> => async (c) => {
  await requireCallbackToken(deps.db, c.req.query('token'));
  const xml = await bodyText(c);
  if (!xml.includes('<xml')) throw new ApiError('VALIDATION_FAILED', '微信事件推送必须是 XML');
  let receipt: Receipt | undefined;
  if (xmlField(xml, 'Event') === 'TEMPLATESENDJOBFINISH') {
    const id = xmlField(xml, 'MsgID') ?? xmlField(xml, 'MsgId') ?? '';
    const status = xmlField(xml, 'Status') ?? '';
    if (!/^\d{1,20}$/.test(id)) throw new ApiError('VALIDATION_FAILED', '微信事件缺少有效的 MsgID');
    receipt = { providerMessageId: id, state: wechatReceiptState(status), detail: status };
  }
  // any other event changes nothing, and is logged all the same (one row per call of the vendor)
  await runWrite(c, deps, { action: 'notifications.wechatReceipt', resource: 'notifications' }, async ({ trx, now }) => {
    const updated = receipt ? await applyReceipt(trx, 'wechat', receipt, now) : 0;
    return { result: updated, log: { after: { updated } } };
  });
  return c.text('success');
};

/** An idempotency key as we send it in `OutId` (`<trigger>:<uuid>`, `repairs.status:1:2` …). */
const OUT_ID = /^[\w.:-]{1,255}$/;

/**
 * The receipts of Aliyun's SMS status report (a JSON array of `{biz_id, success, err_code,
 * err_msg, out_id}`); `out_id` is the `OutId` we sent, the row's idempotency key.
 */
export function smsReceipts(body: unknown): Receipt[] {
  if (!Array.isArray(body)) throw new ApiError('VALIDATION_FAILED', '短信状态报告必须是 JSON 数组');
  if (body.length > 1000) throw new ApiError('VALIDATION_FAILED', '短信状态报告一次最多 1000 条');
  return body.flatMap((item: unknown): Receipt[] => {
    const r = (item ?? {}) as { biz_id?: unknown; success?: unknown; err_code?: unknown; err_msg?: unknown; out_id?: unknown };
    if (typeof r.biz_id !== 'string' || !MESSAGE_ID.test(r.biz_id)) return [];
    const delivered = r.success === true || r.success === 'true';
    const detail = [r.err_code, r.err_msg].filter((v) => typeof v === 'string' && v && isWellFormedText(v)).join(' ');
    const key = typeof r.out_id === 'string' && OUT_ID.test(r.out_id) ? r.out_id : undefined;
    return [{ providerMessageId: r.biz_id, state: delivered ? 'delivered' : 'failed', detail: detail || null, ...(key ? { key } : {}) }];
  });
}

/**
 * POST /notification/callback/sms?token= — Aliyun's SMS status report (HTTP batch push). Each
 * report sets the receipt of the row its biz_id names, or settles a row 发送结果未知 its out_id
 * names (receipts.ts); Aliyun wants `{code: 0, msg: '成功'}` back.
 */
export const smsReceiptHandler = (deps: Deps): Handler<AppEnv> => async (c) => {
  await requireCallbackToken(deps.db, c.req.query('token'));
  const body = await readJsonValue(c, null);
  const receipts = smsReceipts(body);
  const updated = await runWrite(c, deps, { action: 'notifications.smsReceipt', resource: 'notifications' }, async ({ trx, now }) => {
    let n = 0;
    for (const r of receipts) n += await applyReceipt(trx, 'aliyun', r, now);
    return { result: n, log: { after: { reports: receipts.length, updated: n } } };
  });
  return c.json({ code: 0, msg: '成功', updated });
};
