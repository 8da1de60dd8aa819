import { z } from "@hono/zod-openapi";

// The answer of staff's YML imports (routes/catalog-admin-imports.ts): a job and its counts.

// Named (components of the OpenAPI document), so that the client's types hold each shape once.
const CountsSchema = z
  .object({
    created: z.number().int(),
    updated: z.number().int(),
    unchanged: z.number().int().openapi({ description: "Skipped: already as the file says." }),
    refused: z.number().int(),
  })
  .openapi("CatalogImportCounts");

const RemovedKeptSchema = z
  .object({
    removed: z.number().int().openapi({ description: "Made by the import and removed by the undo." }),
    kept: z.number().int().openapi({
      description:
        "Made by the import and kept: a product still carries the value after the undo, or the attribute still has a value.",
    }),
  })
  .openapi("CatalogImportRemovedKept", { description: "The attributes or attribute values an import made." });

const RefusalSchema = z
  .object({
    line: z.number().int(),
    id: z.string().openapi({ description: "The offer's or category's id in the file." }),
    name: z.string().optional().openapi({ description: "The offer's name or the category's title." }),
    kind: z.enum(["offer", "category", "note", "pictures"]).openapi({
      description:
        "`offer`: an offer refused (counted in `offers.refused`); `category`: a category refused (`categories.refused`); `note`: what an imported offer or category lost or was given; `pictures`: the pictures of one server (`host`) not had for one reason (`count` of them).",
    }),
    reason: z.string(),
    host: z.string().optional(),
    count: z.number().int().optional(),
  })
  .openapi("CatalogImportRefusal");

const PersonSchema = z
  .object({ id: z.number().int(), email: z.string(), name: z.string() })
  .nullable()
  .openapi({ description: "The staff member (null: the shop's terminal, or an account since removed)." });

export const CatalogImportSchema = z
  .object({
    "@id": z.string().openapi({ example: "/api/catalog/admin/imports/7" }),
    id: z.number().int(),
    status: z.enum(["running", "previewed", "finished", "failed", "cancelled"]).openapi({
      description:
        "`previewed`: a preview ended, nothing written; it waits for `POST …/apply` (or `…/cancel`). `finished`: applied. `cancelled`: a preview not applied.",
    }),
    phase: z.enum(["checking", "previewing", "importing"]).openapi({
      description:
        "`checking`: the whole file is read first (malformed XML writes nothing); `previewing`: a preview compares it with the catalog, writing nothing; `importing`: batches of 500 offers are written, each one transaction.",
    }),
    preview: z
      .boolean()
      .openapi({ description: "The job began as a preview (applied only when confirmed)." }),
    parentCategory: z.number().int().nullable().openapi({
      description: "The category the file's top-level categories go under (null: the top level).",
    }),
    startedBy: PersonSchema,
    appliedBy: PersonSchema,
    appliedAt: z.string().nullable().openapi({ format: "date-time" }),
    undoneBy: PersonSchema,
    undoneAt: z.string().nullable().openapi({ format: "date-time" }),
    undo: z
      .object({
        products: z.object({
          removed: z.number().int(),
          restored: z.number().int(),
          hidden: z.number().int(),
          unchanged: z.number().int(),
        }),
        categories: z.object({
          removed: z.number().int(),
          restored: z.number().int(),
          kept: z.number().int(),
        }),
        attributes: RemovedKeptSchema,
        attributeValues: RemovedKeptSchema,
        kept: z.array(
          z.object({
            resource: z.enum(["product", "category"]),
            id: z.number().int(),
            title: z.string(),
            reason: z.string(),
          }),
        ),
      })
      .nullable()
      .openapi({ description: "What the undo did, once the import was undone." }),
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
    offers: CountsSchema,
    pictures: z
      .object({ stored: z.number().int(), refused: z.number().int(), planned: z.number().int() })
      .openapi({
        description:
          "Pictures fetched and stored; those refused (their servers in `refusals`); `planned`: those a preview would fetch.",
      }),
    refusals: z.array(RefusalSchema).openapi({
      description:
        "Each refused offer or category, and what of an imported offer was cut or left out for the catalog's limits (docs/api/catalog-import-and-feed.md), the first 1 000: its line in the file, its id, name and why.",
    }),
    report: z
      .array(
        z.object({
          kind: z.enum(["offer", "category", "note", "pictures"]),
          title: z.string(),
          fix: z.string().openapi({ description: "How to fix it, a sentence for staff." }),
          count: z.number().int().openapi({ description: "Lines of the group (of pictures: pictures)." }),
          lines: z.array(RefusalSchema),
        }),
      )
      .openapi({ description: "`refusals` grouped by cause, with what to do about each." }),
    problem: z
      .object({ status: z.number().int(), detail: z.string(), line: z.number().int().optional() })
      .nullable()
      .openapi({
        description: "Why a failed import failed (422: the file is not a YML document, nothing written).",
      }),
  })
  .openapi("CatalogImport");
