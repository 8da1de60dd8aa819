import { calculateTotals, lineAmount, percentDiscount } from "@shop/cart-core";

// The totals rule of docs/contract.md ("Money and quantities") is implemented once, in
// @shop/cart-core, and used here too: what a shopper's browser shows offline and what the server
// charges are computed by the same code. Line amount = price x quantity rounded half up once per
// line; line discount = amount x percent rounded half up; totals are sums of the rounded lines.

/**
 * Discount of a line in kopecks from a percentage in basis points (never above the amount).
 * @example
 *   lineDiscount(32_498, 500); // 1_625 (5 % of 324.98 ₽ = 16.249 ₽ -> 16.25 ₽)
 */
export function lineDiscount(amount: number, basisPoints: number): number {
  return Math.min(amount, percentDiscount(amount, basisPoints));
}

export interface PricedLine {
  price: number;
  quantity: number;
  amount: number;
  discount: number;
}

export interface Totals {
  itemsNumber: number;
  amount: number;
  discount: number;
  totalAmount: number;
}

/**
 * Prices lines (price in kopecks, quantity in thousandths) and sums them.
 * @example
 *   priceLines([{ price: 12_990, quantity: 2_000 }], 0);
 *   // { lines: [{ price: 12_990, quantity: 2_000, amount: 25_980, discount: 0 }],
 *   //   totals: { itemsNumber: 1, amount: 25_980, discount: 0, totalAmount: 25_980 } }
 */
export function priceLines<Line extends { price: number; quantity: number }>(
  lines: readonly Line[],
  discountBasisPoints: number,
): { lines: (Line & PricedLine)[]; totals: Totals } {
  const priced = lines.map((line) => {
    const amount = lineAmount(line.price, line.quantity);
    return { ...line, amount, discount: lineDiscount(amount, discountBasisPoints) };
  });
  return { lines: priced, totals: calculateTotals(priced) };
}
