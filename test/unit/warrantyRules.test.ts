import { describe, expect, it } from 'vitest';
import { parseSerial } from '../../src/domain/serial.ts';
import { checkSerial, ruleOfSerial, type WarrantyRule } from '../../src/domain/warrantyRules.ts';

const RULES: WarrantyRule[] = [
  { id: 1, name: 'F2 Pro 光纤打标机', code: '02', letters: null, months: 18 },
  { id: 2, name: 'F2 Pro 行业加长保版', code: '02', letters: 'VP', months: 36 },
  { id: 3, name: 'M2 Ultra 雕刻机', code: '05', letters: 'U', months: 24 },
];

describe('warranty by product model', () => {
  it('prefers the model with the same letters, else the one without letters', () => {
    expect(ruleOfSerial(RULES, parseSerial('SUP02VP2401'))?.id).toBe(2);
    expect(ruleOfSerial(RULES, parseSerial('SUP02AB2401'))?.id).toBe(1);
    expect(ruleOfSerial(RULES, parseSerial('SUP05AB2401'))).toBeUndefined();
    expect(ruleOfSerial(RULES, parseSerial('SUP05U2401'))?.id).toBe(3);
  });

  it.each([
    ['SUP02VP2401', '2027-01-31'],
    ['SUP02AB2401', '2025-07-31'],
    ['SUP05U2411', '2026-11-30'],
    ['SUP77Z2402', '2025-02-28'],
  ])('%s → warranty until %s', (serial, end) => {
    const { info } = checkSerial(RULES, serial);
    expect(info.valid && info.warrantyEnd).toBe(end);
  });

  it('a bad serial matches no model', () => {
    expect(checkSerial(RULES, 'SUP02VP2413')).toMatchObject({ info: { valid: false }, rule: undefined });
  });
});
