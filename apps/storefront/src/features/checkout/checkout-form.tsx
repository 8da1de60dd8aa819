import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import type { DeliveryMethod, Order, PaymentMethod, Profile } from "@shop/api-client";
import { deliveryPrice, FREE_COURIER_FROM } from "@shop/cart-core";
import { formatPrice } from "@shop/i18n";
import { Button, Price, TextField } from "@shop/ui";
import { Link } from "@tanstack/react-router";
import { useAtomValue, useSetAtom } from "jotai";
import { useMemo, useState } from "react";
import { useForm } from "react-hook-form";
import { css } from "../../../styled-system/css";
import { SubmitButton } from "../../components/submit-button";
import { useCalculatedCart } from "../../lib/calculate-cart";
import {
  cartAtom,
  DEFAULT_CURRENCY,
  linesAtom,
  refusedLinesAtom,
  toCartInput,
  unavailableLines,
} from "../../lib/cart";
import { fieldRules, normalisePhone, requiredField } from "../../lib/field-rules";
import { DELIVERY_METHODS, needsAddress, PAYMENT_METHODS } from "./delivery";
import { changedTotals, unavailableAtCheckout, usePlaceOrder } from "./place-order";

interface CheckoutFields {
  name: string;
  lastName: string;
  email: string;
  phone: string;
  delivery: DeliveryMethod;
  city: string;
  street: string;
  house: string;
  apartment: string;
  postcode: string;
  payment: PaymentMethod;
  comment: string;
}

const deliveryLabels = {
  pickup: msg({ id: "checkout.delivery.pickup", message: "Pickup from the shop" }),
  // `{freeFrom}` is FREE_COURIER_FROM formatted, so the label follows the rule the API charges by.
  courier: msg({ id: "checkout.delivery.courier", message: "Courier (free from {freeFrom})" }),
  post: msg({ id: "checkout.delivery.post", message: "Russian Post" }),
};
const paymentLabels = {
  "card-on-delivery": msg({ id: "checkout.payment.cardOnDelivery", message: "Card on delivery" }),
  cash: msg({ id: "checkout.payment.cash", message: "Cash on delivery" }),
  "card-online": msg({ id: "checkout.payment.cardOnline", message: "Card online" }),
};

const layoutClass = css({
  display: "grid",
  gap: "8",
  gridTemplateColumns: { base: "1fr", lg: "1fr 20rem" },
  alignItems: "start",
});
const sectionClass = css({ display: "grid", gap: "4", border: "none", p: "0", m: "0", minW: "0" });
const legendClass = css({ fontSize: "xl", fontWeight: "semibold", mb: "2", p: "0" });
const pairClass = css({ display: "grid", gap: "4", gridTemplateColumns: { base: "1fr", sm: "1fr 1fr" } });
const choiceClass = css({
  display: "flex",
  alignItems: "center",
  gap: "3",
  p: "3",
  borderWidth: "1px",
  borderColor: "border.default",
  borderRadius: "md",
  cursor: "pointer",
  "&:has(input:checked)": { borderColor: "primary.solid", bg: "primary.subtle" },
  "&:has(input:focus-visible)": { outline: "2px solid", outlineColor: "border.focus" },
});
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
const alertClass = css({ p: "3", borderRadius: "md", bg: "warning.subtle", color: "fg.default", m: "0" });
const unavailableListClass = css({ my: "2", pl: "0", listStyle: "none", display: "grid", gap: "2" });
const unavailableItemClass = css({ display: "grid", gap: "1", justifyItems: "start" });

/**
 * The checkout of the customer's cart: recipient (from the profile), delivery, payment and a
 * review of the server's totals; `onPlaced` gets the order.
 */
export function CheckoutForm({ profile, onPlaced }: { profile: Profile; onPlaced: (order: Order) => void }) {
  const { t, i18n } = useLingui();
  const cart = useAtomValue(cartAtom);
  const lines = useAtomValue(linesAtom);
  const refused = useAtomValue(refusedLinesAtom);
  const dispatch = useSetAtom(cartAtom);
  // Goods the shop's cart holds but no longer sells: the order would be refused until they go.
  const unavailable = useMemo(() => unavailableLines(refused, lines), [refused, lines]);
  const input = useMemo(() => toCartInput(cart, DEFAULT_CURRENCY), [cart]);
  const { priced } = useCalculatedCart(input);
  const placeOrder = usePlaceOrder();
  // After a 409 price-changed answer: the total the server asks the shopper to confirm.
  const [confirmTotal, setConfirmTotal] = useState<number>();
  const { register, handleSubmit, watch, formState } = useForm<CheckoutFields>({
    defaultValues: {
      name: profile.name,
      lastName: profile.lastName,
      email: profile.email,
      phone: profile.phone ?? "",
      delivery: "pickup",
      payment: "card-on-delivery",
      city: "",
      street: "",
      house: "",
      apartment: "",
      postcode: "",
      comment: "",
    },
  });
  const { errors } = formState;
  const freeFrom = formatPrice(FREE_COURIER_FROM, {
    locale: i18n.locale,
    trailingZeroDisplay: "stripIfInteger",
  });
  const delivery = watch("delivery");
  const totals = priced?.totals;
  const deliveryAmount = totals ? deliveryPrice(delivery, totals.totalAmount) : 0;
  const grandTotal = totals ? totals.totalAmount + deliveryAmount : undefined;
  const changed = changedTotals(placeOrder.error);
  // The order was refused for lines no longer sold: their reasons, shown until the session's cart,
  // read again, names the lines themselves.
  const refusedAtCheckout = unavailableAtCheckout(placeOrder.error);
  const removeUnavailable = (line: (typeof unavailable)[number]) => {
    dispatch({ type: "remove", productId: line.productId, measureCode: line.measureCode });
    // That refusal is answered: the button places the order again.
    placeOrder.reset();
  };

  const submit = handleSubmit((fields) => {
    if (grandTotal === undefined) return;
    placeOrder.mutate(
      {
        recipient: {
          name: fields.name.trim(),
          lastName: fields.lastName.trim(),
          email: fields.email.trim(),
          phone: normalisePhone(fields.phone),
        },
        delivery: needsAddress(fields.delivery)
          ? {
              method: fields.delivery,
              address: {
                city: fields.city.trim(),
                street: fields.street.trim(),
                house: fields.house.trim(),
                postcode: fields.postcode.trim(),
                ...(fields.apartment.trim() ? { apartment: fields.apartment.trim() } : {}),
              },
            }
          : { method: fields.delivery },
        payment: { method: fields.payment },
        ...(fields.comment.trim() ? { comment: fields.comment.trim() } : {}),
        expectedTotalAmount: confirmTotal ?? grandTotal,
      },
      {
        onSuccess: onPlaced,
        onError: (error) => setConfirmTotal(changedTotals(error)?.totalAmount),
      },
    );
  });

  return (
    <form method="post" className={layoutClass} noValidate onSubmit={submit}>
      <div className={css({ display: "grid", gap: "8" })}>
        <fieldset className={sectionClass}>
          <legend className={legendClass}>{t({ id: "checkout.recipient", message: "Recipient" })}</legend>
          <div className={pairClass}>
            <TextField
              label={t({ id: "checkout.name", message: "First name" })}
              autoComplete="given-name"
              required
              error={errors.name?.message}
              {...register("name", requiredField(fieldRules.name))}
            />
            <TextField
              label={t({ id: "checkout.lastName", message: "Last name" })}
              autoComplete="family-name"
              required
              error={errors.lastName?.message}
              {...register("lastName", requiredField(fieldRules.name))}
            />
            <TextField
              label={t({ id: "checkout.email", message: "Email" })}
              type="email"
              autoComplete="email"
              required
              error={errors.email?.message}
              {...register("email", requiredField(fieldRules.email))}
            />
            <TextField
              label={t({ id: "checkout.phone", message: "Phone" })}
              type="tel"
              autoComplete="tel"
              required
              error={errors.phone?.message}
              {...register("phone", requiredField(fieldRules.phone))}
            />
          </div>
        </fieldset>

        <fieldset className={sectionClass}>
          <legend className={legendClass}>{t({ id: "checkout.delivery", message: "Delivery" })}</legend>
          {DELIVERY_METHODS.map((method) => (
            <label key={method} className={choiceClass}>
              <input type="radio" value={method} {...register("delivery")} />
              <span className={css({ flex: "1" })}>
                {i18n._({ ...deliveryLabels[method], values: { freeFrom } })}
              </span>
              {totals ? (
                <Price amount={deliveryPrice(method, totals.totalAmount)} currency={DEFAULT_CURRENCY} />
              ) : null}
            </label>
          ))}
          {needsAddress(delivery) ? (
            <div className={pairClass}>
              <TextField
                label={t({ id: "checkout.city", message: "City" })}
                autoComplete="address-level2"
                required
                error={errors.city?.message}
                {...register("city", requiredField())}
              />
              <TextField
                label={t({ id: "checkout.postcode", message: "Postcode" })}
                inputMode="numeric"
                autoComplete="postal-code"
                required
                error={errors.postcode?.message}
                {...register("postcode", requiredField(fieldRules.postcode))}
              />
              <TextField
                label={t({ id: "checkout.street", message: "Street" })}
                autoComplete="address-line1"
                required
                error={errors.street?.message}
                {...register("street", requiredField())}
              />
              <div className={pairClass}>
                <TextField
                  label={t({ id: "checkout.house", message: "House" })}
                  required
                  error={errors.house?.message}
                  {...register("house", requiredField())}
                />
                <TextField
                  label={t({ id: "checkout.apartment", message: "Flat" })}
                  autoComplete="address-line2"
                  {...register("apartment")}
                />
              </div>
            </div>
          ) : null}
        </fieldset>

        <fieldset className={sectionClass}>
          <legend className={legendClass}>{t({ id: "checkout.payment", message: "Payment" })}</legend>
          {PAYMENT_METHODS.map((method) => (
            <label key={method} className={choiceClass}>
              <input type="radio" value={method} {...register("payment")} />
              {i18n._(paymentLabels[method])}
            </label>
          ))}
        </fieldset>

        <label className={css({ display: "grid", gap: "2" })}>
          <span className={css({ fontWeight: "medium" })}>
            {t({ id: "checkout.comment", message: "Comment to the order" })}
          </span>
          <textarea
            rows={3}
            maxLength={1000}
            className={css({
              p: "3",
              borderWidth: "1px",
              borderColor: "border.default",
              borderRadius: "md",
              bg: "bg.canvas",
              color: "fg.default",
            })}
            {...register("comment")}
          />
        </label>
      </div>

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
        {changed ? (
          <p role="alert" className={alertClass}>
            {t({
              id: "checkout.priceChanged",
              message:
                "Prices have changed since you added the goods. Check the new total and confirm the order again.",
            })}
          </p>
        ) : unavailable.length > 0 ? (
          <div role="alert" className={alertClass} data-testid="checkout-unavailable">
            <p className={css({ m: "0" })}>
              {t({ id: "checkout.unavailable", message: "Some goods in the cart can no longer be ordered:" })}
            </p>
            <ul className={unavailableListClass}>
              {unavailable.map((line) => {
                const title =
                  line.snapshot?.title ?? t({ id: "cart.line.unknownProduct", message: "Product" });
                const measure = line.snapshot?.measureTitle ?? line.measureCode;
                return (
                  <li key={`${line.productId}/${line.measureCode}`} className={unavailableItemClass}>
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
            </ul>
            <Link to="/cart">{t({ id: "checkout.unavailable.toCart", message: "Open the cart" })}</Link>
          </div>
        ) : refusedAtCheckout.length > 0 ? (
          <div role="alert" className={alertClass} data-testid="checkout-unavailable">
            <p className={css({ m: "0" })}>
              {t({ id: "checkout.unavailable", message: "Some goods in the cart can no longer be ordered:" })}
            </p>
            <ul className={unavailableListClass}>
              {refusedAtCheckout.map((reason) => (
                <li key={reason}>{reason}</li>
              ))}
            </ul>
          </div>
        ) : placeOrder.error ? (
          <p role="alert" className={alertClass}>
            {placeOrder.error.message}
          </p>
        ) : null}
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
    </form>
  );
}
