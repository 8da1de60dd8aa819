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

const measureListClass = css({ display: "flex", flexWrap: "wrap", gap: "2", border: "none", m: "0", p: "0" });
const measureOptionClass = css({
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
  "&:has(input:disabled)": { cursor: "not-allowed", borderStyle: "dashed", color: "fg.muted" },
});

interface Choice {
  value: string;
  label: ReactNode;
  disabled?: boolean;
}

/** A labelled group of the browser's own radios (keyboard by default), as buttons. */
function Choices(props: {
  legend: ReactNode;
  name: string;
  choices: readonly Choice[];
  value: string | undefined;
  onChange: (value: string) => void;
}) {
  return (
    <fieldset className={css({ border: "none", m: "0", p: "0", display: "grid", gap: "2" })}>
      <legend className={css({ fontWeight: "semibold", mb: "2", p: "0" })}>{props.legend}</legend>
      <div className={measureListClass}>
        {props.choices.map((choice) => (
          <label key={choice.value} className={measureOptionClass}>
            <input
              type="radio"
              name={props.name}
              value={choice.value}
              checked={choice.value === props.value}
              disabled={choice.disabled}
              onChange={() => props.onChange(choice.value)}
              className={css({ accentColor: "var(--colors-primary-solid)" })}
            />
            {choice.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

export interface AddToCartProps {
  product: Product;
  /** The product's prices for the visitor's price type, default measure first. */
  offers: readonly MeasureOffer[];
  /** The variant the address names (`?variant=`): its article or id. */
  variant?: string | undefined;
  /** Puts the chosen variant's article in the address. */
  onVariantChange?: ((number: string) => void) | undefined;
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
 * A product sold in variants (docs/contract.md, Variants) offers them as radios of their own, in
 * its default measure only, at the chosen variant's price; the choice goes to the address.
 */
export function AddToCart({
  product,
  offers: measureOffers,
  variant: wanted,
  onVariantChange,
}: AddToCartProps) {
  const { t, i18n } = useLingui();
  const stepFormId = useId();
  const { variants } = product;
  // A product with variants is sold through them alone, in its default measure (docs/contract.md):
  // a variant is bought at its own price; one not available cannot be chosen.
  const offers = variants.length
    ? measureOffers.filter((candidate) => candidate.measure.code === product.defaultMeasure)
    : measureOffers;
  const variantOf = (key: unknown) =>
    variants.find(
      (candidate) => candidate.available && (candidate.number === key || `${candidate.id}` === key),
    );
  const [variantNumber, setVariantNumber] = useState(
    () => (variantOf(wanted) ?? variants.find((candidate) => candidate.available))?.number,
  );
  const variant = variantOf(variantNumber);
  const [measureCode, setMeasureCode] = useState<MeasureCode | undefined>(offers[0]?.measure.code);
  const measureOffer = offers.find((candidate) => candidate.measure.code === measureCode) ?? offers[0];
  const offer: MeasureOffer | undefined =
    measureOffer && variants.length
      ? variant && {
          ...measureOffer,
          price: variant.price,
          // The API sends a variant's was-price only when above its price.
          compareAtPrice: variant.compareAtPrice,
        }
      : measureOffer;
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
      chosenVariant: variantOf(data.get("variant")),
      quantity: Number.isFinite(units) ? snapToStep(units, stepOf(sent)) : undefined,
    };
  };

  const addForm = useEarlyForm((data) => {
    const { chosen = offer, chosenVariant = variant, quantity: sent = quantity } = readForm(data);
    if (!chosen) return;
    setMeasureCode(chosen.measure.code);
    setQuantity(sent);
    setVariantNumber(chosenVariant?.number);
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
    const { chosen, chosenVariant, quantity: held } = readForm(new FormData(formRef.current));
    if (chosen) setMeasureCode(chosen.measure.code);
    if (chosenVariant) setVariantNumber(chosenVariant.number);
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
      <form {...addForm} className={css({ display: "grid", gap: "4" })}>
        <p className={css({ fontSize: "3xl", fontWeight: "bold" })} data-testid="product-price">
          <Price amount={offer.price} currency={offer.currency} oldAmount={offer.compareAtPrice} />
          <span className={css({ fontSize: "md", fontWeight: "normal", color: "fg.muted" })}>
            {" / "}
            {measure.title}
          </span>
        </p>
        {variants.length ? (
          <Choices
            legend={<Trans id="product.variant.label">Variant</Trans>}
            name="variant"
            value={variant?.number}
            onChange={(number) => {
              setVariantNumber(number);
              setAdded(null);
              onVariantChange?.(number);
            }}
            choices={variants.map((candidate) => ({
              value: candidate.number,
              disabled: !candidate.available,
              label: (
                <>
                  <span>{candidate.title}</span>
                  <Price amount={candidate.price} currency={offer.currency} />
                  {candidate.available ? null : (
                    <span>
                      <Trans id="product.variant.unavailable">out of stock</Trans>
                    </span>
                  )}
                </>
              ),
            }))}
          />
        ) : null}
        {offers.length > 1 ? (
          <Choices
            legend={<Trans id="product.measure.label">Sold by</Trans>}
            name="measure"
            value={measure.code}
            onChange={(code) => chooseMeasure(code as MeasureCode)}
            choices={offers.map((candidate) => ({
              value: candidate.measure.code,
              label: (
                <>
                  <span>{candidate.measure.title}</span>
                  <Price amount={candidate.price} currency={candidate.currency} />
                </>
              ),
            }))}
          />
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
