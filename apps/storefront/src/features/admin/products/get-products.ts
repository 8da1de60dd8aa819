import {
  createProductVariantsApi,
  type ProductAdminCreate,
  type ProductAdminUpdate,
  type ResourceId,
  type VariantsInput,
} from "@shop/api-client";
import { queryOptions } from "@tanstack/react-query";
import { answered } from "../../../lib/api";
import { apiClient, shopApi } from "../../../lib/api-connection";
import { adminQueries, useAdminMutation } from "../resource/admin-queries";
import { ADMIN_CHANGE } from "../resource/problems";

/** Staff's products at `/catalog/admin/products`: published or not. */
export const productQueries = adminQueries("products", shopApi.products.admin);

/** The measures, price types and attribute values a product may take; they change with a seed or an import only. */
export const productReferenceQueryOptions = () =>
  queryOptions({
    queryKey: [...productQueries.root, "reference"] as const,
    queryFn: async () => answered(await shopApi.products.admin.reference()),
    staleTime: 60_000,
  });

/** `POST /catalog/admin/products`. */
export const useCreateProduct = () =>
  useAdminMutation(productQueries.root, async (body: ProductAdminCreate) =>
    answered(await shopApi.products.admin.create(body, ADMIN_CHANGE)),
  );

/** `PATCH /catalog/admin/products/{id}`: fields, the images' order, publication. */
export const useUpdateProduct = () =>
  useAdminMutation(productQueries.root, async ({ id, body }: { id: ResourceId; body: ProductAdminUpdate }) =>
    answered(await shopApi.products.admin.update(id, body, ADMIN_CHANGE)),
  );

/** `POST /catalog/admin/products/{id}/images`: the image is added last. */
export const useUploadProductImage = () =>
  useAdminMutation(productQueries.root, async ({ id, file }: { id: ResourceId; file: File }) =>
    answered(await shopApi.products.admin.uploadImage(id, file, ADMIN_CHANGE)),
  );

/** Staff's calls of a product's variants, apart from `shopApi`: shoppers' pages carry none of them. */
const productVariants = createProductVariantsApi(apiClient);

/** `PUT /catalog/admin/products/{id}/variants`: the product's variants become the list. */
export const useSetProductVariants = () =>
  useAdminMutation(
    productQueries.root,
    async ({ id, variants }: { id: ResourceId; variants: VariantsInput["variants"] }) =>
      answered(await productVariants.set(id, variants, ADMIN_CHANGE)),
  );

/** `DELETE /catalog/admin/products/{id}`. */
export const useDeleteProduct = () =>
  useAdminMutation(
    productQueries.root,
    async (id: ResourceId) => answered(await shopApi.products.admin.delete(id, ADMIN_CHANGE)),
    { refetch: false },
  );
