import type { I18n } from "@lingui/core";
import {
  breadcrumbListJsonLd,
  firstPositionOfPage,
  itemListJsonLd,
  jsonLdScripts,
} from "../../lib/structured-data";
import { searchBreadcrumbs } from "./search-breadcrumbs";

export interface SearchHeadInput {
  /** The products of the results page shown, once loaded (the server waits for them). */
  products: readonly { slug: string }[] | undefined;
  /** The page number of the results, and how many products a page has. */
  page: number;
  pageSize: number;
  origin: string;
}

/**
 * The JSON-LD scripts of the search page: its breadcrumbs and the products of the results page
 * shown. The route's loader imports this module lazily, outside the entry chunk.
 * @example
 *   searchHeadScripts(i18n, { products: results.member, page: 1, pageSize: 20, origin }); // BreadcrumbList, ItemList
 */
export function searchHeadScripts(i18n: I18n, { products, page, pageSize, origin }: SearchHeadInput) {
  return jsonLdScripts(
    breadcrumbListJsonLd(searchBreadcrumbs(i18n), origin),
    ...(products && products.length > 0
      ? [itemListJsonLd(products, { origin, firstPosition: firstPositionOfPage(page, pageSize) })]
      : []),
  );
}
