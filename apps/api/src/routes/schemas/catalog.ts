import { z } from "@hono/zod-openapi";

// The catalog's answer schemas, shared by the public catalog routes, the staff routes that change
// products, and the cart, order and session answers that embed a measure.

export const MeasureSchema = z
  .object({
    id: z.number().int(),
    code: z.string().openapi({ example: "kg" }),
    title: z.string().openapi({ example: "кг" }),
    step: z.number().openapi({ example: 0.1 }),
  })
  .openapi("Measure");

export const ProductSchema = z
  .object({
    "@id": z.string(),
    "@type": z.literal("Product"),
    id: z.number().int(),
    number: z.string().openapi({ example: "100245" }),
    slug: z.string(),
    title: z.string(),
    description: z.string(),
    images: z.array(z.object({ path: z.string(), width: z.number(), height: z.number(), alt: z.string() })),
    category: z.object({
      "@id": z.string(),
      id: z.number(),
      slug: z.string(),
      path: z.string(),
      title: z.string(),
    }),
    categoryPath: z.array(z.object({ slug: z.string(), path: z.string(), title: z.string() })),
    attributes: z.array(
      z.object({ code: z.string(), title: z.string(), value: z.string(), valueTitle: z.string() }),
    ),
    prices: z.array(
      z.object({
        measure: MeasureSchema,
        priceType: z.string().openapi({ example: "retail" }),
        currency: z.string().openapi({ example: "RUB" }),
        price: z.number().int().openapi({ description: "Minor units (kopecks).", example: 12990 }),
      }),
    ),
    defaultMeasure: z.string().openapi({ example: "kg" }),
    createdAt: z.string(),
  })
  .openapi("Product");
