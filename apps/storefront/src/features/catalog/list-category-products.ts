import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { answered, shopApi } from "../../lib/api";
import { catalogKeys } from "./catalog-keys";
import { apiFilters, apiSort, CATALOG_PAGE_SIZE, type CatalogListRequest } from "./catalog-list-request";

async function listCategoryProducts(request: CatalogListRequest) {
  return answered(
    await shopApi.products.list({
      page: request.page,
      itemsPerPage: CATALOG_PAGE_SIZE,
      filters: apiFilters(request),
      sort: apiSort(request.sort),
      facets: true,
      // Cards: what the grid shows, and what the page hands the browser in its state.
      view: "card",
    }),
  );
}

/** One page of a category's products with the facets (counts under the other active filters). */
export const categoryProductsQueryOptions = (request: CatalogListRequest) =>
  queryOptions({
    queryKey: catalogKeys.products(request),
    queryFn: () => listCategoryProducts(request),
  });

/** The page being shown; while another page, order or filter loads, the previous one stays. */
export const useCategoryProducts = (request: CatalogListRequest) =>
  useQuery({ ...categoryProductsQueryOptions(request), placeholderData: keepPreviousData });
