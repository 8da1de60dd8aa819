/**
 * Quantities are integers in thousandths of the line's measure, so 0.25 кг, 1 шт and 2 упак are all
 * exact (250, 1000, 2000) and no float ever reaches a total. The API uses the same integers on the
 * wire (see README, "Quantities").
 */
export const QUANTITY_SCALE = 1000;

const decimalQuantity = /^(\d+)(?:[.,](\d{1,3}))?$/;

/**
 * Converts a decimal quantity as a person types it ("0.25", "1,5", "2") into integer thousandths.
 * Returns `undefined` for anything that is not a non-negative decimal with at most 3 fraction digits.
 * @example
 *   quantityFromDecimal("0.25"); // 250
 *   quantityFromDecimal("2"); // 2000
 */
export function quantityFromDecimal(text: string): number | undefined {
  const match = decimalQuantity.exec(text.trim());
  if (!match) return undefined;
  const [, whole = "0", fraction = ""] = match;
  const value = Number(whole) * QUANTITY_SCALE + Number(fraction.padEnd(3, "0"));
  return Number.isSafeInteger(value) ? value : undefined;
}

/**
 * Converts whole measure units into integer thousandths.
 * @example
 *   quantityFromUnits(3); // 3000 (three pieces)
 */
export function quantityFromUnits(units: number): number {
  const value = units * QUANTITY_SCALE;
  assertQuantity(value);
  return value;
}

/**
 * Formats integer thousandths as a plain decimal string without trailing zeros; locale-aware
 * formatting (a decimal comma for ru) is the UI's job.
 * @example
 *   formatQuantity(250); // "0.25"
 *   formatQuantity(2000); // "2"
 */
export function formatQuantity(quantity: number): string {
  assertQuantity(quantity);
  const whole = Math.floor(quantity / QUANTITY_SCALE);
  const fraction = String(quantity % QUANTITY_SCALE)
    .padStart(3, "0")
    .replace(/0+$/, "");
  return fraction ? `${whole}.${fraction}` : String(whole);
}

/**
 * Throws a RangeError unless `quantity` is a non-negative safe integer (thousandths).
 * @example
 *   assertQuantity(250); // fine
 *   assertQuantity(0.25); // RangeError: a decimal was passed where thousandths were expected
 */
export function assertQuantity(quantity: number): void {
  if (!Number.isSafeInteger(quantity) || quantity < 0) {
    throw new RangeError(`quantity must be a non-negative integer number of thousandths, got ${quantity}`);
  }
}
