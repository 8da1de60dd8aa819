import type { CartInput } from "@shop/api-client";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { answered, shopApi } from "../../lib/api";

/** Root of the calculation query keys; invalidating it prices the shown cart again. */
export const CART_CALCULATION_QUERY_KEY = ["cart-calculation"] as const;

/** `POST /sales/carts/calculate`: the server's prices and totals for these lines, nothing stored. */
export const calculateCartQueryOptions = (input: CartInput) =>
  queryOptions({
    queryKey: [...CART_CALCULATION_QUERY_KEY, input],
    queryFn: async () => answered(await shopApi.carts.calculate(input, { silent: true })),
    staleTime: 0,
  });

export const useCalculatedCart = (input: CartInput) =>
  useQuery({
    ...calculateCartQueryOptions(input),
    enabled: input.items.length > 0,
    placeholderData: keepPreviousData,
  });
