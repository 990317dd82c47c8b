/**
 * Record numbers (单号): a prefix, the China day `yyyyMMdd` and a 4-digit daily sequence —
 * WX202611240001. The prefix says which records a number names and on which screen they open:
 * a number written in a message or a notification (「工单 GD… 已转派给您」) is found by these,
 * looked up by the resource's `no` field and shown as a link to its detail page
 * (src/app/areas/settings/messages/RecordText.tsx; the server's look-up checks the detail route's
 * access, src/server/areas/settings/messageRefs.ts). The server numbers new records with the same
 * prefixes (test/api/recordRefs.test.ts checks every kind against this table).
 */
export interface RecordNumbering {
  prefix: string;
  /** The resource whose `no` field holds these numbers. */
  resource: string;
  /** The screen whose detail page opens such a record. */
  screen: string;
}

export const RECORD_NUMBERINGS = [
  { prefix: 'WX', resource: 'repairs', screen: 'repair' },
  { prefix: 'KX', resource: 'repairs', screen: 'quickrp' },
  { prefix: 'BY', resource: 'requests', screen: 'backup' },
  { prefix: 'PJ', resource: 'requests', screen: 'accessory' },
  { prefix: 'HH', resource: 'exchanges', screen: 'exchange' },
  { prefix: 'GD', resource: 'tickets', screen: 'ticket' },
] as const satisfies readonly RecordNumbering[];

/** The field that holds a record's number. */
export const RECORD_NUMBER_FIELD = 'no';

/** Digits after the prefix: yyyyMMdd and the 4-digit sequence. */
const DIGITS = 12;

const PREFIXES = RECORD_NUMBERINGS.map((n) => n.prefix).join('|');

/** A whole number, not part of a longer word or number. */
const NUMBER_IN_TEXT = new RegExp(`(?<![A-Za-z0-9])(?:${PREFIXES})\\d{${DIGITS}}(?![A-Za-z0-9])`, 'g');

/** Something that starts like a number but has the wrong length (WX20261002): the seed check refuses these. */
export const NUMBER_LIKE = new RegExp(`(?<![A-Za-z0-9])(?:${PREFIXES})\\d{4,}(?![A-Za-z0-9])`, 'g');

/** The numbering a number belongs to, when it is one. */
export function numberingOf(no: string): RecordNumbering | undefined {
  if (no.length !== 2 + DIGITS || !/^\d+$/.test(no.slice(2))) return undefined;
  return RECORD_NUMBERINGS.find((n) => no.startsWith(n.prefix));
}

/** A run of text, or a record number within it. */
export type TextPart = { text: string; no?: undefined } | { text: string; no: string; numbering: RecordNumbering };

/** Splits a text into plain runs and the record numbers it names, in order. */
export function splitRecordNumbers(text: string): TextPart[] {
  const parts: TextPart[] = [];
  let at = 0;
  for (const m of text.matchAll(NUMBER_IN_TEXT)) {
    const numbering = numberingOf(m[0]);
    if (!numbering || m.index === undefined) continue;
    if (m.index > at) parts.push({ text: text.slice(at, m.index) });
    parts.push({ text: m[0], no: m[0], numbering });
    at = m.index + m[0].length;
  }
  if (at < text.length) parts.push({ text: text.slice(at) });
  return parts;
}

/** The distinct record numbers a text names. */
export const recordNumbersIn = (text: string): string[] => [...new Set(splitRecordNumbers(text).flatMap((p) => (p.no ? [p.no] : [])))];
