import { createRoute, z } from "@hono/zod-openapi";
import type { Database } from "../db/client";
import { CATEGORY_LIMITS } from "../domain/catalog/catalog-limits";
import { findCategory } from "../domain/catalog/categories";
import { createCategory, deleteCategory, updateCategory } from "../domain/catalog/category-editor";
import type { CatalogIndexStore } from "../domain/catalog/index/catalog-index-store";
import { MAX_SERIAL_ID } from "../domain/references";
import { requireRole } from "../http/auth/auth";
import { callerOf } from "../http/auth/caller";
import { idParam, notFound } from "../http/json-ld";
import { createRouteModule, jsonBody, jsonResponse, mergePatchBody, problemResponses } from "../http/openapi";
import { CategorySchema, categoryView } from "./schemas/catalog";

const ParentSchema = z
  .union([
    z.number().int().positive().max(MAX_SERIAL_ID),
    z
      .string()
      .regex(/^\/api\/catalog\/categories\/\d{1,9}$/)
      .transform((iri) => Number(iri.slice(iri.lastIndexOf("/") + 1))),
  ])
  .nullable()
  .openapi({
    description: "The parent's id or IRI; `null` for a root.",
    example: "/api/catalog/categories/1",
  });

const categoryFields = {
  title: z.string().trim().min(1).max(CATEGORY_LIMITS.title).openapi({ example: "Матча" }),
  description: z.string().max(CATEGORY_LIMITS.description).nullable(),
  slug: z
    .string()
    .max(CATEGORY_LIMITS.slug)
    .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "Только строчные латинские буквы, цифры и дефисы между ними.")
    .openapi({ description: "The last part of the category's path. Made from the title when left out." }),
  parent: ParentSchema,
};

const CategoryCreateSchema = z
  .object(categoryFields)
  .partial({ description: true, slug: true, parent: true })
  .strict()
  .openapi("CategoryCreate", {
    description: `A new category (staff), last among its siblings. Its path (the slugs of its ancestors and its own) is at most ${CATEGORY_LIMITS.path} characters, the tree at most ${CATEGORY_LIMITS.depth} levels deep: 422 \`too_long\` or \`too_deep\` otherwise.`,
  });

const CategoryPatchSchema = z
  .object(categoryFields)
  .partial()
  .strict()
  .openapi("CategoryPatch", {
    description: `Rename (title, slug) or move (parent) a category: its subtree's paths follow, a moved category comes last among its new siblings. A change that would take the category's or a descendant's path past ${CATEGORY_LIMITS.path} characters, or the subtree past ${CATEGORY_LIMITS.depth} levels, is 422 and changes nothing.`,
  });

const tags = ["Catalog (staff)"];
const staffOnly = { middleware: requireRole("ROLE_STAFF"), security: [{ bearerAuth: [] as string[] }] };

const createCategoryRoute = createRoute({
  method: "post",
  path: "/catalog/admin/categories",
  tags,
  summary: "Create a category (staff)",
  ...staffOnly,
  request: { body: jsonBody(CategoryCreateSchema) },
  responses: {
    201: jsonResponse(CategorySchema, "The category created."),
    ...problemResponses(401, 403, 409, 422),
  },
});

const updateCategoryRoute = createRoute({
  method: "patch",
  path: "/catalog/admin/categories/{id}",
  tags,
  summary: "Rename or move a category (staff)",
  ...staffOnly,
  request: { params: idParam, body: mergePatchBody(CategoryPatchSchema) },
  responses: {
    200: jsonResponse(CategorySchema, "The category after the change."),
    ...problemResponses(401, 403, 404, 409, 422),
  },
});

const deleteCategoryRoute = createRoute({
  method: "delete",
  path: "/catalog/admin/categories/{id}",
  tags,
  summary: "Delete a category without subcategories and products (staff; 409 otherwise)",
  ...staffOnly,
  request: { params: idParam },
  responses: { 204: { description: "Deleted." }, ...problemResponses(401, 403, 404, 409) },
});

/**
 * Staff's editor of the category tree under `/catalog/admin/categories`: create, rename, move,
 * delete when empty. The answers wait for `onChange` (the catalog index and what its store keeps,
 * cached answers).
 * @example
 *   app.route("/", catalogAdminCategoryRoutes(db, { catalog, onChange: () => cache.invalidate() }));
 */
export function catalogAdminCategoryRoutes(
  db: Database,
  { catalog, onChange }: { catalog: CatalogIndexStore; onChange(): Promise<void> | void },
) {
  const app = createRouteModule();
  // Read after `onChange`: the store's tree is then that of the version the write made.
  const answer = async (id: number, locale: string) => {
    const row = await findCategory(catalog, { id }, locale);
    if (!row) throw notFound("Раздел каталога не найден.");
    return categoryView(row);
  };

  app.openapi(createCategoryRoute, async (c) => {
    const id = await createCategory(db, c.req.valid("json"), callerOf(c).id);
    await onChange();
    c.header("Location", `/api/catalog/categories/${id}`);
    return c.json(await answer(id, c.get("locale")), 201);
  });

  app.openapi(updateCategoryRoute, async (c) => {
    const { id } = c.req.valid("param");
    if (!(await updateCategory(db, id, c.req.valid("json"), callerOf(c).id))) {
      throw notFound("Раздел каталога не найден.");
    }
    await onChange();
    return c.json(await answer(id, c.get("locale")), 200);
  });

  app.openapi(deleteCategoryRoute, async (c) => {
    if (!(await deleteCategory(db, c.req.valid("param").id, callerOf(c).id))) {
      throw notFound("Раздел каталога не найден.");
    }
    await onChange();
    return c.body(null, 204);
  });
  return app;
}
