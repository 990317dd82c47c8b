import { createHash } from 'node:crypto';
import { flagBounce } from '../../../src/server/areas/notifications/bounces.ts';
import type { TestUser } from '../../helpers/testServer.ts';
import { setConfig } from '../notifications/providerFixtures.ts';
import type { Call, CallContext } from './callContext.ts';

/** Valid calls of the providers' endpoints (notifications group): status, clearing a bounce, the vendors' receipts. */

const TOKEN = 'access_matrix_token';
const tokens = new WeakMap<CallContext, Promise<void>>();

/** The callback token, set once per server. */
function callbackToken(ctx: CallContext): Promise<void> {
  let set = tokens.get(ctx);
  if (!set) {
    set = setConfig(ctx.s.db, 'notify_callback_token', TOKEN, 'secret');
    tokens.set(ctx, set);
  }
  return set;
}

const EVENT = '<xml><ToUserName><![CDATA[gh_test]]></ToUserName><FromUserName><![CDATA[o_customer]]></FromUserName><MsgType><![CDATA[event]]></MsgType><Event><![CDATA[TEMPLATESENDJOBFINISH]]></Event><MsgID>200000001</MsgID><Status><![CDATA[success]]></Status></xml>';

export const NOTIFICATION_PROVIDER_CALLS: Record<string, (ctx: CallContext, caller: TestUser | null) => Promise<Call[]>> = {
  'GET /notification/providers': async () => [{ method: 'GET', path: '/notification/providers' }],
  'DELETE /notification/bounce/:address': async (ctx) => {
    const address = `bounce${ctx.next()}@example.cn`;
    await flagBounce(ctx.s.db, address, '550 User unknown', ctx.s.clock.now());
    return [{ method: 'DELETE', path: `/notification/bounce/${encodeURIComponent(address)}` }];
  },
  'GET /notification/callback/wechat': async (ctx) => {
    await callbackToken(ctx);
    const [timestamp, nonce] = ['1764115200', String(100000 + ctx.next())];
    const signature = createHash('sha1').update([TOKEN, timestamp, nonce].sort().join('')).digest('hex');
    return [{ method: 'GET', path: `/notification/callback/wechat?token=${TOKEN}&signature=${signature}&timestamp=${timestamp}&nonce=${nonce}&echostr=4521137786543` }];
  },
  'POST /notification/callback/wechat': async (ctx) => {
    await callbackToken(ctx);
    return [{ method: 'POST', path: `/notification/callback/wechat?token=${TOKEN}`, body: EVENT, contentType: 'text/xml' }];
  },
  'POST /notification/callback/sms': async (ctx) => {
    await callbackToken(ctx);
    return [{ method: 'POST', path: `/notification/callback/sms?token=${TOKEN}`, body: [{ biz_id: '900000000000000001^0', success: true, err_code: 'DELIVERED', err_msg: '用户接收成功' }] }];
  },
};
