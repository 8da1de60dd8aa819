import type { ResourceId, TradingContractInput } from "@shop/api-client";
import { answered } from "../../../lib/api";
import { shopApi } from "../../../lib/api-connection";
import { adminQueries, useAdminMutation } from "../resource/admin-queries";
import { ADMIN_CHANGE } from "../resource/problems";

/** A shop has a few contracts: one page holds them all. */
export const ALL_CONTRACTS = { itemsPerPage: 100 } as const;

/** Trading contracts at `/sales/admin/trading-contracts` (staff). */
export const tradingContractQueries = adminQueries("trading-contracts", shopApi.tradingContracts.admin);

/** `POST /sales/admin/trading-contracts`. */
export const useCreateTradingContract = () =>
  useAdminMutation(tradingContractQueries.root, async (body: TradingContractInput) =>
    answered(await shopApi.tradingContracts.admin.create(body, ADMIN_CHANGE)),
  );

/** `PATCH /sales/admin/trading-contracts/{id}`. */
export const useUpdateTradingContract = () =>
  useAdminMutation(
    tradingContractQueries.root,
    async ({ id, body }: { id: ResourceId; body: Partial<TradingContractInput> }) =>
      answered(await shopApi.tradingContracts.admin.update(id, body, ADMIN_CHANGE)),
  );

/** `DELETE /sales/admin/trading-contracts/{id}`. */
export const useDeleteTradingContract = () =>
  useAdminMutation(
    tradingContractQueries.root,
    async (id: ResourceId) => answered(await shopApi.tradingContracts.admin.delete(id, ADMIN_CHANGE)),
    { refetch: false },
  );
