import { ApiError } from "@shop/api-client";
import { queryOptions, useSuspenseQuery } from "@tanstack/react-query";
import { answered, shopApi } from "../../lib/api";
import { orderKeys } from "../../lib/order-keys";

/**
 * One order of the customer by its number, the slug of /my/purchases/{slug}
 * (`GET /sales/orders-by-slug/{number}`). Silent: an unknown number is the page's 404 screen, not a
 * toast, and other failures reach the route's error screen.
 */
export const orderQueryOptions = (number: string) =>
  queryOptions({
    queryKey: orderKeys.detail(number),
    queryFn: async () => answered(await shopApi.orders.getBySlug(number, { silent: true })),
    // An unknown order stays unknown: asking again would only delay the 404 screen.
    retry: (failureCount, error) => !isOrderNotFound(error) && failureCount < 1,
  });

/** True when the API does not know the order (or it belongs to someone else, which reads the same). */
export const isOrderNotFound = (error: unknown) => error instanceof ApiError && error.statusCode === 404;

export const useOrder = (number: string) => useSuspenseQuery(orderQueryOptions(number)).data;
