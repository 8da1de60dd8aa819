import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { answered, shopApi } from "../../lib/api";
import { orderKeys } from "../../lib/order-keys";

/** Orders per page of /my/purchases (SPEC.md section 9: the default page size). */
export const ORDERS_PER_PAGE = 20;

/** One page of the customer's orders, newest first (`GET /sales/orders?page=`). */
export const ordersQueryOptions = (page: number) =>
  queryOptions({
    queryKey: orderKeys.list(page),
    queryFn: async () =>
      answered(
        await shopApi.orders.list({ page, itemsPerPage: ORDERS_PER_PAGE, sort: { createdAt: "desc" } }),
      ),
  });

/** The page the loader fetched; while the next page loads, the previous one stays on screen. */
export const useOrders = (page: number) =>
  useQuery({ ...ordersQueryOptions(page), placeholderData: keepPreviousData });

/**
 * How many pages `totalItems` orders fill (at least one, so an empty list still has page 1).
 * @example
 *   pageCount(41); // 3
 */
export function pageCount(totalItems: number, perPage = ORDERS_PER_PAGE): number {
  return Math.max(1, Math.ceil(totalItems / perPage));
}
