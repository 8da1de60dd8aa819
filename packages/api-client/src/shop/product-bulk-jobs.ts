import type { ApiClient, CallOptions } from "../create-api-client";
import type { ResourceId } from "../resource";
import type { ProductBulkAction, ProductBulkJob } from "./types";

/**
 * Staff's bulk actions on products (move to a category, publish, unpublish, change prices by a
 * percentage, delete) as jobs, on an {@link ApiClient}: `start(action)` answers the job (202),
 * `get(id)` its state as it runs; one runs at a time (409 while another does), and each job is all
 * or nothing. Apart from `createShopApi` so that only the code that uses it carries it (a
 * storefront's shopper pages never do).
 * @example
 *   const bulk = createProductBulkJobs(client);
 *   let job = await bulk.start({ action: "publish", selection: { filter: { category: 3 } } });
 *   while (job.status === "running") job = await bulk.get(job.id);
 */
export function createProductBulkJobs(client: ApiClient) {
  return {
    /** `POST /catalog/admin/product-bulk-jobs` → 202 and the job. */
    start: (action: ProductBulkAction, options?: CallOptions) =>
      client.post<ProductBulkJob>("/catalog/admin/product-bulk-jobs", action, options),
    /** `GET /catalog/admin/product-bulk-jobs/{id}` */
    get: (id: ResourceId, options?: CallOptions) =>
      client.get<ProductBulkJob>(`/catalog/admin/product-bulk-jobs/${encodeURIComponent(id)}`, options),
  };
}

export type ProductBulkJobs = ReturnType<typeof createProductBulkJobs>;
