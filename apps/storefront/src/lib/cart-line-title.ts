import type { CartProductSnapshot } from "./cart";

/**
 * What a cart line is called: the product's title, with its variant's name after a comma for a
 * product sold in variants («Улун, 100 г»), so two variants of one product read apart (in the
 * line's controls' names too). Undefined for a line without a snapshot.
 * @example
 *   lineTitle({ title: "Улун", variantTitle: "100 г", … }); // "Улун, 100 г"
 */
export function lineTitle(snapshot: CartProductSnapshot | undefined): string | undefined {
  if (!snapshot) return undefined;
  return snapshot.variantTitle ? `${snapshot.title}, ${snapshot.variantTitle}` : snapshot.title;
}
