import { asc, eq, gt, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { catalogVersion, categories, measures, products } from "../../db/schema/index";
import { kopecksFromNumeric } from "../money";
import { PRODUCT_LIMITS } from "./catalog-limits";
import { descriptionText, servedDescription } from "./product-description";
import { variantsJsonOf, variantViews } from "./product-variants";
import { shownToPublic } from "./product-visibility";

// What a marketplace feed (Yandex Market's YML, written by the storefront at
// /feeds/yandex-market.yml) says of the catalog, in Russian: the category tree and every product on
// sale as an offer. A product is on sale when its default measure has a positive retail price (`list_price`);
// the others cannot be ordered, so no marketplace should list them. Nor should it list a product
// staff unpublished.

/** A category of the feed: its id, its parent's and its title. */
export interface FeedCategory {
  id: number;
  parentId: number | null;
  title: string;
}

/** A product on sale as the feed offers it. Money in kopecks. */
export interface FeedOffer {
  id: number;
  /** The product number: the offer's `vendorCode`, and its id in a shop's own systems. */
  number: string;
  slug: string;
  title: string;
  /** The product's description as plain text (`descriptionText`). */
  description: string;
  categoryId: number;
  /** The default measure's retail price. */
  price: number;
  /** Its "was" price (the feed's `oldprice`), when there is one above it. */
  oldPrice: number | null;
  /** The measure the price is of (шт, кг, упак). */
  measure: { code: string; title: string };
  /** Media paths of the product's images, first the main one. */
  pictures: string[];
  /** The product's attribute values: `param name="…"` of the feed. */
  params: { name: string; value: string }[];
  /**
   * The product's available variants, in their order (docs/contract.md, "Variants"): each one an
   * offer of the feed, sharing the product's `group_id`; empty for a product sold in its measures.
   */
  variants: { id: number; number: string; title: string; price: number; oldPrice: number | null }[];
}

/** The feed's header: what changes it (an ETag's basis), when it last changed, and the tree. */
export interface FeedSummary {
  /** Bumped by every write to products, their attribute values and categories. */
  catalogVersion: number;
  /** The newest change of a product or category; `null` for an empty catalog. */
  lastModified: Date | null;
  totalOffers: number;
  categories: FeedCategory[];
}

const onSale = sql`${products.listPrice} > 0 and ${shownToPublic}`;

/**
 * The feed's summary: the catalog's version, newest change, number of offers and category tree.
 * @example
 *   const { catalogVersion, categories } = await marketFeedSummary(db);
 */
export async function marketFeedSummary(db: Database): Promise<FeedSummary> {
  const [[version], [productStats], [categoryStats], tree] = await Promise.all([
    db.select({ version: catalogVersion.version }).from(catalogVersion),
    db
      .select({
        // The feed's offers: a product on sale is one, or one per available variant when it has
        // any (the storefront's YML writer, features/market-feed/yml.ts).
        count: sql<number>`coalesce(sum(greatest(1, (
          select count(*) from product_variants variant
          where variant.product_id = "products"."id" and variant.available
        ))) filter (where ${onSale}), 0)`.mapWith(Number),
        lastModified: sql<Date | null>`max(${products.updatedAt})`.mapWith(products.updatedAt),
      })
      .from(products),
    db
      .select({ lastModified: sql<Date | null>`max(${categories.updatedAt})`.mapWith(categories.updatedAt) })
      .from(categories),
    db
      .select({ id: categories.id, parentId: categories.parentId, title: categories.title })
      .from(categories)
      .orderBy(asc(categories.position)),
  ]);
  const changes = [productStats?.lastModified, categoryStats?.lastModified].filter(
    (date): date is Date => date instanceof Date,
  );
  return {
    catalogVersion: version?.version ?? 0,
    lastModified: changes.length ? new Date(Math.max(...changes.map((date) => date.getTime()))) : null,
    totalOffers: productStats?.count ?? 0,
    categories: tree,
  };
}

// A product's attribute values with their attributes' titles, in the attributes' order, as JSON.
// Plain SQL with table names: in a select list Drizzle writes columns without their table, and
// four tables here have an `id`.
/** The default measure's retail "was" price, when above the price. */
const oldPrice = sql<string | null>`(
  select pp.compare_at_price::text
  from product_prices pp
  join price_types pt on pt.id = pp.price_type_id
  where pp.product_id = ${products.id} and pp.measure_id = ${products.defaultMeasureId}
    and pt.code = 'retail' and pp.compare_at_price > pp.price
)`;

const paramsJson = sql<string>`(
  select coalesce(json_agg(json_build_array(attribute.title, value.title)
    order by attribute.position, value.position), '[]')::text
  from product_attribute_values link
  join attribute_values value on value.id = link.attribute_value_id
  join attributes attribute on attribute.id = value.attribute_id
  where link.product_id = "products"."id")`;

/**
 * The offers after the product id `after`, in id order, at most `limit`: keyset pages, so each
 * costs the same however deep into 100 000 products the feed has got.
 * @example
 *   const first = await marketFeedOffers(db, { after: 0, limit: 1_000 });
 *   const next = await marketFeedOffers(db, { after: first.at(-1)?.id ?? 0, limit: 1_000 });
 */
export async function marketFeedOffers(
  db: Database,
  { after, limit }: { after: number; limit: number },
): Promise<FeedOffer[]> {
  const rows = await db
    .select({
      id: products.id,
      number: products.number,
      slug: products.slug,
      // No longer than the catalog's limits whatever a row holds: a page of 1 000 stays bounded.
      title: sql<string>`left(${products.title}, ${sql.raw(String(PRODUCT_LIMITS.title))})`,
      description: sql<string>`left(${products.description}, ${sql.raw(String(PRODUCT_LIMITS.description))})`,
      categoryId: products.categoryId,
      listPrice: products.listPrice,
      oldPrice,
      measureCode: measures.code,
      measureTitle: measures.title,
      images: products.images,
      params: paramsJson,
      variants: variantsJsonOf,
    })
    .from(products)
    .innerJoin(measures, eq(measures.id, products.defaultMeasureId))
    .where(sql`${onSale} and ${gt(products.id, after)}`)
    .orderBy(asc(products.id))
    .limit(limit);
  return rows.map(
    ({ listPrice, oldPrice: was, measureCode, measureTitle, images, params, variants, ...row }) => ({
      ...row,
      // A marketplace takes plain text: the paragraphs and list items of a formatted one on lines.
      description: descriptionText(servedDescription(row.description)),
      price: kopecksFromNumeric(listPrice ?? "0"),
      oldPrice: was === null ? null : kopecksFromNumeric(was),
      measure: { code: measureCode, title: measureTitle },
      pictures: images.map((image) => image.path),
      params: (JSON.parse(params) as [string, string][]).map(([name, value]) => ({ name, value })),
      variants: variantViews(variants)
        .filter((variant) => variant.available)
        .map(({ id, number, title, price, compareAtPrice }) => ({
          id,
          number,
          title,
          price,
          oldPrice: compareAtPrice ?? null,
        })),
    }),
  );
}
