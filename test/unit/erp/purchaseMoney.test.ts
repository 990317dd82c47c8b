import { describe, expect, it } from 'vitest';
import { amountDue, divideHalfUp, lineAmount, orderAmounts, PURCHASE_LIMITS, returnedValue } from '../../../src/domain/erp/purchaseMoney.ts';

describe('divideHalfUp', () => {
  it.each([
    [1n, 2n, 1],
    [3n, 2n, 2],
    [5n, 2n, 3],
    [149n, 100n, 1],
    [150n, 100n, 2],
    [0n, 7n, 0],
  ])('%i / %i → %i (half up, never to even)', (a, b, expected) => {
    expect(divideHalfUp(a, b)).toBe(expected);
  });
});

describe('lineAmount', () => {
  it('3 × ¥3.33 at 5 % off = ¥9.4905 → ¥9.49', () => {
    expect(lineAmount({ quantity: 3, unit_price: 333, discount_rate: 5 })).toBe(949);
  });
  it('half a fen rounds up: 1 × ¥0.05 at 50 % off = 2.5 fen → 3 fen; 1 × ¥0.01 at 50 % → 1 fen', () => {
    expect(lineAmount({ quantity: 1, unit_price: 5, discount_rate: 50 })).toBe(3);
    expect(lineAmount({ quantity: 1, unit_price: 1, discount_rate: 50 })).toBe(1);
  });
  it('100 % off is 0; no discount is quantity × price exactly', () => {
    expect(lineAmount({ quantity: 7, unit_price: 12_345, discount_rate: 100 })).toBe(0);
    expect(lineAmount({ quantity: 7, unit_price: 12_345, discount_rate: 0 })).toBe(86_415);
  });
  it('the largest line (10,000 × ¥1,000,000.00 at 1 % off) is exact', () => {
    expect(lineAmount({ quantity: PURCHASE_LIMITS.quantity, unit_price: PURCHASE_LIMITS.unitPrice, discount_rate: 1 })).toBe(990_000_000_000);
  });
});

describe('orderAmounts', () => {
  it('the group rate on an odd subtotal rounds once, half up: ¥10.01 at 5 % = 50.05 fen → 50; ¥10.10 at 5 % = 50.5 → 51', () => {
    expect(orderAmounts([{ quantity: 1, unit_price: 1001, discount_rate: 0 }], 5)).toEqual({ lines: [1001], quantity: 1, subtotal: 1001, discount_amount: 50, total: 951 });
    expect(orderAmounts([{ quantity: 1, unit_price: 1010, discount_rate: 0 }], 5)).toEqual({ lines: [1010], quantity: 1, subtotal: 1010, discount_amount: 51, total: 959 });
  });
  it('each line rounds on its own, the group discount on the sum of the rounded lines', () => {
    const a = orderAmounts(
      [
        { quantity: 3, unit_price: 333, discount_rate: 5 },
        { quantity: 1, unit_price: 100_001, discount_rate: 0 },
      ],
      5,
    );
    expect(a).toEqual({ lines: [949, 100_001], quantity: 4, subtotal: 100_950, discount_amount: 5048, total: 95_902 });
  });
  it('no lines: all zero', () => {
    expect(orderAmounts([], 10)).toEqual({ lines: [], quantity: 0, subtotal: 0, discount_amount: 0, total: 0 });
  });
});

describe('returnedValue', () => {
  const line = { amount: 1000, quantity: 3 };
  it('returns of 1 + 1 are worth what one return of 2 is (computed on the whole returned count)', () => {
    // 1 unit: 1000 × 1/3 × 95 % = 316.67 → 317; 2 units: 633.33 → 633 (two separate roundings would give 634)
    expect(returnedValue({ ...line, returned_quantity: 1 }, 5)).toBe(317);
    expect(returnedValue({ ...line, returned_quantity: 2 }, 5)).toBe(633);
    expect(returnedValue({ ...line, returned_quantity: 2 }, 5)).not.toBe(2 * returnedValue({ ...line, returned_quantity: 1 }, 5));
  });
  it('all units back at no group rate is the line amount; none back is 0', () => {
    expect(returnedValue({ ...line, returned_quantity: 3 }, 0)).toBe(1000);
    expect(returnedValue({ ...line, returned_quantity: 0 }, 5)).toBe(0);
  });
});

describe('amountDue', () => {
  it('total − returned − paid, negative when a refund is due', () => {
    expect(amountDue({ total: 95_902, returned_amount: 0, paid: 0 })).toBe(95_902);
    expect(amountDue({ total: 95_902, returned_amount: 902, paid: 90_000 })).toBe(5000);
    expect(amountDue({ total: 1000, returned_amount: 500, paid: 1000 })).toBe(-500);
  });
});
