import { DomainError } from "../errors";
import type { Violation } from "../violation";

/**
 * The 422 of a cart change with lines that cannot be bought (or read), one violation per line.
 * @example
 *   throw unbuyableLines([{ propertyPath: "items.0.quantity", message: "…", code: "invalid_quantity" }]);
 */
export function unbuyableLines(violations: Violation[]): DomainError {
  return new DomainError("invalid", { detail: "В корзине есть позиции, которые нельзя купить.", violations });
}

/**
 * A 422 for the violations of `violations` that are over a cap (a line's quantity, the cart's
 * amount), which no way of changing a cart may pass; other violations (a stored line no longer
 * sold) are for the caller to leave out.
 * @example
 *   throwOverCaps(violations); // throws when a line's quantity or the cart's amount is too large
 */
export function throwOverCaps(violations: Violation[]): void {
  const over = violations.filter(
    (violation) => violation.code === "amount_too_large" || violation.code === "quantity_too_large",
  );
  if (over.length) throw unbuyableLines(over);
}
