import { assertMinorUnits } from "./totals";

/** How an order reaches the customer (docs/contract.md, "Checkout and orders"). */
export type DeliveryMethod = "pickup" | "courier" | "post";

/** Courier delivery is free from this cart total after discount, in minor units (3 000 ₽). */
export const FREE_COURIER_FROM = 300_000;

/** What each method costs below {@link FREE_COURIER_FROM}, in minor units. */
export const DELIVERY_PRICES: Readonly<Record<DeliveryMethod, number>> = {
  pickup: 0,
  courier: 30_000,
  post: 35_000,
};

/**
 * The delivery price of an order in minor units, from the cart's total after discount: pickup is
 * free, the courier costs 300 ₽ and nothing from {@link FREE_COURIER_FROM}, the post 350 ₽. The API
 * charges it and a shop shows it before the order is placed: both call this.
 * @example
 *   deliveryPrice("courier", 299_999); // 30_000
 *   deliveryPrice("courier", 300_000); // 0
 *   deliveryPrice("post", 1_000_000); // 35_000
 */
export function deliveryPrice(method: DeliveryMethod, totalAfterDiscount: number): number {
  assertMinorUnits(totalAfterDiscount, "cart total");
  if (method === "courier" && totalAfterDiscount >= FREE_COURIER_FROM) return 0;
  return DELIVERY_PRICES[method];
}
