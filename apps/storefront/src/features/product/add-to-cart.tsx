import { Trans, useLingui } from "@lingui/react/macro";
import type { MeasureCode, Product, ProductVariant } from "@shop/api-client";
import { lineAmount, maxLineQuantity, quantityToWire, snapToStep, stepOfMeasure } from "@shop/cart-core";
import { formatNumber } from "@shop/i18n";
import { Button, Price, parseQuantity, QuantityField } from "@shop/ui";
import { Link } from "@tanstack/react-router";
import { type ReactNode, useId, useLayoutEffect, useState } from "react";
import { css } from "../../../styled-system/css";
import { cartStore } from "../../lib/cart";
import { useEarlyForm } from "../../lib/early-form";
import type { MeasureOffer } from "../../lib/product-price";

/** The radios' row and each radio as a button (variant-add-to-cart.tsx draws the variants' so). */
export const measureListClass = css({
  display: "flex",
  flexWrap: "wrap",
  gap: "2",
  border: "none",
  m: "0",
  p: "0",
});
export const measureOptionClass = css({
  display: "inline-flex",
  alignItems: "center",
  gap: "2",
  px: "3",
  py: "2",
  borderWidth: "1px",
  borderColor: "border.strong",
  borderRadius: "md",
  bg: "bg.surface",
  cursor: "pointer",
  "&:has(input:checked)": { borderColor: "primary.solid", bg: "primary.subtle" },
  "&:has(input:focus-visible)": { outline: "2px solid", outlineColor: "border.focus", outlineOffset: "2px" },
});

export interface AddToCartProps {
  product: Product;
  /** The product's prices for the visitor's price type, default measure first. */
  offers: readonly MeasureOffer[];
  /**
   * Of a product sold in variants (variant-add-to-cart.tsx, loaded for such products alone): their
   * radios, shown first in the form, and the variant the form's `variant` field names, chosen.
   */
  variants?: {
    picker: ReactNode;
    choose: (value: FormDataEntryValue | null) => ProductVariant | undefined;
  };
}

/**
 * Measure, quantity and the add-to-cart button of a product page. Quantities go to the cart in
 * thousandths of the measure, in its steps (кг by 0.1, шт and упак whole), up to cart-core's most
 * of one line.
 *
 * All of it is a form that works from the first paint (`useEarlyForm`): the measure's radios and
 * the quantity are the browser's own fields, «В корзину» sends the form, and − and + send a form of
 * their own (so that Enter in the quantity adds to the cart rather than steps). What a shopper does
 * before the page has hydrated is taken when it has: the fields as they are, each press in turn.
 *
 * A product sold in variants (docs/contract.md, Variants) is given them by variant-add-to-cart.tsx:
 * their radios, its default measure alone at the chosen variant's price (`offers`).
 */
export function AddToCart({ product, offers, variants }: AddToCartProps) {
  const { t, i18n } = useLingui();
  const stepFormId = useId();
  const [measureCode, setMeasureCode] = useState<MeasureCode | undefined>(offers[0]?.measure.code);
  const offer = offers.find((candidate) => candidate.measure.code === measureCode) ?? offers[0];
  const [quantity, setQuantity] = useState(() => stepOfMeasure(offer?.measure.step ?? 1));
  const [added, setAdded] = useState<string | null>(null);
  const offerOf = (code: unknown) => offers.find((candidate) => candidate.measure.code === code);
  const stepOf = (chosen: MeasureOffer | undefined) => stepOfMeasure(chosen?.measure.step ?? 1);

  // What the form holds: the measure picked and the quantity, read as typed (a decimal comma).
  const readForm = (data: FormData) => {
    const chosen = offerOf(data.get("measure"));
    const units = parseQuantity(String(data.get("quantity") ?? ""));
    const sent = chosen ?? offer;
    return {
      chosen,
      chosenVariant: variants?.choose(data.get("variant")),
      quantity: Number.isFinite(units) ? snapToStep(units, stepOf(sent)) : undefined,
    };
  };

  const addForm = useEarlyForm((data) => {
    const { chosen = offer, chosenVariant, quantity: sent = quantity } = readForm(data);
    if (!chosen) return;
    setMeasureCode(chosen.measure.code);
    setQuantity(sent);
    addToCart(chosen, sent, chosenVariant);
  });
  const stepForm = useEarlyForm((data) => {
    const direction = Number(data.get("step"));
    if (direction !== 1 && direction !== -1) return;
    const step = stepOf(offer);
    setQuantity((current) => Math.min(maxLineQuantity(step), Math.max(step, current + direction * step)));
    setAdded(null);
  });

  // Fields the shopper changed before the page hydrated (a measure picked, an arrow key in the
  // quantity) keep their values, which React does not report: the state starts from them.
  const formRef = addForm.ref;
  // biome-ignore lint/correctness/useExhaustiveDependencies: read once, as the page hydrates; afterwards the fields report every change.
  useLayoutEffect(() => {
    if (!formRef.current) return;
    const { chosen, quantity: held } = readForm(new FormData(formRef.current));
    if (chosen) setMeasureCode(chosen.measure.code);
    if (held !== undefined) setQuantity(held);
  }, []);

  if (!offer) {
    return (
      <p className={css({ color: "fg.muted" })} data-testid="product-unavailable">
        <Trans id="product.unavailable">Not on sale at the moment.</Trans>
      </p>
    );
  }

  const { measure } = offer;
  const step = stepOfMeasure(measure.step);
  const chooseMeasure = (code: MeasureCode) => {
    const next = offerOf(code);
    if (!next) return;
    setMeasureCode(code);
    setQuantity(stepOf(next));
    setAdded(null);
  };

  function addToCart(chosen: MeasureOffer, quantity: number, inVariant: ProductVariant | undefined) {
    cartStore.dispatch({
      type: "add",
      line: {
        productId: String(product.id),
        measureCode: chosen.measure.code,
        variantId: inVariant && `${inVariant.id}`,
        quantity,
        price: inVariant?.price ?? chosen.price,
        snapshot: {
          number: product.number,
          slug: product.slug,
          title: product.title,
          measureTitle: chosen.measure.title,
          image: product.images[0]?.path,
          measureStep: stepOf(chosen),
          variantNumber: inVariant?.number,
          variantTitle: inVariant?.title,
        },
      },
    });
    const units = quantityToWire(quantity);
    const amount = formatNumber(units, { locale: i18n.locale, maximumFractionDigits: 3 });
    const unit = chosen.measure.title;
    setAdded(t({ id: "product.added", message: `Added to the cart: ${amount} ${unit}` }));
  }

  return (
    <>
      <form id={stepFormId} {...stepForm} hidden />
      {/* A variant chosen: what was added is no longer what the form shows. */}
      <form {...addForm} onChange={() => setAdded(null)} className={css({ display: "grid", gap: "4" })}>
        <p className={css({ fontSize: "3xl", fontWeight: "bold" })} data-testid="product-price">
          <Price amount={offer.price} currency={offer.currency} oldAmount={offer.compareAtPrice} />
          <span className={css({ fontSize: "md", fontWeight: "normal", color: "fg.muted" })}>
            {" / "}
            {measure.title}
          </span>
        </p>
        {variants?.picker}
        {offers.length > 1 ? (
          <fieldset className={css({ border: "none", m: "0", p: "0", display: "grid", gap: "2" })}>
            <legend className={css({ fontWeight: "semibold", mb: "2", p: "0" })}>
              <Trans id="product.measure.label">Sold by</Trans>
            </legend>
            <div className={measureListClass}>
              {offers.map((candidate) => (
                <label key={candidate.measure.code} className={measureOptionClass}>
                  <input
                    type="radio"
                    name="measure"
                    value={candidate.measure.code}
                    checked={candidate.measure.code === measure.code}
                    onChange={() => chooseMeasure(candidate.measure.code)}
                    className={css({ accentColor: "var(--colors-primary-solid)" })}
                  />
                  <span>{candidate.measure.title}</span>
                  <Price amount={candidate.price} currency={candidate.currency} />
                </label>
              ))}
            </div>
          </fieldset>
        ) : null}
        <div className={css({ display: "flex", flexWrap: "wrap", alignItems: "center", gap: "4" })}>
          <QuantityField
            label={t({ id: "product.quantity.label", message: "Quantity" })}
            name="quantity"
            value={quantityToWire(quantity)}
            onValueChange={(units) => {
              setQuantity(snapToStep(units, step));
              setAdded(null);
            }}
            min={quantityToWire(step)}
            max={quantityToWire(maxLineQuantity(step))}
            step={quantityToWire(step)}
            unit={measure.title}
            stepForm={stepFormId}
          />
          <span className={css({ color: "fg.muted" })} data-testid="line-amount">
            <Trans id="product.lineAmount">
              Total: <Price amount={lineAmount(offer.price, quantity)} currency={offer.currency} />
            </Trans>
          </span>
        </div>
        <div className={css({ display: "flex", flexWrap: "wrap", alignItems: "center", gap: "4" })}>
          <Button type="submit">
            <Trans id="product.addToCart">Add to cart</Trans>
          </Button>
          <p role="status" className={css({ color: "success.text" })} data-testid="add-to-cart-status">
            {added ? (
              <>
                {added}{" "}
                <Link to="/cart" className={css({ color: "primary.text", textDecoration: "underline" })}>
                  <Trans id="product.goToCart">Go to the cart</Trans>
                </Link>
              </>
            ) : null}
          </p>
        </div>
      </form>
    </>
  );
}
