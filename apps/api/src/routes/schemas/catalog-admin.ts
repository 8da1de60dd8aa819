import { z } from "@hono/zod-openapi";
import { PRODUCT_LIMITS, PRODUCT_NUMBER_SHAPE } from "../../domain/catalog/catalog-limits";
import { SLUG_PATTERN } from "../../domain/catalog/product-editor";
import { STAGED_IMAGE_HOURS, STAGED_IMAGE_ID } from "../../domain/catalog/product-images";
import { MAX_VARIANTS } from "../../domain/catalog/product-variants";
import { MAX_CART_AMOUNT } from "../../domain/pricing";
import { MAX_SERIAL_ID } from "../../domain/references";
import { MeasureCodeSchema, ProductSchema } from "./catalog";

// The bodies and answers of staff's product editor (routes/catalog-admin.ts and its image uploads,
// routes/catalog-admin-images.ts).

const PriceSchema = z
  .number()
  .int()
  .positive()
  // A price above the largest cart total could never be ordered.
  .max(MAX_CART_AMOUNT)
  .nullable()
  .openapi({ description: "Kopecks; `null` stops selling the product in this measure at this price type." });

const CategoryReferenceSchema = z
  .union([
    z.number().int().positive().max(MAX_SERIAL_ID),
    z
      .string()
      .regex(/^\/api\/catalog\/categories\/\d{1,9}$/)
      .transform((iri) => Number(iri.slice(iri.lastIndexOf("/") + 1))),
  ])
  .openapi({ description: "The category's id or IRI.", example: "/api/catalog/categories/3" });

const productFields = {
  number: z
    .string()
    .trim()
    .regex(
      PRODUCT_NUMBER_SHAPE,
      "Номер товара (артикул): до 64 знаков — буквы, цифры, пробелы и знаки препинания, без управляющих символов.",
    )
    .openapi({
      description:
        "The product number, the shop's article as written (any script, spaces, punctuation): unique, at most 64 characters, no control characters, no space at either end.",
      example: "100245",
    }),
  title: z.string().trim().min(1).max(PRODUCT_LIMITS.title).openapi({ example: "Улун молочный" }),
  description: z.string().max(PRODUCT_LIMITS.description).openapi({
    description:
      "Plain text, or HTML: paragraphs, line breaks, lists and emphasis are kept (`b`, `i` as `strong`, `em`; headings as paragraphs), every other tag and attribute is removed, scripts and styles with their content.",
  }),
  slug: z
    .string()
    .max(PRODUCT_LIMITS.slug)
    .regex(SLUG_PATTERN, "Только строчные латинские буквы, цифры и дефисы между ними.")
    .openapi({ description: "The product page's address: unique. Made from the title when left out." }),
  category: CategoryReferenceSchema,
  attributes: z
    .record(
      z.string().max(PRODUCT_LIMITS.attributeText),
      z.string().max(PRODUCT_LIMITS.attributeText).nullable(),
    )
    .openapi({
      description: "Attribute code → value code; `null` takes the attribute's value away.",
      example: { origin: "china", "tea-kind": "oolong" },
    }),
  prices: z.record(z.string().max(32), z.record(z.string().max(32), PriceSchema)).openapi({
    description:
      "Price type code → measure code → price. Only the named prices change; the rest stay as they are.",
    example: { retail: { kg: 159000, pack: 18900 }, wholesale: { pack: null } },
  }),
  compareAtPrices: z
    .record(
      z.string().max(32),
      z.record(
        z.string().max(32),
        PriceSchema.openapi({ description: "Kopecks; `null` takes the was-price away." }),
      ),
    )
    .openapi({
      description:
        "Was-prices, shown struck through beside the price: price type code → measure code → kopecks. Each must be above its price, which must exist after the change (422 otherwise); `null` takes one away. A price changed on its own may pass its was-price: the shop then stops showing it, and staff see it gone from the product's prices.",
      example: { retail: { kg: 189000 } },
    }),
  defaultMeasure: z.string().max(32).openapi({ description: "A measure code.", example: "kg" }),
  published: z.boolean().openapi({
    description:
      "`false` takes the product off the shop (catalog, search, its page, sitemap, feed; carts answer it as unavailable) without deleting it; staff still open its page. A new product is a draft (`false`) unless it says `true`.",
  }),
};

const ImageAltSchema = z.string().max(PRODUCT_LIMITS.title).openapi({
  description:
    "The photo's alt text (the product page's `<img alt>`): what it shows, for those who do not see it. Empty: the product's title, which it then follows when the title changes.",
  example: "Скрученный лист улуна крупным планом",
});

export const ProductCreateSchema = z
  .object({
    ...productFields,
    images: z
      .array(
        z
          .object({
            upload: z.string().regex(STAGED_IMAGE_ID).openapi({
              description: "A staged image's id, from `POST /catalog/admin/image-uploads`.",
            }),
            alt: ImageAltSchema.optional(),
          })
          .strict(),
      )
      .max(PRODUCT_LIMITS.images)
      .openapi({
        description: `The product's photos in order: images staged by \`POST /catalog/admin/image-uploads\` while the form was filled, each attached once (422 at \`images.{index}\` for one that is not there: attached already, or swept ${STAGED_IMAGE_HOURS} h after its upload). A refused creation leaves them staged.`,
      }),
  })
  .partial({
    description: true,
    slug: true,
    attributes: true,
    prices: true,
    compareAtPrices: true,
    published: true,
    images: true,
  })
  .strict()
  .openapi("ProductCreate", {
    description: "A new product (staff), with the photos staged for it.",
  });

export const ProductAdminPatchSchema = z
  .object({
    ...productFields,
    slug: productFields.slug.nullable().openapi({
      description:
        "The page's address. It stays when the title changes; `null` makes a new one from the title.",
    }),
    images: z
      .array(
        z.union([
          z.string().max(PRODUCT_LIMITS.imagePath),
          z
            .object({ path: z.string().max(PRODUCT_LIMITS.imagePath), alt: ImageAltSchema.optional() })
            .strict(),
        ]),
      )
      .max(PRODUCT_LIMITS.images)
      .openapi({
        description:
          "The product's images in their new order, each its path, or `{ path, alt }` to change its alt text too; an image left out is removed. Uploads: `POST …/images`.",
      }),
  })
  .partial()
  .strict()
  .openapi("ProductAdminPatch", {
    description:
      "What staff may change about a product (a JSON merge patch). Carts are priced when read, so the next cart answer shows a new price; a checkout that expected the old total answers 409 `price-changed`.",
  });

export const VariantsInputSchema = z
  .object({
    variants: z
      .array(
        z
          .object({
            id: z
              .number()
              .int()
              .positive()
              .max(MAX_SERIAL_ID)
              .optional()
              .openapi({ description: "A variant of the product to change; left out, a new one." }),
            number: productFields.number.openapi({
              description:
                "The variant's article (SKU): unique among products and variants, at most 64 characters.",
              example: "100245-100",
            }),
            title: z.string().trim().min(1).max(PRODUCT_LIMITS.title).openapi({ example: "100 г" }),
            price: z.number().int().positive().max(MAX_CART_AMOUNT).openapi({ description: "Kopecks." }),
            compareAtPrice: z
              .number()
              .int()
              .positive()
              .max(MAX_CART_AMOUNT)
              .nullable()
              .optional()
              .openapi({ description: "A was-price above `price` (kopecks), or `null`." }),
            available: z.boolean().default(true),
          })
          .strict(),
      )
      .max(MAX_VARIANTS),
  })
  .strict()
  .openapi("VariantsInput", {
    description:
      "Every variant of the product in its order: those with an `id` are changed, the others created, and the product's variants left out are deleted (an empty list sells the product in its measures again).",
  });

export const StagedImageSchema = z
  .object({
    upload: z
      .string()
      .openapi({ description: "The id to name in `images` of `POST /catalog/admin/products`." }),
    width: z.number().int(),
    height: z.number().int(),
  })
  .openapi("StagedImage", {
    description: `An image stored for a product not created yet; deleted ${STAGED_IMAGE_HOURS} h after its upload unless a creation attaches it.`,
  });

export const StaffProductSchema = ProductSchema.extend({
  published: z.boolean().openapi({ description: "Whether the shop shows the product." }),
}).openapi("StaffProduct");

export const ReferenceSchema = z
  .object({
    measures: z.array(z.object({ code: MeasureCodeSchema, title: z.string() })),
    priceTypes: z.array(z.object({ code: z.string(), title: z.string(), isDefault: z.boolean() })),
    attributes: z.array(
      z.object({
        code: z.string(),
        title: z.string(),
        values: z.array(z.object({ value: z.string(), title: z.string() })),
        sections: z.array(z.number().int()).openapi({
          description:
            "Ids of the top-level sections whose products in the shop carry this attribute, in the tree's order: the editor offers it for a product under one of them (docs/storefront/admin-panel.md). Empty: no product in the shop carries it yet.",
          example: [1, 7],
        }),
      }),
    ),
  })
  .openapi("ProductEditorReference", {
    description:
      "The codes a product's fields take: measures (`defaultMeasure`, `prices.<type>.<measure>`), price types and attributes with their values (`attributes.<code>`), in the shop's order.",
  });
