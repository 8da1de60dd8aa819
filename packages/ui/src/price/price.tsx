import { useLingui } from "@lingui/react";
import { formatPrice } from "@shop/i18n";
import { type ComponentPropsWithoutRef, useMemo } from "react";
import { css, cx } from "../../styled-system/css";

export interface PriceProps extends Omit<ComponentPropsWithoutRef<"span">, "children"> {
  /** Amount in minor units (kopecks), an integer: 12345 is 123,45 ₽. */
  amount: number;
  /** ISO 4217 code (default RUB). */
  currency?: string;
  /** The price before a discount, in minor units; shown struck through. */
  oldAmount?: number;
}

/**
 * Minor units as an exact decimal string: division by 100 in binary floating point could round
 * the last kopeck, so the digits are split as text.
 */
export function minorUnitsToDecimal(amount: number): `${number}` {
  if (!Number.isSafeInteger(amount)) throw new RangeError(`Price amount must be an integer, got ${amount}`);
  const sign = amount < 0 ? "-" : "";
  const digits = String(Math.abs(amount)).padStart(3, "0");
  return `${sign}${digits.slice(0, -2)}.${digits.slice(-2)}` as `${number}`;
}

/** The shop's one price formatter (`@shop/i18n`), with whole amounts shown without ",00". */
const priceText = (amount: number, locale: string, currency: string) =>
  formatPrice(amount, { locale, currency, trailingZeroDisplay: "stripIfInteger" });

const oldClass = css({ color: "fg.muted", textDecoration: "line-through", fontSize: "0.875em", me: "2" });

/**
 * A money amount formatted for the active locale (ru-RU in the shop: `1 234,50 ₽`, `1 000 ₽`) by
 * `formatPrice` of `@shop/i18n`.
 * @example
 *   <Price amount={123450} oldAmount={150000} />
 */
export function Price({ amount, currency = "RUB", oldAmount, className, ...props }: PriceProps) {
  const { i18n } = useLingui();
  const locale = i18n.locale || "ru-RU";
  const text = useMemo(() => priceText(amount, locale, currency), [amount, locale, currency]);
  const oldText = useMemo(
    () => (oldAmount === undefined ? null : priceText(oldAmount, locale, currency)),
    [oldAmount, locale, currency],
  );
  return (
    <span
      className={cx(css({ fontVariantNumeric: "tabular-nums", whiteSpace: "nowrap" }), className)}
      {...props}
    >
      {oldText ? (
        <del className={oldClass}>
          <span className={css({ srOnly: true })}>
            {i18n._(/*i18n*/ { id: "ui.price.old", message: "Old price:" })}{" "}
          </span>
          {oldText}
        </del>
      ) : null}
      <span>{text}</span>
    </span>
  );
}
Price.displayName = "Price";
