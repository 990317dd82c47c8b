/**
 * An order's money, in whole fen, for both halves (the server stores what this computes; the
 * lines input shows the same figures before saving). Every division rounds half up at the fen,
 * once, on exact integers (BigInt where a product could pass 2^53).
 */

/** One line as sent: the model, how many, the unit price in fen and the line's discount in whole percent. */
export interface LineInput {
  product_id: number;
  quantity: number;
  unit_price: number;
  discount_rate: number;
}

/** The limits of a line and of an order (the form and the server refuse beyond them, naming the value). */
export const PURCHASE_LIMITS = {
  lines: 50,
  quantity: 10_000,
  /** ¥1,000,000.00 a unit. */
  unitPrice: 100_000_000,
  lineDiscount: 100,
  /** ¥20,000,000.00 for the lines together before the group's discount: every amount of an order fits a 32-bit integer column (PostgreSQL's integer). */
  orderAmount: 2_000_000_000,
  /** The largest id a line may name (PostgreSQL's integer). */
  productId: 2_147_483_647,
} as const;

/** `numerator / denominator` rounded half up, both non-negative integers (denominator > 0). */
export function divideHalfUp(numerator: bigint, denominator: bigint): number {
  return Number((numerator * 2n + denominator) / (denominator * 2n));
}

/** A line's amount: quantity × unit price × (100 − discount)%, rounded half up at the fen. */
export const lineAmount = (line: Pick<LineInput, 'quantity' | 'unit_price' | 'discount_rate'>): number =>
  divideHalfUp(BigInt(line.quantity) * BigInt(line.unit_price) * BigInt(100 - line.discount_rate), 100n);

/** An order's figures from its lines and its group's discount (whole percent, taken when the order is created). */
export interface OrderAmounts {
  /** Each line's amount, in the lines' order. */
  lines: number[];
  quantity: number;
  subtotal: number;
  discount_amount: number;
  total: number;
}

export function orderAmounts(lines: readonly Pick<LineInput, 'quantity' | 'unit_price' | 'discount_rate'>[], groupRate: number): OrderAmounts {
  const amounts = lines.map(lineAmount);
  const subtotal = amounts.reduce((s, a) => s + a, 0);
  const discount_amount = divideHalfUp(BigInt(subtotal) * BigInt(groupRate), 100n);
  return { lines: amounts, quantity: lines.reduce((s, l) => s + l.quantity, 0), subtotal, discount_amount, total: subtotal - discount_amount };
}

/**
 * What `returned` units of a line are worth back: the line's amount for those units, less the
 * group's discount, rounded half up once. Computed on the line's whole returned count (never
 * summed per return), so two returns of one unit give what one return of two gives.
 */
export function returnedValue(line: { amount: number; quantity: number; returned_quantity: number }, groupRate: number): number {
  if (line.returned_quantity <= 0 || line.quantity <= 0) return 0;
  return divideHalfUp(BigInt(line.amount) * BigInt(line.returned_quantity) * BigInt(100 - groupRate), BigInt(line.quantity) * 100n);
}

/** What the dealer still owes: the total less returns less what was paid (negative: to refund). */
export const amountDue = (order: { total: number; returned_amount: number; paid: number }): number => order.total - order.returned_amount - order.paid;
