import { assertQuantity } from "./quantity";
import { assertMinorUnits, type CartTotals, calculateTotals, lineAmount, lineCounts } from "./totals";

/** The product's id and the measure's code (`kg`, `pcs`) are strings, the keys of the local cart. */
export type ProductId = string;
export type MeasureCode = string;
/** The id of a product's variant (a form it is sold in: a 100 g pack), as a string. */
export type VariantId = string;

/**
 * The key of a line among its product's lines: the measure code, and the variant's id after a `~`
 * when the line is of a variant (a line is product + variant + measure: two variants, two lines).
 * @example
 *   lineKey("pack", "7"); // "pack~7"
 *   lineKey("kg"); // "kg"
 */
export function lineKey(measureCode: MeasureCode, variantId?: VariantId | undefined): string {
  return variantId === undefined ? measureCode : `${measureCode}~${variantId}`;
}

/** What tells a line from the other lines of a cart: its product, measure and variant. */
export interface CartLineId {
  productId: ProductId;
  measureCode: MeasureCode;
  /** The variant of a product sold in variants; left out for any other product. */
  variantId?: VariantId | undefined;
}

/**
 * Whether two lines (of a cart, a refusal, a row on screen) are the same line: one product, one
 * measure, and one variant or none, the rule `lineKey` keys the cart by.
 * @example
 *   sameLine({ productId: "42", measureCode: "pack", variantId: "7" }, line); // that variant's line?
 *   refused.find((line) => sameLine(line, row))?.reason;
 */
export function sameLine(a: CartLineId, b: CartLineId): boolean {
  return a.productId === b.productId && a.measureCode === b.measureCode && a.variantId === b.variantId;
}

/**
 * One line of the cart. `TSnapshot` is whatever the app wants to display without a request
 * (title, slug, product number, measure title, image); the core never reads it.
 */
export interface CartLine<TSnapshot = unknown> extends CartLineId {
  /** Thousandths of the measure (1000 = 1 шт, 250 = 0.25 кг). */
  quantity: number;
  /** Price of one measure unit in minor units (kopecks). Always > 0 in a cart. */
  price: number;
  /** Discount on the whole line in minor units, set only by the server. */
  discount?: number | undefined;
  snapshot?: TSnapshot | undefined;
}

/** A line as a caller or the server hands it over: the price may be missing (no price removes it). */
export interface CartLineInput<TSnapshot = unknown> extends Omit<CartLine<TSnapshot>, "price"> {
  price?: number | null | undefined;
}

/** A line with its computed money, for display and for the API. */
export interface CartLineView<TSnapshot = unknown> extends CartLine<TSnapshot> {
  /** price x quantity, rounded half up to the minor unit. */
  amount: number;
  /** amount less the (capped) discount. */
  totalAmount: number;
}

/**
 * The local cart: lines keyed by product id, then by `lineKey` (the measure code, with the variant's
 * id for a variant's line). Plain JSON, safe to store.
 */
export interface CartState<TSnapshot = unknown> {
  /** The server cart id once a save succeeded; `null` for a cart the server has not seen. */
  id: string | null;
  currency: string | null;
  priceType: string | null;
  items: Readonly<Record<ProductId, Readonly<Record<string, CartLine<TSnapshot>>>>>;
}

/**
 * A line the server's cart holds but cannot sell now (its price was removed), with the server's
 * reason: no price, so never a line of the local cart.
 */
export interface UnavailableLineInput<TSnapshot = unknown> {
  productId: ProductId;
  measureCode: MeasureCode;
  variantId?: VariantId | undefined;
  /** Thousandths of the measure. */
  quantity: number;
  reason: string;
  snapshot?: TSnapshot | undefined;
}

/** A cart as the server sends it (or as the transport maps it from the API's answer). */
export interface ServerCart<TSnapshot = unknown> {
  id: string | null;
  currency?: string | null | undefined;
  priceType?: string | null | undefined;
  items: readonly CartLineInput<TSnapshot>[];
  /**
   * Lines the server holds but cannot sell now: the store keeps them as refused lines (see
   * `CartStore.getRefusedLines`), out of the cart's totals and saves, until the customer removes them.
   */
  unavailable?: readonly UnavailableLineInput<TSnapshot>[] | undefined;
}

/**
 * A cart with no lines and no server id.
 * @example
 *   const cart = createEmptyCart<{ title: string }>();
 */
export function createEmptyCart<TSnapshot = unknown>(): CartState<TSnapshot> {
  return { id: null, currency: null, priceType: null, items: {} };
}

/**
 * The lines of a cart, products then measures in object key order.
 * @example
 *   for (const line of cartLines(cart)) console.log(line.productId, line.quantity);
 */
export function cartLines<TSnapshot>(cart: CartState<TSnapshot>): CartLine<TSnapshot>[] {
  return Object.values(cart.items).flatMap((byMeasure) => Object.values(byMeasure));
}

/**
 * The lines with their amounts, ready to render or compare with the API's answer.
 * @example
 *   cartLineViews(cart).map((line) => line.amount);
 */
export function cartLineViews<TSnapshot>(cart: CartState<TSnapshot>): CartLineView<TSnapshot>[] {
  return cartLines(cart).map((line) => {
    const amount = lineAmount(line.price, line.quantity);
    return { ...line, amount, totalAmount: amount - Math.min(line.discount ?? 0, amount) };
  });
}

/**
 * Totals of the cart by the rule in the README (the API computes the same).
 * @example
 *   cartTotals(cart).totalAmount; // kopecks
 */
export function cartTotals(cart: CartState<unknown>): CartTotals {
  return calculateTotals(cartLines(cart));
}

/**
 * Finds the line of a product in a measure (and of a variant, for a product sold in variants).
 * @example
 *   getLine(cart, "42", "kg")?.quantity;
 *   getLine(cart, "43", "pack", "7")?.quantity;
 */
export function getLine<TSnapshot>(
  cart: CartState<TSnapshot>,
  productId: ProductId,
  measureCode: MeasureCode,
  variantId?: VariantId | undefined,
): CartLine<TSnapshot> | undefined {
  // Own properties only: ids such as "__proto__" or "constructor" must not reach Object.prototype.
  const lines = Object.hasOwn(cart.items, productId) ? cart.items[productId] : undefined;
  const key = lineKey(measureCode, variantId);
  return lines && Object.hasOwn(lines, key) ? lines[key] : undefined;
}

/**
 * Validates a line's numbers and returns it as a cart line, or `undefined` when the line must not be
 * in a cart (no price, price or quantity 0). Malformed numbers (fractions of a kopeck or of a
 * thousandth, negatives, NaN) are programming errors and throw a RangeError.
 * @example
 *   normalizeLine({ productId: "42", measureCode: "kg", quantity: 250, price: null }); // undefined
 */
export function normalizeLine<TSnapshot>(input: CartLineInput<TSnapshot>): CartLine<TSnapshot> | undefined {
  if (typeof input.productId !== "string" || typeof input.measureCode !== "string") {
    throw new TypeError("productId and measureCode must be strings");
  }
  if (input.variantId !== undefined && typeof input.variantId !== "string") {
    throw new TypeError("variantId must be a string");
  }
  assertQuantity(input.quantity);
  if (input.price !== null && input.price !== undefined) assertMinorUnits(input.price, "price");
  if (input.discount !== undefined) assertMinorUnits(input.discount, "discount");
  const price = input.price;
  if (typeof price !== "number" || !lineCounts({ price, quantity: input.quantity })) return undefined;
  const line: CartLine<TSnapshot> = {
    productId: input.productId,
    measureCode: input.measureCode,
    quantity: input.quantity,
    price,
  };
  if (input.variantId !== undefined) line.variantId = input.variantId;
  if (input.discount !== undefined) line.discount = input.discount;
  if (input.snapshot !== undefined) line.snapshot = input.snapshot;
  return line;
}
