import { DEFAULT_LOCALE } from "./locales";

export interface FormatPriceOptions {
  /** ISO 4217 code; the amount is in its minor units (kopecks for RUB, yen for JPY). */
  currency?: string;
  /** BCP 47 tag of the output; Russian by default. */
  locale?: string;
  /** `"stripIfInteger"` shows a whole amount without kopecks (`"129 ₽"`); kopecks always by default. */
  trailingZeroDisplay?: "auto" | "stripIfInteger";
}

export interface FormatOptions {
  /** BCP 47 tag of the output; Russian by default. */
  locale?: string;
}

// Intl formatters are expensive to build and prices are rendered by the hundred in a listing.
const numberFormats = new Map<string, Intl.NumberFormat>();
const dateFormats = new Map<string, Intl.DateTimeFormat>();

function numberFormat(locale: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = `${locale} ${JSON.stringify(options)}`;
  let format = numberFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, options);
    numberFormats.set(key, format);
  }
  return format;
}

/**
 * A price for people: money in the shop is an integer number of minor units (kopecks), shown
 * as rubles with kopecks, the `₽` sign and non-breaking spaces (`"129,90 ₽"` with U+00A0).
 * @throws {RangeError} when the amount is not a safe integer: a float here means a money bug upstream.
 * @example
 *   formatPrice(12990); // "129,90 ₽"
 *   formatPrice(123456705); // "1 234 567,05 ₽"
 *   formatPrice(12900, { trailingZeroDisplay: "stripIfInteger" }); // "129 ₽"
 */
export function formatPrice(amountMinor: number, options: FormatPriceOptions = {}): string {
  if (!Number.isSafeInteger(amountMinor)) {
    throw new RangeError(`A price must be an integer number of minor units, got ${amountMinor}.`);
  }
  const format = numberFormat(options.locale ?? DEFAULT_LOCALE.tag, {
    style: "currency",
    currency: options.currency ?? "RUB",
    trailingZeroDisplay: options.trailingZeroDisplay ?? "auto",
  });
  const digits = format.resolvedOptions().maximumFractionDigits ?? 2;
  // Intl reads a numeric string as an exact decimal, so no binary fraction ever appears.
  const magnitude = String(Math.abs(amountMinor)).padStart(digits + 1, "0");
  const units = magnitude.slice(0, magnitude.length - digits);
  const fraction = digits > 0 ? `.${magnitude.slice(-digits)}` : "";
  const decimal = `${amountMinor < 0 ? "-" : ""}${units}${fraction}`;
  return format.format(decimal as Intl.StringNumericLiteral);
}

/**
 * A number with Russian digit grouping and decimal comma.
 * @example
 *   formatNumber(1234567.5); // "1 234 567,5"
 *   formatNumber(0.25, { style: "percent" }); // "25 %"
 */
export function formatNumber(value: number, options: Intl.NumberFormatOptions & FormatOptions = {}): string {
  const { locale, ...intlOptions } = options;
  return numberFormat(locale ?? DEFAULT_LOCALE.tag, intlOptions).format(value);
}

const DATE_FIELDS = [
  "dateStyle",
  "timeStyle",
  "weekday",
  "era",
  "year",
  "month",
  "day",
  "hour",
  "minute",
  "second",
] as const;

/**
 * A date (and, when asked, a time) in Russian; a long date by default. Pass `timeZone` when the
 * moment must read the same for everyone, e.g. an order's creation time in the shop's zone.
 * @example
 *   formatDate(new Date("2026-11-22T12:00:00Z")); // "22 ноября 2026 г."
 *   formatDate("2026-11-22T04:00:00Z", { dateStyle: "short", timeStyle: "short", timeZone: "Europe/Moscow" });
 *   // "22.11.2026, 07:00"
 */
export function formatDate(
  value: Date | string | number,
  options: Intl.DateTimeFormatOptions & FormatOptions = {},
): string {
  const { locale, ...fields } = options;
  const tag = locale ?? DEFAULT_LOCALE.tag;
  // Intl alone would print a bare "22.11.2026" when only a time zone is given.
  const intlOptions: Intl.DateTimeFormatOptions = DATE_FIELDS.some((field) => field in fields)
    ? fields
    : { ...fields, dateStyle: "long" };
  const key = `${tag} ${JSON.stringify(intlOptions)}`;
  let format = dateFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(tag, intlOptions);
    dateFormats.set(key, format);
  }
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) throw new RangeError(`Not a valid date: ${String(value)}.`);
  return format.format(date);
}
