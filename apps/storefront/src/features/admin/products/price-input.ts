import { msg } from "@lingui/core/macro";
import { minorUnitsToDecimal } from "@shop/ui";
import { i18n } from "../../../lib/i18n";

// Prices are typed in roubles with at most two decimals ("1 590,50") and sent in kopecks: the
// digits are moved, never multiplied through a binary float.
const ROUBLES = /^(\d{1,9})(?:[.,](\d{1,2}))?$/;

const messages = {
  format: msg({
    id: "admin.products.price.format",
    message: "Roubles with at most two decimals, e.g. 450,50",
  }),
  positive: msg({ id: "admin.products.price.positive", message: "A price is above zero" }),
  compareAtWithoutPrice: msg({
    id: "admin.products.compareAt.withoutPrice",
    message: "Enter the price first",
  }),
  compareAtNotAbove: msg({
    id: "admin.products.compareAt.notAbove",
    message: "The price before the discount is above the price",
  }),
};

/**
 * Kopecks from what was typed; undefined when it is not an amount of roubles (spaces between
 * thousands and a comma or dot before the kopecks are fine).
 * @example
 *   kopecksFromInput("1 590,5"); // 159050
 *   kopecksFromInput("12.345"); // undefined
 */
export function kopecksFromInput(input: string): number | undefined {
  const match = ROUBLES.exec(input.replace(/[\s\u00a0\u202f]/g, ""));
  if (!match) return undefined;
  return Number(match[1]) * 100 + Number((match[2] ?? "").padEnd(2, "0"));
}

/**
 * Kopecks as the form shows them, the Russian way.
 * @example
 *   inputFromKopecks(159050); // "1590,50"
 */
export function inputFromKopecks(amount: number): string {
  return minorUnitsToDecimal(amount).replace(".", ",");
}

/**
 * The form's rule for a price: `true` (an empty field means "not sold so"), or what to fix.
 * @example
 *   priceRule("0"); // "Цена больше нуля"
 */
export function priceRule(input: string): string | true {
  if (input.trim() === "") return true;
  const kopecks = kopecksFromInput(input);
  if (kopecks === undefined) return i18n._(messages.format);
  return kopecks > 0 || i18n._(messages.positive);
}

/**
 * The form's rule for a was-price (the price before a discount, struck through beside `price`):
 * empty, or an amount above the price typed beside it.
 * @example
 *   compareAtRule("400", "450"); // "Цена до скидки должна быть больше цены"
 */
export function compareAtRule(input: string, price: string): string | true {
  const own = priceRule(input);
  if (own !== true || input.trim() === "") return own;
  const priceKopecks = kopecksFromInput(price);
  if (priceKopecks === undefined) return i18n._(messages.compareAtWithoutPrice);
  return (kopecksFromInput(input) ?? 0) > priceKopecks || i18n._(messages.compareAtNotAbove);
}
