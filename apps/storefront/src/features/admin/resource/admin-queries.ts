import type { ApiResult, Collection, ResourceId } from "@shop/api-client";
import {
  keepPreviousData,
  type QueryKey,
  queryOptions,
  useMutation,
  useQueryClient,
} from "@tanstack/react-query";
import { answered } from "../../../lib/api";

/** Root of every admin query key; the admin panel's data, dropped with the rest at logout. */
export const ADMIN_QUERY_KEY = ["admin"] as const;

/** What a resource of api-client offers for reading (its `list` and `get`). */
export interface ReadableResource<TItem, TParams> {
  list(params: TParams): Promise<ApiResult<Collection<TItem>>>;
  get(id: ResourceId): Promise<ApiResult<TItem>>;
}

/**
 * Query options of one admin resource, for loaders and components alike: `list(params)` (the
 * previous page stays on screen while the next loads) and `detail(id)`, under one root key that
 * every change invalidates.
 * @example
 *   const statusQueries = adminQueries("order-statuses", shopApi.orderStatuses.admin);
 *   loader: ({ context }) => context.queryClient.ensureQueryData(statusQueries.list({ itemsPerPage: 100 })),
 */
export function adminQueries<TItem, TParams>(name: string, resource: ReadableResource<TItem, TParams>) {
  const root = [...ADMIN_QUERY_KEY, name] as const;
  return {
    root,
    list: (params: TParams) =>
      queryOptions({
        queryKey: [...root, "list", params] as const,
        queryFn: async () => answered(await resource.list(params)),
        placeholderData: keepPreviousData,
      }),
    detail: (id: ResourceId) =>
      queryOptions({
        queryKey: [...root, "detail", String(id)] as const,
        queryFn: async () => answered(await resource.get(id)),
      }),
  };
}

/**
 * A change to an admin resource: once the API has taken it, every query under `root` (lists and
 * details) is stale, and those on screen reload, so no screen shows the old state. A deletion
 * passes `{ refetch: false }`: the page of the deleted item must not ask for it again, the list it
 * returns to reloads when it opens.
 * @example
 *   const create = useAdminMutation(statusQueries.root, async (body: OrderStatusInput) =>
 *     answered(await shopApi.orderStatuses.admin.create(body, ADMIN_CHANGE)));
 */
export function useAdminMutation<TVariables, TResult>(
  root: QueryKey,
  mutationFn: (variables: TVariables) => Promise<TResult>,
  { refetch = true }: { refetch?: boolean } = {},
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: root, refetchType: refetch ? "active" : "none" }),
  });
}

/**
 * How many pages `totalItems` rows fill (at least one, so an empty list still has page 1).
 * @example
 *   pageCount(41, 20); // 3
 */
export function pageCount(totalItems: number, perPage: number): number {
  return Math.max(1, Math.ceil(totalItems / perPage));
}
