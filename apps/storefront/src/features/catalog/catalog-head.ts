import type { I18n } from "@lingui/core";
import { catalogBreadcrumbs } from "../../lib/breadcrumbs";
import {
  breadcrumbListJsonLd,
  firstPositionOfPage,
  itemListJsonLd,
  jsonLdScripts,
} from "../../lib/structured-data";

export interface CatalogHeadInput {
  /** The categories of the URL, root first; empty for the whole catalog. */
  trail: readonly { path: string; title: string }[];
  /** The products of the page shown, once loaded (the server waits for them, the browser may not). */
  products: readonly { slug: string }[] | undefined;
  /** The page number of the listing, and how many products a page has. */
  page: number;
  pageSize: number;
  origin: string;
}

/**
 * The JSON-LD scripts of a catalog listing: the breadcrumbs it shows and the products of its page.
 * The route's loader imports this module lazily, outside the entry chunk.
 * @example
 *   catalogHeadScripts(i18n, { trail, products: page.member, page: 2, pageSize: 20, origin }); // BreadcrumbList, ItemList from 21
 */
export function catalogHeadScripts(
  i18n: I18n,
  { trail, products, page, pageSize, origin }: CatalogHeadInput,
) {
  return jsonLdScripts(
    breadcrumbListJsonLd(catalogBreadcrumbs(i18n, trail), origin),
    ...(products && products.length > 0
      ? [itemListJsonLd(products, { origin, firstPosition: firstPositionOfPage(page, pageSize) })]
      : []),
  );
}
