import { z } from "@hono/zod-openapi";

// The answer of staff's YML imports (routes/catalog-admin-imports.ts): a job and its counts.

const CountsSchema = z.object({
  created: z.number().int(),
  updated: z.number().int(),
  unchanged: z.number().int().openapi({ description: "Skipped: already as the file says." }),
});

export const CatalogImportSchema = z
  .object({
    "@id": z.string().openapi({ example: "/api/catalog/admin/imports/7" }),
    id: z.number().int(),
    status: z.enum(["running", "finished", "failed"]),
    phase: z.enum(["checking", "importing"]).openapi({
      description:
        "`checking`: the whole file is read first (malformed XML writes nothing); `importing`: batches of 500 offers are written, each one transaction.",
    }),
    fileName: z.string(),
    sha256: z.string().nullable().openapi({
      description:
        "The uploaded file's SHA-256 (hex), kept with the job as long as the audit log keeps the entries naming it (the file itself is not kept); null for imports of before it was recorded.",
    }),
    startedAt: z.string().openapi({ format: "date-time" }),
    finishedAt: z.string().nullable().openapi({ format: "date-time" }),
    progress: z.object({
      bytesRead: z.number().int().openapi({ description: "Of the current phase's reading." }),
      bytesTotal: z.number().int(),
      offersRead: z.number().int().openapi({ description: "Offers imported (or refused) so far." }),
      offersTotal: z.number().int().nullable().openapi({ description: "Known once checked." }),
    }),
    categories: CountsSchema,
    offers: CountsSchema.extend({ refused: z.number().int() }),
    pictures: z.object({ stored: z.number().int(), refused: z.number().int() }).openapi({
      description: "Pictures fetched and stored; those refused are in `refusals` with their offer's line.",
    }),
    refusals: z.array(z.object({ line: z.number().int(), id: z.string(), reason: z.string() })).openapi({
      description:
        "Each refused offer or category, and what of an imported offer was cut or left out for the catalog's limits (docs/api/catalog-import-and-feed.md), the first 1 000: its line in the file, its id and why.",
    }),
    problem: z
      .object({ status: z.number().int(), detail: z.string(), line: z.number().int().optional() })
      .nullable()
      .openapi({
        description: "Why a failed import failed (422: the file is not a YML document, nothing written).",
      }),
  })
  .openapi("CatalogImport");
