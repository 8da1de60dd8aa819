import { createRoute, z } from "@hono/zod-openapi";
import { requireRole } from "../../http/auth/auth";
import { collectionSchema, idParam, paginationQuery } from "../../http/json-ld";
import { jsonResponse, problemResponses } from "../../http/openapi";
import { MAX_IMPORT_BYTES } from "../../http/yml-upload/yml-upload";
import { CatalogImportSchema } from "./catalog-imports";

// The OpenAPI routes of staff's YML imports (routes/catalog-admin-imports.ts serves them).

const tags = ["Catalog (staff)"];

export const startRoute = createRoute({
  method: "post",
  path: "/catalog/admin/imports",
  tags,
  summary: "Import a YML file into the catalog (staff): starts a job and answers where to follow it",
  security: [{ bearerAuth: [] as string[] }],
  request: {
    query: z.object({
      fileName: z.string().max(200).optional().openapi({ description: "The file's name, for a raw body." }),
      preview: z.enum(["1", "true", "0", "false"]).optional().openapi({
        description: "For a raw body: as the form's `preview`.",
      }),
      parent: z
        .string()
        .max(20)
        .optional()
        .openapi({ description: "For a raw body: as the form's `parent`." }),
      rates: z
        .string()
        .max(500)
        .optional()
        .openapi({ description: "Roubles per unit of a currency, for a raw body: as the form's `rates`." }),
    }),
    body: {
      required: true,
      content: {
        "multipart/form-data": {
          schema: z.object({
            file: z.string().openapi({ format: "binary" }),
            preview: z.enum(["1", "true", "0", "false"]).optional().openapi({
              description:
                "`1`: a preview first. Nothing is written: the job ends `previewed` with what the import would do (counts, refusals, report), its file kept until `POST …/{id}/apply` (or `…/cancel`, or 24 hours). Without it the import is applied at once (scripts, the shop's terminal). The admin panel always previews.",
            }),
            parent: z.string().max(20).optional().openapi({
              description:
                "A category's id: the file's top-level categories (and the category of offers that name none) go under it instead of the catalog's top level.",
              example: "12",
            }),
            rates: z.string().max(500).optional().openapi({
              description:
                "Roubles per unit of the file's other currencies, `USD=92.5, EUR=100.2`: used over the file's own `<currency rate>`, and needed where the file names a bank's rate (CBRF, NBU, CB). A price is converted exactly, with the file's `plus`.",
              example: "USD=92.5, EUR=100.2",
            }),
          }),
        },
        "application/xml": { schema: z.string().openapi({ format: "binary" }) },
      },
      description: `The YML file (at most ${MAX_IMPORT_BYTES / 1024 / 1024} MiB): as a form's \`file\` field, or as the body itself (\`application/xml\`, \`text/xml\` or \`application/octet-stream\`).`,
    },
  },
  responses: {
    202: {
      ...jsonResponse(CatalogImportSchema, "The job, started; `Location` is its address."),
      headers: { Location: { schema: { type: "string" } } },
    },
    ...problemResponses(401, 403, 409, 413, 415, 422),
  },
});

export const readRoute = createRoute({
  method: "get",
  path: "/catalog/admin/imports/{id}",
  tags,
  summary: "An import's state, progress and result (staff)",
  middleware: requireRole("ROLE_STAFF"),
  security: [{ bearerAuth: [] as string[] }],
  request: { params: idParam },
  responses: {
    200: jsonResponse(CatalogImportSchema, "The job."),
    ...problemResponses(401, 403, 404),
  },
});

const jobRoutes = (path: string, summary: string, description: string, status: 200 | 202 = 200) =>
  createRoute({
    method: "post",
    path: `/catalog/admin/imports/{id}/${path}`,
    tags,
    summary,
    description,
    middleware: requireRole("ROLE_STAFF"),
    security: [{ bearerAuth: [] as string[] }],
    request: { params: idParam },
    responses: {
      [status]: jsonResponse(CatalogImportSchema, "The job."),
      ...problemResponses(401, 403, 404, 409),
    },
  });

export const applyRoute = jobRoutes(
  "apply",
  "Apply a previewed import (staff): it runs again, now writing",
  "The job must be `previewed`; it runs with what its preview was asked with (file, rates, parent category), the caller as its actor (`appliedBy`). 409 when it was applied or cancelled already, or another import runs.",
  202,
);
export const cancelRoute = jobRoutes(
  "cancel",
  "Cancel a previewed import (staff): nothing is written, its file is deleted",
  "The job stays in the history as `cancelled`.",
);
export const undoRoute = jobRoutes(
  "undo",
  "Undo an applied import as a whole (staff)",
  "In one transaction with one audit entry (`catalog-import`, `undo`): the products it created are deleted (or unpublished when ordered or changed since), the fields it changed are put back unless changed since, the categories it created are deleted once empty and those it renamed get their titles back. What was left and why is the job's `undo`. 409 unless the job is `finished` and not undone yet, or while another import runs.",
);

export const listRoute = createRoute({
  method: "get",
  path: "/catalog/admin/imports",
  tags,
  summary: "The history of imports, newest first (staff)",
  description:
    "Every import with who started, applied and undid it, its file and counts (`refusals` and `report` are the job's own answer's).",
  middleware: requireRole("ROLE_STAFF"),
  security: [{ bearerAuth: [] as string[] }],
  request: { query: z.object(paginationQuery(100)) },
  responses: {
    200: jsonResponse(
      collectionSchema(CatalogImportSchema.omit({ refusals: true, report: true }), "CatalogImportCollection"),
      "Imports.",
    ),
    ...problemResponses(401, 403, 422),
  },
});

export const csvRoute = createRoute({
  method: "get",
  path: "/catalog/admin/imports/{id}/report.csv",
  tags,
  summary: "An import's report as a CSV file (staff)",
  description:
    "One row per line of the report (its kind, line, id, name, reason, server and count of pictures, and how to fix it), grouped as `report`; UTF-8 with a byte order mark, `;` between fields, as spreadsheets in Russia open it.",
  middleware: requireRole("ROLE_STAFF"),
  security: [{ bearerAuth: [] as string[] }],
  request: { params: idParam },
  responses: {
    200: { description: "The report.", content: { "text/csv": { schema: z.string() } } },
    ...problemResponses(401, 403, 404),
  },
});
