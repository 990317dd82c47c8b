import type { MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { AppEnv } from '../context.ts';
import { errorResponse } from '../errors.ts';

/** 1 MiB: the largest request body the API accepts. */
export const MAX_BODY_BYTES = 1024 * 1024;

/** Bodies over `maxBytes` get 413 PAYLOAD_TOO_LARGE before any handler reads them. */
export function limitBody(maxBytes: number = MAX_BODY_BYTES): MiddlewareHandler<AppEnv> {
  return bodyLimit({ maxSize: maxBytes, onError: (c) => errorResponse(c, 'PAYLOAD_TOO_LARGE') });
}

/** Writes (POST/PUT/PATCH/DELETE) carrying a body must be JSON, else 415 UNSUPPORTED_MEDIA_TYPE. */
export function jsonOnly(): MiddlewareHandler<AppEnv> {
  return async function jsonOnlyMiddleware(c, next) {
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD' && c.req.raw.body !== null) {
      const type = (c.req.header('content-type') ?? '').split(';')[0].trim().toLowerCase();
      const length = c.req.header('content-length');
      if (type !== 'application/json' && length !== '0') return errorResponse(c, 'UNSUPPORTED_MEDIA_TYPE');
    }
    await next();
  };
}
