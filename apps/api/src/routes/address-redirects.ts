import { createRoute, z } from "@hono/zod-openapi";
import type { Database } from "../db/client";
import { findAddressRedirect } from "../domain/catalog/address-redirects";
import { CATEGORY_LIMITS } from "../domain/catalog/catalog-limits";
import { notFound } from "../http/json-ld";
import { createRouteModule, jsonResponse, problemResponses } from "../http/openapi";

const AddressRedirectSchema = z
  .object({
    "@type": z.literal("AddressRedirect"),
    kind: z.enum(["product", "category"]),
    from: z.string().openapi({ example: "tea/green" }),
    to: z.string().openapi({ example: "/catalog/tea/zelenyy", description: "The page's current address." }),
  })
  .openapi("AddressRedirect", {
    description: "Where an old product slug or category path leads now: answer it with a 308 to `to`.",
  });

const addressRedirectRoute = createRoute({
  method: "get",
  path: "/catalog/address-redirects",
  tags: ["Catalog"],
  summary: "Where a product's old slug or a category's old path leads now",
  description:
    "A slug or path changed by staff keeps leading to its product or category (docs/contract.md, “Addresses that last”). 404 when the address never changed, or its product is off the shop.",
  request: {
    query: z.object({
      kind: z.enum(["product", "category"]),
      from: z.string().min(1).max(CATEGORY_LIMITS.path).openapi({ example: "tea/green" }),
    }),
  },
  responses: {
    200: jsonResponse(AddressRedirectSchema, "The current address."),
    ...problemResponses(404, 422),
  },
});

/**
 * `GET /catalog/address-redirects?kind=&from=`: the storefront asks it where a product or category
 * page is not found, and answers a permanent redirect when there is one.
 * @example
 *   app.route("/", addressRedirectRoutes(db));
 */
export function addressRedirectRoutes(db: Database) {
  const app = createRouteModule();
  app.openapi(addressRedirectRoute, async (c) => {
    const { kind, from } = c.req.valid("query");
    const redirect = await findAddressRedirect(db, kind, from);
    if (!redirect) throw notFound("Этот адрес никуда не ведёт.");
    return c.json({ "@type": "AddressRedirect" as const, ...redirect }, 200);
  });
  return app;
}
