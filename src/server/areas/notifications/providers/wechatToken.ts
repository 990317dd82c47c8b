import { vendorJson } from './vendorHttp.ts';
import { ProviderError } from './types.ts';

/**
 * The official account's access token (`GET /cgi-bin/token`), kept until 5 minutes before it
 * expires. The cache is per process: a token another process fetched is not shared, and when
 * WeChat answers 40001/42001 (the token was replaced or expired) the caller drops it and fetches
 * once more — WeChat keeps the previous token valid for 5 minutes after a new one is issued.
 */
const tokens = new Map<string, { token: string; until: number }>();

const EARLY_MS = 300_000;
/** Token errors that will not go away by trying again: wrong AppID, wrong secret, IP not whitelisted. */
const PERMANENT_TOKEN_ERRORS = new Set([40001, 40013, 40125, 40164, 41002, 41004]);

export interface WechatAccount {
  base: string;
  appid: string;
  secret: string;
}

const keyOf = (a: WechatAccount): string => `${a.base}|${a.appid}`;

export function dropWechatToken(account: WechatAccount): void {
  tokens.delete(keyOf(account));
}

export async function wechatToken(account: WechatAccount, now: number): Promise<string> {
  const known = tokens.get(keyOf(account));
  if (known && known.until > now) return known.token;
  const query = new URLSearchParams({ grant_type: 'client_credential', appid: account.appid, secret: account.secret });
  const body = await vendorJson('微信', `${account.base}/cgi-bin/token?${query}`);
  if (typeof body.access_token !== 'string') {
    const code = Number(body.errcode ?? -1);
    throw new ProviderError(`微信获取 access_token 失败 ${code}：${String(body.errmsg ?? '')}`, PERMANENT_TOKEN_ERRORS.has(code));
  }
  const expiresIn = Number(body.expires_in ?? 7200);
  tokens.set(keyOf(account), { token: body.access_token, until: now + Math.max(60, expiresIn) * 1000 - EARLY_MS });
  return body.access_token;
}
