import type { ListParams, OrderFilters } from "@shop/api-client";
import {
  dayStart,
  type ListSearch,
  type ListSearchSpec,
  nextDayStart,
  sortOf,
} from "../resource/list-search";

/** Orders per page of /admin/orders (SPEC.md section 9: the default page size). */
export const ORDERS_PER_PAGE = 20;

type OrderSortField = "createdAt" | "number";
type OrderFilter = "status" | "number" | "from" | "to";

/** The URL of /admin/orders: `?status=paid&number=0001&from=2026-11-01&to=2026-11-30&sort=number-asc&page=2`. */
export const ORDERS_SEARCH: ListSearchSpec<OrderSortField, OrderFilter> = {
  sortFields: ["createdAt", "number"],
  defaultSort: "createdAt-desc",
  filters: { status: "code", number: "text", from: "date", to: "date" },
};

export type OrdersSearch = ListSearch<OrderSortField, OrderFilter>;

/**
 * The API call of an orders page: status by code, a part of the number, the days from and to
 * (both included, in the browser's time zone), the order and the page.
 * @example
 *   ordersListParams({ status: "paid", to: "2026-11-30" });
 *   // { page: 1, itemsPerPage: 20, sort: { createdAt: "desc" },
 *   //   filters: { "status.code": "paid", createdAt: { strictly_before: <1 Dec 00:00 local> } } }
 */
export function ordersListParams(search: OrdersSearch): ListParams<OrderFilters, OrderSortField> {
  const { field, order } = sortOf(ORDERS_SEARCH, search.sort);
  const createdAt = {
    ...(search.from ? { after: dayStart(search.from) } : {}),
    ...(search.to ? { strictly_before: nextDayStart(search.to) } : {}),
  };
  return {
    page: search.page ?? 1,
    itemsPerPage: ORDERS_PER_PAGE,
    sort: { [field]: order },
    filters: {
      ...(search.status ? { "status.code": search.status } : {}),
      ...(search.number ? { number: { contains: search.number } } : {}),
      ...(search.from || search.to ? { createdAt } : {}),
    },
  };
}
