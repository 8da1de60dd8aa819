import { ApiError, type Cart, type CartInput } from "@shop/api-client";
import {
  type CartLineId,
  type CartLineInput,
  CartLinesRefusedError,
  type CartState,
  cartLines,
  createCartStore,
  DEFAULT_CART_STORAGE_KEY,
  memoryStorage,
  quantityFromWire,
  quantityToWire,
  type RefusedLine,
  type ServerCart,
  sameLine,
  stepOfMeasure,
  webLock,
  webStorage,
} from "@shop/cart-core";
import { createCartAtoms } from "@shop/cart-core/jotai";
import { answered, shopApi } from "./api";

/** What a cart line shows without asking the API again. */
export interface CartProductSnapshot {
  number: string;
  slug: string;
  title: string;
  measureTitle: string;
  /** Path of the product's first image, for the image route. */
  image?: string | undefined;
  /**
   * The measure's step in thousandths, which the line's stepper goes by (cart-core's
   * `stepOfMeasure`). Absent from lines saved before it was kept.
   */
  measureStep?: number | undefined;
  /** The variant's article and name («100 г») of a line of a product sold in variants. */
  variantNumber?: string | undefined;
  variantTitle?: string | undefined;
}

const isSnapshot = (value: unknown): value is CartProductSnapshot => {
  if (typeof value !== "object" || value === null) return false;
  const snapshot = value as Record<string, unknown>;
  const step = snapshot.measureStep;
  return (
    ["number", "slug", "title", "measureTitle"].every((key) => typeof snapshot[key] === "string") &&
    ["variantNumber", "variantTitle"].every((key) =>
      ["string", "undefined"].includes(typeof snapshot[key]),
    ) &&
    (step === undefined || (Number.isSafeInteger(step) && (step as number) > 0))
  );
};

/** What a line of the API's cart shows without asking again, and its key and quantity. */
const lineOf = (item: Cart["items"][number] | Cart["unavailableItems"][number]) => ({
  productId: String(item.product.id),
  measureCode: item.measure.code,
  variantId: item.variant && String(item.variant.id),
  quantity: quantityFromWire(item.quantity) ?? 0,
  snapshot: {
    number: item.product.number,
    slug: item.product.slug,
    title: item.product.title,
    measureTitle: item.measure.title,
    image: item.product.image,
    measureStep: stepOfMeasure(item.measure.step),
    variantNumber: item.variant?.number,
    variantTitle: item.variant?.title,
  },
});

/**
 * The API's cart as cart-core's server cart: quantities in thousandths, ids as strings; the lines
 * the API cannot sell any more (`unavailableItems`) with their reasons, which the store keeps as
 * refused lines instead of losing them.
 */
export function toServerCart(cart: Cart): ServerCart<CartProductSnapshot> {
  return {
    id: cart.id === null ? null : String(cart.id),
    currency: cart.currency,
    priceType: cart.priceType,
    items: cart.items.map((item) => ({ ...lineOf(item), price: item.price, discount: item.discount })),
    unavailable: cart.unavailableItems.map((item) => ({ ...lineOf(item), reason: item.reason })),
  };
}

/**
 * The local cart as the API's cart body: product by number, measure by code, quantity in measure
 * units. Prices are not sent: the server takes them from the database.
 */
export function toCartInput(cart: CartState<CartProductSnapshot>, defaultCurrency: string): CartInput {
  return linesInput(cartLines(cart), cart.currency ?? defaultCurrency);
}

type SnapshotLine = CartLineInput<CartProductSnapshot> & { snapshot: CartProductSnapshot };

function linesInput(lines: readonly CartLineInput<CartProductSnapshot>[], currency: string): CartInput {
  return {
    currency,
    items: lines
      .filter((line): line is SnapshotLine => line.snapshot !== undefined)
      .map((line) => ({
        product: { number: line.snapshot.number },
        variant:
          line.snapshot.variantNumber === undefined ? undefined : { number: line.snapshot.variantNumber },
        measure: { code: line.measureCode as CartInput["items"][number]["measure"]["code"] },
        quantity: quantityToWire(line.quantity),
      })),
  };
}

/**
 * The lines a 422 of a save names (`items.2.quantity`: the body's third line), with the API's
 * reasons; none when the answer is about the cart as a whole.
 */
function refusedLinesOf(error: unknown, sent: readonly CartLineInput<CartProductSnapshot>[]) {
  if (!(error instanceof ApiError) || error.statusCode !== 422) return [];
  const refused = error.violations.map((violation) => {
    const line = sent[Number(/^items\.(\d+)\./.exec(violation.propertyPath)?.[1] ?? Number.NaN)];
    return (
      line && {
        productId: line.productId,
        measureCode: line.measureCode,
        variantId: line.variantId,
        reason: violation.message,
      }
    );
  });
  return refused.every((line) => line !== undefined) ? refused : [];
}

/**
 * Saves the cart with the API's `/add` calls (docs/contract.md): a new cart with `POST
 * /sales/carts/add`, an existing one with `PATCH /sales/carts/{id}/add`, each line at its quantity
 * and each line removed since the last save at 0. A refusal naming lines is cart-core's
 * `CartLinesRefusedError`, so the rest is saved and the cart shows why beside those lines. A line
 * the API cannot sell any more that the customer removed is among `removed`, without a price.
 */
async function saveCart(
  cart: CartState<CartProductSnapshot>,
  { signal, removed }: { signal: AbortSignal; removed: readonly CartLineInput<CartProductSnapshot>[] },
) {
  const sent = [...cartLines(cart), ...removed.map((line) => ({ ...line, quantity: 0 }))].filter(
    (line) => line.snapshot !== undefined,
  );
  const input = linesInput(sent, cart.currency ?? DEFAULT_CURRENCY);
  try {
    const saved = answered(
      await shopApi.carts.add(input, {
        signal,
        silent: true,
        ...(cart.id === null ? {} : { cartId: cart.id }),
      }),
    );
    return toServerCart(saved);
  } catch (error) {
    const refused = refusedLinesOf(error, sent);
    if (refused.length > 0) throw new CartLinesRefusedError(refused, error);
    throw error;
  }
}

// Answers about the caller or the moment, not about the cart: the session ends (401), a limit or a
// timeout (408, 429). Any other refusal rejects the cart itself.
const NOT_ABOUT_THE_CART = new Set([401, 408, 429]);

/** The shop's currency until the session says otherwise. */
export const DEFAULT_CURRENCY = "RUB";

/**
 * The visitor's cart: stored in localStorage at once, saved to the API 2 s after the last change
 * for a customer outside the admin panel (cart-core's scheduler decides when). Offline, edits stay
 * stored and go out when the connection is back; the tabs of one browser show one cart and save it
 * once (docs/cart-core/sync.md, "Offline and several tabs").
 */
export const cartStore = createCartStore<CartProductSnapshot>({
  // The server renders pages without the cart (it is on the visitor's device): nothing to store there.
  storage: globalThis.localStorage
    ? webStorage(globalThis.localStorage, DEFAULT_CART_STORAGE_KEY, globalThis.window)
    : memoryStorage(),
  lock: webLock(DEFAULT_CART_STORAGE_KEY),
  isSnapshot,
  transport: {
    save: saveCart,
    // The server forgot the cart, it is someone else's, or it refuses it as a whole: cart-core
    // drops the id and saves it once as a new cart (SPEC.md section 4).
    isUnknownCartError: (error) =>
      error instanceof ApiError &&
      error.statusCode >= 400 &&
      error.statusCode < 500 &&
      !NOT_ABOUT_THE_CART.has(error.statusCode),
  },
});

export const { cartAtom, totalsAtom, linesAtom, refusedLinesAtom } = createCartAtoms(cartStore);

/**
 * The refused lines the server's cart holds but cannot sell (they carry a quantity) that are not
 * among `lines` (the local cart's): the goods a customer must remove before ordering.
 * @example
 *   unavailableLines(cartStore.getRefusedLines(), lines); // [{ productId: "12", reason: "…", quantity: 1000 }]
 */
export function unavailableLines(
  refused: readonly RefusedLine<CartProductSnapshot>[],
  lines: readonly CartLineId[],
): RefusedLine<CartProductSnapshot>[] {
  return refused.filter((line) => line.quantity !== undefined && !lines.some((row) => sameLine(row, line)));
}
