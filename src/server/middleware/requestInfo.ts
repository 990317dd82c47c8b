import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../context.ts';

/**
 * Records the caller's address and user agent. With `trustProxy` the first
 * `X-Forwarded-For` entry wins; otherwise the socket's address (or `local` in tests).
 */
export function requestInfo(options: { trustProxy: boolean }): MiddlewareHandler<AppEnv> {
  return async function requestInfoMiddleware(c, next) {
    let ip = c.env?.incoming?.socket?.remoteAddress ?? 'local';
    if (options.trustProxy) {
      const forwarded = c.req.header('x-forwarded-for')?.split(',')[0]?.trim();
      if (forwarded) ip = forwarded;
    }
    c.set('ip', ip.slice(0, 64));
    c.set('userAgent', (c.req.header('user-agent') ?? '').slice(0, 300));
    await next();
  };
}
