import { describe, expect, it } from 'vitest';
import { activeResultOf, CODE_PATTERN, dailyLimitOf, formatCode, maskCode, overDailyLimit, recordWarranty, type ActiveRequest } from '../../src/domain/activeCodes.ts';
import { activeCodeOf } from '../../src/server/areas/device/activeCode.ts';

/** The rules of a device's decryption code (src/domain/activeCodes.ts) and the server's HMAC over them. */

describe('the code', () => {
  it('is the first 80 bits of its bytes in RFC 4648 base32, grouped by four', () => {
    expect(formatCode(new TextEncoder().encode('0123456789'))).toBe('GAYT-EMZU-GU3D-OOBZ');
    expect(formatCode(new Uint8Array(10))).toBe('AAAA-AAAA-AAAA-AAAA');
    expect(formatCode(new Uint8Array(32).fill(255))).toBe('7777-7777-7777-7777');
    expect(() => formatCode(new Uint8Array(9))).toThrow();
  });

  it('is HMAC-SHA256 over serial|device code: the same device gets the same code, another device or key another', () => {
    // python: base64.b32encode(hmac.new(b'k', b'SUP01AB2401|DEV1', sha256).digest()[:10]) == WWXF2HMOYGXOBWOL
    expect(activeCodeOf('k', 'SUP01AB2401', 'DEV1')).toBe('WWXF-2HMO-YGXO-BWOL');
    expect(activeCodeOf('k', 'SUP01AB2401', 'DEV1')).toMatch(CODE_PATTERN);
    expect(activeCodeOf('k', 'SUP01AB2401', 'DEV2')).not.toBe(activeCodeOf('k', 'SUP01AB2401', 'DEV1'));
    expect(activeCodeOf('other', 'SUP01AB2401', 'DEV1')).not.toBe(activeCodeOf('k', 'SUP01AB2401', 'DEV1'));
  });

  it('is masked to its first and last group', () => {
    expect(maskCode('WWXF-2HMO-YGXO-BWOL')).toBe('WWXF-****-****-BWOL');
    expect(() => maskCode('WWXF2HMOYGXOBWOL')).toThrow();
  });
});

describe('the result of a request', () => {
  const base: ActiveRequest = { known: true, warrantyEnd: '2027-03-31', today: '2026-11-24', requestsToday: 0, limit: 5 };

  it('is success for a known serial in warranty under N requests today', () => {
    expect(activeResultOf(base)).toEqual({ result: 'success' });
    expect(activeResultOf({ ...base, requestsToday: 4 })).toEqual({ result: 'success' });
    // the warranty's last day still counts
    expect(activeResultOf({ ...base, warrantyEnd: '2026-11-24' })).toEqual({ result: 'success' });
  });

  it('refuses an unknown serial first, then one past its warranty, then the request after N today', () => {
    expect(activeResultOf({ ...base, known: false })).toEqual({ result: 'failure', reason: 'unknown_serial' });
    expect(activeResultOf({ ...base, warrantyEnd: null })).toEqual({ result: 'failure', reason: 'unknown_serial' });
    expect(activeResultOf({ ...base, known: false, warrantyEnd: '2020-01-31', requestsToday: 9 })).toEqual({ result: 'failure', reason: 'unknown_serial' });
    expect(activeResultOf({ ...base, warrantyEnd: '2026-11-23' })).toEqual({ result: 'failure', reason: 'out_of_rule' });
    expect(activeResultOf({ ...base, warrantyEnd: '2026-11-23', requestsToday: 9 })).toEqual({ result: 'failure', reason: 'out_of_rule' });
    expect(activeResultOf({ ...base, requestsToday: 5 })).toEqual({ result: 'failure', reason: 'too_many' });
    expect(activeResultOf({ ...base, requestsToday: 2, limit: 2 })).toEqual({ result: 'failure', reason: 'too_many' });
  });
});

describe('a record', () => {
  it('is 在保 until its warranty end (China date), 已过保 after, 未知 without one', () => {
    expect(recordWarranty('2026-11-24', '2026-11-24')).toBe('in');
    expect(recordWarranty('2026-11-23', '2026-11-24')).toBe('out');
    expect(recordWarranty(null, '2026-11-24')).toBe('unknown');
    expect(recordWarranty('', '2026-11-24')).toBe('unknown');
  });

  it('is flagged when its place in the day is over N', () => {
    expect(overDailyLimit(5, 5)).toBe(false);
    expect(overDailyLimit(6, 5)).toBe(true);
  });

  it('N is a whole number of at least 1 from system config, else 5', () => {
    expect(dailyLimitOf(8)).toBe(8);
    expect(dailyLimitOf(1)).toBe(1);
    for (const bad of [0, -3, 2.5, '8', null, undefined, Number.NaN]) expect(dailyLimitOf(bad)).toBe(5);
  });
});
