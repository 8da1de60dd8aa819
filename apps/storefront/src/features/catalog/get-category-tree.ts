import type { Category } from "@shop/api-client";
import { queryOptions, useSuspenseQuery } from "@tanstack/react-query";
import { answered, shopApi } from "../../lib/api";
import { catalogKeys } from "./catalog-keys";

// The whole tree in one call (the API pages categories up to 500): a few dozen rows that every
// catalog page navigates by.
const TREE_PAGE_SIZE = 500;

async function getCategoryTree(): Promise<Category[]> {
  return answered(await shopApi.categories.list({ itemsPerPage: TREE_PAGE_SIZE })).member;
}

/** Every category, in tree order; the catalog resolves its URL path against it. */
export const categoryTreeQueryOptions = () =>
  queryOptions({
    queryKey: catalogKeys.categories(),
    queryFn: getCategoryTree,
    // The tree changes with catalog imports, not during a visit.
    staleTime: 5 * 60_000,
  });

export const useCategoryTree = () => useSuspenseQuery(categoryTreeQueryOptions()).data;
