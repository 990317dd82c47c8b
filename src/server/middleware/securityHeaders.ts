import type { MiddlewareHandler } from 'hono';

/**
 * The Content-Security-Policy of every response. Scripts only from our own origin (the app has
 * no inline script: runtime settings travel in `<meta>` tags); styles also `'unsafe-inline'`
 * because antd's CSS-in-JS injects `<style>` elements; images may come from https hosts
 * (avatars, object storage); no plugins, no `<base>`, never framed.
 */
export const CSP_DIRECTIVES = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
  fontSrc: ["'self'", 'data:'],
  connectSrc: ["'self'"],
  workerSrc: ["'self'", 'blob:'],
  frameSrc: ["'self'"],
  objectSrc: ["'none'"],
  baseUri: ["'none'"],
  formAction: ["'self'"],
  frameAncestors: ["'none'"],
};

/** The Referrer-Policy of every response. */
export const REFERRER_POLICY = 'strict-origin-when-cross-origin';

const kebab = (name: string): string => name.replace(/[A-Z]/g, (m) => `-${m.toLowerCase()}`);

/** The Content-Security-Policy header's value. */
export const CSP_VALUE = Object.entries(CSP_DIRECTIVES).map(([name, values]) => [kebab(name), ...values].join(' ')).join('; ');

/**
 * The security headers of every response, computed once: the CSP above,
 * `X-Content-Type-Options: nosniff`, the referrer policy, `X-Frame-Options: DENY`, and the
 * other headers of Hono's `secureHeaders` defaults (an api test compares them with its output).
 */
export const SECURITY_HEADERS: readonly (readonly [string, string])[] = [
  ['Cross-Origin-Resource-Policy', 'same-origin'],
  ['Cross-Origin-Opener-Policy', 'same-origin'],
  ['Origin-Agent-Cluster', '?1'],
  ['Referrer-Policy', REFERRER_POLICY],
  ['Strict-Transport-Security', 'max-age=15552000; includeSubDomains'],
  ['X-Content-Type-Options', 'nosniff'],
  ['X-DNS-Prefetch-Control', 'off'],
  ['X-Download-Options', 'noopen'],
  ['X-Frame-Options', 'DENY'],
  ['X-Permitted-Cross-Domain-Policies', 'none'],
  ['X-XSS-Protection', '0'],
  ['Content-Security-Policy', CSP_VALUE],
  ['Permissions-Policy', 'camera=(), microphone=(), geolocation=()'],
];

/** The Node response under @hono/node-server (`c.env.outgoing`); absent under `app.request` in tests. */
interface NodeOutgoing {
  setHeader(name: string, value: string): unknown;
  headersSent: boolean;
}

const outgoingOf = (env: unknown): NodeOutgoing | undefined => {
  const out = (env as { outgoing?: Partial<NodeOutgoing> } | undefined)?.outgoing;
  return out && typeof out.setHeader === 'function' ? (out as NodeOutgoing) : undefined;
};

/**
 * Security headers on every response of the app it is mounted on (API, static files,
 * index.html, errors, 404). Served by Node, they are set on the Node response before the
 * handler runs (Node merges them into the head it writes): cheap constant strings, where
 * setting them on the web `Response` afterwards built a WHATWG `Headers` per response, about
 * 7 % of a small request's time. Elsewhere (`app.request` in tests) they are set on the `Response`.
 */
export function securityHeaders(): MiddlewareHandler {
  return async function securityHeadersMiddleware(c, next) {
    const out = outgoingOf(c.env);
    if (out && !out.headersSent) {
      for (const [name, value] of SECURITY_HEADERS) out.setHeader(name, value);
      return next();
    }
    await next();
    for (const [name, value] of SECURITY_HEADERS) c.res.headers.set(name, value);
  };
}
