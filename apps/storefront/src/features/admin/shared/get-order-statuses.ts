import type { MoveParams, OrderStatusInput, ResourceId } from "@shop/api-client";
import { answered } from "../../../lib/api";
import { shopApi } from "../../../lib/api-connection";
import { adminQueries, useAdminMutation } from "../resource/admin-queries";
import { ADMIN_CHANGE } from "../resource/problems";

/** Every status fits one page: the API keeps a handful, in their order (`position`). */
export const ALL_STATUSES = { itemsPerPage: 100 } as const;

/** Order statuses at `/sales/admin/order-statuses` (staff). */
export const orderStatusQueries = adminQueries("order-statuses", shopApi.orderStatuses.admin);

// Orders show their status: a changed title or colour must show there too.
const STATUS_AND_ORDERS = ["admin"] as const;

/** `POST /sales/admin/order-statuses`. */
export const useCreateOrderStatus = () =>
  useAdminMutation(orderStatusQueries.root, async (body: OrderStatusInput) =>
    answered(await shopApi.orderStatuses.admin.create(body, ADMIN_CHANGE)),
  );

/** `PATCH /sales/admin/order-statuses/{id}`; `default: true` makes it the only default. */
export const useUpdateOrderStatus = () =>
  useAdminMutation(
    STATUS_AND_ORDERS,
    async ({ id, body }: { id: ResourceId; body: Partial<OrderStatusInput> }) =>
      answered(await shopApi.orderStatuses.admin.update(id, body, ADMIN_CHANGE)),
  );

/** `PATCH /sales/admin/order-statuses/{id}/move?direction=&number=`. */
export const useMoveOrderStatus = () =>
  useAdminMutation(orderStatusQueries.root, async ({ id, ...params }: MoveParams & { id: ResourceId }) =>
    answered(await shopApi.orderStatuses.admin.move(id, params, ADMIN_CHANGE)),
  );

/** `DELETE /sales/admin/order-statuses/{id}` (409 for the default or a status orders have). */
export const useDeleteOrderStatus = () =>
  useAdminMutation(
    orderStatusQueries.root,
    async (id: ResourceId) => answered(await shopApi.orderStatuses.admin.delete(id, ADMIN_CHANGE)),
    { refetch: false },
  );
