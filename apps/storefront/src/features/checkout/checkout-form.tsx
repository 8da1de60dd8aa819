import type { Order, Profile } from "@shop/api-client";
import { deliveryPrice } from "@shop/cart-core";
import { useAtomValue } from "jotai";
import { useMemo } from "react";
import { FormProvider, useForm } from "react-hook-form";
import { css } from "../../../styled-system/css";
import { useCalculatedCart } from "../../lib/calculate-cart";
import { cartAtom, DEFAULT_CURRENCY, toCartInput } from "../../lib/cart";
import { type CheckoutFields, checkoutDefaults } from "./checkout-fields";
import { CheckoutSummary } from "./checkout-summary";
import { DeliveryFieldset } from "./delivery-fieldset";
import { OrderCommentField } from "./order-comment-field";
import { PaymentFieldset } from "./payment-fieldset";
import { RecipientFieldset } from "./recipient-fieldset";
import { useCheckoutSubmit } from "./use-checkout-submit";

const layoutClass = css({
  display: "grid",
  gap: "8",
  gridTemplateColumns: { base: "1fr", lg: "1fr 20rem" },
  alignItems: "start",
});

/**
 * The checkout of the customer's cart: recipient (from the profile), delivery, payment and a
 * review of the server's totals; `onPlaced` gets the order. The form's state lives here; its parts
 * read it through `<FormProvider>`.
 */
export function CheckoutForm({ profile, onPlaced }: { profile: Profile; onPlaced: (order: Order) => void }) {
  const cart = useAtomValue(cartAtom);
  const input = useMemo(() => toCartInput(cart, DEFAULT_CURRENCY), [cart]);
  const { priced } = useCalculatedCart(input);
  const form = useForm<CheckoutFields>({ defaultValues: checkoutDefaults(profile) });
  const delivery = form.watch("delivery");
  const totals = priced?.totals;
  const deliveryAmount = totals ? deliveryPrice(delivery, totals.totalAmount) : 0;
  const grandTotal = totals ? totals.totalAmount + deliveryAmount : undefined;
  const { placeOrder, submit } = useCheckoutSubmit({ form, grandTotal, onPlaced });

  return (
    <FormProvider {...form}>
      <form method="post" className={layoutClass} noValidate onSubmit={submit}>
        <div className={css({ display: "grid", gap: "8" })}>
          <RecipientFieldset />
          <DeliveryFieldset totals={totals} />
          <PaymentFieldset />
          <OrderCommentField />
        </div>
        <CheckoutSummary
          totals={totals}
          deliveryAmount={deliveryAmount}
          grandTotal={grandTotal}
          placeOrder={placeOrder}
        />
      </form>
    </FormProvider>
  );
}
