import type { HttpError } from '@refinedev/core';
import { errorText, isFailure } from '../../../domain/envelope.ts';
import { TRANSPORT_ERROR_MESSAGE } from '../../../domain/errors.ts';

/** The error every provider throws: refine's HttpError plus the server's code. */
export class CmsHttpError extends Error {
  readonly statusCode: number;
  readonly code: string | undefined;
  /** The server's reason as a person reads it: the envelope's Chinese message, without the code. */
  readonly reason: string;
  constructor(message: string, statusCode: number, code?: string, reason = message) {
    super(message);
    this.name = 'CmsHttpError';
    this.statusCode = statusCode;
    this.code = code;
    this.reason = reason;
  }
}

/** Why a request failed, in words for the page (the server's message, else the transport text). */
export const reasonOf = (error: HttpError | Error | null | undefined): string | undefined =>
  error instanceof CmsHttpError ? error.reason : error?.message || undefined;

/** The code of an error, when it came from the server. */
export const codeOf = (error: HttpError | Error | null | undefined): string | undefined =>
  error instanceof CmsHttpError ? error.code : undefined;

const messageOf = (body: unknown): string | undefined => {
  if (typeof body !== 'object' || body === null || !('message' in body)) return undefined;
  const m = (body as { message: unknown }).message;
  return typeof m === 'string' && m.trim() !== '' ? m : undefined;
};

/**
 * An answer → its payload. A body with a non-empty `code` throws `[code]message` with the HTTP
 * status; any other non-2xx throws the server's message, else 请求异常，请稍后重试.
 */
export function unwrapEnvelope(status: number, body: unknown): unknown {
  if (isFailure(body)) {
    const message = messageOf(body) ?? TRANSPORT_ERROR_MESSAGE;
    throw new CmsHttpError(errorText(body.code, message), status >= 400 ? status : 400, String(body.code), message);
  }
  if (status < 200 || status >= 300) throw new CmsHttpError(messageOf(body) ?? TRANSPORT_ERROR_MESSAGE, status);
  if (typeof body === 'object' && body !== null && 'data' in body) return (body as { data: unknown }).data;
  throw new CmsHttpError(TRANSPORT_ERROR_MESSAGE, status);
}

/** A request that never got an answer (network down, CORS, aborted). */
export const transportError = (): CmsHttpError => new CmsHttpError(TRANSPORT_ERROR_MESSAGE, 0);
