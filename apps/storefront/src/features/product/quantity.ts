import { QUANTITY_SCALE } from "@shop/cart-core";

// The cart counts quantities in integer thousandths of a measure (cart-core); the stepper shows
// measure units. Each measure's `step` (шт/упак 1, кг 0.1) is the smallest amount and the grid
// amounts snap to.

/** Largest quantity the page offers, in measure units. */
export const MAX_UNITS = 999;

/**
 * A measure's step in thousandths (at least 1, the finest a cart can hold).
 * @example
 *   stepThousandths(0.1); // 100
 */
export function stepThousandths(step: number): number {
  return Math.max(1, Math.round(step * QUANTITY_SCALE));
}

/**
 * A typed or stepped amount in measure units as thousandths, snapped to the measure's step and
 * kept between one step and {@link MAX_UNITS}; floats like 0.30000000000000004 come out exact.
 * @example
 *   snapQuantity(0.30000000000000004, 0.1); // 300
 *   snapQuantity(2.4, 1); // 2000
 *   snapQuantity(0, 1); // 1000
 */
export function snapQuantity(units: number, step: number): number {
  const unit = stepThousandths(step);
  const max = Math.floor((MAX_UNITS * QUANTITY_SCALE) / unit) * unit;
  if (!Number.isFinite(units)) return unit;
  const snapped = Math.round((units * QUANTITY_SCALE) / unit) * unit;
  return Math.min(max, Math.max(unit, snapped));
}

/**
 * Thousandths as measure units for the stepper.
 * @example
 *   quantityUnits(300); // 0.3
 */
export function quantityUnits(thousandths: number): number {
  return thousandths / QUANTITY_SCALE;
}
