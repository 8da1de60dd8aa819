// How the catalog page changes its search params (filters, order); page components only.
import {
  ATTRIBUTE_PARAM_PREFIX,
  type AttributeParam,
  attributeValues,
  type CatalogSort,
  type ListingUrlParams,
} from "../../lib/listing-url";
import { DEFAULT_CATALOG_SORT } from "./catalog-list-request";

/**
 * The search params after ticking or unticking a facet value; back to page 1, since the list changed.
 * @example
 *   withAttributeValue({ page: 3 }, "country", "japan", true); // { "attributes.country": "japan" }
 */
export function withAttributeValue(
  search: ListingUrlParams,
  code: string,
  value: string,
  checked: boolean,
): ListingUrlParams {
  const key: AttributeParam = `${ATTRIBUTE_PARAM_PREFIX}${code}`;
  const current = attributeValues(search[key]) ?? [];
  const next = checked ? [...new Set([...current, value])].sort() : current.filter((item) => item !== value);
  const { page: _page, [key]: _old, ...rest } = search;
  return next.length > 0 ? { ...rest, [key]: next.join(",") } : rest;
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
