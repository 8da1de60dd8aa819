import { assertQuantity, QUANTITY_SCALE } from "./quantity";

/**
 * A cart line as the totals see it. Money is in integer minor units (kopecks for RUB); quantity is
 * in integer thousandths of the measure (see quantity.ts).
 */
export interface PricedLine {
  /** Price of one measure unit (1 шт, 1 кг, 1 упак) in minor units. */
  price: number;
  /** Thousandths of the measure: 250 is 0.25 кг, 2000 is 2 шт. */
  quantity: number;
  /** Discount on the whole line in minor units, as the server computed it. */
  discount?: number | undefined;
}

export interface CartTotals {
  /** Number of lines (positions) that count, not a sum of pieces and kilograms. */
  itemsNumber: number;
  amount: number;
  discount: number;
  totalAmount: number;
}

/**
 * Throws a RangeError unless `value` is a non-negative safe integer (minor units).
 * @example
 *   assertMinorUnits(12_990, "price"); // fine
 *   assertMinorUnits(129.9, "price"); // RangeError: roubles were passed where kopecks were expected
 */
export function assertMinorUnits(value: number, what: string): void {
  if (!Number.isSafeInteger(value) || value < 0) {
    throw new RangeError(`${what} must be a non-negative integer number of minor units, got ${value}`);
  }
}

/** Integer division of non-negative integers, rounding half up. */
function divideRoundHalfUp(dividend: number, divisor: number): number {
  if (!Number.isSafeInteger(dividend)) {
    throw new RangeError(`intermediate value ${dividend} exceeds the exact integer range`);
  }
  const quotient = Math.floor(dividend / divisor);
  const remainder = dividend - quotient * divisor;
  return remainder * 2 >= divisor ? quotient + 1 : quotient;
}

/**
 * The amount of one line: price x quantity, rounded half up to the minor unit once per line.
 * @example
 *   lineAmount(129_990, 250); // 32_498: 0.25 кг at 1299.90 ₽/кг is 324.975 ₽, rounded to 324.98 ₽
 */
export function lineAmount(price: number, quantity: number): number {
  assertMinorUnits(price, "price");
  assertQuantity(quantity);
  return divideRoundHalfUp(price * quantity, QUANTITY_SCALE);
}

/**
 * A percentage discount of a line amount, rounded half up to the minor unit. The percentage is in
 * hundredths of a percent (basis points) so "2.5 %" is exact: 250.
 * @example
 *   percentDiscount(32_498, 500); // 1_625: 5 % of 324.98 ₽ is 16.249 ₽, rounded to 16.25 ₽
 */
export function percentDiscount(amount: number, basisPoints: number): number {
  assertMinorUnits(amount, "amount");
  if (!Number.isSafeInteger(basisPoints) || basisPoints < 0 || basisPoints > 10_000) {
    throw new RangeError(`discount must be 0..10000 hundredths of a percent, got ${basisPoints}`);
  }
  return divideRoundHalfUp(amount * basisPoints, 10_000);
}

/**
 * True when a line takes part in a cart: a positive price and a positive quantity.
 * @example
 *   lineCounts({ price: null, quantity: 1_000 }); // false: no price removes the line
 */
export function lineCounts(line: { price?: number | null | undefined; quantity: number }): boolean {
  return typeof line.price === "number" && line.price > 0 && line.quantity > 0;
}

/**
 * Exact totals of a cart (README, "Totals rule"): lines without a positive price or quantity are
 * skipped; `amount` sums the rounded line amounts; each line's discount is capped at its amount;
 * `totalAmount` is `amount - discount`; `itemsNumber` counts the lines.
 * @example
 *   calculateTotals([{ price: 12_990, quantity: 2_000 }, { price: 129_990, quantity: 250, discount: 1_625 }]);
 *   // { itemsNumber: 2, amount: 58_478, discount: 1_625, totalAmount: 56_853 }
 */
export function calculateTotals(lines: Iterable<PricedLine>): CartTotals {
  let itemsNumber = 0;
  let amount = 0;
  let discount = 0;
  for (const line of lines) {
    if (!lineCounts(line)) continue;
    const lineTotal = lineAmount(line.price, line.quantity);
    const lineDiscount = line.discount ?? 0;
    assertMinorUnits(lineDiscount, "discount");
    itemsNumber += 1;
    amount += lineTotal;
    discount += Math.min(lineDiscount, lineTotal);
  }
  assertMinorUnits(amount, "amount total");
  return { itemsNumber, amount, discount, totalAmount: amount - discount };
}
