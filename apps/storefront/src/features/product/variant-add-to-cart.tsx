import { Trans } from "@lingui/react/macro";
import { Price } from "@shop/ui";
import { useNavigate, useSearch } from "@tanstack/react-router";
import { useState } from "react";
import { css, cx } from "../../../styled-system/css";
import { AddToCart, type AddToCartProps, measureListClass, measureOptionClass } from "./add-to-cart";

// A product sold in variants (docs/contract.md, Variants): the product page loads this module for
// such a product alone, so a shopper's first load of any other carries none of it. The variants are
// radios of their own, the chosen one in the address (`?variant=<article or id>`); the product is
// sold through them alone, in its default measure, at the chosen variant's price; one not available
// cannot be chosen.

/** A variant not available: its radio shown, dashed and disabled. */
const unavailableClass = css({
  "&:has(input:disabled)": { cursor: "not-allowed", borderStyle: "dashed", color: "fg.muted" },
});

/**
 * «В корзину» of a product sold in variants: `AddToCart` with the variants' radios and the chosen
 * variant's price.
 * @example
 *   <VariantAddToCart product={product} offers={offers} />
 */
export default function VariantAddToCart({ product, offers }: Omit<AddToCartProps, "variants">) {
  const { variants } = product;
  const { variant: wanted } = useSearch({ from: "/product/$slug" });
  const navigate = useNavigate({ from: "/product/$slug" });
  const variantOf = (key: unknown) =>
    variants.find(
      (candidate) => candidate.available && (candidate.number === key || `${candidate.id}` === key),
    );
  const [number, setNumber] = useState(
    () => (variantOf(wanted) ?? variants.find((candidate) => candidate.available))?.number,
  );
  const variant = variantOf(number);
  const own = offers.find((candidate) => candidate.measure.code === product.defaultMeasure);
  const currency = own?.currency ?? "RUB";
  return (
    <AddToCart
      product={product}
      // The API sends a variant's was-price only when above its price.
      offers={
        own && variant ? [{ ...own, price: variant.price, compareAtPrice: variant.compareAtPrice }] : []
      }
      variants={{
        choose: (value) => {
          const chosen = variantOf(value);
          if (chosen) setNumber(chosen.number);
          return chosen;
        },
        // The browser's own radios in a labelled group (keyboard by default), as the measure's.
        picker: (
          <fieldset className={css({ border: "none", m: "0", p: "0", display: "grid", gap: "2" })}>
            <legend className={css({ fontWeight: "semibold", mb: "2", p: "0" })}>
              <Trans id="product.variant.label">Variant</Trans>
            </legend>
            <div className={measureListClass}>
              {variants.map((candidate) => (
                <label key={candidate.number} className={cx(measureOptionClass, unavailableClass)}>
                  <input
                    type="radio"
                    name="variant"
                    value={candidate.number}
                    checked={candidate.number === variant?.number}
                    disabled={!candidate.available}
                    onChange={() => {
                      setNumber(candidate.number);
                      navigate({ search: { variant: candidate.number }, replace: true, resetScroll: false });
                    }}
                    className={css({ accentColor: "var(--colors-primary-solid)" })}
                  />
                  <span>{candidate.title}</span>
                  <Price amount={candidate.price} currency={currency} />
                  {candidate.available ? null : (
                    <span>
                      <Trans id="product.variant.unavailable">out of stock</Trans>
                    </span>
                  )}
                </label>
              ))}
            </div>
          </fieldset>
        ),
      }}
    />
  );
}
