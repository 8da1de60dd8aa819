import { queryOptions, useQuery } from "@tanstack/react-query";
import { answered, shopApi } from "../../lib/api";
import { uikitKeys } from "./uikit-keys";

/** The first product of the catalog: the UI kit shows its card and image with real data. */
export const sampleProductQueryOptions = () =>
  queryOptions({
    queryKey: uikitKeys.sampleProduct(),
    queryFn: async () => answered(await shopApi.products.list({ itemsPerPage: 1 })).member[0] ?? null,
    staleTime: 5 * 60_000,
  });

/** The sample product, or undefined while it loads (null when the catalog is empty). */
export const useSampleProduct = () => useQuery(sampleProductQueryOptions()).data;
