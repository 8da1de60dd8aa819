import { useLingui } from "@lingui/react/macro";
import { CartOfflineError, lineKey, type RefusedLine } from "@shop/cart-core";
import { Button } from "@shop/ui";
import { Link } from "@tanstack/react-router";
import { useSetAtom } from "jotai";
import type { ReactNode } from "react";
import { css } from "../../../styled-system/css";
import { type CartProductSnapshot, cartAtom } from "../../lib/cart";
import { lineTitle } from "../../lib/line-title";
import { type PlaceOrderMutation, unavailableAtCheckout } from "./place-order";

const alertClass = css({ p: "3", borderRadius: "md", bg: "warning.subtle", color: "fg.default", m: "0" });
const unavailableListClass = css({ my: "2", pl: "0", listStyle: "none", display: "grid", gap: "2" });
const unavailableItemClass = css({ display: "grid", gap: "1", justifyItems: "start" });

export interface CheckoutAlertProps {
  placeOrder: PlaceOrderMutation;
  /** Goods the shop's cart holds but no longer sells (`unavailableLines`). */
  unavailable: readonly RefusedLine<CartProductSnapshot>[];
  /** The last attempt was answered 409 price-changed. */
  priceChanged: boolean;
}

/**
 * What stops the order, as one alert above the submit button: new prices to confirm, goods no longer
 * sold (each with a Remove button), the API's reasons for refusing them, or the attempt's error.
 */
export function CheckoutAlert({ placeOrder, unavailable, priceChanged }: CheckoutAlertProps) {
  const { t } = useLingui();
  const dispatch = useSetAtom(cartAtom);
  // The order was refused for lines no longer sold: their reasons, shown until the session's cart,
  // read again, names the lines themselves.
  const refusedAtCheckout = unavailableAtCheckout(placeOrder.error);
  const removeUnavailable = (line: (typeof unavailable)[number]) => {
    dispatch({
      type: "remove",
      productId: line.productId,
      measureCode: line.measureCode,
      variantId: line.variantId,
    });
    // That refusal is answered: the button places the order again.
    placeOrder.reset();
  };

  if (priceChanged) {
    return (
      <p role="alert" className={alertClass}>
        {t({
          id: "checkout.priceChanged",
          message:
            "Prices have changed since you added the goods. Check the new total and confirm the order again.",
        })}
      </p>
    );
  }
  if (unavailable.length > 0) {
    return (
      <UnavailableAlert
        after={<Link to="/cart">{t({ id: "checkout.unavailable.toCart", message: "Open the cart" })}</Link>}
      >
        {unavailable.map((line) => {
          const title = lineTitle(line.snapshot) ?? t({ id: "cart.line.unknownProduct", message: "Product" });
          const measure = line.snapshot?.measureTitle ?? line.measureCode;
          return (
            <li
              key={`${line.productId}/${lineKey(line.measureCode, line.variantId)}`}
              className={unavailableItemClass}
            >
              <span>
                <strong>
                  {title}, {measure}
                </strong>
                {": "}
                {line.reason}
              </span>
              <Button
                type="button"
                size="sm"
                onClick={() => removeUnavailable(line)}
                aria-label={t({
                  id: "cart.line.remove.label",
                  message: `Remove ${title}, ${measure}, from the cart`,
                })}
              >
                {t({ id: "cart.line.remove", message: "Remove" })}
              </Button>
            </li>
          );
        })}
      </UnavailableAlert>
    );
  }
  if (refusedAtCheckout.length > 0) {
    return (
      <UnavailableAlert>
        {refusedAtCheckout.map((reason) => (
          <li key={reason}>{reason}</li>
        ))}
      </UnavailableAlert>
    );
  }
  if (placeOrder.error instanceof CartOfflineError || (placeOrder.error && !navigator.onLine)) {
    return (
      <p role="alert" className={alertClass}>
        {t({
          id: "checkout.offline",
          message:
            "No connection to the internet. An order needs one: place it when the connection is back. Everything you entered stays in the form.",
        })}
      </p>
    );
  }
  if (placeOrder.error) {
    return (
      <p role="alert" className={alertClass}>
        {placeOrder.error.message}
      </p>
    );
  }
  return null;
}

/** The alert listing goods that can no longer be ordered: `children` are its `<li>`, `after` follows the list. */
function UnavailableAlert({ children, after }: { children: ReactNode; after?: ReactNode }) {
  const { t } = useLingui();
  return (
    <div role="alert" className={alertClass} data-testid="checkout-unavailable">
      <p className={css({ m: "0" })}>
        {t({ id: "checkout.unavailable", message: "Some goods in the cart can no longer be ordered:" })}
      </p>
      <ul className={unavailableListClass}>{children}</ul>
      {after}
    </div>
  );
}
