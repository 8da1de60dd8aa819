import { Plural, useLingui } from "@lingui/react/macro";
import type { CartTotals } from "@shop/cart-core";
import { Button, Dialog, Price } from "@shop/ui";
import { Link } from "@tanstack/react-router";
import { useState } from "react";
import { css, cx } from "../../../styled-system/css";
import { useOnline } from "../../lib/use-online";

const asideClass = css({
  display: "grid",
  gap: "4",
  p: "5",
  bg: "bg.surface",
  borderWidth: "1px",
  borderColor: "border.default",
  borderRadius: "lg",
  position: { lg: "sticky" },
  top: { lg: "4" },
});
const rowClass = css({ display: "flex", justifyContent: "space-between", gap: "4", m: "0" });
const termClass = css({ color: "fg.muted" });
const noteClass = css({ color: "fg.muted", fontSize: "sm", m: "0", minH: "1lh" });

export interface CartSummaryProps {
  totals: CartTotals;
  pricedBy: "server" | "local";
  /** The server is pricing the current lines. */
  pending: boolean;
  /** The server could not price them. */
  failed: boolean;
  onClear: () => void;
}

/** The four totals of the cart, where they come from, the checkout link and "clear the cart". */
export function CartSummary({ totals, pricedBy, pending, failed, onClear }: CartSummaryProps) {
  const { t } = useLingui();
  const { itemsNumber } = totals;
  const online = useOnline();
  const note = !online
    ? t({
        id: "cart.summary.offline",
        message:
          "No connection: the cart is kept on this device, and your changes reach the shop when the connection is back.",
      })
    : pending
      ? t({ id: "cart.summary.pending", message: "Checking today's prices…" })
      : failed
        ? t({
            id: "cart.summary.failed",
            message: "Prices could not be checked just now; the total is checked again at checkout.",
          })
        : pricedBy === "server"
          ? t({ id: "cart.summary.checked", message: "Prices are checked by the shop." })
          : "";
  return (
    <aside className={asideClass} aria-labelledby="cart-summary-heading" data-testid="cart-summary">
      <h2 id="cart-summary-heading" className={css({ fontSize: "lg", fontWeight: "semibold", m: "0" })}>
        {t({ id: "cart.summary.heading", message: "Your order" })}
      </h2>
      <dl className={css({ display: "grid", gap: "2", m: "0" })}>
        <div className={rowClass}>
          <dt className={termClass}>{t({ id: "cart.summary.items", message: "In the cart" })}</dt>
          <dd className={css({ m: "0" })} data-testid="cart-items-number">
            <Plural id="cart.summary.itemsNumber" value={itemsNumber} one="# line" other="# lines" />
          </dd>
        </div>
        <div className={rowClass}>
          <dt className={termClass}>{t({ id: "cart.summary.amount", message: "Amount" })}</dt>
          <dd className={css({ m: "0" })} data-testid="cart-amount">
            <Price amount={totals.amount} />
          </dd>
        </div>
        <div className={rowClass}>
          <dt className={termClass}>{t({ id: "cart.summary.discount", message: "Discount" })}</dt>
          <dd className={css({ m: "0" })} data-testid="cart-discount">
            <Price amount={totals.discount} />
          </dd>
        </div>
        <div className={cx(rowClass, css({ borderTopWidth: "1px", borderColor: "border.default", pt: "3" }))}>
          <dt className={css({ fontWeight: "semibold" })}>
            {t({ id: "cart.summary.total", message: "Total" })}
          </dt>
          <dd className={css({ m: "0", fontSize: "xl", fontWeight: "bold" })} data-testid="cart-total">
            <Price amount={totals.totalAmount} />
          </dd>
        </div>
      </dl>
      <p className={noteClass} role="status" data-testid="cart-pricing-note">
        {note}
      </p>
      <p className={css({ color: "fg.muted", fontSize: "sm", m: "0" })}>
        {t({ id: "cart.summary.delivery", message: "Delivery is chosen and priced at checkout." })}
      </p>
      <Button asChild size="md">
        <Link to="/checkout">{t({ id: "cart.checkout", message: "Proceed to checkout" })}</Link>
      </Button>
      <ClearCartButton itemsNumber={itemsNumber} onClear={onClear} />
    </aside>
  );
}

/** Clearing loses every line at once, so it asks first. */
function ClearCartButton({ itemsNumber, onClear }: { itemsNumber: number; onClear: () => void }) {
  const { t } = useLingui();
  const [open, setOpen] = useState(false);
  return (
    <Dialog.Root open={open} onOpenChange={(details) => setOpen(details.open)} role="alertdialog">
      <Dialog.Trigger asChild>
        <Button variant="ghost" color="secondary" size="sm">
          {t({ id: "cart.clear", message: "Clear the cart" })}
        </Button>
      </Dialog.Trigger>
      <Dialog.Content>
        <Dialog.Title>{t({ id: "cart.clear.title", message: "Clear the cart?" })}</Dialog.Title>
        <Dialog.Description>
          <Plural
            id="cart.clear.description"
            value={itemsNumber}
            one="# line will be removed from the cart."
            other="# lines will be removed from the cart."
          />
        </Dialog.Description>
        <Dialog.Actions>
          <Dialog.CloseTrigger asChild>
            <Button variant="outline" color="secondary">
              {t({ id: "cart.clear.cancel", message: "Keep the items" })}
            </Button>
          </Dialog.CloseTrigger>
          <Button
            color="danger"
            onClick={() => {
              setOpen(false);
              onClear();
            }}
          >
            {t({ id: "cart.clear.confirm", message: "Clear" })}
          </Button>
        </Dialog.Actions>
      </Dialog.Content>
    </Dialog.Root>
  );
}
