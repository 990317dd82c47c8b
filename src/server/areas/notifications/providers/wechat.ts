import { ProviderError, type OutgoingMessage, type Provider, type SendContext, type SendResult } from './types.ts';
import { dropWechatToken, wechatToken, type WechatAccount } from './wechatToken.ts';
import { vendorJson } from './vendorHttp.ts';

/** errcodes of the template send: the token is stale (fetch a new one once). */
const TOKEN_ERRORS = new Set([40001, 40014, 42001]);
/** errcodes worth retrying later: system busy, the daily or per-minute quota. */
const TRANSIENT_ERRORS = new Set([-1, 45009, 45047]);

/** The template data WeChat wants: `{key: {value}}`, each value as text. */
export const templateData = (variables: Readonly<Record<string, unknown>>): Record<string, { value: string }> =>
  Object.fromEntries(Object.entries(variables).map(([k, v]) => [k, { value: String(v) }]));

/**
 * How long WeChat drops a second template message with the same openid + `client_msg_id`: its
 * documentation says 10 minutes ("对于同一个openid + client_msg_id, 只发送一条消息,10分钟有效,
 * 超过10分钟不保证效果"); a minute is kept back for the clocks and the request's own time.
 */
export const WECHAT_DEDUPE_MS = 9 * 60_000;

/**
 * WeChat official-account template messages: `POST /cgi-bin/message/template/send` with the
 * row's openid, template id (`template_code`) and variables; `client_msg_id` is the row's
 * idempotency key, so WeChat itself drops a second send of one row within its window
 * (`WECHAT_DEDUPE_MS`): an attempt cut then may be made again. Every errcode but the
 * transient ones (-1 system busy, 45009/45047 quota) is a permanent failure with WeChat's errmsg
 * (40003 invalid openid, 40037 invalid template id, 43004 unsubscribed …).
 */
export function wechatProvider(account: WechatAccount, now: () => number): Provider {
  async function post(m: OutgoingMessage, token: string): Promise<Record<string, unknown>> {
    const body = { touser: m.recipient, template_id: m.templateCode ?? '', data: templateData(m.variables ?? {}), client_msg_id: m.idempotencyKey };
    return vendorJson('微信', `${account.base}/cgi-bin/message/template/send?access_token=${encodeURIComponent(token)}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });
  }
  return {
    name: 'wechat',
    dedupe: { windowMs: WECHAT_DEDUPE_MS },
    async send(m: OutgoingMessage, ctx?: SendContext): Promise<SendResult> {
      if (!m.templateCode) throw new ProviderError('微信模板消息缺少模板 ID', true);
      const token = await wechatToken(account, now());
      await ctx?.handOver();
      let answer = await post(m, token);
      if (TOKEN_ERRORS.has(Number(answer.errcode))) {
        dropWechatToken(account);
        answer = await post(m, await wechatToken(account, now()));
      }
      const code = Number(answer.errcode ?? 0);
      if (code === 0 && answer.msgid !== undefined) return { providerMessageId: String(answer.msgid) };
      throw new ProviderError(`微信接口错误 ${code}：${String(answer.errmsg ?? '')}`, !TRANSIENT_ERRORS.has(code));
    },
  };
}
