import { createRoute } from "@hono/zod-openapi";
import type { Database } from "../db/client";
import type { CatalogIndexStore } from "../domain/catalog/index/catalog-index-store";
import { replaceVariants } from "../domain/catalog/product-variants-editor";
import { getProductForStaff, productNotFound } from "../domain/catalog/products";
import { requireRole } from "../http/auth/auth";
import { callerOf } from "../http/auth/caller";
import { idParam } from "../http/json-ld";
import { createRouteModule, jsonBody, jsonResponse, problemResponses } from "../http/openapi";
import { StaffProductSchema, VariantsInputSchema } from "./schemas/catalog-admin";

const tags = ["Catalog (staff)"];
const staffOnly = { middleware: requireRole("ROLE_STAFF"), security: [{ bearerAuth: [] as string[] }] };

const variantsRoute = createRoute({
  method: "put",
  path: "/catalog/admin/products/{id}/variants",
  tags,
  summary: "Set a product's variants: articles, names, prices, availability, order (staff)",
  ...staffOnly,
  request: { params: idParam, body: jsonBody(VariantsInputSchema) },
  responses: {
    200: jsonResponse(StaffProductSchema, "The product with its variants."),
    ...problemResponses(401, 403, 404, 409, 422),
  },
});

/**
 * Staff's change of a product's variants (`PUT /catalog/admin/products/{id}/variants`; issue 46
 * point 4): one transaction with its audit entry; the answer waits for `onChange`. Mounted before
 * routes/catalog-admin.ts, whose other PUTs under `/catalog/admin/products` are refused.
 * @example
 *   app.route("/", catalogAdminVariantRoutes(db, { catalog, onChange: () => cache.invalidate() }));
 */
export function catalogAdminVariantRoutes(
  db: Database,
  { catalog, onChange }: { catalog: CatalogIndexStore; onChange(): Promise<void> | void },
) {
  const app = createRouteModule();
  app.openapi(variantsRoute, async (c) => {
    const { id } = c.req.valid("param");
    const found = await replaceVariants(db, catalog, id, c.req.valid("json").variants, {
      actorId: callerOf(c).id,
    });
    if (!found) throw productNotFound();
    await onChange();
    return c.json(await getProductForStaff(db, catalog, id, c.get("locale")), 200);
  });
  return app;
}
