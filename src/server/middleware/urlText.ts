import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../context.ts';
import { errorResponse } from '../errors.ts';

/**
 * Path parameters and query values are text like a body's: a percent-encoding that does not
 * decode to well-formed UTF-8 — `%ED%A0%80` (a lone surrogate's bytes), `%FF`, a stray `%` —
 * gets 400 BAD_REQUEST. Hono would keep such a value undecoded and hand it on as literal text
 * (a search for `ab%ED%A0%80cd`). A NUL (`%00`) gets the same 400: PostgreSQL's text holds
 * none and would fail the query. Only a URL with a `%` in it is decoded to check.
 */
export function wellFormedUrl(): MiddlewareHandler<AppEnv> {
  return async function wellFormedUrlMiddleware(c, next) {
    const url = c.req.url;
    if (url.includes('%')) {
      let decoded: string;
      try {
        decoded = decodeURIComponent(url);
      } catch {
        return errorResponse(c, 'BAD_REQUEST', '请求地址含有无法识别的字符（编码不是合法的 UTF-8），请删除后重试');
      }
      if (decoded.includes('\u0000')) return errorResponse(c, 'BAD_REQUEST', '请求地址含有无法识别的字符（空字符），请删除后重试');
    }
    await next();
  };
}
