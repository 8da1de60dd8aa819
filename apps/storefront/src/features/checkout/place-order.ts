import {
  ApiError,
  type CartTotals,
  type CheckoutInput,
  createIdempotencyKey,
  isNetworkFailure,
  PRICE_CHANGED_PROBLEM,
} from "@shop/api-client";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useRef } from "react";
import { answered, shopApi } from "../../lib/api";
import { cartCalculationKeys } from "../../lib/calculate-cart";
import { cartStore, toServerCart } from "../../lib/cart";
import { orderKeys } from "../../lib/order-keys";
import { sessionKeys } from "../../lib/session";

/** The server's figures from a 409 price-changed answer, or undefined for any other error. */
export function changedTotals(error: unknown): (CartTotals & { deliveryAmount: number }) | undefined {
  if (!(error instanceof ApiError) || error.problemType !== PRICE_CHANGED_PROBLEM) return undefined;
  const totals = (error.data as { totals?: CartTotals & { deliveryAmount: number } } | undefined)?.totals;
  return totals && typeof totals.totalAmount === "number" ? totals : undefined;
}

/**
 * The reasons of a 422 that names lines of the cart no longer sold (`unavailableItems.N`: staff
 * stopped selling a product while the checkout was open), or none for any other answer.
 */
export function unavailableAtCheckout(error: unknown): string[] {
  if (!(error instanceof ApiError) || error.statusCode !== 422) return [];
  return error.violations
    .filter((violation) => violation.propertyPath.startsWith("unavailableItems."))
    .map((violation) => violation.message);
}

/**
 * Takes the server's cart as it is now into the local one: its lines no longer sold become the
 * store's refused lines, with product and reason. The checkout flushed every edit first, so nothing
 * local is lost. A failed read leaves the refusal's reasons on screen.
 */
async function reloadServerCart() {
  const cartId = cartStore.getState().id;
  if (cartId === null) return;
  const cart = await shopApi.carts.get(cartId, { silent: true }).catch(() => undefined);
  if (cart && !isNetworkFailure(cart)) cartStore.resume(toServerCart(cart));
}

/**
 * `POST /sales/orders` with one idempotency key per attempt: a double click or a retry after a
 * network error sends the same key, so the API makes one order. A new key is taken only when the
 * attempt is over (success, or an answer that changes what the shopper confirms).
 */
export function usePlaceOrder() {
  const queryClient = useQueryClient();
  const key = useRef(createIdempotencyKey());
  return useMutation({
    // Never two requests at once from this page, whatever the clicks.
    scope: { id: "place-order" },
    // Offline, the attempt runs and fails at once (the cart's flush says so) rather than waiting,
    // paused, to place the order by itself whenever the connection comes back: the shopper is told
    // it needs a connection and places it then (issue 45).
    networkMode: "always",
    mutationFn: async (input: Omit<CheckoutInput, "cart">) => {
      // Unsaved cart edits go first: the order is made from the server's cart.
      await cartStore.flush();
      const cartId = cartStore.getState().id;
      if (cartId === null) throw new Error("The cart was not saved.");
      return answered(
        await shopApi.checkout.placeOrder(
          { ...input, cart: `/api/sales/carts/${cartId}` },
          // Silent: the form shows every refusal next to the button (a toast would repeat it).
          { idempotencyKey: key.current, silent: true },
        ),
      );
    },
    onSuccess: () => {
      key.current = createIdempotencyKey();
      // The API emptied the cart in the order's transaction; the local copy follows.
      cartStore.dispatch({ type: "replace", cart: { id: cartStore.getState().id, items: [] } });
      void queryClient.invalidateQueries({ queryKey: sessionKeys.all });
      void queryClient.invalidateQueries({ queryKey: orderKeys.all });
    },
    onError: (error) => {
      // An answer means this attempt is settled; a network failure may be retried with its key.
      if (error instanceof ApiError) key.current = createIdempotencyKey();
      // New prices: every figure of the summary, and the cart page's, is priced again.
      if (changedTotals(error)) void queryClient.invalidateQueries({ queryKey: cartCalculationKeys.all });
      // Lines no longer sold: the server's cart is read again, which holds them with their products
      // (`unavailableItems`), so the form can name each one and offer to remove it.
      if (unavailableAtCheckout(error).length > 0) void reloadServerCart();
    },
  });
}

/** The order mutation of {@link usePlaceOrder}: its state tells the summary how the last attempt went. */
export type PlaceOrderMutation = ReturnType<typeof usePlaceOrder>;
