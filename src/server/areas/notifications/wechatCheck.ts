import { createHash, timingSafeEqual } from 'node:crypto';
import type { Handler } from 'hono';
import type { AppEnv, Deps } from '../../context.ts';
import { ApiError } from '../../errors.ts';
import { requireCallbackToken } from './callbackToken.ts';
import { configValue } from './config.ts';

/**
 * WeChat's check of the server URL (公众号 → 基本配置 → 服务器配置): a GET with `signature`,
 * `timestamp`, `nonce` and `echostr`; the signature is the SHA-1 hex of the three texts token,
 * timestamp and nonce, sorted and joined. The URL answers `echostr` as plain text when it matches;
 * WeChat pushes events (the template receipts) only to a URL that passed.
 */
export const wechatSignature = (token: string, timestamp: string, nonce: string): string => createHash('sha1').update([token, timestamp, nonce].sort().join('')).digest('hex');

/** What WeChat sends: digits for the timestamp and nonce, letters and digits for echostr. */
const PART = /^[0-9]{1,20}$/;
const ECHO = /^[A-Za-z0-9_-]{1,128}$/;

/** GET /notification/callback/wechat?token=&signature=&timestamp=&nonce=&echostr= */
export const wechatCheckHandler = (deps: Deps): Handler<AppEnv> => async (c) => {
  await requireCallbackToken(deps.db, c.req.query('token'));
  const [signature, timestamp, nonce, echostr] = ['signature', 'timestamp', 'nonce', 'echostr'].map((k) => c.req.query(k) ?? '');
  if (!/^[0-9a-f]{40}$/.test(signature) || !PART.test(timestamp) || !PART.test(nonce) || !ECHO.test(echostr)) {
    throw new ApiError('VALIDATION_FAILED', '微信地址验证缺少有效的 signature、timestamp、nonce 或 echostr');
  }
  const token = String(await configValue(deps.db, 'notify_callback_token'));
  const expected = Buffer.from(wechatSignature(token, timestamp, nonce), 'utf8');
  if (!timingSafeEqual(expected, Buffer.from(signature, 'utf8'))) throw new ApiError('FORBIDDEN', '微信签名不正确：请确认公众号的令牌(Token)与回调令牌一致');
  return c.text(echostr);
};
