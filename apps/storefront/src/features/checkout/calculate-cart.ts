import type { CartInput } from "@shop/api-client";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { answered, shopApi } from "../../lib/api";

/** `POST /sales/carts/calculate`: the server's prices and totals for these lines, nothing stored. */
export const calculateCartQueryOptions = (input: CartInput) =>
  queryOptions({
    queryKey: ["cart-calculation", input],
    queryFn: async () => answered(await shopApi.carts.calculate(input, { silent: true })),
    staleTime: 0,
  });

export const useCalculatedCart = (input: CartInput) =>
  useQuery({
    ...calculateCartQueryOptions(input),
    enabled: input.items.length > 0,
    placeholderData: keepPreviousData,
  });
