/**
 * A cart line as the totals see it. Money is in integer minor units (kopecks for RUB), so sums
 * are exact; quantities are whole numbers of the line's measure.
 */
export interface PricedLine {
  /** Unit price in minor units. Lines without a positive price do not count. */
  price: number;
  quantity: number;
  /** Discount on the whole line, in minor units. */
  discount?: number;
}

export interface CartTotals {
  itemsNumber: number;
  amount: number;
  discount: number;
  totalAmount: number;
}

function assertMinorUnits(value: number, what: string): void {
  if (!Number.isSafeInteger(value) || value < 0) {
    throw new RangeError(`${what} must be a non-negative integer number of minor units, got ${value}`);
  }
}

/**
 * Exact totals of a cart: `itemsNumber` is the sum of quantities of priced lines, `amount` the
 * sum of price x quantity, `totalAmount` the amount less discounts.
 * @example
 *   calculateTotals([{ price: 12_990, quantity: 2 }]); // { itemsNumber: 2, amount: 25_980, discount: 0, totalAmount: 25_980 }
 */
export function calculateTotals(lines: readonly PricedLine[]): CartTotals {
  let itemsNumber = 0;
  let amount = 0;
  let discount = 0;
  for (const line of lines) {
    if (!(line.price > 0) || !(line.quantity > 0)) continue;
    assertMinorUnits(line.price, "price");
    assertMinorUnits(line.quantity, "quantity");
    assertMinorUnits(line.discount ?? 0, "discount");
    itemsNumber += line.quantity;
    amount += line.price * line.quantity;
    discount += line.discount ?? 0;
  }
  for (const total of [amount, discount]) assertMinorUnits(total, "total");
  return { itemsNumber, amount, discount, totalAmount: amount - discount };
}
