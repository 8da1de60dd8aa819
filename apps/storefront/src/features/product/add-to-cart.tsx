import { Trans, useLingui } from "@lingui/react/macro";
import type { MeasureCode, Product, ProductVariant } from "@shop/api-client";
import { lineAmount, maxLineQuantity, quantityToWire, snapToStep, stepOfMeasure } from "@shop/cart-core";
import { formatNumber } from "@shop/i18n";
import { Button, Price, parseQuantity, QuantityField } from "@shop/ui";
import { Link, useNavigate, useSearch } from "@tanstack/react-router";
import { type ReactNode, useId, useLayoutEffect, useState } from "react";
import { css } from "../../../styled-system/css";
import { cartStore } from "../../lib/cart";
import { useEarlyForm } from "../../lib/early-form";
import type { MeasureOffer } from "../../lib/product-price";

const choiceListClass = css({
  display: "flex",
  flexWrap: "wrap",
  gap: "2",
  border: "none",
  m: "0",
  p: "0",
});
/** A radio drawn as a button; one that cannot be chosen (a variant out of stock) dashed. */
const choiceClass = css({
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

/** One radio of a {@link ChoiceRadios} group: its value, name, price and what else it says. */
interface Choice<TValue extends string> {
  value: TValue;
  title: string;
  price: number;
  currency: string;
  disabled?: boolean | undefined;
  note?: ReactNode;
}

/**
 * A labelled group of the browser's own radios (keyboard by default), each with its price: the
 * measures a product is sold by, the variants it is sold in.
 */
function ChoiceRadios<TValue extends string>({
  legend,
  name,
  choices,
  checked,
  onChoose,
}: {
  legend: ReactNode;
  name: string;
  choices: readonly Choice<TValue>[];
  checked: TValue | undefined;
  onChoose: (value: TValue) => void;
}) {
  return (
    <fieldset className={css({ border: "none", m: "0", p: "0", display: "grid", gap: "2" })}>
      <legend className={css({ fontWeight: "semibold", mb: "2", p: "0" })}>{legend}</legend>
      <div className={choiceListClass}>
        {choices.map((choice) => (
          <label key={choice.value} className={choiceClass}>
            <input
              type="radio"
              name={name}
              value={choice.value}
              checked={choice.value === checked}
              disabled={choice.disabled}
              onChange={() => onChoose(choice.value)}
              className={css({ accentColor: "var(--colors-primary-solid)" })}
            />
            <span>{choice.title}</span>
            <Price amount={choice.price} currency={choice.currency} />
            {choice.note}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/**
 * The variant chosen of a product sold in variants (docs/contract.md, Variants), read from one place,
 * the address: the one it names (`?variant=<article or id>`, an available one), else the first
 * available. `select` names another there (replacing the history entry, not adding one), so a reload
 * or a shared link opens the page on it. No variant for any other product.
 */
function useChosenVariant(variants: readonly ProductVariant[]) {
  const { variant: wanted } = useSearch({ from: "/product/$slug" });
  const navigate = useNavigate({ from: "/product/$slug" });
  const variantOf = (key: unknown) =>
    variants.find(
      (candidate) => candidate.available && (candidate.number === key || `${candidate.id}` === key),
    );
  const variant = variantOf(wanted) ?? variants.find((candidate) => candidate.available);
  const select = (candidate: ProductVariant) =>
    navigate({
      search: (search) => ({ ...search, variant: candidate.number }),
      replace: true,
      resetScroll: false,
    });
  return { variant, variantOf, select };
}

export interface AddToCartProps {
  product: Product;
  /** The product's prices for the visitor's price type, default measure first. */
  offers: readonly MeasureOffer[];
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
 * A product sold in variants (docs/contract.md, Variants) is sold through them alone: their radios
 * come first, and it is sold in its default measure alone at the chosen variant's price; one not
 * available is shown, and cannot be chosen.
 */
export function AddToCart({ product, offers: measureOffers }: AddToCartProps) {
  const { t, i18n } = useLingui();
  const stepFormId = useId();
  const { variants } = product;
  const { variant, variantOf, select: selectVariant } = useChosenVariant(variants);
  const own = measureOffers.find((candidate) => candidate.measure.code === product.defaultMeasure);
  // The API sends a variant's was-price only when above its price.
  const offers =
    variants.length === 0
      ? measureOffers
      : own && variant
        ? [{ ...own, price: variant.price, compareAtPrice: variant.compareAtPrice }]
        : [];
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
      chosenVariant: variantOf(data.get("variant")),
      quantity: Number.isFinite(units) ? snapToStep(units, stepOf(sent)) : undefined,
    };
  };
  const addForm = useEarlyForm((data) => {
    const { chosen = offer, chosenVariant, quantity: sent = quantity } = readForm(data);
    if (!chosen) return;
    setMeasureCode(chosen.measure.code);
    setQuantity(sent);
    // The variant the form had when it was sent (a press React replays may be older than the address).
    addToCart(chosen, sent, chosenVariant ?? variant);
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
    if (held !== undefined) setQuantity(held);
    // A variant picked before the page hydrated is the chosen one: the address names it.
    if (chosenVariant && chosenVariant.number !== variant?.number) selectVariant(chosenVariant);
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
        {variants.length > 0 ? (
          <ChoiceRadios
            legend={<Trans id="product.variant.label">Variant</Trans>}
            name="variant"
            choices={variants.map((candidate) => ({
              value: candidate.number,
              title: candidate.title,
              price: candidate.price,
              currency: offer.currency,
              disabled: !candidate.available,
              note: candidate.available ? null : (
                <span>
                  <Trans id="product.variant.unavailable">out of stock</Trans>
                </span>
              ),
            }))}
            checked={variant?.number}
            onChoose={(number) => {
              const chosen = variantOf(number);
              if (chosen) selectVariant(chosen);
            }}
          />
        ) : null}
        {offers.length > 1 ? (
          <ChoiceRadios
            legend={<Trans id="product.measure.label">Sold by</Trans>}
            name="measure"
            choices={offers.map((candidate) => ({
              value: candidate.measure.code,
              title: candidate.measure.title,
              price: candidate.price,
              currency: candidate.currency,
            }))}
            checked={measure.code}
            onChoose={chooseMeasure}
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
