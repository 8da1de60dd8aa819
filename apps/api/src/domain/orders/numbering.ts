/**
 * An order's number, `{year}-{id:06}`: the slug of `/my/purchases/{slug}`. It comes from the id,
 * known only after the order's insert.
 * @example
 *   orderNumber(123, new Date("2026-03-01")); // "2026-000123"
 */
export const orderNumber = (id: number, createdAt: Date) =>
  `${createdAt.getUTCFullYear()}-${String(id).padStart(6, "0")}`;
