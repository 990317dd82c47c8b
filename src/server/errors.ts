import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { fail } from '../domain/envelope.ts';
import { ERRORS, type ErrorName } from '../domain/errors.ts';

/** A failure from the catalogue, thrown by handlers and answered by the error middleware. */
export class ApiError extends Error {
  readonly errorName: ErrorName;
  readonly status: ContentfulStatusCode;

  constructor(name: ErrorName, message?: string) {
    super(message ?? ERRORS[name].message);
    this.errorName = name;
    this.status = ERRORS[name].status as ContentfulStatusCode;
  }
}

/** The `{code, message, data: null}` response of a catalogue entry with its HTTP status. */
export function errorResponse(c: Context, name: ErrorName, message?: string): Response {
  return c.json(fail(name, message), ERRORS[name].status as ContentfulStatusCode);
}

/** The message of an update that names no field to change (400 VALIDATION_FAILED): it changes nothing, not even the version. */
export const NOTHING_TO_CHANGE = '没有要修改的内容';

/** Throws an ApiError (handy in expressions). */
export function raise(name: ErrorName, message?: string): never {
  throw new ApiError(name, message);
}
