import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { answered, shopApi } from "../../lib/api";
import { searchKeys } from "./search-keys";

/** Results per search page (SPEC.md section 9). */
export const SEARCH_PAGE_SIZE = 20;

export interface SearchRequest {
  searchText: string;
  page: number;
}

async function searchProducts({ searchText, page }: SearchRequest) {
  // Word forms and typos are the API's job (full-text stemming and trigram similarity).
  return answered(
    await shopApi.products.list({ search: searchText, page, itemsPerPage: SEARCH_PAGE_SIZE, view: "card" }),
  );
}

/** One page of products matching a search text, most relevant first. */
export const searchProductsQueryOptions = (request: SearchRequest) =>
  queryOptions({
    queryKey: searchKeys.results(request.searchText, request.page),
    queryFn: () => searchProducts(request),
  });

/** The page shown; the previous one stays while the next loads. Nothing is asked without a search text. */
export const useSearchProducts = (request: SearchRequest) =>
  useQuery({
    ...searchProductsQueryOptions(request),
    enabled: request.searchText !== "",
    placeholderData: keepPreviousData,
  });
