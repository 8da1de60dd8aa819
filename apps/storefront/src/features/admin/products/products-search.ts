import type { ListParams, StaffProductFilters } from "@shop/api-client";
import type { ListSearch, ListSearchSpec } from "../resource/list-search";

/** Products per page of /admin/products (SPEC.md section 9: the default page size). */
export const PRODUCTS_PER_PAGE = 20;

type ProductFilter = "q" | "category" | "published";

/**
 * The URL of /admin/products: `?q=улун&category=12&published=no&page=2`. The API lists in number
 * order only.
 */
export const PRODUCTS_SEARCH: ListSearchSpec<"number", ProductFilter> = {
  sortFields: ["number"],
  defaultSort: "number-asc",
  filters: { q: "text", category: "code", published: "code" },
};

export type ProductsSearch = ListSearch<"number", ProductFilter>;

/** The `published` filter's values in the URL. */
export const PUBLISHED_FILTER = { yes: true, no: false } as const;

/**
 * The API call of a products page: a part of the number or title, a category (with its
 * subcategories) and the publication.
 * @example
 *   productsListParams({ q: "улун", category: "12", published: "no" });
 *   // { page: 1, itemsPerPage: 20, search: "улун", filters: { category: 12, published: false } }
 */
export function productsListParams(search: ProductsSearch): ListParams<StaffProductFilters> {
  const category = search.category && /^\d{1,9}$/.test(search.category) ? Number(search.category) : undefined;
  const published =
    search.published === "yes" || search.published === "no" ? PUBLISHED_FILTER[search.published] : undefined;
  return {
    page: search.page ?? 1,
    itemsPerPage: PRODUCTS_PER_PAGE,
    ...(search.q ? { search: search.q } : {}),
    filters: {
      ...(category !== undefined ? { category } : {}),
      ...(published !== undefined ? { published } : {}),
    },
  };
}
