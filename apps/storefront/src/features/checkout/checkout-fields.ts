import type { CheckoutInput, DeliveryMethod, PaymentMethod, Profile } from "@shop/api-client";
import { normalisePhone } from "../../lib/field-rules";
import { needsAddress } from "./delivery";

/** The checkout form's fields, as the shopper types and picks them. */
export interface CheckoutFields {
  name: string;
  lastName: string;
  email: string;
  phone: string;
  delivery: DeliveryMethod;
  city: string;
  street: string;
  house: string;
  apartment: string;
  postcode: string;
  payment: PaymentMethod;
  comment: string;
}

/** The form as it opens: the recipient from the profile, pickup, card on delivery, nothing else. */
export function checkoutDefaults(profile: Profile): CheckoutFields {
  return {
    name: profile.name,
    lastName: profile.lastName,
    email: profile.email,
    phone: profile.phone ?? "",
    delivery: "pickup",
    payment: "card-on-delivery",
    city: "",
    street: "",
    house: "",
    apartment: "",
    postcode: "",
    comment: "",
  };
}

/**
 * The order the fields ask for, trimmed: an address only for a delivery that needs one, the flat
 * and the comment only when given; `expectedTotalAmount` is the total the shopper confirms.
 * @example
 *   checkoutOrder(form.getValues(), 450_000); // { recipient: {…}, delivery: { method: "pickup" }, … }
 */
export function checkoutOrder(
  fields: CheckoutFields,
  expectedTotalAmount: number,
): Omit<CheckoutInput, "cart"> {
  return {
    recipient: {
      name: fields.name.trim(),
      lastName: fields.lastName.trim(),
      email: fields.email.trim(),
      phone: normalisePhone(fields.phone),
    },
    delivery: needsAddress(fields.delivery)
      ? {
          method: fields.delivery,
          address: {
            city: fields.city.trim(),
            street: fields.street.trim(),
            house: fields.house.trim(),
            postcode: fields.postcode.trim(),
            ...(fields.apartment.trim() ? { apartment: fields.apartment.trim() } : {}),
          },
        }
      : { method: fields.delivery },
    payment: { method: fields.payment },
    ...(fields.comment.trim() ? { comment: fields.comment.trim() } : {}),
    expectedTotalAmount,
  };
}
