import type { OrderAdminUpdate, ResourceId } from "@shop/api-client";
import { answered } from "../../../lib/api";
import { shopApi } from "../../../lib/api-connection";
import { adminQueries, useAdminMutation } from "../resource/admin-queries";
import { ADMIN_CHANGE } from "../resource/problems";

/** Orders as staff see them: `GET /sales/orders` answers every order of their sales channels. */
export const orderQueries = adminQueries("orders", shopApi.orders);

/** `PATCH /sales/admin/orders/{id}`: status, recipient, comment. */
export const useUpdateOrder = () =>
  useAdminMutation(orderQueries.root, async ({ id, body }: { id: ResourceId; body: OrderAdminUpdate }) =>
    answered(await shopApi.orders.admin.update(id, body, ADMIN_CHANGE)),
  );

/** `DELETE /sales/admin/orders/{id}`. */
export const useDeleteOrder = () =>
  useAdminMutation(
    orderQueries.root,
    async (id: ResourceId) => answered(await shopApi.orders.admin.delete(id, ADMIN_CHANGE)),
    { refetch: false },
  );
