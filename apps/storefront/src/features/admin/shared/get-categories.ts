import type { CategoryAdminCreate, CategoryAdminUpdate, ResourceId } from "@shop/api-client";
import { queryOptions } from "@tanstack/react-query";
import { answered } from "../../../lib/api";
import { shopApi } from "../../../lib/api-connection";
import { ADMIN_QUERY_KEY, useAdminMutation } from "../resource/admin-queries";
import { ADMIN_CHANGE } from "../resource/problems";

/** Root of the category tree's queries; every change of a category invalidates it. */
export const CATEGORY_TREE_KEY = [...ADMIN_QUERY_KEY, "categories"] as const;

/** Every category in tree order (the API gives up to 500 in one page), for the tree and the pickers. */
export const categoryTreeQueryOptions = () =>
  queryOptions({
    queryKey: [...CATEGORY_TREE_KEY, "tree"] as const,
    queryFn: async () => answered(await shopApi.categories.list({ itemsPerPage: 500 })),
  });

/** `POST /catalog/admin/categories`: last among its siblings. */
export const useCreateCategory = () =>
  useAdminMutation(CATEGORY_TREE_KEY, async (body: CategoryAdminCreate) =>
    answered(await shopApi.categories.admin.create(body, ADMIN_CHANGE)),
  );

/** `PATCH /catalog/admin/categories/{id}`: rename or move (the subtree's paths follow). */
export const useUpdateCategory = () =>
  useAdminMutation(CATEGORY_TREE_KEY, async ({ id, body }: { id: ResourceId; body: CategoryAdminUpdate }) =>
    answered(await shopApi.categories.admin.update(id, body, ADMIN_CHANGE)),
  );

/** `DELETE /catalog/admin/categories/{id}`: 409 while it has subcategories or products. */
export const useDeleteCategory = () =>
  useAdminMutation(CATEGORY_TREE_KEY, async (id: ResourceId) =>
    answered(await shopApi.categories.admin.delete(id, ADMIN_CHANGE)),
  );
