import type { Database } from "../../db/client";
import type { StoredImage } from "../../db/schema/index";
import { BASE_LOCALE } from "../locales";
import { localizedCategories } from "./categories";
import { type CatalogIndexStore, catalogIndex } from "./index/catalog-index-store";
import { searchMatches } from "./index/search-matches";
import type { ProductView } from "./products";
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

/**
 * A card as its JSON text reads (product-cards.ts): the product view cut down, its first image
 * without its source.
 */
type ProductCard = Pick<ProductView, "id" | "number" | "slug" | "title" | "prices" | "defaultMeasure"> & {
  images: Omit<StoredImage, "source">[];
};

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
 * matches and each product's category. The products are their cards (product-cards.ts) from the
 * index's card store, which the lists share: a keystroke reads no row once its products were listed
 * or suggested before (a product row per keystroke was a third of a suggestion's cost at 100 000
 * products, bench/catalog.mjs), and those not held are read in one query by id. The price is the
 * card's default-price-type price for the default measure: the list price, as the card shows it.
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
  const expression = await searchExpression(db, searchText, catalog.searchWords(index));
  if (!expression) return { products: [], categories: [] };
  const [matches, { tree, localized }, reference] = await Promise.all([
    searchMatches(db, index, expression, catalog.keptSearchMatches(index), { first: MAX_SUGGESTED_PRODUCTS }),
    localizedCategories(catalog, locale),
    catalog.reference(),
  ]);
  const titled = index.categoriesMatching(expression.terms, MAX_SUGGESTED_CATEGORIES);
  const { ids } = index.page(matches.set, {
    sort: [],
    relevance: matches,
    offset: 0,
    limit: MAX_SUGGESTED_PRODUCTS,
  });
  // The products' cards, from the card store where it holds them: a keystroke then reads no row.
  const cards: ProductCard[] = ids.length
    ? JSON.parse((await catalog.cards.json(db, ids, locale)).toString("utf8"))
    : [];
  const categoryIds = [...new Set([...titled, ...cards.flatMap((card) => index.categoryOf(card.id) ?? [])])];
  return {
    products: cards.map((card) => {
      const [image] = card.images;
      const shown = card.prices.find(
        (price) =>
          price.priceType === reference.defaultPriceType.code && price.measure.code === card.defaultMeasure,
      );
      return {
        number: card.number,
        slug: card.slug,
        title: card.title,
        price: shown?.price ?? null,
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
