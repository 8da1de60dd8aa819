import type { Order } from "@shop/api-client";
import { useState } from "react";
import type { UseFormReturn } from "react-hook-form";
import { type CheckoutFields, checkoutOrder } from "./checkout-fields";
import { changedTotals, usePlaceOrder } from "./place-order";

/**
 * The checkout's submit: once the fields are valid, places their order for the total the shopper
 * saw (`grandTotal`, none while it is being calculated), or, after a 409 price change, for the new
 * total the shopper confirms; `onPlaced` gets the order.
 * @example
 *   const { placeOrder, submit } = useCheckoutSubmit({ form, grandTotal, onPlaced });
 *   <form onSubmit={submit}>…</form>
 */
export function useCheckoutSubmit({
  form,
  grandTotal,
  onPlaced,
}: {
  form: UseFormReturn<CheckoutFields>;
  grandTotal: number | undefined;
  onPlaced: (order: Order) => void;
}) {
  const placeOrder = usePlaceOrder();
  // After a 409 price-changed answer: the total the server asks the shopper to confirm.
  const [confirmTotal, setConfirmTotal] = useState<number>();
  const submit = form.handleSubmit((fields) => {
    if (grandTotal === undefined) return;
    placeOrder.mutate(checkoutOrder(fields, confirmTotal ?? grandTotal), {
      onSuccess: onPlaced,
      onError: (error) => setConfirmTotal(changedTotals(error)?.totalAmount),
    });
  });
  return { placeOrder, submit };
}
