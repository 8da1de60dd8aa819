import { sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  bigint,
  boolean,
  check,
  customType,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";

// Money is numeric(12,2) in the database (exact, readable in SQL) and integer kopecks in
// TypeScript; src/domain/money.ts converts between the two without floating point.

const tsvector = customType<{ data: string }>({ dataType: () => "tsvector" });

/**
 * The codes of the measures (SPEC.md: шт, кг, упак). The seed writes these three into every database
 * and nothing else creates a measure, so the API's documents name them as an enum.
 */
export type MeasureCode = "pcs" | "kg" | "pack";

/** Units a product is sold in: шт, кг, упак. `step` is the smallest quantity increment. */
export const measures = pgTable("measures", {
  id: serial("id").primaryKey(),
  code: text("code").$type<MeasureCode>().notNull().unique(),
  title: text("title").notNull(),
  step: numeric("step", { precision: 6, scale: 3 }).notNull(),
  position: smallint("position").notNull().default(0),
});

/** Price lists (retail, wholesale...): a product has one price per measure and price type. */
export const priceTypes = pgTable("price_types", {
  id: serial("id").primaryKey(),
  code: text("code").notNull().unique(),
  title: text("title").notNull(),
  isDefault: boolean("is_default").notNull().default(false),
});

/**
 * The category tree. `path` is the slug path from the root ("tea/green/chinese"); `position` orders
 * the whole tree depth-first so one sort returns it ready to render.
 */
export const categories = pgTable(
  "categories",
  {
    id: serial("id").primaryKey(),
    parentId: integer("parent_id").references((): AnyPgColumn => categories.id, { onDelete: "restrict" }),
    slug: text("slug").notNull(),
    path: text("path").notNull().unique(),
    title: text("title").notNull(),
    description: text("description"),
    depth: smallint("depth").notNull(),
    position: integer("position").notNull(),
    // Maintained by the seed and every catalog write (domain/catalog/product-editor.ts) so listing the tree stays one cheap query.
    productCount: integer("product_count").notNull().default(0),
    // When the category's own texts last changed (the sitemap's `lastmod`, with its products').
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("categories_parent_idx").on(t.parentId), index("categories_position_idx").on(t.position)],
);

/** A product image as stored: its media path and pixel size. */
export interface StoredImage {
  path: string;
  width: number;
  height: number;
  alt: string;
  /** Where an imported picture came from (the YML's `<picture>`): a rerun does not fetch it again. */
  source?: string;
}

export const products = pgTable(
  "products",
  {
    id: serial("id").primaryKey(),
    number: text("number").notNull().unique(),
    slug: text("slug").notNull().unique(),
    title: text("title").notNull(),
    description: text("description").notNull().default(""),
    categoryId: integer("category_id")
      .notNull()
      .references(() => categories.id, { onDelete: "restrict" }),
    defaultMeasureId: integer("default_measure_id")
      .notNull()
      .references(() => measures.id),
    images: jsonb("images").$type<StoredImage[]>().notNull().default([]),
    // The default measure's retail price, copied from product_prices: list sorting and price
    // filters on 100 000 products must not join and aggregate the price table per request.
    listPrice: numeric("list_price", { precision: 12, scale: 2 }),
    // Staff take a product off the shop without deleting it: an unpublished product is out of the
    // catalog index, its page, the sitemap and the marketplace feed, and carts holding it answer it
    // as unavailable; staff still see and edit it.
    published: boolean("published").notNull().default(true),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    // When what the product page shows last changed: texts in any locale, prices (the sitemap's `lastmod`).
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    searchVector: tsvector("search_vector").notNull().generatedAlwaysAs(
      // ё is read as е on both sides (search-text.ts), and the number is a word of its own, so
      // "100021" and the first digits of a number find the product.
      sql`setweight(to_tsvector('simple', "number"), 'A') || setweight(to_tsvector('russian', translate(coalesce("title", ''), 'ёЁ', 'еЕ')), 'A') || setweight(to_tsvector('russian', translate(coalesce("description", ''), 'ёЁ', 'еЕ')), 'B')`,
    ),
  },
  (t) => [
    index("products_category_number_idx").on(t.categoryId, t.number),
    index("products_list_price_idx").on(t.listPrice),
    index("products_created_at_idx").on(t.createdAt),
    index("products_title_idx").on(t.title),
    index("products_search_idx").using("gin", t.searchVector),
    index("products_title_trgm_idx").using("gin", sql`${t.title} gin_trgm_ops`),
  ],
);

export const productPrices = pgTable(
  "product_prices",
  {
    productId: integer("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    measureId: integer("measure_id")
      .notNull()
      .references(() => measures.id),
    priceTypeId: integer("price_type_id")
      .notNull()
      .references(() => priceTypes.id),
    currency: text("currency").notNull().default("RUB"),
    price: numeric("price", { precision: 12, scale: 2 }).notNull(),
    /**
     * The "was" price shown crossed out beside `price` (YML's `oldprice`), for this measure and price
     * type; kept only above the price (a sale), else null.
     */
    compareAtPrice: numeric("compare_at_price", { precision: 12, scale: 2 }),
  },
  (t) => [primaryKey({ columns: [t.productId, t.measureId, t.priceTypeId] })],
);

/**
 * The forms a product is sold in (issue 46 point 4, docs/contract.md "Variants"): a tea as packs of
 * 50, 100 and 250 g. Each is counted in the product's default measure (шт or упак, step 1), has its
 * own article (`number`), one price in the shop's default price type, and a flag of availability.
 * A product with variants is sold only through them; its own price in the default measure is kept
 * by the variants' writer as the cheapest available variant's (the list price: "от 350 ₽").
 */
export const productVariants = pgTable(
  "product_variants",
  {
    id: serial("id").primaryKey(),
    productId: integer("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    number: text("number").notNull().unique(),
    title: text("title").notNull(),
    position: smallint("position").notNull().default(0),
    price: numeric("price", { precision: 12, scale: 2 }).notNull(),
    compareAtPrice: numeric("compare_at_price", { precision: 12, scale: 2 }),
    available: boolean("available").notNull().default(true),
  },
  (t) => [index("product_variants_product_idx").on(t.productId, t.position)],
);

/** A facet-able property (страна происхождения, вид чая...). */
export const attributes = pgTable("attributes", {
  id: serial("id").primaryKey(),
  code: text("code").notNull().unique(),
  title: text("title").notNull(),
  position: smallint("position").notNull().default(0),
  /**
   * The YML import (`catalog_imports`) that made it, null for the seed's: its undo removes it once
   * no value of it is left (yml-import-undo.ts). No foreign key, as the audit log's `import_id`.
   */
  importId: integer("import_id"),
});

export const attributeValues = pgTable(
  "attribute_values",
  {
    id: serial("id").primaryKey(),
    attributeId: integer("attribute_id")
      .notNull()
      .references(() => attributes.id, { onDelete: "cascade" }),
    value: text("value").notNull(),
    title: text("title").notNull(),
    position: smallint("position").notNull().default(0),
    /** The YML import that made it: its undo removes it once no product carries it (yml-import-undo.ts). */
    importId: integer("import_id"),
  },
  (t) => [uniqueIndex("attribute_values_attribute_value_idx").on(t.attributeId, t.value)],
);

export const productAttributeValues = pgTable(
  "product_attribute_values",
  {
    productId: integer("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    attributeValueId: integer("attribute_value_id")
      .notNull()
      .references(() => attributeValues.id, { onDelete: "cascade" }),
  },
  (t) => [
    primaryKey({ columns: [t.productId, t.attributeValueId] }),
    index("product_attribute_values_value_idx").on(t.attributeValueId, t.productId),
  ],
);

/**
 * The distinct words of product titles. Typo tolerance looks a misspelt search word up here by
 * trigram similarity (a few hundred rows) and matches the words it finds in the catalog's search index,
 * instead of comparing the search with every title (pg_trgm's documented "separate table of
 * unique words" approach).
 */
export const searchWords = pgTable("search_words", { word: text("word").primaryKey() }, (t) => [
  index("search_words_trgm_idx").using("gin", sql`${t.word} gin_trgm_ops`),
]);

/**
 * One row whose `version` every change of what the catalog index reads (products, their attribute
 * values, categories) bumps, through statement-level triggers in the writing transaction: a
 * replica compares it with the version its in-memory index was built from (domain/catalog/index).
 */
export const catalogVersion = pgTable("catalog_version", {
  id: smallint("id").primaryKey().default(1),
  version: bigint("version", { mode: "number" }).notNull().default(0),
  /** Change log entries up to this version may have been pruned: a replica older than it rebuilds. */
  prunedVersion: bigint("pruned_version", { mode: "number" }).notNull().default(0),
});

/**
 * The catalog's change log: which product changed and how (`membership`, `price`, `title`,
 * `words`, `category`, `created`, `values`; `rebuild` without a product), under the catalog
 * version its statement made. Written by triggers in the writing transaction (drizzle/0018), read
 * by every replica to patch its index, pruned after a while (domain/catalog/index/README.md).
 */
export const catalogChanges = pgTable(
  "catalog_changes",
  {
    version: bigint("version", { mode: "number" }).notNull(),
    productId: integer("product_id"),
    kind: text("kind").notNull(),
    changedAt: timestamp("changed_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("catalog_changes_version_idx").on(t.version),
    index("catalog_changes_changed_at_idx").on(t.changedAt),
  ],
);

/**
 * Addresses that last (issue 46 point 7): a product's old slug or a category's old path, and the
 * product or category it now leads to, answered with a permanent redirect to its current address.
 * Written where a slug or a path changes (the product editor, the category editor); goes with the
 * product or category it leads to.
 */
export const addressRedirects = pgTable(
  "address_redirects",
  {
    kind: text("kind").$type<"product" | "category">().notNull(),
    /** The old slug (`product`) or path (`category`). */
    oldKey: text("old_key").notNull(),
    productId: integer("product_id").references(() => products.id, { onDelete: "cascade" }),
    categoryId: integer("category_id").references(() => categories.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.kind, t.oldKey] }),
    index("address_redirects_product_idx").on(t.productId),
    index("address_redirects_category_idx").on(t.categoryId),
    // It leads to what its kind names, and to that alone.
    check(
      "address_redirects_target",
      sql`(${t.kind} = 'product' and ${t.productId} is not null and ${t.categoryId} is null) or (${t.kind} = 'category' and ${t.categoryId} is not null and ${t.productId} is null)`,
    ),
  ],
);
