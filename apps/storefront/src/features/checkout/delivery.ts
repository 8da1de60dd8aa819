import type { DeliveryMethod, PaymentMethod } from "@shop/api-client";

// What each delivery costs is the shop's rule in @shop/cart-core (`deliveryPrice`), the one the API
// charges by; this file holds what the checkout form offers and in which order.

export const DELIVERY_METHODS: readonly DeliveryMethod[] = ["pickup", "courier", "post"];
export const PAYMENT_METHODS: readonly PaymentMethod[] = ["card-on-delivery", "cash", "card-online"];

/** Courier and post bring the parcel to an address; pickup needs none. */
export const needsAddress = (method: DeliveryMethod) => method !== "pickup";
