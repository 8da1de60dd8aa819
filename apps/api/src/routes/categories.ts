import { createRoute, z } from "@hono/zod-openapi";
import { findCategory, listCategories } from "../domain/catalog/categories";
import type { CatalogIndexStore } from "../domain/catalog/index/catalog-index-store";
import { invalidQuery } from "../http/filters";
import { collection, idParam, notFound, paginationQuery } from "../http/json-ld";
import { createRouteModule, jsonResponse, problemResponses } from "../http/openapi";
import { CategoryCollectionSchema, CategorySchema, categoryView } from "./schemas/catalog";

/** A category's id from `?parent=` (an id or its IRI); 422 otherwise. */
function parentIdOf(parent: string): number {
  const id = /^(?:\/api\/catalog\/categories\/)?(\d{1,9})$/.exec(parent)?.[1];
  if (!id) throw invalidQuery("parent", "Ожидается id или IRI категории.");
  return Number(id);
}

const categoryListRoute = createRoute({
  method: "get",
  path: "/catalog/categories",
  tags: ["Catalog"],
  summary: "The category tree as a flat list in tree order",
  request: {
    query: z.object({
      ...paginationQuery(500),
      parent: z.string().optional().openapi({ description: "Parent id or IRI; `null` for roots." }),
    }),
  },
  responses: {
    200: jsonResponse(CategoryCollectionSchema, "Categories."),
    ...problemResponses(422),
  },
});

const categoryRoute = createRoute({
  method: "get",
  path: "/catalog/categories/{id}",
  tags: ["Catalog"],
  summary: "One category",
  request: { params: idParam },
  responses: { 200: jsonResponse(CategorySchema, "The category."), ...problemResponses(404) },
});

const categoryBySlugRoute = createRoute({
  method: "get",
  path: "/catalog/categories-by-slug/{path}",
  tags: ["Catalog"],
  summary: "One category by its slug path (`tea/green/chinese`; the path may contain slashes)",
  request: { params: z.object({ path: z.string().openapi({ param: { name: "path", in: "path" } }) }) },
  responses: { 200: jsonResponse(CategorySchema, "The category."), ...problemResponses(404) },
});

/**
 * Public categories: the tree as a flat list, one by id, one by slug path.
 * @example
 *   app.route("/", categoryRoutes(catalog));
 */
export function categoryRoutes(catalog: CatalogIndexStore) {
  const app = createRouteModule();
  app.openapi(categoryListRoute, async (c) => {
    const { page, itemsPerPage, parent } = c.req.valid("query");
    const parentId = parent === undefined ? undefined : parent === "null" ? null : parentIdOf(parent);
    const { member, totalItems } = await listCategories(
      catalog,
      { ...(parentId !== undefined ? { parentId } : {}), page, itemsPerPage },
      c.get("locale"),
    );
    return c.json(collection("/catalog/categories", member.map(categoryView), totalItems), 200);
  });

  app.openapi(categoryRoute, async (c) => {
    const row = await findCategory(catalog, { id: c.req.valid("param").id }, c.get("locale"));
    if (!row) throw notFound("Раздел каталога не найден.");
    return c.json(categoryView(row), 200);
  });

  // The slug path spans several segments, which an OpenAPI path parameter cannot express: the
  // documented route is registered for the document, the handler matches the whole rest.
  app.openAPIRegistry.registerPath(categoryBySlugRoute);
  app.get("/catalog/categories-by-slug/:path{.+}", async (c) => {
    const row = await findCategory(catalog, { path: c.req.param("path") }, c.get("locale"));
    if (!row) throw notFound("Раздел каталога не найден.");
    return c.json(categoryView(row), 200);
  });

  return app;
}
