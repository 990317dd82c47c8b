import { describe, expect, it } from 'vitest';
import { isValidSerial, parseSerial, warrantyState } from '../../src/domain/serial.ts';

describe('parseSerial', () => {
  it.each([
    ['SUP12A2401', '2024-01-01', '2025-01-31'],
    ['SUP07AB2312', '2023-12-01', '2024-12-31'],
    ['SUP99Z2502', '2025-02-01', '2026-02-28'],
    ['SUP00XY2302', '2023-02-01', '2024-02-29'],
    [' sup12a2406 ', '2024-06-01', '2025-06-30'],
    ['SUP12A2406\n', '2024-06-01', '2025-06-30'],
  ])('%s → produced %s, warranty until %s', (serial, producedOn, warrantyEnd) => {
    const info = parseSerial(serial);
    expect(info.valid).toBe(true);
    if (info.valid) {
      expect(info.producedOn).toBe(producedOn);
      expect(info.warrantyEnd).toBe(warrantyEnd);
    }
  });

  it('splits the model code and letters', () => {
    expect(parseSerial('SUP12AB2401')).toMatchObject({ valid: true, modelCode: '12', letters: 'AB' });
  });

  it.each([
    'SUP1A2401', 'SUP123A2401', 'SUP12ABC2401', 'SUP122401', 'SUP12A240', 'SUP12A24011', 'SUP12A2413',
    'SUP12A2400', 'XUP12A2401', 'SUP12Ａ2401', 'SUP12A２４０１', '', '   ', 'SUP12-A2401',
  ])('%j is not a valid serial', (serial) => {
    const info = parseSerial(serial);
    expect(info.valid).toBe(false);
    if (!info.valid) expect(info.reason).toBe('不是有效的序列号');
  });

  it.each([null, undefined, 42, {}, [], Symbol('x')])('never throws on %s', (value) => {
    expect(() => parseSerial(value)).not.toThrow();
    expect(isValidSerial(value)).toBe(false);
  });
});

describe('warrantyState', () => {
  it('is in warranty through the last day of the 12th month', () => {
    expect(warrantyState('SUP12A2401', '2025-01-31')).toBe('in');
    expect(warrantyState('SUP12A2401', '2025-02-01')).toBe('out');
    expect(warrantyState('SUP12A2401', '2024-01-01')).toBe('in');
  });
  it('says invalid for anything else', () => {
    expect(warrantyState('nope', '2025-01-01')).toBe('invalid');
  });
});
