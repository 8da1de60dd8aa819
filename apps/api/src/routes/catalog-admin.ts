import { createRoute, z } from "@hono/zod-openapi";
import type { Database } from "../db/client";
import { attributeSections } from "../domain/catalog/attribute-sections";
import type { CatalogIndexStore } from "../domain/catalog/index/catalog-index-store";
import {
  createProduct,
  deleteProduct,
  type ProductInput,
  updateProduct,
} from "../domain/catalog/product-editor";
import { removeUploadedImages } from "../domain/catalog/product-images";
import { getProductForStaff, listProductsForStaff, productNotFound } from "../domain/catalog/products";
import { MAX_SERIAL_ID } from "../domain/references";
import { requireRole } from "../http/auth/auth";
import { callerOf } from "../http/auth/caller";
import { collection, collectionSchema, idParam, paginationQuery } from "../http/json-ld";
import { createRouteModule, jsonBody, jsonResponse, mergePatchBody, problemResponses } from "../http/openapi";
import { HttpProblem, operationDenied } from "../http/problem";
import {
  ProductAdminPatchSchema,
  ProductCreateSchema,
  ReferenceSchema,
  StaffProductSchema,
} from "./schemas/catalog-admin";

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
        .max(MAX_SERIAL_ID)
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
    ...problemResponses(401, 403, 409, 422, 503),
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

/** A patch's fields as the editor takes them (the category an id). */
const productInput = (
  body: z.infer<typeof ProductAdminPatchSchema> | Omit<z.infer<typeof ProductCreateSchema>, "images">,
): ProductInput => {
  const { category, ...rest } = body;
  return { ...rest, ...(category !== undefined ? { category } : {}) } as ProductInput;
};

export interface CatalogAdminOptions {
  /** The app's catalog index store: the reference data and category tree the editor reads. */
  catalog: CatalogIndexStore;
  /**
   * Called after a change is committed (rebuilds the catalog index, drops cached catalog answers);
   * the answer waits for it, so the change is in the next answer of this replica.
   */
  onChange(): Promise<void> | void;
  /** Where uploaded images are stored (`DATA_DIR/media`): an image taken off a product is deleted there. */
  mediaDir?: string | undefined;
}

/**
 * Staff's product editor under `/catalog/admin/products`: the list and one product (published or
 * not), create, change (texts, slug, category, attributes, prices, default measure, images' order,
 * publication), delete; image uploads are routes/catalog-admin-images.ts. Each write is one
 * transaction with its audit log entry; the answer waits for `onChange` (the catalog index and
 * cached answers).
 * @example
 *   app.route("/", catalogAdminRoutes(db, { catalog, onChange: () => cache.invalidate(), mediaDir }));
 */
export function catalogAdminRoutes(db: Database, { catalog, onChange, mediaDir }: CatalogAdminOptions) {
  const app = createRouteModule();
  app.openapi(listRoute, async (c) => {
    const { member, totalItems } = await listProductsForStaff(
      db,
      catalog,
      c.req.valid("query"),
      c.get("locale"),
    );
    return c.json(collection("/catalog/admin/products", member, totalItems), 200);
  });

  app.openapi(referenceRoute, async (c) => {
    const [reference, sections] = await Promise.all([catalog.reference(), attributeSections(catalog)]);
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
          sections: sections.get(code) ?? [],
        })),
      },
      200,
    );
  });

  app.openapi(readRoute, async (c) =>
    c.json(await getProductForStaff(db, catalog, c.req.valid("param").id, c.get("locale")), 200),
  );

  app.openapi(createProductRoute, async (c) => {
    const { images = [], ...fields } = c.req.valid("json");
    if (images.length && !mediaDir)
      throw new HttpProblem(503, { detail: "Хранилище изображений не настроено." });
    const id = await createProduct(
      db,
      catalog,
      { ...productInput(fields), stagedImages: images },
      callerOf(c).id,
      { mediaDir },
    );
    await onChange();
    c.header("Location", `/api/catalog/admin/products/${id}`);
    return c.json(await getProductForStaff(db, catalog, id, c.get("locale")), 201);
  });

  app.openapi(updateRoute, async (c) => {
    const { id } = c.req.valid("param");
    const { found, removedImages } = await updateProduct(
      db,
      catalog,
      id,
      productInput(c.req.valid("json")),
      callerOf(c).id,
    );
    if (!found) throw productNotFound();
    // The index's update and the answer's read wait for nothing of each other.
    const [, product] = await Promise.all([
      onChange(),
      getProductForStaff(db, catalog, id, c.get("locale")),
      mediaDir ? removeUploadedImages(mediaDir, removedImages) : undefined,
    ]);
    return c.json(product, 200);
  });

  app.openapi(deleteRoute, async (c) => {
    const images = await deleteProduct(db, catalog, c.req.valid("param").id, callerOf(c).id);
    if (!images) throw productNotFound();
    await onChange();
    if (mediaDir) await removeUploadedImages(mediaDir, images);
    return c.body(null, 204);
  });

  app.on(["PUT"], ["/catalog/admin/products", "/catalog/admin/products/*"], () => {
    throw operationDenied();
  });
  return app;
}
