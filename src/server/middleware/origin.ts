import type { Context, MiddlewareHandler } from 'hono';
import { cors } from 'hono/cors';
import type { AppEnv } from '../context.ts';
import { errorResponse } from '../errors.ts';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** The allowed cross-origin origins from `CORS_ORIGINS` (comma separated, exact `scheme://host[:port]`). */
export const parseCorsOrigins = (raw: string | undefined): string[] =>
  (raw ?? '').split(',').map((o) => o.trim().replace(/\/+$/, '')).filter((o) => /^https?:\/\/[^/]+$/.test(o));

/** Whether the request reached us over HTTPS (with `trustProxy`, as the proxy's X-Forwarded-Proto says). */
export function isHttps(c: Context, trustProxy: boolean): boolean {
  if (new URL(c.req.url).protocol === 'https:') return true;
  return trustProxy && c.req.header('x-forwarded-proto')?.split(',')[0]?.trim().toLowerCase() === 'https';
}

function sameOrigin(c: Context, origin: string, trustProxy: boolean): boolean {
  let host: string;
  try {
    host = new URL(origin).host.toLowerCase();
  } catch {
    return false;
  }
  const own = (trustProxy && c.req.header('x-forwarded-host')?.split(',')[0]?.trim()) || c.req.header('host') || new URL(c.req.url).host;
  return host === own.toLowerCase();
}

/**
 * CORS for the configured origins only (credentials allowed, the Authorization header allowed);
 * any other origin gets no CORS headers. A write whose `Origin` is neither our own nor
 * configured — or that a browser marks `Sec-Fetch-Site: cross-site` — is refused with 403
 * 请求来源不被信任 before authentication (a second line behind the header-only token).
 */
export function originGuard(options: { corsOrigins: readonly string[]; trustProxy: boolean }): MiddlewareHandler<AppEnv> {
  const allowed = new Set(options.corsOrigins);
  const corsMiddleware = cors({
    origin: (origin) => (allowed.has(origin) ? origin : null),
    allowMethods: ['GET', 'POST', 'PUT', 'DELETE'],
    allowHeaders: ['Authorization', 'Content-Type', 'Accept'],
    credentials: true,
    maxAge: 600,
  });
  return async function originGuardMiddleware(c, next) {
    const origin = c.req.header('origin');
    if (!SAFE_METHODS.has(c.req.method)) {
      const trusted = origin ? allowed.has(origin) || sameOrigin(c, origin, options.trustProxy) : c.req.header('sec-fetch-site') !== 'cross-site';
      if (!trusted) {
        c.set('audit', { action: 'access.denied', resource: null, after: { reason: 'origin', origin: origin ?? null, method: c.req.method, path: c.req.path } });
        return errorResponse(c, 'CSRF_REFUSED');
      }
    }
    // No Origin header: not a cross-origin browser request, so no CORS headers to add.
    if (!origin) return next();
    return corsMiddleware(c, next);
  };
}
