import { describe, expect, it } from 'vitest';
import { DEFAULT_REVIEW_AMOUNT, reviewAmountConfig, reviewAmountOf } from '../../../src/server/areas/erp/config.ts';

describe('erp_review_amount', () => {
  it.each([
    [5_000_000, 5_000_000],
    [0, 0],
    [1, 1],
    [-1, DEFAULT_REVIEW_AMOUNT],
    [1.5, DEFAULT_REVIEW_AMOUNT],
    ['5000000', DEFAULT_REVIEW_AMOUNT],
    [null, DEFAULT_REVIEW_AMOUNT],
    [undefined, DEFAULT_REVIEW_AMOUNT],
  ])('stored %j → %i fen', (stored, amount) => {
    expect(reviewAmountOf(stored)).toBe(amount);
  });

  it('the seeded row holds ¥50,000.00 as a number item, readable back', () => {
    const row = reviewAmountConfig('2026-11-22T04:00:00.000Z');
    expect(row).toMatchObject({ key: 'erp_review_amount', type: 'number', is_public: 0 });
    expect(reviewAmountOf(JSON.parse(row.value))).toBe(5_000_000);
  });
});
