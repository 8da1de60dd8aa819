// How long each text of the catalog may be and how many of a thing a product may have, wherever the
// text enters: the staff editors' request schemas, the YML import (which refuses or cuts what is
// over, per field: docs/api/catalog-import-and-feed.md) and the public reads, which answer no more
// than these whatever the database holds, so a page renders in bounded memory.

/**
 * A product's limits, in characters (UTF-16 code units, as `z.string().max` and `String.length`
 * count) and in counts.
 * @example
 *   z.string().trim().min(1).max(PRODUCT_LIMITS.title);
 */
export const PRODUCT_LIMITS = {
  /**
   * The product number, the shop's article as its accounting system writes it ("Кар02", "П4-1691/1",
   * "БАК.17538"): {@link PRODUCT_NUMBER_SHAPE}. 1С's article field holds 25, Wildberries' 75, Ozon's
   * offer id 50; 64 keeps them all.
   */
  number: 64,
  /** A card's line and the page's heading. */
  title: 200,
  description: 5_000,
  slug: 200,
  /** An attribute's or a value's code (the editor) or title (an imported `<param>`'s name and value). */
  attributeText: 64,
  /** Attribute values of one product (an imported offer's `<param>`s). */
  attributes: 100,
  images: 50,
  imagePath: 300,
} as const;

/**
 * A product number: the shop's article as written, letters of any script, digits, spaces and
 * punctuation, at most {@link PRODUCT_LIMITS.number} characters; no control or invisible characters,
 * no space at either end (docs/api/catalog-import-and-feed.md, "The product number").
 * @example
 *   PRODUCT_NUMBER_SHAPE.test("Кар 02/1"); // true
 *   PRODUCT_NUMBER_SHAPE.test(" A-1"); // false
 */
export const PRODUCT_NUMBER_SHAPE = new RegExp(`^(?!\\s)[^\\p{C}]{1,${PRODUCT_LIMITS.number}}(?<!\\s)$`, "u");

/**
 * A category's limits, in characters, and its tree's depth in levels.
 * @example
 *   z.string().trim().min(1).max(CATEGORY_LIMITS.title);
 */
export const CATEGORY_LIMITS = {
  title: 200,
  description: 5_000,
  slug: 100,
  /**
   * The path's characters (its ancestors' slugs and its own, between slashes): the unique B-tree
   * index on `categories.path` takes an entry of at most 2 704 bytes, 2 686 characters of a path
   * that does not compress (27 levels of 100-character slugs were a 500), and a sitemap's URL of
   * the category page stays under its 2 048.
   */
  path: 1_000,
  /** The tree's levels (a root is the first): breadcrumbs and menus stay readable. */
  depth: 16,
} as const;

/**
 * What only a YML file has: ids of its offers and categories (Yandex Market allows 20 characters;
 * longer ones are kept to this many plus one in refusals), a `<picture>`'s address (the common
 * 2 048 of browsers and sitemaps), and a short field's text (price, currency, category id).
 * @example
 *   if (source.length > YML_LIMITS.pictureUrl) refuse(source);
 */
export const YML_LIMITS = {
  id: 64,
  pictureUrl: 2_048,
  shortText: 64,
} as const;
