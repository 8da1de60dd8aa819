import { ApiError, type Cart, type CartInput } from "@shop/api-client";
import {
  type CartState,
  cartLines,
  createCartStore,
  formatQuantity,
  memoryStorage,
  quantityFromDecimal,
  type ServerCart,
  webStorage,
} from "@shop/cart-core";
import { createCartAtoms } from "@shop/cart-core/jotai";
import { answered, shopApi } from "./api";

/** What a cart line shows without asking the API again. */
export interface CartProductSnapshot {
  number: string;
  slug: string;
  title: string;
  measureCode: string;
  measureTitle: string;
  /** Path of the product's first image, for the image route. */
  image?: string | undefined;
}

const isSnapshot = (value: unknown): value is CartProductSnapshot => {
  if (typeof value !== "object" || value === null) return false;
  const snapshot = value as Record<string, unknown>;
  return ["number", "slug", "title", "measureCode", "measureTitle"].every(
    (key) => typeof snapshot[key] === "string",
  );
};

/** The API's cart as cart-core's server cart: quantities in thousandths, ids as strings. */
export function toServerCart(cart: Cart): ServerCart<CartProductSnapshot> {
  return {
    id: cart.id === null ? null : String(cart.id),
    currency: cart.currency,
    priceType: cart.priceType,
    items: cart.items.map((item) => ({
      productId: String(item.product.id),
      measureId: item.measure.code,
      quantity: quantityFromDecimal(String(item.quantity)) ?? 0,
      price: item.price,
      discount: item.discount,
      snapshot: {
        number: item.product.number,
        slug: item.product.slug,
        title: item.product.title,
        measureCode: item.measure.code,
        measureTitle: item.measure.title,
        image: item.product.image,
      },
    })),
  };
}

/**
 * The local cart as the API's cart body: product by number, measure by code, quantity in measure
 * units. Prices are not sent: the server takes them from the database.
 */
export function toCartInput(cart: CartState<CartProductSnapshot>, defaultCurrency: string): CartInput {
  return {
    currency: cart.currency ?? defaultCurrency,
    items: cartLines(cart).flatMap((line) =>
      line.snapshot
        ? [
            {
              product: { number: line.snapshot.number },
              measure: { code: line.snapshot.measureCode as CartInput["items"][number]["measure"]["code"] },
              quantity: Number(formatQuantity(line.quantity)),
            },
          ]
        : [],
    ),
  };
}

/** The shop's currency until the session says otherwise. */
export const DEFAULT_CURRENCY = "RUB";

/**
 * The visitor's cart: stored in localStorage at once, saved to the API 2 s after the last change
 * for a customer outside the admin panel (cart-core's scheduler decides when).
 */
export const cartStore = createCartStore<CartProductSnapshot>({
  // The server renders pages without the cart (it is on the visitor's device): nothing to store there.
  storage: globalThis.localStorage ? webStorage(globalThis.localStorage) : memoryStorage(),
  isSnapshot,
  transport: {
    save: async (cart, { signal }) => {
      const input = toCartInput(cart, DEFAULT_CURRENCY);
      const saved = answered(
        cart.id === null
          ? await shopApi.carts.add(input, { signal, silent: true })
          : await shopApi.carts.replace(cart.id, input, { signal, silent: true }),
      );
      return toServerCart(saved);
    },
    // The server forgot the cart or it is someone else's: cart-core drops the id and saves anew.
    isUnknownCartError: (error) =>
      error instanceof ApiError && (error.statusCode === 404 || error.statusCode === 403),
  },
});

export const { cartAtom, totalsAtom, linesAtom } = createCartAtoms(cartStore);
