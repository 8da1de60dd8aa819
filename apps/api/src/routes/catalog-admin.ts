import { createRoute, z } from "@hono/zod-openapi";
import type { Database } from "../db/client";
import { PRODUCT_LIMITS, PRODUCT_NUMBER_SHAPE } from "../domain/catalog/catalog-limits";
import {
  addProductImage,
  createProduct,
  deleteProduct,
  type ProductInput,
  SLUG_PATTERN,
  updateProduct,
} from "../domain/catalog/product-editor";
import {
  acceptedImageFormat,
  IMAGE_DECODING_LIMITS,
  type ImageDecoder,
  ImageDecoderBusy,
  ImageRefused,
  MAX_IMAGE_BYTES,
  imageDecoder as processImageDecoder,
  removeUploadedImages,
  storeProductImage,
} from "../domain/catalog/product-images";
import { findProductForStaff, listProductsForStaff } from "../domain/catalog/products";
import { loadCatalogReference } from "../domain/catalog/reference";
import { MAX_CART_AMOUNT } from "../domain/pricing";
import { requireRole } from "../http/auth/auth";
import { callerOf } from "../http/auth/caller";
import { collection, collectionSchema, idParam, notFound, paginationQuery } from "../http/json-ld";
import { createRouteModule, jsonBody, jsonResponse, mergePatchBody, problemResponses } from "../http/openapi";
import { HttpProblem, operationDenied } from "../http/problem";
import { ProductSchema } from "./schemas/catalog";

/** Image uploads' path: its body is a form with a file, up to its own limit. */
export const IMAGE_UPLOADS = /^\/api\/catalog\/admin\/products\/\d{1,9}\/images$/;
/** The body of an image upload at most: the largest image and the form around it. */
export const MAX_IMAGE_UPLOAD_BYTES = MAX_IMAGE_BYTES + 64 * 1024;

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
    z.number().int().positive().max(2_147_483_647),
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
  description: z.string().max(PRODUCT_LIMITS.description),
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
      "`false` takes the product off the shop (catalog, search, its page, sitemap, feed; carts answer it as unavailable) without deleting it.",
  }),
};

const ProductCreateSchema = z
  .object(productFields)
  .partial({
    description: true,
    slug: true,
    attributes: true,
    prices: true,
    compareAtPrices: true,
    published: true,
  })
  .strict()
  .openapi("ProductCreate", {
    description: "A new product (staff). Its images are uploaded once it exists.",
  });

const ProductAdminPatchSchema = z
  .object({
    ...productFields,
    slug: productFields.slug.nullable().openapi({
      description:
        "The page's address. It stays when the title changes; `null` makes a new one from the title.",
    }),
    images: z.array(z.string().max(PRODUCT_LIMITS.imagePath)).max(PRODUCT_LIMITS.images).openapi({
      description:
        "The product's image paths in their new order; an image left out is removed. Uploads: `POST …/images`.",
    }),
  })
  .partial()
  .strict()
  .openapi("ProductAdminPatch", {
    description:
      "What staff may change about a product (a JSON merge patch). Carts are priced when read, so the next cart answer shows a new price; a checkout that expected the old total answers 409 `price-changed`.",
  });

const StaffProductSchema = ProductSchema.extend({
  published: z.boolean().openapi({ description: "Whether the shop shows the product." }),
}).openapi("StaffProduct");

const tags = ["Catalog (staff)"];
const staffOnly = { middleware: requireRole("ROLE_STAFF"), security: [{ bearerAuth: [] as string[] }] };

const listRoute = createRoute({
  method: "get",
  path: "/catalog/admin/products",
  tags,
  summary: "Every product, published or not (staff)",
  ...staffOnly,
  request: {
    query: z.object({
      ...paginationQuery(100),
      search: z.string().max(200).optional().openapi({ description: "A part of the number or the title." }),
      published: z
        .enum(["true", "false"])
        .optional()
        .transform((value) => (value === undefined ? undefined : value === "true")),
      category: z.coerce
        .number()
        .int()
        .positive()
        .max(2_147_483_647)
        .optional()
        .openapi({ description: "A category's id: its products and its subcategories'." }),
    }),
  },
  responses: {
    200: jsonResponse(
      collectionSchema(StaffProductSchema, "StaffProductCollection"),
      "Products in number order.",
    ),
    ...problemResponses(401, 403, 422),
  },
});

const ReferenceSchema = z
  .object({
    measures: z.array(z.object({ code: z.string(), title: z.string() })),
    priceTypes: z.array(z.object({ code: z.string(), title: z.string(), isDefault: z.boolean() })),
    attributes: z.array(
      z.object({
        code: z.string(),
        title: z.string(),
        values: z.array(z.object({ value: z.string(), title: z.string() })),
      }),
    ),
  })
  .openapi("ProductEditorReference", {
    description:
      "The codes a product's fields take: measures (`defaultMeasure`, `prices.<type>.<measure>`), price types and attributes with their values (`attributes.<code>`), in the shop's order.",
  });

const referenceRoute = createRoute({
  method: "get",
  path: "/catalog/admin/reference",
  tags,
  summary: "The measures, price types and attribute values a product may have (staff)",
  ...staffOnly,
  responses: {
    200: jsonResponse(ReferenceSchema, "The product editor's choices."),
    ...problemResponses(401, 403),
  },
});

const readRoute = createRoute({
  method: "get",
  path: "/catalog/admin/products/{id}",
  tags,
  summary: "One product, published or not (staff)",
  ...staffOnly,
  request: { params: idParam },
  responses: {
    200: jsonResponse(StaffProductSchema, "The product."),
    ...problemResponses(401, 403, 404),
  },
});

const createProductRoute = createRoute({
  method: "post",
  path: "/catalog/admin/products",
  tags,
  summary: "Create a product (staff)",
  ...staffOnly,
  request: { body: jsonBody(ProductCreateSchema) },
  responses: {
    201: jsonResponse(StaffProductSchema, "The product created."),
    ...problemResponses(401, 403, 409, 422),
  },
});

const updateRoute = createRoute({
  method: "patch",
  path: "/catalog/admin/products/{id}",
  tags,
  summary:
    "Change a product: texts, category, attributes, prices, default measure, images' order, publication (staff)",
  ...staffOnly,
  request: { params: idParam, body: mergePatchBody(ProductAdminPatchSchema) },
  responses: {
    200: jsonResponse(StaffProductSchema, "The product after the change."),
    ...problemResponses(401, 403, 404, 409, 422),
  },
});

const deleteRoute = createRoute({
  method: "delete",
  path: "/catalog/admin/products/{id}",
  tags,
  summary: "Delete a product (staff); placed orders keep their lines",
  ...staffOnly,
  request: { params: idParam },
  responses: { 204: { description: "Deleted." }, ...problemResponses(401, 403, 404) },
});

const uploadRoute = createRoute({
  method: "post",
  path: "/catalog/admin/products/{id}/images",
  tags,
  summary: "Upload an image of a product (staff): added last, stored as webp",
  ...staffOnly,
  request: {
    params: idParam,
    body: {
      required: true,
      content: {
        "multipart/form-data": {
          schema: z.object({
            file: z.string().openapi({
              format: "binary",
              description: `JPEG, PNG, WebP, AVIF or GIF by its bytes, whatever its name or declared type, at most ${MAX_IMAGE_BYTES / 1024 / 1024} MiB (413 above; 415 for bytes of another format, SVG and TIFF included; 422 for a file that is not a readable image, over 50 Mpx (AVIF 16 Mpx) or 256 MiB decoded, or not decoded within ${IMAGE_DECODING_LIMITS.seconds} s). Images are decoded one at a time with ${IMAGE_DECODING_LIMITS.maxWaiting} waiting: past them 503 with \`Retry-After\`. Stored as webp, at most 1600 px on its longer side.`,
            }),
          }),
        },
      },
    },
  },
  responses: {
    201: jsonResponse(StaffProductSchema, "The product with the new image last."),
    ...problemResponses(401, 403, 404, 413, 415, 422, 503),
  },
});

/** A patch's fields as the editor takes them (the category an id). */
const productInput = (body: z.infer<typeof ProductAdminPatchSchema>): ProductInput => {
  const { category, ...rest } = body;
  return { ...rest, ...(category !== undefined ? { category } : {}) } as ProductInput;
};

/**
 * An image refusal as an upload answers it: bytes of a format the shop does not take are 415, a
 * decoder with every place taken 503 (its `Retry-After` set by the caller); the rest as they are.
 */
function uploadProblem(error: unknown): unknown {
  if (error instanceof ImageRefused && error.refusal === "unsupported-type") {
    return new HttpProblem(415, error.init);
  }
  if (error instanceof ImageDecoderBusy) {
    return new HttpProblem(503, {
      detail: "Сейчас обрабатываются другие изображения: повторите загрузку через несколько секунд.",
    });
  }
  return error;
}

export interface CatalogAdminOptions {
  /**
   * Called after a change is committed (rebuilds the catalog index, drops cached catalog answers);
   * the answer waits for it, so the change is in the next answer of this replica.
   */
  onChange(): Promise<void> | void;
  /** Where uploaded images are stored (`DATA_DIR/media`); without it uploads answer 503. */
  mediaDir?: string | undefined;
  /** Decodes uploads in turn (default: the process's, which the YML import shares). */
  imageDecoder?: ImageDecoder | undefined;
}

/**
 * Staff's product editor under `/catalog/admin/products`: the list and one product (published or
 * not), create, change (texts, slug, category, attributes, prices, default measure, images' order,
 * publication), delete, and image uploads. Each write is one transaction with its audit log entry;
 * the answer waits for `onChange` (the catalog index and cached answers).
 * @example
 *   app.route("/", catalogAdminRoutes(db, { onChange: () => cache.invalidate(), mediaDir }));
 */
export function catalogAdminRoutes(
  db: Database,
  { onChange, mediaDir, imageDecoder = processImageDecoder }: CatalogAdminOptions,
) {
  const app = createRouteModule();
  const answer = async (id: number, locale: string) => {
    const product = await findProductForStaff(db, id, locale);
    if (!product) throw notFound("Товар не найден.");
    return product;
  };

  app.openapi(listRoute, async (c) => {
    const { member, totalItems } = await listProductsForStaff(db, c.req.valid("query"), c.get("locale"));
    return c.json(collection("/catalog/admin/products", member, totalItems), 200);
  });

  app.openapi(referenceRoute, async (c) => {
    const reference = await loadCatalogReference(db);
    return c.json(
      {
        measures: reference.measures.map(({ code, title }) => ({ code, title })),
        priceTypes: [...reference.priceTypeById.values()].map(({ id, code, title }) => ({
          code,
          title,
          isDefault: id === reference.defaultPriceType.id,
        })),
        attributes: reference.attributes.map(({ code, title, values }) => ({
          code,
          title,
          values: values.map(({ value, title: valueTitle }) => ({ value, title: valueTitle })),
        })),
      },
      200,
    );
  });

  app.openapi(readRoute, async (c) => c.json(await answer(c.req.valid("param").id, c.get("locale")), 200));

  app.openapi(createProductRoute, async (c) => {
    const id = await createProduct(db, productInput(c.req.valid("json")), callerOf(c).id);
    await onChange();
    c.header("Location", `/api/catalog/admin/products/${id}`);
    return c.json(await answer(id, c.get("locale")), 201);
  });

  app.openapi(updateRoute, async (c) => {
    const { id } = c.req.valid("param");
    const { found, removedImages } = await updateProduct(
      db,
      id,
      productInput(c.req.valid("json")),
      callerOf(c).id,
    );
    if (!found) throw notFound("Товар не найден.");
    // The index's update and the answer's read wait for nothing of each other.
    const [, product] = await Promise.all([
      onChange(),
      answer(id, c.get("locale")),
      mediaDir ? removeUploadedImages(mediaDir, removedImages) : undefined,
    ]);
    return c.json(product, 200);
  });

  app.openapi(deleteRoute, async (c) => {
    const images = await deleteProduct(db, c.req.valid("param").id, callerOf(c).id);
    if (!images) throw notFound("Товар не найден.");
    await onChange();
    if (mediaDir) await removeUploadedImages(mediaDir, images);
    return c.body(null, 204);
  });

  // The form is read here (the JSON body check lets this path through): the OpenAPI schema
  // documents it, a multipart validator would read it into memory without the type checks below.
  app.openAPIRegistry.registerPath(uploadRoute);
  app.post("/catalog/admin/products/:id{[0-9]{1,9}}/images", requireRole("ROLE_STAFF"), async (c) => {
    const id = Number(c.req.param("id"));
    const mediaType = c.req.header("Content-Type")?.split(";")[0]?.trim().toLowerCase();
    if (mediaType !== "multipart/form-data") {
      throw new HttpProblem(415, {
        detail: "Изображение отправляется формой multipart/form-data в поле file.",
      });
    }
    const form = await c.req.formData().catch(() => undefined);
    const file = form?.get("file");
    if (!(file instanceof File)) {
      throw new HttpProblem(422, {
        detail: "Запрос некорректен.",
        violations: [{ propertyPath: "file", message: "Приложите файл изображения.", code: "required" }],
      });
    }
    if (file.size > MAX_IMAGE_BYTES) {
      throw new HttpProblem(413, {
        detail: `Изображение больше ${MAX_IMAGE_BYTES / 1024 / 1024} МиБ.`,
      });
    }
    const bytes = new Uint8Array(await file.arrayBuffer());
    // What its bytes say, never its name or declared type: an SVG called photo.png stops here.
    await acceptedImageFormat(bytes).catch((error: unknown) => {
      throw uploadProblem(error);
    });
    if (!(await findProductForStaff(db, id))) throw notFound("Товар не найден.");
    // Checked last: a request wrong in itself is told so (4xx) whatever this server's storage.
    if (!mediaDir) throw new HttpProblem(503, { detail: "Хранилище изображений не настроено." });
    const image = await storeProductImage(mediaDir, id, bytes, {
      decoder: imageDecoder,
      whenBusy: "refuse",
    }).catch((error: unknown) => {
      if (error instanceof ImageDecoderBusy) c.header("Retry-After", String(error.retryAfterSeconds));
      throw uploadProblem(error);
    });
    if (!(await addProductImage(db, id, image, callerOf(c).id))) {
      await removeUploadedImages(mediaDir, [image.path]);
      throw notFound("Товар не найден.");
    }
    await onChange();
    return c.json(await answer(id, c.get("locale")), 201);
  });

  app.on(["PUT"], ["/catalog/admin/products", "/catalog/admin/products/*"], () => {
    throw operationDenied();
  });
  return app;
}
