import { type SQL, sql } from "drizzle-orm";
import { products } from "../../db/schema/index";
import { hasRole } from "../roles";

/** Who reads a product: a signed-in account (its roles), or null for an anonymous caller. */
export type ProductReader = { roles: readonly string[] } | null;

/**
 * The one rule of which products the public sees: the published ones. Every public read keeps to
 * it (the catalog index, lists, search, suggestions, by id, slug or number, texts, images, carts'
 * requests, the sitemap and the marketplace feed), so an unpublished product answers exactly as
 * one that does not exist: a 404, a refusal that does not name it, absent from every list.
 * @example
 *   db.select().from(products).where(and(eq(products.slug, slug), shownToPublic));
 */
export const shownToPublic: SQL = sql`${products.published}`;

/**
 * The condition on `products` of what `reader` may read: staff (ROLE_STAFF or above) read every
 * product, anyone else those {@link shownToPublic}. Undefined (no condition; drizzle's `and` skips
 * it) for staff.
 * @example
 *   db.select().from(products).where(and(eq(products.id, id), productsVisibleTo(c.get("user"))));
 */
export function productsVisibleTo(reader: ProductReader): SQL | undefined {
  return readsHiddenProducts(reader) ? undefined : shownToPublic;
}

/**
 * Whether `reader` also reads unpublished products (staff do): an answer that may hold one is
 * theirs alone, never for a shared cache.
 * @example
 *   if (readsHiddenProducts(c.get("user"))) c.header("Cache-Control", "private, no-store");
 */
export function readsHiddenProducts(reader: ProductReader): boolean {
  return hasRole(reader, "ROLE_STAFF");
}
