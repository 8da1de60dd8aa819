import { z } from "@hono/zod-openapi";
import { MAX_BULK_PRODUCTS } from "../../domain/catalog/product-editor";
import { MAX_SERIAL_ID } from "../../domain/references";

// The bodies and answers of staff's bulk actions on products (routes/catalog-admin-bulk.ts).

/** Ids a selection names at most: more are chosen as "all that match" a filter. */
export const MAX_BULK_IDS = 1_000;

const IdSchema = z.number().int().positive().max(MAX_SERIAL_ID);

const BulkFilterSchema = z
  .object({
    search: z
      .string()
      .trim()
      .max(200)
      .optional()
      .openapi({ description: "A part of the number or the title." }),
    category: IdSchema.optional().openapi({
      description: "A category's id: its products and its subcategories'.",
    }),
    published: z.boolean().optional(),
  })
  .strict()
  .openapi("ProductBulkFilter", {
    description: "The filters of `GET /catalog/admin/products` (its `search`, `category`, `published`).",
  });

export const BulkSelectionSchema = z
  .union([
    z.object({ ids: z.array(IdSchema).min(1).max(MAX_BULK_IDS) }).strict(),
    z.object({ filter: BulkFilterSchema }).strict(),
  ])
  .openapi("ProductBulkSelection", {
    description: `The products to act on: \`ids\` (at most ${MAX_BULK_IDS}; an unknown id is skipped), or \`filter\`: every product that matches it when the job runs ("all that match" is sent as the filter, never as ids read beforehand). At most ${MAX_BULK_PRODUCTS} products a job: 422 otherwise, nothing changed.`,
  });

/** A percentage of a price change: −99.99 to 1000, at most two decimals, as a decimal string. */
export const PERCENT_SHAPE = /^[-+]?\d{1,4}(?:\.\d{1,2})?$/;

const selection = { selection: BulkSelectionSchema };

export const BulkActionSchema = z
  .discriminatedUnion("action", [
    z.object({
      action: z.literal("move"),
      ...selection,
      category: IdSchema.openapi({ description: "The id of the category the products move to." }),
    }),
    z.object({ action: z.literal("publish"), ...selection }),
    z.object({ action: z.literal("unpublish"), ...selection }),
    z.object({
      action: z.literal("change-prices"),
      ...selection,
      percent: z
        .string()
        .regex(PERCENT_SHAPE, "Процент — число от −99,99 до 1000, не больше двух знаков после точки.")
        .openapi({
          description:
            "Every price of each product (each price type and measure) changes by this percentage: `-10` lowers by 10 %, `12.5` raises by 12.5 %. From −99.99 to 1000, not 0, at most two decimals. A new price is the exact amount rounded to the nearest kopeck, a half kopeck up; a price that would fall below 1 kopeck (or above the largest order total) refuses the whole job. Prices before a discount stay as they are.",
          example: "-10",
        }),
    }),
    z.object({ action: z.literal("delete"), ...selection }),
  ])
  .openapi("ProductBulkAction");

export const ProductBulkJobSchema = z
  .object({
    "@id": z.string().openapi({ example: "/api/catalog/admin/product-bulk-jobs/7" }),
    id: z.number().int(),
    action: z.enum(["move", "publish", "unpublish", "change-prices", "delete"]),
    status: z.enum(["running", "finished", "failed"]),
    selection: BulkSelectionSchema,
    parameters: z
      .object({ category: z.number().int().optional(), percent: z.string().optional() })
      .openapi({ description: "The move's `category`, the price change's `percent` (`\"-10.00\"`)." }),
    progress: z.object({
      done: z
        .number()
        .int()
        .openapi({ description: "Products gone through so far (committed all at once at the end)." }),
      total: z
        .number()
        .int()
        .nullable()
        .openapi({ description: "Products the selection held; known once read." }),
    }),
    changed: z.number().int().nullable().openapi({
      description:
        "Products the finished job changed; the others already were as asked (null until it finished).",
    }),
    startedAt: z.string().openapi({ format: "date-time" }),
    finishedAt: z.string().nullable().openapi({ format: "date-time" }),
    problem: z
      .object({
        status: z.number().int(),
        detail: z.string(),
        violations: z
          .array(z.object({ propertyPath: z.string(), message: z.string(), code: z.string().optional() }))
          .optional(),
      })
      .nullable()
      .openapi({
        description:
          "Why a failed job failed: 422 a refusal (nothing selected, too many products, an unknown category, a price out of range), 500 a failure; either way no product changed.",
      }),
  })
  .openapi("ProductBulkJob");
