import { queryOptions, useSuspenseQuery } from "@tanstack/react-query";
import { answered, shopApi } from "../../lib/api";
import { homeKeys } from "./home-keys";

async function listTopCategories() {
  const page = answered(await shopApi.categories.list({ filters: { parent: "null" }, itemsPerPage: 100 }));
  return page.member;
}

/** The top-level categories (Tea, Coffee, …) with their product counts, for the home page. */
export const topCategoriesQueryOptions = () =>
  queryOptions({
    queryKey: homeKeys.topCategories(),
    queryFn: listTopCategories,
    // The category tree changes with catalog imports, not during a visit.
    staleTime: 5 * 60_000,
  });

export const useTopCategories = () => useSuspenseQuery(topCategoriesQueryOptions()).data;
