// The one definition of a cart line's quantity, which the API, cart-core and the storefront's
// steppers all use: its unit (thousandths of the measure), its limits and its step.

/**
 * Quantities are integers in thousandths of the line's measure, so 0.25 кг, 1 шт and 2 упак are all
 * exact (250, 1000, 2000) and no float ever reaches a total. On the wire (the API's JSON) a quantity
 * is a number in the measure's unit with at most 3 decimals (0.25): {@link quantityFromWire} and
 * {@link quantityToWire} convert.
 */
export const QUANTITY_SCALE = 1000;

/** The most of one measure a cart line holds, in the measure's units (10 000 кг, 10 000 шт). */
export const MAX_LINE_UNITS = 10_000;

/** {@link MAX_LINE_UNITS} in thousandths. */
export const MAX_LINE_QUANTITY = MAX_LINE_UNITS * QUANTITY_SCALE;

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

/**
 * Thousandths from a wire quantity (a number in the measure's unit); undefined unless it is a
 * non-negative finite number with at most 3 decimals.
 * @example
 *   quantityFromWire(0.25); // 250
 *   quantityFromWire(0.0004); // undefined: no cart holds 0.0004 кг
 */
export function quantityFromWire(units: number): number | undefined {
  if (!Number.isFinite(units) || units < 0) return undefined;
  const scaled = Math.round(units * QUANTITY_SCALE);
  // A number with at most 3 decimals is the double nearest to its thousandths divided by 1000; any
  // other (0.0004, 5e-324) is not a quantity, whatever rounding it to thousandths would give.
  if (!Number.isSafeInteger(scaled) || scaled / QUANTITY_SCALE !== units) return undefined;
  return scaled;
}

/**
 * The wire number (measure units) of integer thousandths.
 * @example
 *   quantityToWire(250); // 0.25
 */
export function quantityToWire(quantity: number): number {
  assertQuantity(quantity);
  return quantity / QUANTITY_SCALE;
}

/**
 * A measure's step (its smallest amount, which every quantity of it is a multiple of) in
 * thousandths, from the measure's decimal step as the API gives it (0.1 for кг, 1 for шт) or as
 * the database stores it ("0.100"); at least 1, the finest a cart holds.
 * @example
 *   stepOfMeasure(0.1); // 100
 *   stepOfMeasure("1.000"); // 1000
 */
export function stepOfMeasure(step: number | string): number {
  const thousandths = typeof step === "string" ? quantityFromDecimal(step) : quantityFromWire(step);
  if (thousandths === undefined) throw new RangeError(`not a measure step: ${String(step)}`);
  return Math.max(1, thousandths);
}

/** Why a line may not hold a quantity: none of it, not a multiple of its step, or over the limit. */
export type LineQuantityProblem = "not-positive" | "off-step" | "too-large";

/**
 * Whether a cart line may hold `quantity` thousandths of a measure with `step` thousandths: a
 * positive multiple of the step, at most {@link MAX_LINE_QUANTITY}. Undefined when it may.
 * @example
 *   lineQuantityProblem(300, 100); // undefined
 *   lineQuantityProblem(250, 100); // "off-step"
 *   lineQuantityProblem(20_000_000, 1000); // "too-large"
 */
export function lineQuantityProblem(quantity: number, step: number): LineQuantityProblem | undefined {
  if (!Number.isSafeInteger(quantity) || quantity <= 0) return "not-positive";
  if (quantity % step !== 0) return "off-step";
  if (quantity > MAX_LINE_QUANTITY) return "too-large";
  return undefined;
}

/**
 * The most of a measure with `step` a line holds: the largest multiple of the step within
 * {@link MAX_LINE_QUANTITY}.
 * @example
 *   maxLineQuantity(300); // 9_999_900
 */
export const maxLineQuantity = (step: number): number => Math.floor(MAX_LINE_QUANTITY / step) * step;

/**
 * An amount in measure units (a stepper's or a typed value; floats such as 0.30000000000000004
 * included) as thousandths a line may hold: snapped to the nearest multiple of `step` and kept
 * between one step and {@link maxLineQuantity}.
 * @example
 *   snapToStep(0.30000000000000004, 100); // 300
 *   snapToStep(2.4, 1000); // 2000
 *   snapToStep(0, 1000); // 1000
 */
export function snapToStep(units: number, step: number): number {
  if (!Number.isFinite(units)) return step;
  const snapped = Math.round((units * QUANTITY_SCALE) / step) * step;
  return Math.min(maxLineQuantity(step), Math.max(step, snapped));
}
