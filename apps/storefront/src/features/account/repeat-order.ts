import { ApiError } from "@shop/api-client";
import { useMutation } from "@tanstack/react-query";
import { answered, shopApi } from "../../lib/api";
import { cartStore, toServerCart } from "../../lib/cart";

// The cart id the store holds may be gone on the server (deleted, emptied by another device's
// checkout and then removed): the order then goes into a new cart, as cart-core does for saves.
const isUnknownCart = (error: unknown) =>
  error instanceof ApiError && (error.statusCode === 404 || error.statusCode === 403);

/**
 * Puts the lines of an order into the customer's cart at today's prices
 * (`PATCH /sales/carts/{id}/repeat-order`, or `POST /sales/carts/repeat-order` without a cart),
 * then makes the answer the local cart, so the cart page shows the lines at once.
 */
export function useRepeatOrder() {
  return useMutation({
    mutationFn: async (orderId: number) => {
      // Unsaved local edits first: the server adds the order to the cart the customer sees.
      await cartStore.flush();
      const cartId = cartStore.getState().id ?? undefined;
      let cart: Awaited<ReturnType<typeof shopApi.carts.repeatOrder>>;
      try {
        cart = await shopApi.carts.repeatOrder(orderId, { cartId });
      } catch (error) {
        if (cartId === undefined || !isUnknownCart(error)) throw error;
        cart = await shopApi.carts.repeatOrder(orderId);
      }
      cartStore.dispatch({ type: "replace", cart: toServerCart(answered(cart)) });
    },
  });
}
