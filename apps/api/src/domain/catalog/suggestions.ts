import type { Database } from "../../db/client";
import { BASE_LOCALE } from "../locales";
import { localizedCategories } from "./categories";
import { type CatalogIndexStore, catalogIndex } from "./index/catalog-index-store";
import { searchMatches } from "./index/search-matches";
import { loadCatalogReference } from "./reference";
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
 * matches; the products are the cards the index's card store holds (index/card-store.ts: a query
 * only for those it does not), so a suggestion shows what a listing shows.
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
  const [matches, { tree, localized }] = await Promise.all([
    searchMatches(db, index, expression),
    localizedCategories(db, locale),
  ]);
  const titled = index.categoriesMatching(expression.terms, MAX_SUGGESTED_CATEGORIES);
  const { ids } = index.page(matches.set, {
    sort: [],
    relevance: matches,
    offset: 0,
    limit: MAX_SUGGESTED_PRODUCTS,
  });
  // The products as the index's card store holds them (no query when it holds them), their
  // categories from the index.
  const [cards, reference] = await Promise.all([
    ids.length ? catalog.cards.json(db, ids, locale) : undefined,
    loadCatalogReference(db),
  ]);
  const found = cards ? (JSON.parse(cards.toString()) as ListedCard[]) : [];
  const categoryIds = [...new Set([...titled, ...found.flatMap((card) => index.categoryOf(card.id) ?? [])])];
  const retail = reference.defaultPriceType.code;
  return {
    products: found.map((card) => {
      const [image] = card.images;
      const price = card.prices.find(
        (shown) => shown.priceType === retail && shown.measure.code === card.defaultMeasure,
      );
      return {
        number: card.number,
        slug: card.slug,
        title: card.title,
        price: price?.price ?? null,
        measure: card.defaultMeasure,
        thumbnail: image ?? null,
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

/** What a suggestion reads of a listing's card (the contract's ProductCard, product-cards.ts). */
interface ListedCard {
  id: number;
  number: string;
  slug: string;
  title: string;
  prices: { priceType: string; measure: { code: string }; price: number }[];
  defaultMeasure: string;
  images: { path: string; width: number; height: number; alt: string }[];
}
