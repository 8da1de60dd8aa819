import type { ResourceId, SalesChannelInput } from "@shop/api-client";
import { answered } from "../../../lib/api";
import { shopApi } from "../../../lib/api-connection";
import { adminQueries, useAdminMutation } from "../resource/admin-queries";
import { ADMIN_CHANGE } from "../resource/problems";

/** A shop has a few sales channels: one page holds them all. */
export const ALL_CHANNELS = { itemsPerPage: 100 } as const;

/** Sales channels at `/sales/admin/sales-channels` (staff only). */
export const salesChannelQueries = adminQueries("sales-channels", shopApi.salesChannels.admin);

/** `POST /sales/admin/sales-channels`. */
export const useCreateSalesChannel = () =>
  useAdminMutation(salesChannelQueries.root, async (body: SalesChannelInput) =>
    answered(await shopApi.salesChannels.admin.create(body, ADMIN_CHANGE)),
  );

/** `PATCH /sales/admin/sales-channels/{id}`. */
export const useUpdateSalesChannel = () =>
  useAdminMutation(
    salesChannelQueries.root,
    async ({ id, body }: { id: ResourceId; body: Partial<SalesChannelInput> }) =>
      answered(await shopApi.salesChannels.admin.update(id, body, ADMIN_CHANGE)),
  );

/** `DELETE /sales/admin/sales-channels/{id}` (409 while the channel has orders). */
export const useDeleteSalesChannel = () =>
  useAdminMutation(
    salesChannelQueries.root,
    async (id: ResourceId) => answered(await shopApi.salesChannels.admin.delete(id, ADMIN_CHANGE)),
    { refetch: false },
  );
