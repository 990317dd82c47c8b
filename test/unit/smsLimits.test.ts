import { describe, expect, it } from 'vitest';
import { MOBILE_PATTERN, PHONE_PATTERN } from '../../src/domain/phone.ts';
import { smsRateRefusal, smsSegments, smsText } from '../../src/domain/smsLimits.ts';

const MIN = 60_000;
const HOUR = 60 * MIN;
const NOW = Date.parse('2026-11-26T08:00:00Z');

describe('smsSegments: 70 characters in one, 67 per part when longer; the signature counts', () => {
  it.each<[number, number]>([
    [0, 1],
    [1, 1],
    [70, 1],
    [71, 2],
    [134, 2],
    [135, 3],
    [201, 3],
    [202, 4],
  ])('%i characters → %i segments', (chars, segments) => {
    expect(smsSegments('测'.repeat(chars))).toBe(segments);
  });

  it('counts characters, not bytes or UTF-16 units: Latin, Chinese and an emoji each count one', () => {
    expect(smsSegments('a'.repeat(70))).toBe(1);
    expect(smsSegments('😀'.repeat(70))).toBe(1);
    expect(smsSegments('😀'.repeat(71))).toBe(2);
  });

  it('the signature 【…】 is part of the text that is counted', () => {
    expect(smsText('激光售后', '您好')).toBe('【激光售后】您好');
    expect(smsText(null, '您好')).toBe('您好');
    expect(smsSegments(smsText('激光售后', '测'.repeat(64)))).toBe(1);
    expect(smsSegments(smsText('激光售后', '测'.repeat(65)))).toBe(2);
  });
});

describe('smsRateRefusal: 1 a minute, 5 an hour, 10 a day per number', () => {
  it('a first message goes', () => expect(smsRateRefusal([], NOW)).toBeNull());

  it('one less than a minute ago refuses; exactly a minute ago has left the window', () => {
    expect(smsRateRefusal([NOW - MIN + 1], NOW)).toBe('同一号码发送过于频繁：每分钟最多 1 条');
    expect(smsRateRefusal([NOW - MIN], NOW)).toBeNull();
  });

  it('five within the hour refuse the sixth; four do not', () => {
    const four = [2, 10, 20, 30].map((m) => NOW - m * MIN);
    expect(smsRateRefusal(four, NOW)).toBeNull();
    expect(smsRateRefusal([...four, NOW - 59 * MIN], NOW)).toBe('同一号码发送过于频繁：每小时最多 5 条');
    expect(smsRateRefusal([...four, NOW - HOUR], NOW)).toBeNull();
  });

  it('ten within 24 hours refuse the eleventh, spread so no shorter window is full', () => {
    const ten = Array.from({ length: 10 }, (_, i) => NOW - (2 + i * 2) * HOUR);
    expect(smsRateRefusal(ten.slice(0, 9), NOW)).toBeNull();
    expect(smsRateRefusal(ten, NOW)).toBe('同一号码发送过于频繁：每天最多 10 条');
    expect(smsRateRefusal(ten.map((t) => t - 4 * HOUR), NOW)).toBeNull();
  });

  it('a time after now (a clock moved back) still counts in no window', () => {
    expect(smsRateRefusal([NOW + MIN], NOW)).toBeNull();
  });
});

describe('MOBILE_PATTERN: the mainland mobile part of the one phone rule', () => {
  it.each(['13800138000', '19912345678', '16612345678'])('%s is a mobile number', (n) => {
    expect(MOBILE_PATTERN.test(n)).toBe(true);
    expect(PHONE_PATTERN.test(n)).toBe(true);
  });
  it.each(['12800138000', '1380013800', '138001380001', '0755-12345678', '+8613800138000', '138 0013 8000'])('%s is not', (n) => {
    expect(MOBILE_PATTERN.test(n)).toBe(false);
  });
});
