import { randomBytes } from 'node:crypto';
import { listen, readBody, sendJson, type FakeServer } from './listen.ts';

/**
 * A fake of the WeChat official-account API, for tests: `GET /cgi-bin/token` (client
 * credential; a wrong AppID or secret answers 40013/40125) and `POST
 * /cgi-bin/message/template/send` (an unknown or stale token answers 40001; a template id it
 * does not know 40037). Openids choose the other error answers: `o_invalid` 40003, `o_unsub`
 * 43004, `o_busy` -1, `o_quota` 45009. A `client_msg_id` seen before answers its first msgid.
 */
export interface FakeWechat extends FakeServer {
  appid: string;
  secret: string;
  /** Template sends it accepted, in order. */
  sent: { touser: string; template_id: string; data: Record<string, { value: string }>; client_msg_id?: string; msgid: number }[];
  tokenCalls: number;
  /** Makes every token issued so far stale (as when another process fetched a new one). */
  expireTokens: () => void;
}

export const WECHAT_ERRORS: Readonly<Record<string, { errcode: number; errmsg: string }>> = {
  o_invalid: { errcode: 40003, errmsg: 'invalid openid' },
  o_unsub: { errcode: 43004, errmsg: 'require subscribe' },
  o_busy: { errcode: -1, errmsg: 'system error' },
  o_quota: { errcode: 45009, errmsg: 'reach max api daily quota limit' },
};

export async function startFakeWechat(opts: { templates: readonly string[] }): Promise<FakeWechat> {
  const appid = 'wx_fake_appid';
  const secret = 'fake_app_secret';
  const tokens = new Set<string>();
  const byClientId = new Map<string, number>();
  let nextMsgId = 200_000_001;
  const state = { tokenCalls: 0 };
  const sent: FakeWechat['sent'] = [];
  const server = await listen(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://fake');
    if (req.method === 'GET' && url.pathname === '/cgi-bin/token') {
      state.tokenCalls += 1;
      if (url.searchParams.get('grant_type') !== 'client_credential') return sendJson(res, 200, { errcode: 40002, errmsg: 'invalid grant_type' });
      if (url.searchParams.get('appid') !== appid) return sendJson(res, 200, { errcode: 40013, errmsg: 'invalid appid' });
      if (url.searchParams.get('secret') !== secret) return sendJson(res, 200, { errcode: 40125, errmsg: 'invalid appsecret' });
      const token = randomBytes(16).toString('hex');
      tokens.add(token);
      return sendJson(res, 200, { access_token: token, expires_in: 7200 });
    }
    if (req.method === 'POST' && url.pathname === '/cgi-bin/message/template/send') {
      if (!tokens.has(url.searchParams.get('access_token') ?? '')) return sendJson(res, 200, { errcode: 40001, errmsg: 'invalid credential, access_token is invalid or not latest' });
      const body = JSON.parse(await readBody(req)) as Omit<FakeWechat['sent'][number], 'msgid'>;
      const error = WECHAT_ERRORS[body.touser];
      if (error) return sendJson(res, 200, error);
      if (!opts.templates.includes(body.template_id)) return sendJson(res, 200, { errcode: 40037, errmsg: 'invalid template_id' });
      const known = body.client_msg_id ? byClientId.get(body.client_msg_id) : undefined;
      const msgid = known ?? nextMsgId++;
      if (known === undefined) {
        if (body.client_msg_id) byClientId.set(body.client_msg_id, msgid);
        sent.push({ ...body, msgid });
      }
      return sendJson(res, 200, { errcode: 0, errmsg: 'ok', msgid });
    }
    sendJson(res, 404, { errcode: 44004, errmsg: 'not found' });
  });
  return {
    ...server,
    appid,
    secret,
    sent,
    get tokenCalls() {
      return state.tokenCalls;
    },
    expireTokens: () => tokens.clear(),
  };
}
