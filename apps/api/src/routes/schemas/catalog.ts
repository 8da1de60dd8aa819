import { z } from "@hono/zod-openapi";
import type { CategoryRow } from "../../domain/catalog/category-tree";
import { MAX_SUGGESTED_CATEGORIES, MAX_SUGGESTED_PRODUCTS } from "../../domain/catalog/suggestions";
import { collectionSchema } from "../../http/json-ld";

// The catalog's answer schemas, shared by the public catalog routes, the staff routes that change
// products, and the cart, order and session answers that embed a measure.

/**
 * The measures a product is sold in (SPEC.md: шт, кг, упак): the seed writes these three into every
 * database, demo or not, and nothing else creates one, so clients may switch on the code.
 */
export const MeasureCodeSchema = z.enum(["pcs", "kg", "pack"]).openapi("MeasureCode", { example: "kg" });

export const MeasureSchema = z
  .object({
    id: z.number().int(),
    code: MeasureCodeSchema,
    title: z.string().openapi({ example: "кг" }),
    step: z.number().openapi({ example: 0.1 }),
  })
  .openapi("Measure");

export const ProductVariantSchema = z
  .object({
    id: z.number().int(),
    number: z
      .string()
      .openapi({ description: "The variant's article (SKU), unique.", example: "100245-100" }),
    title: z.string().openapi({ example: "100 г" }),
    price: z
      .number()
      .int()
      .openapi({ description: "Kopecks per unit of the product's default measure, retail.", example: 35000 }),
    compareAtPrice: z.number().int().optional().openapi({
      description: "The “was” price shown crossed out beside `price` (kopecks), only when above it.",
    }),
    available: z.boolean().openapi({ description: "Whether it can be bought now (in stock)." }),
  })
  .openapi("ProductVariant");

export const ProductSchema = z
  .object({
    "@id": z.string(),
    "@type": z.literal("Product"),
    id: z.number().int(),
    number: z.string().openapi({ example: "100245" }),
    slug: z.string(),
    title: z.string(),
    description: z.string().openapi({
      description:
        "Plain text (no tag; its line breaks are the text's), or safe HTML of `p`, `br`, `ul`, `ol`, `li`, `strong`, `em` without attributes (text escaped), as every write stores it.",
    }),
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
        compareAtPrice: z.number().int().optional().openapi({
          description: "The “was” price shown crossed out beside `price` (kopecks), only when above it.",
          example: 15990,
        }),
      }),
    ),
    defaultMeasure: MeasureCodeSchema,
    variants: z.array(ProductVariantSchema).openapi({
      description:
        "The forms the product is sold in (packs of 50, 100, 250 g), in their order; empty for a product sold in its measures. A product with variants is sold through them alone, each counted in `defaultMeasure` (`pcs` or `pack`): a cart line names its variant. Its own price in `defaultMeasure` is its cheapest available variant's (lists show it as “from …”), and it has none when no variant is available.",
    }),
    createdAt: z.string(),
    published: z.boolean().optional().openapi({
      description:
        "Only in a staff member's answer (staff read drafts at the public paths too, `Cache-Control: private, no-store`): whether the shop shows the product; `false` is a draft or a product taken off the shop, which anyone else gets 404 for.",
    }),
  })
  .openapi("Product");

/**
 * What a product card of a listing shows (`GET /catalog/products?view=card`): the product's number,
 * slug and title, its first image, and its prices (every price type and measure, from which the
 * shop shows the visitor's price type in the default measure). No description, attributes or
 * category: those are the product page's.
 */
export const ProductCardSchema = ProductSchema.pick({
  "@id": true,
  "@type": true,
  id: true,
  number: true,
  slug: true,
  title: true,
  prices: true,
  defaultMeasure: true,
})
  .extend({ images: ProductSchema.shape.images.max(1).openapi({ description: "The first image, if any." }) })
  .openapi("ProductCard");

/** The views a product list may be asked for (`view=`): whole products (the default), or cards. */
export const PRODUCT_LIST_VIEWS = ["full", "card"] as const;

export const CategorySchema = z
  .object({
    "@id": z.string(),
    "@type": z.literal("Category"),
    id: z.number().int(),
    slug: z.string().openapi({ example: "chinese" }),
    path: z.string().openapi({ example: "tea/green/chinese" }),
    title: z.string(),
    description: z.string().nullable(),
    parent: z.string().nullable().openapi({ example: "/api/catalog/categories/2" }),
    depth: z.number().int(),
    position: z.number().int(),
    productCount: z.number().int(),
  })
  .openapi("Category");

export const CategoryCollectionSchema = collectionSchema(CategorySchema, "CategoryCollection");

export const FacetSchema = z
  .object({
    code: z.string(),
    title: z.string(),
    values: z.array(z.object({ value: z.string(), title: z.string(), count: z.number().int() })),
  })
  .openapi("Facet");

export const ProductCollectionSchema = collectionSchema(ProductSchema, "ProductCollection").extend({
  facets: z.array(FacetSchema).optional(),
});

export const ProductCardCollectionSchema = collectionSchema(
  ProductCardSchema,
  "ProductCardCollection",
).extend({
  facets: z.array(FacetSchema).optional(),
});

/**
 * A category as the catalog answers it.
 * @example
 *   categoryView(tree.byPath.get("tea")!);
 */
export function categoryView(row: CategoryRow): z.infer<typeof CategorySchema> {
  return {
    "@id": `/api/catalog/categories/${row.id}`,
    "@type": "Category",
    id: row.id,
    slug: row.slug,
    path: row.path,
    title: row.title,
    description: row.description,
    parent: row.parentId ? `/api/catalog/categories/${row.parentId}` : null,
    depth: row.depth,
    position: row.position,
    productCount: row.productCount,
  };
}

export const SuggestionsSchema = z
  .object({
    "@type": z.literal("Suggestions"),
    products: z
      .array(
        z.object({
          number: z.string(),
          slug: z.string(),
          title: z.string(),
          price: z
            .number()
            .int()
            .nullable()
            .openapi({ description: "Default measure's retail price, kopecks." }),
          measure: z.string().openapi({ example: "kg" }),
          thumbnail: z
            .object({ path: z.string(), width: z.number(), height: z.number(), alt: z.string() })
            .nullable(),
        }),
      )
      .max(MAX_SUGGESTED_PRODUCTS),
    categories: z
      .array(z.object({ "@id": z.string(), slug: z.string(), path: z.string(), title: z.string() }))
      .max(MAX_SUGGESTED_CATEGORIES),
  })
  .openapi("Suggestions");
