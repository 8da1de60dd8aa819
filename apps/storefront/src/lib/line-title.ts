import type { CartProductSnapshot } from "./cart";

/**
 * What a line of a product sold in variants is called: the product's title with its variant's name
 * after a comma («Улун, 100 г»), so that two variants of one product read apart; the title alone
 * without a variant. One wording for the cart, an order's lines and the market feed's offers.
 * @example
 *   withVariant("Улун", "100 г"); // "Улун, 100 г"
 *   withVariant("Улун"); // "Улун"
 */
export function withVariant(title: string, variantTitle?: string | undefined): string {
  return variantTitle ? `${title}, ${variantTitle}` : title;
}

/**
 * What a cart line is called (`withVariant` of its snapshot; in the line's controls' names too).
 * Undefined for a line without a snapshot.
 * @example
 *   lineTitle({ title: "Улун", variantTitle: "100 г", … }); // "Улун, 100 г"
 */
export function lineTitle(snapshot: CartProductSnapshot | undefined): string | undefined {
  return snapshot && withVariant(snapshot.title, snapshot.variantTitle);
}
