// The URL parameters of a product listing (/catalog/…): page, sort and facet filters (the router
// calls them search params; no text search happens here). They come from the address bar, so
// whatever is not valid is dropped rather than turned into an error.
// (Runs in the entry chunk as the route's validateSearch: keep it small, no schema library.)
import { pageNumber } from "./search-params";

/** Orders of a listing; the first is the default and is left out of URLs. */
export const CATALOG_SORTS = [
  "number-asc",
  "number-desc",
  "price-asc",
  "price-desc",
  "title-asc",
  "title-desc",
] as const;

export type CatalogSort = (typeof CATALOG_SORTS)[number];

/** A facet filter in the URL: `attributes.<code>=<value>,<value>` (the API's attribute filter name). */
export type AttributeParam = `attributes.${string}`;

export type ListingUrlParams = {
  page?: number;
  sort?: CatalogSort;
} & { [key: AttributeParam]: string | undefined };

export const ATTRIBUTE_PARAM_PREFIX = "attributes.";

// Facet codes and values are slugs (`country`, `sri-lanka`, `50g`).
const SLUG = /^[a-z0-9][a-z0-9-]{0,63}$/;
const MAX_FACETS = 12;
const MAX_VALUES = 30;

/**
 * The values of one facet filter: slugs from a comma-separated string, deduplicated and sorted
 * (one URL and one cache entry per selection); undefined when none is valid.
 * @example
 *   attributeValues("japan,china,,Bad Value,japan"); // ["china", "japan"]
 */
export function attributeValues(raw: unknown): string[] | undefined {
  const text = typeof raw === "number" ? String(raw) : typeof raw === "string" ? raw : "";
  const values = [...new Set(text.split(",").map((value) => value.trim()))]
    .filter((value) => SLUG.test(value))
    .sort()
    .slice(0, MAX_VALUES);
  return values.length > 0 ? values : undefined;
}

/**
 * Reads the search params of a listing. The router keeps the raw params beside what this returns,
 * so every key it owns comes back, invalid ones as undefined, which overrides the raw value.
 * @example
 *   readListingUrl({ page: "2", sort: "price-asc", "attributes.country": "japan", "attributes.x y": "1" });
 *   // { page: 2, sort: "price-asc", "attributes.country": "japan", "attributes.x y": undefined }
 */
export function readListingUrl(search: Record<string, unknown>): ListingUrlParams {
  const sort = CATALOG_SORTS.find((candidate) => candidate === search.sort);
  const result: ListingUrlParams = {
    page: pageNumber(search),
    sort: sort === CATALOG_SORTS[0] ? undefined : sort,
  };
  let facets = 0;
  for (const key of Object.keys(search).sort()) {
    if (!key.startsWith(ATTRIBUTE_PARAM_PREFIX)) continue;
    const values = attributeValues(search[key]);
    const valid = facets < MAX_FACETS && isFacetCode(key.slice(ATTRIBUTE_PARAM_PREFIX.length)) && values;
    result[key as AttributeParam] = valid ? values.join(",") : undefined;
    if (valid) facets += 1;
  }
  return result;
}

/** A facet code as the API names them (`country`, `tea-type`). */
export function isFacetCode(code: string): boolean {
  return SLUG.test(code);
}
