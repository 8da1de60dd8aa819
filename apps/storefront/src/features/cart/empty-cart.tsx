import { useLingui } from "@lingui/react/macro";
import { Button } from "@shop/ui";
import { Link } from "@tanstack/react-router";
import { useEffect, useRef } from "react";
import { css } from "../../../styled-system/css";

export interface EmptyCartProps {
  /** The cart has just been emptied on this page: the control that did it is gone, focus comes here. */
  takeFocus?: boolean;
}

/** The empty cart: says so and leads back to the catalog. */
export function EmptyCart({ takeFocus = false }: EmptyCartProps) {
  const { t } = useLingui();
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (takeFocus) headingRef.current?.focus();
  }, [takeFocus]);
  return (
    <section
      data-testid="cart-empty"
      className={css({ display: "grid", justifyItems: "start", gap: "4", py: "8", maxW: "prose" })}
    >
      <h2
        ref={headingRef}
        tabIndex={-1}
        className={css({ fontSize: "xl", fontWeight: "semibold", m: "0", outline: "none" })}
      >
        {t({ id: "cart.empty.title", message: "Your cart is empty" })}
      </h2>
      <p className={css({ color: "fg.muted", m: "0" })}>
        {t({
          id: "cart.empty.text",
          message: "Tea, coffee and everything to brew them are waiting in the catalog.",
        })}
      </p>
      <Button asChild>
        <Link to="/catalog/$" params={{ _splat: "" }}>
          {t({ id: "cart.empty.toCatalog", message: "Go to the catalog" })}
        </Link>
      </Button>
    </section>
  );
}
