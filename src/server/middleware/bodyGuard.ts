import type { MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { AppEnv } from '../context.ts';
import { errorResponse } from '../errors.ts';

/** 1 MiB: the largest request body the API accepts. */
export const MAX_BODY_BYTES = 1024 * 1024;

/** Paths whose handlers read (and limit) a multipart body themselves; the guards here skip them. */
export type SkipPath = (path: string) => boolean;

const never: SkipPath = () => false;

/** Bodies over `maxBytes` get 413 PAYLOAD_TOO_LARGE before any handler reads them. */
export function limitBody(maxBytes: number = MAX_BODY_BYTES, skip: SkipPath = never): MiddlewareHandler<AppEnv> {
  const limit = bodyLimit({ maxSize: maxBytes, onError: (c) => errorResponse(c, 'PAYLOAD_TOO_LARGE') });
  return async function limitBodyMiddleware(c, next) {
    // A GET or HEAD has no body; asking would build the full WHATWG Request (the costliest step of a read).
    if (c.req.method === 'GET' || c.req.method === 'HEAD' || skip(c.req.path)) return next();
    return limit(c, next);
  };
}

/** Writes (POST/PUT/PATCH/DELETE) carrying a body must be JSON, else 415 UNSUPPORTED_MEDIA_TYPE. */
export function jsonOnly(skip: SkipPath = never): MiddlewareHandler<AppEnv> {
  return async function jsonOnlyMiddleware(c, next) {
    if (!skip(c.req.path) && c.req.method !== 'GET' && c.req.method !== 'HEAD' && c.req.raw.body !== null) {
      const type = (c.req.header('content-type') ?? '').split(';')[0].trim().toLowerCase();
      const length = c.req.header('content-length');
      if (type !== 'application/json' && length !== '0') return errorResponse(c, 'UNSUPPORTED_MEDIA_TYPE');
    }
    await next();
  };
}
