import { and, eq } from "drizzle-orm";
import { anyOfPlaceholder } from "../../db/any-of";
import type { Database } from "../../db/client";
import { measures, products } from "../../db/schema/index";
import { BASE_LOCALE } from "../locales";
import { kopecksFromNumeric } from "../money";
import { localizedCategories } from "./categories";
import { type CatalogIndexStore, catalogIndex } from "./index/catalog-index-store";
import { searchMatches } from "./index/search-matches";
import { preparedPerLocale } from "./prepared-statements";
import { productTitleIn } from "./product-cards";
import { searchExpression } from "./search";

export const MAX_SUGGESTED_PRODUCTS = 8;
export const MAX_SUGGESTED_CATEGORIES = 4;

/** A product as the search box offers it while the shopper types. */
export interface SuggestedProduct {
  number: string;
  slug: string;
  title: string;
  /** The default measure's retail price, kopecks; null when it has none. */
  price: number | null;
  /** Code of the measure the price is for. */
  measure: string;
  /** The first image, for a small picture beside the title. */
  thumbnail: { path: string; width: number; height: number; alt: string } | null;
}

/** A category as the search box offers it, its title in the request's language. */
export interface SuggestedCategory {
  "@id": string;
  slug: string;
  path: string;
  title: string;
}

export interface Suggestions {
  products: SuggestedProduct[];
  /** The categories to offer: those whose title matches, then those of the products found. */
  categories: SuggestedCategory[];
}

/**
 * What to offer under the search box for the text typed so far (the last word as a prefix, every
 * reading of search.ts): up to 8 products by relevance and up to 4 categories. The search's ranked
 * matches come from the catalog index (search-matches.ts, shared with the product list, so the
 * keystrokes of a word others typed before cost nothing) and so do the categories whose title
 * matches; one query by id loads the products.
 * @example
 *   await suggest(db, catalog, "молоч", "ru"); // { products: [{ title: "Молочный улун, премиум", … }], categories: [{ path: "tea/oolong", … }] }
 */
export async function suggest(
  db: Database,
  catalog: CatalogIndexStore,
  searchText: string,
  locale: string = BASE_LOCALE,
): Promise<Suggestions> {
  const index = await catalogIndex(catalog);
  const expression = await searchExpression(db, searchText, { catalogVersion: index.textsVersion });
  if (!expression) return { products: [], categories: [] };
  const statements = suggestionStatements(db, locale);
  const [matches, { tree, localized }] = await Promise.all([
    searchMatches(db, index, expression, { first: MAX_SUGGESTED_PRODUCTS }),
    localizedCategories(db, locale),
  ]);
  const titled = index.categoriesMatching(expression.terms, MAX_SUGGESTED_CATEGORIES);
  const { ids } = index.page(matches.set, {
    sort: [],
    relevance: matches,
    offset: 0,
    limit: MAX_SUGGESTED_PRODUCTS,
  });
  const found = ids.length ? await statements.products.execute({ ids }) : [];
  const byId = new Map(found.map((row) => [row.id, row]));
  const rows = ids.flatMap((id) => byId.get(id) ?? []);
  const categoryIds = [...new Set([...titled, ...rows.map((row) => row.categoryId)])];
  return {
    products: rows.map((row) => {
      const [image] = row.images;
      return {
        number: row.number,
        slug: row.slug,
        title: row.title,
        price: row.listPrice === null ? null : kopecksFromNumeric(row.listPrice),
        measure: row.measure,
        thumbnail: image
          ? { path: image.path, width: image.width, height: image.height, alt: image.alt }
          : null,
      };
    }),
    categories: categoryIds.slice(0, MAX_SUGGESTED_CATEGORIES).flatMap((id) => {
      const row = tree.byId.get(id);
      if (!row) return [];
      const { slug, path, title } = localized(row);
      return [{ "@id": `/api/catalog/categories/${id}`, slug, path, title }];
    }),
  };
}

/** The read of a suggestion's products. */
function prepareSuggestionStatements(db: Database, locale: string, name: string) {
  const title = productTitleIn(locale);
  return {
    products: db
      .select({
        id: products.id,
        number: products.number,
        slug: products.slug,
        title,
        listPrice: products.listPrice,
        measure: measures.code,
        images: products.images,
        categoryId: products.categoryId,
      })
      .from(products)
      .innerJoin(measures, eq(measures.id, products.defaultMeasureId))
      .where(and(anyOfPlaceholder(products.id, "ids"), eq(products.published, true)))
      .prepare(`suggested_products_${name}`),
  };
}

const suggestionStatements = preparedPerLocale(prepareSuggestionStatements);
