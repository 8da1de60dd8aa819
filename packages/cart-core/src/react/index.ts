import { useMemo, useSyncExternalStore } from "react";
import { type CartLineView, type CartState, cartLineViews, cartTotals } from "../cart";
import type { CartStore, RefusedLine } from "../store";
import type { CartTotals } from "../totals";

/**
 * The current cart of a store; re-renders on every change.
 * @example
 *   const cart = useCart(cartStore);
 */
export function useCart<TSnapshot>(store: CartStore<TSnapshot>): CartState<TSnapshot> {
  return useSyncExternalStore(store.subscribe, store.getState, store.getState);
}

/**
 * The cart's totals, recomputed only when the cart changes.
 * @example
 *   const { itemsNumber, totalAmount } = useCartTotals(cartStore);
 */
export function useCartTotals(store: CartStore<unknown>): CartTotals {
  const cart = useCart(store);
  return useMemo(() => cartTotals(cart), [cart]);
}

/**
 * The cart's lines with their amounts, recomputed only when the cart changes.
 * @example
 *   const lines = useCartLines(cartStore);
 */
export function useCartLines<TSnapshot>(store: CartStore<TSnapshot>): CartLineView<TSnapshot>[] {
  const cart = useCart(store);
  return useMemo(() => cartLineViews(cart), [cart]);
}

/**
 * The lines the server refused at the last save, with its reasons; re-renders when they change.
 * @example
 *   const refused = useRefusedLines(cartStore);
 *   // A row's reason: `sameLine` (from "@shop/cart-core") compares product, measure and variant.
 *   const reason = refused.find((line) => sameLine(line, row))?.reason;
 */
export function useRefusedLines<TSnapshot>(store: CartStore<TSnapshot>): readonly RefusedLine<TSnapshot>[] {
  return useSyncExternalStore(store.subscribe, store.getRefusedLines, store.getRefusedLines);
}
