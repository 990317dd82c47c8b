/**
 * The rules of a device's decryption (activation) code, pure so that both halves and the unit
 * tests read the same ones: the code's form (16 base32 characters in four groups), its mask, the
 * result of a request, and the warranty state of a record.
 */

/** RFC 4648 base32: the 32 characters a code is written in (no 0, 1, 8, 9: none is mistaken for a letter). */
export const CODE_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

/** The characters of a code and the groups they are shown in: `XXXX-XXXX-XXXX-XXXX`. */
export const CODE_LENGTH = 16;
export const CODE_PATTERN = /^[A-Z2-7]{4}-[A-Z2-7]{4}-[A-Z2-7]{4}-[A-Z2-7]{4}$/;

/** The system config item holding N, the requests one serial may make on one China day (more are refused and warned about). */
export const DAILY_LIMIT_KEY = 'active_log_daily_limit';
export const DEFAULT_DAILY_LIMIT = 5;

/** A code from (at least 10) bytes of a digest: their first 80 bits as 16 base32 characters, grouped by four. */
export function formatCode(bytes: Uint8Array): string {
  if (bytes.length < 10) throw new Error('a code needs 10 bytes');
  let bits = 0;
  let value = 0;
  let out = '';
  for (const byte of bytes.subarray(0, 10)) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      out += CODE_ALPHABET[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
    value &= (1 << bits) - 1;
  }
  return out.match(/.{4}/g)?.join('-') ?? out;
}

/** What the list shows of a code: its first and last group, `ABCD-****-****-WXYZ`. */
export function maskCode(code: string): string {
  const groups = code.split('-');
  if (groups.length !== 4) throw new Error('not a code');
  return `${groups[0]}-****-****-${groups[3]}`;
}

export type ActiveFailure = 'unknown_serial' | 'out_of_rule' | 'too_many';
export type ActiveResult = { result: 'success' } | { result: 'failure'; reason: ActiveFailure };

/** What is known of a request when it is answered. */
export interface ActiveRequest {
  /** The serial is one by the rule, and a product model's rule knows it. */
  known: boolean;
  /** The last day of its warranty (by its model's months), `YYYY-MM-DD`. */
  warrantyEnd: string | null;
  /** The China date today. */
  today: string;
  /** Requests this serial already made today (China day), whatever their result. */
  requestsToday: number;
  /** N: the requests allowed per serial and day. */
  limit: number;
}

/**
 * The answer to a request, the first reason that applies: a serial no model's rule knows, a serial
 * whose warranty ended before today, a serial that already made N requests today; else success.
 */
export function activeResultOf(r: ActiveRequest): ActiveResult {
  if (!r.known || !r.warrantyEnd) return { result: 'failure', reason: 'unknown_serial' };
  if (r.warrantyEnd < r.today) return { result: 'failure', reason: 'out_of_rule' };
  if (r.requestsToday >= r.limit) return { result: 'failure', reason: 'too_many' };
  return { result: 'success' };
}

export type RecordWarranty = 'in' | 'out' | 'unknown';

/** A record's warranty as of `today` (China date): 在保 while today is not after its end, 已过保 after, 未知 without an end. */
export const recordWarranty = (warrantyEnd: string | null | undefined, today: string): RecordWarranty =>
  !warrantyEnd ? 'unknown' : today <= warrantyEnd.slice(0, 10) ? 'in' : 'out';

/** Whether a record's place in its serial's day (`day_count`) is over N: the list's warning. */
export const overDailyLimit = (dayCount: number, limit: number): boolean => dayCount > limit;

/** N from its stored config value: a whole number of at least 1, else the default. */
export const dailyLimitOf = (value: unknown): number => (typeof value === 'number' && Number.isInteger(value) && value >= 1 ? value : DEFAULT_DAILY_LIMIT);
