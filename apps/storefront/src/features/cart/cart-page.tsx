import { useLingui } from "@lingui/react/macro";
import { getLine, lineKey, sameLine } from "@shop/cart-core";
import type { ToasterStore } from "@shop/ui";
import { useAtomValue, useSetAtom } from "jotai";
import { useMemo, useRef, useState } from "react";
import { css } from "../../../styled-system/css";
import { useCalculatedCart } from "../../lib/calculate-cart";
import { cartAtom, DEFAULT_CURRENCY, linesAtom, refusedLinesAtom, toCartInput } from "../../lib/cart";
import { lineTitle } from "../../lib/line-title";
import { CartLineItem } from "./cart-line-item";
import { CartSummary } from "./cart-summary";
import { buildCartView, type CartRow, withUnavailableRows } from "./cart-view";
import { EmptyCart } from "./empty-cart";

/** How long the "removed" toast offers its undo; longer than the default, there is a decision to make. */
const UNDO_TIMEOUT_MS = 10_000;

const layoutClass = css({
  display: "grid",
  gap: "8",
  gridTemplateColumns: { base: "1fr", lg: "minmax(0, 1fr) 22rem" },
  alignItems: "start",
});

export interface CartPageProps {
  /** Where the "removed, undo?" notice goes (the app's toast queue). */
  toaster: ToasterStore;
}

/**
 * The cart: its lines with quantities, removal with undo, and the totals. Everything is local at
 * once; the server's prices replace the local ones as soon as it has priced the current lines.
 */
export function CartPage({ toaster }: CartPageProps) {
  const { t } = useLingui();
  const cart = useAtomValue(cartAtom);
  const lines = useAtomValue(linesAtom);
  const dispatch = useSetAtom(cartAtom);
  const headingRef = useRef<HTMLHeadingElement>(null);
  // Set when this page removes lines, so an emptied cart takes the focus the removed controls had.
  const [edited, setEdited] = useState(false);
  const input = useMemo(() => toCartInput(cart, DEFAULT_CURRENCY), [cart]);
  const calculated = useCalculatedCart(input);
  const refused = useAtomValue(refusedLinesAtom);
  const view = useMemo(() => {
    const built = buildCartView(lines, calculated.priced, calculated.violations);
    if (refused.length === 0) return built;
    // A line the last save could not store says why beside it (the rest of the cart was saved); a
    // line the shop's cart holds but no longer sells (after a reload) is shown with its reason too.
    const reasonOf = (row: CartRow) => refused.find((line) => sameLine(line, row))?.reason;
    return withUnavailableRows(
      { ...built, rows: built.rows.map((row) => ({ ...row, problem: reasonOf(row) ?? row.problem })) },
      refused,
    );
  }, [lines, calculated.priced, calculated.violations, refused]);

  if (view.rows.length === 0) return <EmptyCart takeFocus={edited} />;

  const changeQuantity = (row: CartRow, quantity: number) =>
    dispatch({
      type: "setQuantity",
      productId: row.productId,
      measureCode: row.measureCode,
      variantId: row.variantId,
      quantity,
    });

  const remove = (row: CartRow) => {
    const line = getLine(cart, row.productId, row.measureCode, row.variantId);
    if (!line && !row.unavailable) return;
    dispatch({
      type: "remove",
      productId: row.productId,
      measureCode: row.measureCode,
      variantId: row.variantId,
    });
    setEdited(true);
    // The button that was pressed is gone; the list's heading keeps the keyboard in the cart.
    headingRef.current?.focus();
    // A line no longer sold cannot be added back: nothing to undo.
    if (!line) return;
    const title = lineTitle(line.snapshot) ?? "";
    const measure = line.snapshot?.measureTitle ?? line.measureCode;
    toaster.create({
      id: `cart-removed-${line.productId}/${lineKey(line.measureCode, line.variantId)}`,
      title: t({ id: "cart.removed.title", message: "Removed from the cart" }),
      description: t({ id: "cart.removed.description", message: `${title}, ${measure}` }),
      color: "info",
      timeout: UNDO_TIMEOUT_MS,
      // Adding the line back restores its quantity; its price is checked again by the server.
      actions: [
        {
          label: t({ id: "cart.removed.undo", message: "Undo" }),
          onClick: () => dispatch({ type: "add", line }),
        },
      ],
    });
  };

  return (
    <div className={layoutClass}>
      <section aria-labelledby="cart-lines-heading">
        <h2
          id="cart-lines-heading"
          ref={headingRef}
          tabIndex={-1}
          className={css({ fontSize: "lg", fontWeight: "semibold", m: "0", outline: "none" })}
        >
          {t({ id: "cart.lines.heading", message: "Items in the cart" })}
        </h2>
        <ul className={css({ listStyle: "none", m: "0", p: "0" })} data-testid="cart-lines">
          {view.rows.map((row) => (
            <CartLineItem
              key={`${row.productId}/${lineKey(row.measureCode, row.variantId)}`}
              row={row}
              onQuantityChange={changeQuantity}
              onRemove={remove}
            />
          ))}
        </ul>
      </section>
      <CartSummary
        totals={view.totals}
        pricedBy={view.pricedBy}
        pending={calculated.pending}
        failed={calculated.failed}
        onClear={() => {
          dispatch({ type: "clear" });
          setEdited(true);
        }}
      />
    </div>
  );
}
