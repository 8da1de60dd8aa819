import type { DeliveryMethod, PaymentMethod } from "@shop/api-client";

/** Courier delivery is free from this cart total after discount (kopecks), docs/contract.md. */
export const FREE_COURIER_FROM = 300_000;

const DELIVERY_PRICES: Record<DeliveryMethod, number> = { pickup: 0, courier: 30_000, post: 35_000 };

/**
 * The delivery price the API will charge for a cart total (kopecks), shown before the order is
 * placed. The API computes it again; if it ever differs, its 409 price-changed answer carries its
 * figure and the shopper confirms that one.
 * @example
 *   deliveryPrice("courier", 250_000); // 30_000
 *   deliveryPrice("courier", 300_000); // 0
 */
export function deliveryPrice(method: DeliveryMethod, cartTotal: number): number {
  if (method === "courier" && cartTotal >= FREE_COURIER_FROM) return 0;
  return DELIVERY_PRICES[method];
}

export const DELIVERY_METHODS: readonly DeliveryMethod[] = ["pickup", "courier", "post"];
export const PAYMENT_METHODS: readonly PaymentMethod[] = ["card-on-delivery", "cash", "card-online"];

/** Courier and post bring the parcel to an address; pickup needs none. */
export const needsAddress = (method: DeliveryMethod) => method !== "pickup";
