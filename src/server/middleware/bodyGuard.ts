import type { Context, MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { AppEnv } from '../context.ts';
import { errorResponse } from '../errors.ts';

/** 1 MiB: the largest request body the API accepts. */
export const MAX_BODY_BYTES = 1024 * 1024;

/** Paths whose handlers read (and limit) a multipart body themselves; the guards here skip them. */
export type SkipPath = (path: string) => boolean;

const never: SkipPath = () => false;

const isBodyless = (method: string): boolean => method === 'GET' || method === 'HEAD';

/**
 * Whether a request carries a body. From the wire, HTTP says so (RFC 9112 §6.3): only a
 * `Transfer-Encoding` or a `Content-Length` above 0 announces one. A browser's DELETE sends
 * neither, yet @hono/node-server still hands it a (empty) body stream, so the stream cannot
 * tell. A `Request` built in process (`app.request` in tests) has no framing headers: there
 * its body stream is what counts.
 */
export function carriesBody(c: Context<AppEnv>): boolean {
  if (c.req.header('transfer-encoding') !== undefined) return true;
  const length = c.req.header('content-length');
  if (length !== undefined) return length.trim() !== '0';
  return c.env?.incoming === undefined && c.req.raw.body !== null;
}

/** The declared body size when `Content-Length` alone frames the body, else undefined (read it to know). */
function declaredLength(c: Context<AppEnv>): number | undefined {
  if (c.req.header('transfer-encoding') !== undefined) return undefined;
  const length = c.req.header('content-length');
  return length === undefined ? undefined : Number(length);
}

/**
 * Bodies over `maxBytes` get 413 PAYLOAD_TOO_LARGE before any handler reads them. Every 413 —
 * this one or a handler's own (the upload's limit) — says `Connection: close`: the refused body
 * is left unread on the socket, so the connection cannot serve another request, and a client
 * told "keep-alive" would send its next request into a socket about to be closed.
 */
export function limitBody(maxBytes: number = MAX_BODY_BYTES, skip: SkipPath = never): MiddlewareHandler<AppEnv> {
  const limit = bodyLimit({ maxSize: maxBytes, onError: (c) => errorResponse(c, 'PAYLOAD_TOO_LARGE') });
  return async function limitBodyMiddleware(c, next) {
    // A GET or HEAD has no body; asking would build the full WHATWG Request (the costliest step of a read).
    if (isBodyless(c.req.method)) return next();
    if (skip(c.req.path) || !carriesBody(c)) await next();
    else {
      const declared = declaredLength(c);
      if (declared === undefined) {
        const refused = await limit(c, next);
        if (refused instanceof Response) c.res = refused;
      } else if (declared > maxBytes) c.res = errorResponse(c, 'PAYLOAD_TOO_LARGE');
      else await next();
    }
    if (c.res.status === 413) c.res.headers.set('Connection', 'close');
  };
}

const JSON_TYPES: readonly string[] = ['application/json'];

/**
 * Writes (POST/PUT/PATCH/DELETE) carrying a body must be JSON — or, on a path `accepts` names
 * other types for (an endpoint declared `xml`), one of those — else 415 UNSUPPORTED_MEDIA_TYPE.
 */
export function jsonOnly(skip: SkipPath = never, accepts: (path: string) => readonly string[] = () => JSON_TYPES): MiddlewareHandler<AppEnv> {
  return async function jsonOnlyMiddleware(c, next) {
    if (!isBodyless(c.req.method) && !skip(c.req.path) && carriesBody(c)) {
      const type = (c.req.header('content-type') ?? '').split(';')[0].trim().toLowerCase();
      if (!accepts(c.req.path).includes(type)) return errorResponse(c, 'UNSUPPORTED_MEDIA_TYPE');
    }
    await next();
  };
}
