import { type CatalogImport, createCatalogImportsApi } from "@shop/api-client";
import { keepPreviousData, queryOptions } from "@tanstack/react-query";
import { answered } from "../../../lib/api";
import { apiClient } from "../../../lib/api-connection";
import { ADMIN_QUERY_KEY, useAdminMutation } from "../resource/admin-queries";
import { ADMIN_CHANGE } from "../resource/problems";

const root = [...ADMIN_QUERY_KEY, "catalog-imports"] as const;
/** The import's calls: loaded with the admin panel's chunk only, never with the shop's pages. */
const catalogImports = createCatalogImportsApi(apiClient);
/** How often a running import is asked about: the API writes its progress about once a second. */
export const IMPORT_POLL_MS = 1_000;

/** `GET /catalog/admin/imports/{id}`, asked again every second while the import runs. */
export const catalogImportQuery = (id: number) =>
  queryOptions({
    queryKey: [...root, String(id)] as const,
    queryFn: async () => answered(await catalogImports.get(id, ADMIN_CHANGE)),
    refetchInterval: (query) => (query.state.data?.status === "running" ? IMPORT_POLL_MS : false),
  });

/** Imports on a page of the history. */
export const IMPORTS_PER_PAGE = 20;

/** `GET /catalog/admin/imports`: the history, newest first, a page of `IMPORTS_PER_PAGE`. */
export const catalogImportsQuery = (page: number) =>
  queryOptions({
    queryKey: [...root, "list", page] as const,
    queryFn: async () =>
      answered(await catalogImports.list({ page, itemsPerPage: IMPORTS_PER_PAGE }, ADMIN_CHANGE)),
    // The page shown stays while the next one loads, as the panel's other lists do.
    placeholderData: keepPreviousData,
  });

/**
 * `POST /catalog/admin/imports` with `preview`: the file is uploaded with the operator's currency
 * rates (`rates`, `USD=92.5, EUR=100`, may be empty) and the category its top level goes under
 * (`parent`), and checked: nothing is written until the preview is applied.
 */
export const useStartCatalogImport = () =>
  useAdminMutation(root, async ({ file, rates, parent }: { file: File; rates: string; parent?: number }) =>
    answered(
      await catalogImports.start(file, {
        ...ADMIN_CHANGE,
        rates,
        preview: true,
        ...(parent === undefined ? {} : { parent }),
      }),
    ),
  );

/**
 * Applies, cancels or undoes an import: `POST /catalog/admin/imports/{id}/{action}`. Its products
 * change the catalog, so every staff query is stale after it (the admin root is invalidated).
 */
export const useCatalogImportAction = () =>
  useAdminMutation(
    ADMIN_QUERY_KEY,
    async ({ id, action }: { id: number; action: "apply" | "cancel" | "undo" }) =>
      answered(await catalogImports.act(id, action, ADMIN_CHANGE)),
  );

/** Where the browser downloads an import's report as CSV (the shop's `/api`, the token in its cookie). */
export const reportCsvHref = (id: number) => `/api${catalogImports.reportCsvPath(id)}`;

/**
 * How far an import is, 0 to 100: the check of the file is the first tenth (it only reads), the
 * writing of the offers the rest (by offers once their number is known, else by bytes).
 * @example
 *   importPercent({ status: "running", phase: "importing", progress: { offersRead: 50, offersTotal: 100, … } }); // 55
 */
export function importPercent({
  status,
  phase,
  progress,
}: Pick<CatalogImport, "status" | "phase" | "progress">): number {
  if (status !== "running") return 100;
  const share = (done: number, total: number | null) => (total ? Math.min(done / total, 1) : 0);
  if (phase === "checking") return Math.floor(10 * share(progress.bytesRead, progress.bytesTotal));
  const written =
    progress.offersTotal === 0
      ? share(progress.bytesRead, progress.bytesTotal)
      : share(progress.offersRead, progress.offersTotal);
  return Math.min(99, 10 + Math.floor(90 * written));
}
