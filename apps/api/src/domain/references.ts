import { DomainError } from "./errors";

// Resources name each other by IRI (`/api/sales/carts/12`), as the contract's answers do.

/** Ids of serial (int4) columns: anything larger cannot exist and must not reach the database. */
export const MAX_SERIAL_ID = 2_147_483_647;
/** Cart ids are random bigints below 2^47 (see the carts table): an anonymous cart is reachable by its id alone. */
export const MAX_CART_ID = 2 ** 47;

/**
 * The numeric id in a reference: an IRI (`/api/sales/carts/12`), a number or a numeric string.
 * Throws a 422 (an `invalid` DomainError) naming `propertyPath` when it is none of these or of
 * another collection.
 * @example
 *   idFromReference("/api/sales/carts/12", "/sales/carts", "cart"); // 12
 */
export function idFromReference(
  reference: unknown,
  collectionPath: string,
  propertyPath: string,
  max: number = MAX_SERIAL_ID,
): number {
  const text =
    typeof reference === "number" ? String(reference) : typeof reference === "string" ? reference : "";
  const prefix = `/api${collectionPath}/`;
  const raw = text.startsWith(prefix) ? text.slice(prefix.length) : text;
  if (/^[1-9]\d{0,15}$/.test(raw) && Number(raw) <= max) return Number(raw);
  throw new DomainError("invalid", {
    detail: "The request is not valid.",
    violations: [
      { propertyPath, message: `Ожидается ссылка вида ${prefix}{id}.`, code: "invalid_reference" },
    ],
  });
}
