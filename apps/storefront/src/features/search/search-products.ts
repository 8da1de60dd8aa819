import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { answered, shopApi } from "../../lib/api";
import { searchKeys } from "./search-keys";

/** Results per search page (SPEC.md section 9). */
export const SEARCH_PAGE_SIZE = 20;

export interface SearchRequest {
  query: string;
  page: number;
}

async function searchProducts({ query, page }: SearchRequest) {
  // Word forms and typos are the API's job (full-text stemming and trigram similarity).
  return answered(
    await shopApi.products.list({ search: query, page, itemsPerPage: SEARCH_PAGE_SIZE, view: "card" }),
  );
}

/** One page of products matching a query, most relevant first. */
export const searchProductsQueryOptions = (request: SearchRequest) =>
  queryOptions({
    queryKey: searchKeys.results(request.query, request.page),
    queryFn: () => searchProducts(request),
  });

/** The page shown; the previous one stays while the next loads. Nothing is asked without a query. */
export const useSearchProducts = (request: SearchRequest) =>
  useQuery({
    ...searchProductsQueryOptions(request),
    enabled: request.query !== "",
    placeholderData: keepPreviousData,
  });
