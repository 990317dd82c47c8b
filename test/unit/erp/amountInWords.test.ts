import { describe, expect, it } from 'vitest';
import { amountInWords } from '../../../src/domain/erp/amountInWords.ts';

describe('amountInWords (大写金额)', () => {
  it.each([
    [0, '零元整'],
    [5, '伍分'],
    [50, '伍角整'],
    [100, '壹元整'],
    [105, '壹元零伍分'],
    [1005, '壹拾元零伍分'],
    [1050, '壹拾元伍角整'],
    [1_234_567, '壹万贰仟叁佰肆拾伍元陆角柒分'],
    [100_500, '壹仟零伍元整'],
    [3_000_000, '叁万元整'],
    [10_000_000, '壹拾万元整'],
    [101_000_000, '壹佰零壹万元整'],
    [100_000_100, '壹佰万零壹元整'],
    [10_000_000_000, '壹亿元整'],
    [10_000_100_000, '壹亿零壹仟元整'],
    [95_902, '玖佰伍拾玖元零贰分'],
    [-100, '负壹元整'],
  ])('%i fen → %s', (fen, words) => {
    expect(amountInWords(fen)).toBe(words);
  });
  it('not a whole number of fen: empty', () => {
    expect(amountInWords(1.5)).toBe('');
    expect(amountInWords(Number.NaN)).toBe('');
  });
});
