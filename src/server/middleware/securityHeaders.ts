import type { MiddlewareHandler } from 'hono';
import { secureHeaders } from 'hono/secure-headers';

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

/**
 * Security headers on every response of the app it is mounted on (API, static files,
 * index.html, errors, 404): the CSP above, `X-Content-Type-Options: nosniff`, the referrer
 * policy, `X-Frame-Options: DENY` and Hono's other defaults.
 */
export function securityHeaders(): MiddlewareHandler {
  return secureHeaders({
    contentSecurityPolicy: CSP_DIRECTIVES,
    referrerPolicy: REFERRER_POLICY,
    xFrameOptions: 'DENY',
    crossOriginResourcePolicy: 'same-origin',
    crossOriginOpenerPolicy: 'same-origin',
    permissionsPolicy: { camera: [], microphone: [], geolocation: [] },
  });
}
