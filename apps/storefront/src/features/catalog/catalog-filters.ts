// How the catalog page changes its search params (filters, order); page components only.
import { ATTRIBUTE_PARAM_PREFIX, type CatalogSort, type ListingUrlParams } from "../../lib/listing-url";
import { DEFAULT_CATALOG_SORT } from "./catalog-list-request";

/**
 * The search params with exactly these facet values ticked (a filter form as it was sent); back to
 * page 1, order and other params kept.
 * @example
 *   withAttributes({ page: 2, sort: "price-asc" }, { country: ["japan", "china"] });
 *   // { sort: "price-asc", "attributes.country": "china,japan" }
 */
export function withAttributes(
  search: ListingUrlParams,
  selected: Readonly<Record<string, readonly string[]>>,
): ListingUrlParams {
  const { page: _page, ...rest } = search;
  const kept = Object.fromEntries(
    Object.entries(rest).filter(([key]) => !key.startsWith(ATTRIBUTE_PARAM_PREFIX)),
  ) as ListingUrlParams;
  for (const [code, values] of Object.entries(selected)) {
    const unique = [...new Set(values)].sort();
    if (unique.length > 0) kept[`${ATTRIBUTE_PARAM_PREFIX}${code}`] = unique.join(",");
  }
  return kept;
}

/**
 * The search params without any facet filter (page 1, order kept).
 * @example
 *   withoutAttributes({ sort: "price-asc", "attributes.country": "japan" }); // { sort: "price-asc" }
 */
export function withoutAttributes(search: ListingUrlParams): ListingUrlParams {
  return search.sort ? { sort: search.sort } : {};
}

/**
 * The search params in another order; back to page 1, the default order left out of the URL.
 * @example
 *   withSort({ page: 2 }, "price-asc"); // { sort: "price-asc" }
 */
export function withSort(search: ListingUrlParams, sort: CatalogSort): ListingUrlParams {
  const { page: _page, sort: _sort, ...rest } = search;
  return sort === DEFAULT_CATALOG_SORT ? rest : { ...rest, sort };
}
