import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import type { Address, DeliveryMethod, PaymentMethod } from "@shop/api-client";

/** How a delivery method of checkout reads for staff. */
export const deliveryLabels: Record<DeliveryMethod, MessageDescriptor> = {
  pickup: msg({ id: "admin.orders.delivery.pickup", message: "Pickup from the shop" }),
  courier: msg({ id: "admin.orders.delivery.courier", message: "Courier" }),
  post: msg({ id: "admin.orders.delivery.post", message: "Post" }),
};

/** How a payment method of checkout reads for staff. */
export const paymentLabels: Record<PaymentMethod, MessageDescriptor> = {
  "card-online": msg({ id: "admin.orders.payment.cardOnline", message: "Card online" }),
  "card-on-delivery": msg({ id: "admin.orders.payment.cardOnDelivery", message: "Card on delivery" }),
  cash: msg({ id: "admin.orders.payment.cash", message: "Cash on delivery" }),
};

/**
 * A delivery address on one line, as the post writes it: postcode, city, street, house, flat.
 * @example
 *   addressLine({ postcode: "101000", city: "Москва", street: "Мясницкая", house: "1", apartment: "5" });
 *   // "101000, Москва, Мясницкая, 1, 5"
 */
export function addressLine({ postcode, city, street, house, apartment }: Address): string {
  return [postcode, city, street, house, apartment].filter(Boolean).join(", ");
}
