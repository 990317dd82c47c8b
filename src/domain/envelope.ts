import { ERRORS, type ErrorName } from './errors.ts';

/** A successful answer: `{"data": payload}`. */
export interface OkEnvelope<T> {
  data: T;
  code?: undefined;
}

/** A failed answer: a non-empty code, a Chinese message, and `data: null`. */
export interface ErrorEnvelope {
  code: string;
  message: string;
  data: null;
}

export type Envelope<T> = OkEnvelope<T> | ErrorEnvelope;

/**
 * A list payload: one page of rows and the total under the filter. A total the server counted
 * only up to its cap comes as `total: 10000, totalCapped: true` ("10000+"); with `withTotal=0`
 * there is no total at all (README, API contract). The server's list answers are typed by it and
 * the app's data provider reads it.
 */
export interface ListPayload<T> {
  list: T[];
  total?: number;
  totalCapped?: true;
}

export const ok = <T>(data: T): OkEnvelope<T> => ({ data });

/** The failure body for a catalogue entry, optionally with a more precise message. */
export const fail = (name: ErrorName, message?: string): ErrorEnvelope => ({
  code: ERRORS[name].code,
  message: message ?? ERRORS[name].message,
  data: null,
});

/** Section 8: a body with a non-empty `code` is a failure. */
export const isFailure = (body: unknown): body is ErrorEnvelope =>
  typeof body === 'object' && body !== null && 'code' in body &&
  (body as { code: unknown }).code !== undefined && (body as { code: unknown }).code !== null &&
  (body as { code: unknown }).code !== '' && (body as { code: unknown }).code !== 0;

/** The text of an error toast: `[code]message`, or the message alone when there is no code. */
export const errorText = (code: string | number | undefined, message: string): string =>
  code !== undefined && code !== '' ? `[${code}]${message}` : message;
