// What a catalog URL asks the API for. The route's loader starts this request before the page's
// code has arrived, so this module is part of the entry chunk: keep it small.
import type { Filters, ProductFilters, ProductSort, SortDirection } from "@shop/api-client";
import {
  ATTRIBUTE_PARAM_PREFIX,
  attributeValues,
  CATALOG_SORTS,
  type CatalogSort,
  isFacetCode,
  type ListingUrlParams,
} from "../../lib/listing-url";

/** Products per catalog page (SPEC.md section 9). */
export const CATALOG_PAGE_SIZE = 20;

/** The catalog's default order: by product number, ascending (SPEC.md section 9). */
export const DEFAULT_CATALOG_SORT: CatalogSort = CATALOG_SORTS[0];

/**
 * The selected facet values per facet code.
 * @example
 *   selectedAttributes({ "attributes.country": "china,japan" }); // { country: ["china", "japan"] }
 */
export function selectedAttributes(search: ListingUrlParams): Record<string, string[]> {
  const selected: Record<string, string[]> = {};
  for (const [key, raw] of Object.entries(search)) {
    if (!key.startsWith(ATTRIBUTE_PARAM_PREFIX)) continue;
    const code = key.slice(ATTRIBUTE_PARAM_PREFIX.length);
    const values = attributeValues(raw);
    if (values && isFacetCode(code)) selected[code] = values;
  }
  return selected;
}

/**
 * The API sort of a listing order.
 * @example
 *   apiSort("price-desc"); // { price: "desc" }
 */
export function apiSort(
  sort: CatalogSort = DEFAULT_CATALOG_SORT,
): Partial<Record<ProductSort, SortDirection>> {
  const [field, direction] = sort.split("-") as [ProductSort, SortDirection];
  return { [field]: direction };
}

/** What the product list of a catalog page asks the API for. */
export interface CatalogListRequest {
  /** Category path; empty for the whole catalog. */
  category: string;
  page: number;
  sort: CatalogSort;
  attributes: Record<string, string[]>;
}

/**
 * The list request of a catalog URL: its category path and search params.
 * @example
 *   catalogListRequest("tea", { page: 2, "attributes.country": "japan" });
 *   // { category: "tea", page: 2, sort: "number-asc", attributes: { country: ["japan"] } }
 */
export function catalogListRequest(category: string, search: ListingUrlParams): CatalogListRequest {
  return {
    category,
    page: search.page ?? 1,
    sort: search.sort ?? DEFAULT_CATALOG_SORT,
    attributes: selectedAttributes(search),
  };
}

/**
 * The API filters of a list request: the category (with its descendants) and the facet values.
 * @example
 *   apiFilters({ category: "tea", attributes: { country: ["japan"] }, … }); // { category: "tea", "attributes.country": ["japan"] }
 */
export function apiFilters(request: CatalogListRequest): Filters<ProductFilters> {
  const attributes = Object.entries(request.attributes).map(
    ([code, values]) => [`attributes.${code}`, values] as const,
  );
  return {
    ...(request.category ? { category: request.category } : {}),
    ...Object.fromEntries(attributes),
  };
}
