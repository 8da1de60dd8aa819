import { and, eq, inArray, sql } from "drizzle-orm";
import type { DatabaseExecutor } from "../../db/executor";
import { addressRedirects, categories, products } from "../../db/schema/index";

// Addresses that last (issue 46 point 7): a product's slug or a category's path, once changed,
// leads on to the product or category by a permanent redirect (308), so links, bookmarks and search
// engines' entries keep working. A redirect names what it leads to by id, so it follows every later
// change too (no chains); a live address always wins: a slug or path written anew retires it, and
// the lookup answers none for an address a product or category has now. It goes with what it leads
// to; an unpublished product has none.

/** What an old address leads to now. */
export interface AddressRedirect {
  kind: "product" | "category";
  /** The old slug or path. */
  from: string;
  /** The current address of the page: `/product/{slug}` or `/catalog/{path}`. */
  to: string;
}

/**
 * Keeps a product's old slug leading to it (in the editor's transaction).
 * @example
 *   await keepProductAddress(tx, 12, "ulun");
 */
export async function keepProductAddress(tx: DatabaseExecutor, productId: number, oldSlug: string) {
  await tx
    .insert(addressRedirects)
    .values({ kind: "product", oldKey: oldSlug, productId })
    .onConflictDoUpdate({ target: [addressRedirects.kind, addressRedirects.oldKey], set: { productId } });
}

/**
 * Forgets old addresses that are live again: `keys` of `kind` now name a product or a category of
 * their own (a slug or path given anew), which is where they lead. Called where a slug or path is
 * written, in its transaction; the lookup checks the live address too, for writers that bypass it.
 * @example
 *   await retireAddresses(tx, "product", ["ulun"]);
 */
export async function retireAddresses(tx: DatabaseExecutor, kind: AddressRedirect["kind"], keys: string[]) {
  if (keys.length === 0) return;
  await tx
    .delete(addressRedirects)
    .where(and(eq(addressRedirects.kind, kind), inArray(addressRedirects.oldKey, keys)));
}

/**
 * Keeps the old paths of a category and of its subtree leading to them, after the subtree moved
 * from `oldPath` to `newPath` (in the category editor's transaction, after the paths were written).
 * @example
 *   await keepCategoryAddresses(tx, "tea/green", "tea/zelenyy");
 */
export async function keepCategoryAddresses(tx: DatabaseExecutor, oldPath: string, newPath: string) {
  await tx.execute(sql`
    insert into ${addressRedirects} (kind, old_key, category_id)
    select 'category', ${oldPath} || substr(${categories.path}, ${newPath.length + 1}), ${categories.id}
    from ${categories}
    where ${categories.path} = ${newPath} or starts_with(${categories.path}, ${`${newPath}/`})
    on conflict (kind, old_key) do update set category_id = excluded.category_id`);
  // The subtree's new paths are live: none of them is an old address any more.
  await tx.execute(sql`
    delete from ${addressRedirects} where kind = 'category' and old_key in (
      select ${categories.path} from ${categories}
      where ${categories.path} = ${newPath} or starts_with(${categories.path}, ${`${newPath}/`}))`);
}

/** Whether a product (published or not) or a category answers at `key` now: such an address is its own. */
async function isLive(db: DatabaseExecutor, kind: AddressRedirect["kind"], key: string): Promise<boolean> {
  const [row] =
    kind === "product"
      ? await db.select({ id: products.id }).from(products).where(eq(products.slug, key)).limit(1)
      : await db.select({ id: categories.id }).from(categories).where(eq(categories.path, key)).limit(1);
  return row !== undefined;
}

/**
 * Where an old address leads now, or undefined (never changed, or its product is off the shop).
 * @example
 *   await findAddressRedirect(db, "category", "tea/green"); // { …, to: "/catalog/tea/zelenyy" }
 */
export async function findAddressRedirect(
  db: DatabaseExecutor,
  kind: AddressRedirect["kind"],
  from: string,
): Promise<AddressRedirect | undefined> {
  if (await isLive(db, kind, from)) return undefined;
  if (kind === "product") {
    const [row] = await db
      .select({ slug: products.slug })
      .from(addressRedirects)
      .innerJoin(products, eq(products.id, addressRedirects.productId))
      .where(
        and(
          eq(addressRedirects.kind, "product"),
          eq(addressRedirects.oldKey, from),
          eq(products.published, true),
        ),
      );
    return row && row.slug !== from ? { kind, from, to: `/product/${row.slug}` } : undefined;
  }
  const [row] = await db
    .select({ path: categories.path })
    .from(addressRedirects)
    .innerJoin(categories, eq(categories.id, addressRedirects.categoryId))
    .where(and(eq(addressRedirects.kind, "category"), eq(addressRedirects.oldKey, from)));
  return row && row.path !== from ? { kind, from, to: `/catalog/${row.path}` } : undefined;
}
