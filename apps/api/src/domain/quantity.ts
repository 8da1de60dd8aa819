// Quantities travel as JSON numbers in the measure's unit with at most 3 decimals (docs/contract.md)
// and are stored and computed as integer thousandths, so 0.1 кг + 0.2 кг is exactly 0.3 кг.

export const QUANTITY_SCALE = 1000;

/**
 * Integer thousandths from a wire quantity; undefined when it has more than 3 decimals or is not a
 * positive finite number.
 * @example
 *   thousandthsFromQuantity(0.25); // 250
 *   thousandthsFromQuantity(0.0001); // undefined
 */
export function thousandthsFromQuantity(quantity: number): number | undefined {
  if (!Number.isFinite(quantity) || quantity <= 0) return undefined;
  const scaled = Math.round(quantity * QUANTITY_SCALE);
  // Reject values a rounding to thousandths would change (0.0004 is not 0 kg).
  if (Math.abs(scaled - quantity * QUANTITY_SCALE) > 1e-6 || !Number.isSafeInteger(scaled)) return undefined;
  return scaled;
}

/**
 * The wire number for integer thousandths.
 * @example
 *   quantityFromThousandths(250); // 0.25
 */
export function quantityFromThousandths(thousandths: number): number {
  return thousandths / QUANTITY_SCALE;
}

/**
 * Thousandths from a numeric(6,3) step column ("0.100" -> 100).
 * @example
 *   thousandthsFromStep("0.100"); // 100
 */
export function thousandthsFromStep(step: string): number {
  const [whole = "0", fraction = ""] = step.split(".");
  return Number(whole) * QUANTITY_SCALE + Number(fraction.padEnd(3, "0").slice(0, 3));
}
