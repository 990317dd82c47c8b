import { describe, expect, it } from 'vitest';
import { checkPurchaseLines } from '../../../src/domain/erp/purchaseLines.ts';
import { PURCHASE_LIMITS } from '../../../src/domain/erp/purchaseMoney.ts';

const line = (over: Record<string, unknown> = {}) => ({ product_id: 1, quantity: 2, unit_price: 150_000, discount_rate: 5, ...over });
const message = (value: unknown): string => {
  const r = checkPurchaseLines(value);
  if (r.ok) throw new Error('expected a refusal');
  return r.message;
};

describe('checkPurchaseLines', () => {
  it('passes good lines through as numbers, a missing line discount as 0', () => {
    const r = checkPurchaseLines([line(), { product_id: 2, quantity: 1, unit_price: 0 }]);
    expect(r).toEqual({ ok: true, lines: [line(), { product_id: 2, quantity: 1, unit_price: 0, discount_rate: 0 }] });
  });

  it('accepts the limits exactly', () => {
    const lines = Array.from({ length: PURCHASE_LIMITS.lines }, (_, i) => line({ product_id: PURCHASE_LIMITS.productId - i, quantity: PURCHASE_LIMITS.quantity, unit_price: PURCHASE_LIMITS.unitPrice, discount_rate: 100 }));
    expect(checkPurchaseLines(lines).ok).toBe(true);
    // ¥20,000,000.00 exactly: 20 × ¥1,000,000.00
    expect(checkPurchaseLines([line({ quantity: 20, unit_price: PURCHASE_LIMITS.unitPrice, discount_rate: 0 })]).ok).toBe(true);
  });

  it.each([
    [null, '采购明细格式不正确'],
    ['[]', '采购明细格式不正确'],
    [[], '请至少添加一行采购明细'],
    [Array.from({ length: PURCHASE_LIMITS.lines + 1 }, (_, i) => line({ product_id: i + 1 })), `采购明细最多 ${PURCHASE_LIMITS.lines} 行，现有 ${PURCHASE_LIMITS.lines + 1} 行`],
    [[line(), 'x'], '第 2 行：格式不正确'],
    [[line({ product_id: 0 })], '第 1 行：请选择机型'],
    [[line({ product_id: '1' })], '第 1 行：请选择机型'],
    [[line(), line({ product_id: 2, quantity: 0 })], '第 2 行：数量必须是 1–10000 的整数'],
    [[line({ quantity: 1.5 })], '第 1 行：数量必须是 1–10000 的整数'],
    [[line({ quantity: 10_001 })], '第 1 行：数量必须是 1–10000 的整数'],
    [[line({ unit_price: 1.5 })], '第 1 行：单价必须是 0–1,000,000 元，最多两位小数'],
    [[line({ unit_price: -1 })], '第 1 行：单价必须是 0–1,000,000 元，最多两位小数'],
    [[line({ unit_price: PURCHASE_LIMITS.unitPrice + 1 })], '第 1 行：单价必须是 0–1,000,000 元，最多两位小数'],
    [[line({ discount_rate: 101 })], '第 1 行：折扣必须是 0–100 的整数（%）'],
    [[line({ discount_rate: 2.5 })], '第 1 行：折扣必须是 0–100 的整数（%）'],
    [[line(), line({ product_id: 2 }), line()], '机型重复：第 1 行和第 3 行是同一机型，请合并为一行'],
    [[line({ product_id: PURCHASE_LIMITS.productId + 1 })], '第 1 行：请选择机型'],
    [[line({ quantity: 20, unit_price: PURCHASE_LIMITS.unitPrice, discount_rate: 0 }), line({ product_id: 2, quantity: 1, unit_price: 1, discount_rate: 0 })], '采购单行金额合计不能超过 20,000,000.00 元，现为 20,000,000.01 元，请拆分为多张采购单'],
  ])('%j → %s', (value, expected) => {
    expect(message(value)).toBe(expected);
  });
});
