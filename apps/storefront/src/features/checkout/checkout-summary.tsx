import { useLingui } from "@lingui/react/macro";
import type { CartTotals } from "@shop/api-client";
import { Price } from "@shop/ui";
import { useAtomValue } from "jotai";
import { useMemo } from "react";
import { css } from "../../../styled-system/css";
import { SubmitButton } from "../../components/submit-button";
import { DEFAULT_CURRENCY, linesAtom, refusedLinesAtom, unavailableLines } from "../../lib/cart";
import { CheckoutAlert } from "./checkout-alert";
import { changedTotals, type PlaceOrderMutation } from "./place-order";

const summaryClass = css({
  display: "grid",
  gap: "3",
  p: "5",
  bg: "bg.surface",
  borderRadius: "lg",
  boxShadow: "sm",
  position: { lg: "sticky" },
  top: "4",
});
const rowClass = css({ display: "flex", justifyContent: "space-between", gap: "4", m: "0" });

export interface CheckoutSummaryProps {
  /** The server's totals of the cart's lines; none while they are being calculated. */
  totals: CartTotals | undefined;
  /** What the chosen delivery costs for these totals. */
  deliveryAmount: number;
  /** The goods and the delivery together: the total the shopper confirms. */
  grandTotal: number | undefined;
  placeOrder: PlaceOrderMutation;
}

/**
 * "Your order" beside the form: the totals (the server's new one after a price change), what stops
 * the order, and the button that places it or confirms the new total.
 */
export function CheckoutSummary({ totals, deliveryAmount, grandTotal, placeOrder }: CheckoutSummaryProps) {
  const { t } = useLingui();
  const lines = useAtomValue(linesAtom);
  const refused = useAtomValue(refusedLinesAtom);
  // Goods the shop's cart holds but no longer sells: the order would be refused until they go.
  const unavailable = useMemo(() => unavailableLines(refused, lines), [refused, lines]);
  const changed = changedTotals(placeOrder.error);
  return (
    <aside aria-label={t({ id: "checkout.summary", message: "Your order" })} className={summaryClass}>
      <h2 className={css({ fontSize: "xl", fontWeight: "semibold", m: "0" })}>
        {t({ id: "checkout.summary", message: "Your order" })}
      </h2>
      {totals ? (
        <>
          <p className={rowClass}>
            <span>{t({ id: "checkout.items", message: `Items: ${totals.itemsNumber}` })}</span>
            <Price amount={totals.amount} currency={DEFAULT_CURRENCY} />
          </p>
          {totals.discount > 0 ? (
            <p className={rowClass}>
              <span>{t({ id: "checkout.discount", message: "Discount" })}</span>
              <span>
                − <Price amount={totals.discount} currency={DEFAULT_CURRENCY} />
              </span>
            </p>
          ) : null}
          <p className={rowClass}>
            <span>{t({ id: "checkout.deliveryAmount", message: "Delivery" })}</span>
            <Price amount={deliveryAmount} currency={DEFAULT_CURRENCY} />
          </p>
          <p
            className={css({
              display: "flex",
              justifyContent: "space-between",
              fontWeight: "bold",
              fontSize: "lg",
              m: "0",
            })}
            data-testid="checkout-total"
          >
            <span>{t({ id: "checkout.total", message: "Total" })}</span>
            <Price amount={changed?.totalAmount ?? grandTotal ?? 0} currency={DEFAULT_CURRENCY} />
          </p>
        </>
      ) : (
        <p className={css({ m: "0", color: "fg.muted" })}>
          {t({ id: "checkout.calculating", message: "Calculating the totals…" })}
        </p>
      )}
      <CheckoutAlert placeOrder={placeOrder} unavailable={unavailable} priceChanged={changed !== undefined} />
      <SubmitButton
        size="md"
        loading={placeOrder.isPending}
        disabled={!totals || placeOrder.isPending || unavailable.length > 0}
      >
        {changed
          ? t({ id: "checkout.confirmNewTotal", message: "Confirm the new total" })
          : t({ id: "checkout.placeOrder", message: "Place the order" })}
      </SubmitButton>
    </aside>
  );
}
