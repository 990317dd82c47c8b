/**
 * The SMS rules both halves can show: how many billed segments a text is, and the per-number
 * rate limit. Pure.
 */

/** One segment holds 70 characters; a longer text is sent in parts of 67 (each part carries a 3-character header). */
export const SMS_SINGLE_CHARS = 70;
export const SMS_PART_CHARS = 67;

/** The text as it reaches the phone: the signature 【…】 counts. */
export const smsText = (signName: string | null, content: string): string => (signName ? `【${signName}】${content}` : content);

/** Billed segments of a text (characters, not bytes: Chinese and Latin letters count one each; an emoji counts one). */
export function smsSegments(text: string): number {
  const chars = Array.from(text).length;
  return chars <= SMS_SINGLE_CHARS ? 1 : Math.ceil(chars / SMS_PART_CHARS);
}

/** The per-number windows: 1 a minute, 5 an hour, 10 a day (a rolling 24 hours). */
export const SMS_RATE_WINDOWS = [
  { ms: 60_000, max: 1, label: '每分钟最多 1 条' },
  { ms: 3_600_000, max: 5, label: '每小时最多 5 条' },
  { ms: 86_400_000, max: 10, label: '每天最多 10 条' },
] as const;

/** The longest window: how far back the outbox is read. */
export const SMS_RATE_SPAN_MS = Math.max(...SMS_RATE_WINDOWS.map((w) => w.ms));

/**
 * Why one more SMS to a number is refused now, given when the earlier ones to it were queued
 * (epoch ms, any order), or null when it may go. A message exactly `ms` old has left its window.
 */
export function smsRateRefusal(earlier: readonly number[], now: number): string | null {
  for (const w of SMS_RATE_WINDOWS) {
    const inWindow = earlier.filter((at) => at > now - w.ms && at <= now).length;
    if (inWindow >= w.max) return `同一号码发送过于频繁：${w.label}`;
  }
  return null;
}
