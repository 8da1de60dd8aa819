import { ApiError, type Cart, type CartInput, type Violation } from "@shop/api-client";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { answered, shopApi } from "./api";

/**
 * Query keys of the server's pricing of cart lines. The cart page and the checkout read the same
 * entries, so invalidating `all` (after a 409 price change) prices what both show again.
 */
export const cartCalculationKeys = {
  all: ["cart-calculation"] as const,
  lines: (input: CartInput) => [...cartCalculationKeys.all, input] as const,
};

/** How long the lines must stay unchanged before the server prices them (a burst of clicks is one call). */
export const CALCULATE_DELAY_MS = 700;

/**
 * `POST /sales/carts/calculate`: the server prices the lines as they are now (nothing is stored).
 * Silent: a refused line is shown beside that line, not as a toast.
 */
export const calculateCartQueryOptions = (input: CartInput) =>
  queryOptions({
    queryKey: cartCalculationKeys.lines(input),
    queryFn: async ({ signal }) => answered(await shopApi.carts.calculate(input, { signal, silent: true })),
    enabled: input.items.length > 0,
    // A 422 names a line; asking again gives the same answer. Network failures show local totals.
    retry: false,
    // Prices are the server's to change: a page that opens shows today's, not a minute-old answer.
    staleTime: 0,
  });

/** The server's pricing of the cart's current lines, as far as it is known. */
export interface CalculatedCart {
  /** The priced cart, when the server answered for exactly the current lines. */
  priced: Cart | undefined;
  /** Why the server refused the current lines (`items.N.…`); empty otherwise. */
  violations: readonly Violation[];
  /** True while the lines wait to settle or the answer is on its way. */
  pending: boolean;
  /** True when the server could not price the current lines (refused or unreachable). */
  failed: boolean;
}

/**
 * The server's pricing of the cart's lines, asked once they have not changed for
 * {@link CALCULATE_DELAY_MS}. Pass a memoised input: its JSON is the query key.
 * @example
 *   const input = useMemo(() => toCartInput(cart, DEFAULT_CURRENCY), [cart]);
 *   const { priced, violations, pending } = useCalculatedCart(input);
 */
export function useCalculatedCart(input: CartInput): CalculatedCart {
  const key = JSON.stringify(input);
  const settled = useSettledValue(input, key, CALCULATE_DELAY_MS);
  const query = useQuery(calculateCartQueryOptions(settled.value));
  if (settled.key !== key || input.items.length === 0) {
    return { priced: undefined, violations: [], pending: input.items.length > 0, failed: false };
  }
  return {
    priced: query.data,
    violations: query.error instanceof ApiError ? query.error.violations : [],
    pending: query.isFetching,
    failed: query.isError,
  };
}

/** `value` (and its key) once its `key` has stayed the same for `delayMs`; the first value at once. */
function useSettledValue<T>(value: T, key: string, delayMs: number): { key: string; value: T } {
  const [settled, setSettled] = useState({ key, value });
  useEffect(() => {
    if (key === settled.key) return;
    const timer = setTimeout(() => setSettled({ key, value }), delayMs);
    return () => clearTimeout(timer);
  }, [key, value, settled.key, delayMs]);
  return settled;
}
