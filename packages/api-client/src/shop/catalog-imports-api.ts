import type { ApiClient, CallOptions } from "../create-api-client";
import type { ResourceId } from "../resource";
import type { CatalogImport, CatalogImportCollection } from "./types";

const IMPORTS = "/catalog/admin/imports";

/**
 * Staff: the YML import with its preview, history and undo (`shop.catalogImports` has the upload
 * and the job's state only). A function of its own rather than part of `createShopApi`, so that an
 * app's pages that never import a catalog do not carry it.
 * `start(file, { preview: true })` writes nothing: the job ends `previewed` with what the import
 * would do; `act(id, "apply")` runs it (or `"cancel"` drops it); `act(id, "undo")` undoes an applied
 * import as a whole; `list()` is the history; `reportCsvPath(id)` the report as CSV.
 * @example
 *   const imports = createCatalogImportsApi(client);
 *   let job = await imports.start(input.files[0], { preview: true, parent: 12 });
 *   while (job.status === "running") job = await imports.get(job.id);
 *   if (job.status === "previewed") job = await imports.act(job.id, "apply");
 */
export function createCatalogImportsApi(client: ApiClient) {
  const path = (id: ResourceId) => `${IMPORTS}/${encodeURIComponent(id)}`;
  return {
    /**
     * `POST /catalog/admin/imports` (multipart: `file`, `rates` — roubles per unit of the file's
     * other currencies, `preview`, `parent` — the category the file's top level goes under) → 202.
     */
    start: (
      file: Blob,
      options?: CallOptions & { fileName?: string; rates?: string; preview?: boolean; parent?: number },
    ) => {
      const { fileName, rates, preview, parent, ...call } = options ?? {};
      const form = new FormData();
      // Before the file: the API reads the form as a stream.
      if (rates?.trim()) form.set("rates", rates.trim());
      if (preview) form.set("preview", "1");
      if (parent !== undefined) form.set("parent", String(parent));
      form.set("file", file, fileName ?? (file instanceof File ? file.name : "catalog.yml"));
      return client.post<CatalogImport>(IMPORTS, form, call);
    },
    /** `GET /catalog/admin/imports/{id}` */
    get: (id: ResourceId, options?: CallOptions) => client.get<CatalogImport>(path(id), options),
    /** `GET /catalog/admin/imports`: the history, newest first (without each job's refusals and report). */
    list: (query?: { page?: number; itemsPerPage?: number }, options?: CallOptions) =>
      client.get<CatalogImportCollection>(IMPORTS, { ...options, ...(query ? { query } : {}) }),
    /**
     * `POST /catalog/admin/imports/{id}/{action}`: `apply` a preview (202, it runs), `cancel` it, or
     * `undo` an applied import.
     */
    act: (id: ResourceId, action: "apply" | "cancel" | "undo", options?: CallOptions) =>
      client.post<CatalogImport>(`${path(id)}/${action}`, undefined, options),
    /** The path of `GET /catalog/admin/imports/{id}/report.csv` under the API base (a download link's). */
    reportCsvPath: (id: ResourceId) => `${path(id)}/report.csv`,
  };
}
