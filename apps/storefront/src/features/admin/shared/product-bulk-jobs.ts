import { createProductBulkJobs, type ProductBulkAction, type ProductBulkJob } from "@shop/api-client";
import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef, useState } from "react";
import { answered } from "../../../lib/api";
import { apiClient, shopApi } from "../../../lib/api-connection";
import { ADMIN_QUERY_KEY } from "../resource/admin-queries";
import { ADMIN_CHANGE } from "../resource/problems";
import { CATEGORY_TREE_KEY } from "./get-categories";

const productBulkJobs = createProductBulkJobs(apiClient);

/** How often a running bulk job is asked about (the API answers its progress from memory). */
export const BULK_JOB_POLL_MS = 500;

/** Root of staff's product queries (lists and details), stale once a bulk job changed products. */
const PRODUCTS_KEY = [...ADMIN_QUERY_KEY, "products"] as const;

/**
 * How many products a section holds, shown or hidden, its subsections' included: what its delete
 * offers to move (`GET /catalog/admin/products?category=…`, one row asked for its `totalItems`).
 */
export const categoryProductCountQuery = (categoryId: number) =>
  queryOptions({
    queryKey: [...PRODUCTS_KEY, "count-in-category", categoryId] as const,
    queryFn: async () =>
      answered(await shopApi.products.admin.list({ itemsPerPage: 1, filters: { category: categoryId } }))
        .totalItems,
  });

/** A failed bulk job as an error: its problem's sentence, the job beside it. */
export class BulkJobFailed extends Error {
  constructor(readonly job: ProductBulkJob) {
    super(job.problem?.detail ?? "");
  }
}

/**
 * How far a job is, 0 to 100 (by the products gone through; a job that stopped is at 100).
 * @example
 *   bulkJobPercent({ status: "running", progress: { done: 250, total: 1000 } }); // 25
 */
export function bulkJobPercent({ status, progress }: Pick<ProductBulkJob, "status" | "progress">): number {
  if (status !== "running") return 100;
  if (!progress.total) return 0;
  return Math.min(99, Math.floor((100 * progress.done) / progress.total));
}

const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Runs bulk actions on products (`POST /catalog/admin/product-bulk-jobs`, then its job asked about
 * every {@link BULK_JOB_POLL_MS} until it stops): `run(action)` resolves with the finished job, or
 * rejects with the API's refusal or a {@link BulkJobFailed}; `job` is the latest state (for the
 * progress bar). Once a job stopped, staff's product lists and the section tree (its counts) reload.
 * @example
 *   const bulk = useProductBulkJob();
 *   await bulk.run({ action: "publish", selection: { ids: [4, 5] } });
 */
export function useProductBulkJob() {
  const queryClient = useQueryClient();
  const [job, setJob] = useState<ProductBulkJob | undefined>();
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);
  const mutation = useMutation({
    mutationFn: async (action: ProductBulkAction) => {
      setJob(undefined);
      let current = answered(await productBulkJobs.start(action, ADMIN_CHANGE));
      setJob(current);
      try {
        while (current.status === "running" && mounted.current) {
          await delay(BULK_JOB_POLL_MS);
          current = answered(await productBulkJobs.get(current.id, ADMIN_CHANGE));
          if (mounted.current) setJob(current);
        }
      } finally {
        await Promise.all([
          queryClient.invalidateQueries({ queryKey: PRODUCTS_KEY }),
          queryClient.invalidateQueries({ queryKey: CATEGORY_TREE_KEY }),
        ]);
      }
      if (current.status === "failed") throw new BulkJobFailed(current);
      return current;
    },
  });
  return { run: mutation.mutateAsync, job, running: mutation.isPending, reset: () => setJob(undefined) };
}
