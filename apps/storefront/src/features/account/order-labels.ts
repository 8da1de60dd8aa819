import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import type { Address, DeliveryMethod, PaymentMethod } from "@shop/api-client";
import { i18n } from "../../lib/i18n";

/** How a delivery method of checkout reads in the customer's orders. */
export const deliveryMethodLabels: Record<DeliveryMethod, MessageDescriptor> = {
  pickup: msg({ id: "purchases.delivery.pickup", message: "Pickup from the shop" }),
  courier: msg({ id: "purchases.delivery.courier", message: "Courier" }),
  post: msg({ id: "purchases.delivery.post", message: "Post" }),
};

/** How a payment method of checkout reads in the customer's orders. */
export const paymentMethodLabels: Record<PaymentMethod, MessageDescriptor> = {
  "card-online": msg({ id: "purchases.payment.cardOnline", message: "Card online" }),
  "card-on-delivery": msg({ id: "purchases.payment.cardOnDelivery", message: "Card on delivery" }),
  cash: msg({ id: "purchases.payment.cash", message: "Cash on delivery" }),
};

/**
 * A delivery address on one line, the Russian way: postcode, city, street, house, flat.
 * @example
 *   formatAddress({ postcode: "101000", city: "Москва", street: "Мясницкая", house: "1", apartment: "5" });
 *   // "101000, Москва, Мясницкая, д. 1, кв. 5"
 */
export function formatAddress({ postcode, city, street, house, apartment }: Address): string {
  return apartment
    ? i18n._(
        msg({
          id: "purchases.address.withFlat",
          message: `${postcode}, ${city}, ${street}, house ${house}, flat ${apartment}`,
        }),
      )
    : i18n._(msg({ id: "purchases.address", message: `${postcode}, ${city}, ${street}, house ${house}` }));
}
