import { lineAmount, PURCHASE_LIMITS, type LineInput } from './purchaseMoney.ts';

/**
 * The one check of an order's `lines` (both halves: the lines input shows its message before
 * sending, the server answers 400 with it). 1–PURCHASE_LIMITS.lines lines, each a model once, a
 * whole quantity, a unit price in whole fen and a line discount in whole percent; the lines'
 * amounts together at most PURCHASE_LIMITS.orderAmount. Messages name
 * the line (第 2 行：…) as staff count them, from 1.
 */
export type PurchaseLinesCheck = { ok: true; lines: LineInput[] } | { ok: false; message: string };

const isWhole = (v: unknown, min: number, max: number): v is number => typeof v === 'number' && Number.isInteger(v) && v >= min && v <= max;

const fail = (message: string): PurchaseLinesCheck => ({ ok: false, message });

export function checkPurchaseLines(value: unknown): PurchaseLinesCheck {
  if (!Array.isArray(value)) return fail('采购明细格式不正确');
  if (value.length === 0) return fail('请至少添加一行采购明细');
  if (value.length > PURCHASE_LIMITS.lines) return fail(`采购明细最多 ${PURCHASE_LIMITS.lines} 行，现有 ${value.length} 行`);
  const lines: LineInput[] = [];
  const rowOf = new Map<number, number>();
  for (const [index, raw] of value.entries()) {
    const row = index + 1;
    if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return fail(`第 ${row} 行：格式不正确`);
    const line = raw as Record<string, unknown>;
    if (!isWhole(line.product_id, 1, PURCHASE_LIMITS.productId)) return fail(`第 ${row} 行：请选择机型`);
    if (!isWhole(line.quantity, 1, PURCHASE_LIMITS.quantity)) return fail(`第 ${row} 行：数量必须是 1–${PURCHASE_LIMITS.quantity} 的整数`);
    if (!isWhole(line.unit_price, 0, PURCHASE_LIMITS.unitPrice))
      return fail(`第 ${row} 行：单价必须是 0–${(PURCHASE_LIMITS.unitPrice / 100).toLocaleString('en-US')} 元，最多两位小数`);
    const discount = line.discount_rate ?? 0;
    if (!isWhole(discount, 0, PURCHASE_LIMITS.lineDiscount)) return fail(`第 ${row} 行：折扣必须是 0–${PURCHASE_LIMITS.lineDiscount} 的整数（%）`);
    const earlier = rowOf.get(line.product_id);
    if (earlier !== undefined) return fail(`机型重复：第 ${earlier} 行和第 ${row} 行是同一机型，请合并为一行`);
    rowOf.set(line.product_id, row);
    lines.push({ product_id: line.product_id, quantity: line.quantity, unit_price: line.unit_price, discount_rate: discount });
  }
  const sum = lines.reduce((t, l) => t + lineAmount(l), 0);
  if (sum > PURCHASE_LIMITS.orderAmount) return fail(`采购单行金额合计不能超过 ${yuan(PURCHASE_LIMITS.orderAmount)} 元，现为 ${yuan(sum)} 元，请拆分为多张采购单`);
  return { ok: true, lines };
}

const yuan = (fen: number): string => (fen / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
