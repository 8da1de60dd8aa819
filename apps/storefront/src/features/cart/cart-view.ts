import type { Cart, Violation } from "@shop/api-client";
import {
  type CartLineView,
  type CartTotals,
  calculateTotals,
  lineQuantityProblem,
  QUANTITY_SCALE,
  quantityFromWire,
  type RefusedLine,
} from "@shop/cart-core";
import { type CartProductSnapshot, unavailableLines } from "../../lib/cart";

const greatestCommonDivisor = (a: number, b: number): number =>
  b === 0 ? a : greatestCommonDivisor(b, a % b);

/**
 * Thousandths that one step of a line's quantity adds: its measure's step, which the line's
 * snapshot keeps. A line saved before snapshots kept it steps by the coarsest amount that divides
 * both its quantity and a whole unit (0.3 кг by 0.1, 2 шт by 1): a multiple of the measure's own
 * step, so every quantity it reaches is one the API takes.
 * @example
 *   lineStep({ quantity: 300, snapshot: { measureStep: 100 } }); // 100
 *   lineStep({ quantity: 2000 }); // 1000
 */
export function lineStep(line: {
  quantity: number;
  snapshot?: { measureStep?: number | undefined } | undefined;
}): number {
  return (
    line.snapshot?.measureStep ?? (greatestCommonDivisor(line.quantity, QUANTITY_SCALE) || QUANTITY_SCALE)
  );
}

/**
 * The quantity (thousandths) a stepper value stands for: snapped to the nearest step, or undefined
 * while it is not one a line may hold (below one step, above the limit, half-typed). The stepper
 * clamps on blur, so an ignored value never stays on screen.
 * @example
 *   quantityFromStepper(0.3, 100); // 300
 *   quantityFromStepper(1.5, 1000); // 2000
 *   quantityFromStepper(0, 100); // undefined: 0 would remove the line, which only the remove button does
 */
export function quantityFromStepper(value: number, step: number): number | undefined {
  if (!Number.isFinite(value)) return undefined;
  const quantity = Math.round((value * QUANTITY_SCALE) / step) * step;
  return lineQuantityProblem(quantity, step) === undefined ? quantity : undefined;
}

/** One line as the cart page shows it. Money in kopecks, quantity in thousandths. */
export interface CartRow {
  productId: string;
  measureCode: string;
  /** The variant of a product sold in variants. */
  variantId?: string | undefined;
  snapshot: CartProductSnapshot | undefined;
  quantity: number;
  /** Price of one measure unit. */
  price: number;
  amount: number;
  discount: number;
  totalAmount: number;
  /** The price the visitor was shown before, when the server priced the line differently. */
  previousPrice?: number | undefined;
  /** Why the server refused the line (gone from the catalog, no longer sold in this measure...). */
  problem?: string | undefined;
  /**
   * A line the shop's cart holds but cannot sell any more (after a reload): no price, out of the
   * totals, and only removable (its money fields are 0).
   */
  unavailable?: boolean | undefined;
}

export interface CartView {
  rows: CartRow[];
  totals: CartTotals;
  /** "server": prices and totals as the API computed them for exactly these lines. */
  pricedBy: "server" | "local";
}

const rowKey = (number: string, measureCode: string, variantNumber = "") =>
  `${number}\u0000${measureCode}\u0000${variantNumber}`;

/**
 * Which line each violation of a refused calculation names. The API numbers lines as they were
 * sent (`items.2.measure`), and only lines with a snapshot are sent, in the cart's order.
 */
function problemsByLine(
  lines: readonly CartLineView<CartProductSnapshot>[],
  violations: readonly Violation[],
): Map<CartLineView<CartProductSnapshot>, string> {
  const sent = lines.filter((line) => line.snapshot);
  const problems = new Map<CartLineView<CartProductSnapshot>, string>();
  for (const violation of violations) {
    const index = /^items\.(\d+)(?:\.|$)/.exec(violation.propertyPath)?.[1];
    const line = index === undefined ? undefined : sent[Number(index)];
    if (line && !problems.has(line)) problems.set(line, violation.message);
  }
  return problems;
}

/**
 * The rows and totals of the cart page. The local lines are the truth about what is in the cart;
 * the server's calculation of the same lines, when there is one, supplies today's prices,
 * discounts (the server recomputes every price); totals are always cart-core's. A calculation of other lines (an
 * answer older than the last change) is ignored, and the exact local totals of cart-core show.
 * Rows are ordered by product and measure, so a line does not jump when its quantity changes.
 * @example
 *   const view = buildCartView(lines, calculated.data, calculated.error?.violations);
 */
export function buildCartView(
  lines: readonly CartLineView<CartProductSnapshot>[],
  priced?: Cart | undefined,
  violations: readonly Violation[] = [],
): CartView {
  const problems = problemsByLine(lines, violations);
  const serverItems = new Map(
    priced?.items.map((item) => [rowKey(item.product.number, item.measure.code, item.variant?.number), item]),
  );
  const serverItemOf = (line: CartLineView<CartProductSnapshot>) => {
    const item =
      line.snapshot &&
      serverItems.get(rowKey(line.snapshot.number, line.measureCode, line.snapshot.variantNumber));
    return item && quantityFromWire(item.quantity) === line.quantity ? item : undefined;
  };
  const usesServer =
    priced !== undefined &&
    lines.length > 0 &&
    priced.items.length === lines.length &&
    lines.every((line) => serverItemOf(line) !== undefined);

  const rows = lines.map((line): CartRow => {
    const base = {
      productId: line.productId,
      measureCode: line.measureCode,
      variantId: line.variantId,
      snapshot: line.snapshot,
      quantity: line.quantity,
      problem: problems.get(line),
    };
    const item = usesServer ? serverItemOf(line) : undefined;
    if (!item) {
      const discount = Math.min(line.discount ?? 0, line.amount);
      return { ...base, price: line.price, amount: line.amount, discount, totalAmount: line.totalAmount };
    }
    const discount = Math.min(item.discount ?? 0, item.amount);
    return {
      ...base,
      price: item.price,
      amount: item.amount,
      discount,
      totalAmount: item.amount - discount,
      previousPrice: item.price === line.price ? undefined : line.price,
    };
  });
  rows.sort(
    (a, b) =>
      compareIds(a.productId, b.productId) ||
      compareIds(a.measureCode, b.measureCode) ||
      compareIds(a.variantId ?? "", b.variantId ?? ""),
  );

  // cart-core's rule over the server's prices and discounts gives the server's totals to the kopeck.
  return { rows, totals: calculateTotals(rows), pricedBy: usesServer ? "server" : "local" };
}

/**
 * The cart view with the lines the server's cart holds but cannot sell (cart-core's refused lines
 * that carry a quantity, not in the local cart) as rows of their own, after the others, each with
 * its reason; the totals stay those of the lines that can be bought.
 * @example
 *   const view = withUnavailableRows(buildCartView(lines, priced), cartStore.getRefusedLines());
 */
export function withUnavailableRows(
  view: CartView,
  refused: readonly RefusedLine<CartProductSnapshot>[],
): CartView {
  const rows = unavailableLines(refused, view.rows).flatMap((line): CartRow[] =>
    line.quantity === undefined
      ? []
      : [
          {
            productId: line.productId,
            measureCode: line.measureCode,
            variantId: line.variantId,
            snapshot: line.snapshot,
            quantity: line.quantity,
            price: 0,
            amount: 0,
            discount: 0,
            totalAmount: 0,
            problem: line.reason,
            unavailable: true,
          },
        ],
  );
  return rows.length === 0 ? view : { ...view, rows: [...view.rows, ...rows] };
}

const collator = new Intl.Collator("en", { numeric: true });
const compareIds = (a: string, b: string) => collator.compare(a, b);
