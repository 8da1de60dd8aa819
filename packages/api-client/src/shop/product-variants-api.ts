import type { ApiClient, CallOptions } from "../create-api-client";
import type { ResourceId } from "../resource";
import type { StaffProduct, VariantsInput } from "./types";

/**
 * Staff: a product's variants (the forms it is sold in: packs of 50, 100, 250 g). A function of its
 * own rather than part of `createShopApi`, so that a shopper's pages do not carry it.
 * @example
 *   const variants = createProductVariantsApi(client);
 *   await variants.set(12, [{ number: "100012-100", title: "100 г", price: 35000 }]);
 */
export function createProductVariantsApi(client: ApiClient) {
  return {
    /**
     * `PUT /catalog/admin/products/{id}/variants` → the product: its variants become the list
     * (those with an `id` changed, the others created, the rest deleted; `[]` sells it in its
     * measures again). 422 for a product sold by weight or a repeated article, 409 for an article
     * another product or variant has.
     */
    set: (id: ResourceId, variants: VariantsInput["variants"], options?: CallOptions) =>
      client.put<StaffProduct>(
        `/catalog/admin/products/${encodeURIComponent(id)}/variants`,
        { variants },
        options,
      ),
  };
}
