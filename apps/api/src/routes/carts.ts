import { createRoute, z } from "@hono/zod-openapi";
import type { Context } from "hono";
import type { Database } from "../db/client";
import {
  calculateCart,
  cartOf,
  createCartWith,
  repeatOrder,
  repeatOrderInto,
  replaceCartLines,
  setCartLines,
} from "../domain/carts/changes";
import { accessibleCart, deleteCart } from "../domain/carts/storage";
import type { CatalogIndexStore } from "../domain/catalog/index/catalog-index-store";
import type { OrderViewer } from "../domain/order-visibility";
import { idFromReference } from "../domain/references";
import { requireRole } from "../http/auth/auth";
import { callerOf } from "../http/auth/caller";
import type { AppEnv } from "../http/env";
import { cartIdParam } from "../http/json-ld";
import { createRouteModule, jsonBody, jsonResponse, mergePatchBody, problemResponses } from "../http/openapi";
import { HttpProblem, operationDenied } from "../http/problem";
import {
  CartAddInputSchema,
  CartInputSchema,
  CartSchema,
  lineRequestsOf,
  localisedCart,
} from "./schemas/carts";

const cartResponse = (description: string) => jsonResponse(CartSchema, description);
const orderIdQuery = z.object({
  orderId: z.string().max(200).openapi({ description: "Order id or IRI.", example: "12" }),
});

const addRoute = createRoute({
  method: "post",
  path: "/sales/carts/add",
  tags: ["Carts"],
  summary: "Create a cart of the caller with these lines (0 quantities are left out)",
  request: { body: jsonBody(CartAddInputSchema) },
  responses: { 201: cartResponse("The new cart, priced by the server."), ...problemResponses(422) },
});
const addToRoute = createRoute({
  method: "patch",
  path: "/sales/carts/{id}/add",
  tags: ["Carts"],
  summary: "Set lines of a cart: each named line gets the quantity sent, 0 removes it, other lines stay",
  request: { params: cartIdParam, body: mergePatchBody(CartAddInputSchema) },
  responses: { 200: cartResponse("The cart."), ...problemResponses(404, 422) },
});
const replaceRoute = createRoute({
  method: "put",
  path: "/sales/carts/{id}",
  tags: ["Carts"],
  summary: "Replace all lines of a cart (an extension: the storefront saves with the /add calls)",
  request: { params: cartIdParam, body: jsonBody(CartInputSchema) },
  responses: { 200: cartResponse("The cart."), ...problemResponses(404, 422) },
});
const patchRoute = createRoute({
  method: "patch",
  path: "/sales/carts/{id}",
  tags: ["Carts"],
  summary: "Same as PUT: a merge patch replaces the items array",
  request: { params: cartIdParam, body: mergePatchBody(CartInputSchema) },
  responses: { 200: cartResponse("The cart."), ...problemResponses(404, 422) },
});
const repeatRoute = createRoute({
  method: "post",
  path: "/sales/carts/repeat-order",
  tags: ["Carts"],
  summary: "A new cart with the lines of an order at today's prices",
  request: { query: orderIdQuery },
  responses: { 201: cartResponse("The new cart."), ...problemResponses(401, 404, 422) },
});
const repeatIntoRoute = createRoute({
  method: "patch",
  path: "/sales/carts/{id}/repeat-order",
  tags: ["Carts"],
  summary: "Add the lines of an order to a cart at today's prices",
  request: { params: cartIdParam, query: orderIdQuery },
  responses: { 200: cartResponse("The cart."), ...problemResponses(401, 404, 422) },
});
const calculateRoute = createRoute({
  method: "post",
  path: "/sales/carts/calculate",
  tags: ["Carts"],
  summary: "Price a cart without storing it",
  request: { body: jsonBody(CartInputSchema) },
  responses: { 200: cartResponse("The priced cart (`id` null)."), ...problemResponses(422) },
});
const getRoute = createRoute({
  method: "get",
  path: "/sales/carts/{id}",
  tags: ["Carts"],
  summary: "A cart of the caller, priced now",
  request: { params: cartIdParam },
  responses: { 200: cartResponse("The cart."), ...problemResponses(404) },
});
const adminDeleteRoute = createRoute({
  method: "delete",
  path: "/sales/admin/carts/{id}",
  tags: ["Carts"],
  summary: "Delete any cart (staff)",
  middleware: requireRole("ROLE_STAFF"),
  request: { params: cartIdParam },
  responses: { 204: { description: "Deleted." }, ...problemResponses(401, 403, 404) },
});

/**
 * Carts: add, add to, replace, repeat an order, calculate, read; staff delete.
 * @example
 *   app.route("/", cartRoutes(db, { catalog }));
 */
export function cartRoutes(db: Database, { catalog }: { catalog: CatalogIndexStore }) {
  const app = createRouteModule();
  const userIdOf = (c: Context<AppEnv>) => c.get("user")?.id;
  const viewerOf = (c: Context<AppEnv>): OrderViewer => {
    const user = c.get("user");
    if (!user) throw new HttpProblem(401, { detail: "Войдите, чтобы повторить заказ." });
    return user;
  };

  app.openapi(addRoute, async (c) =>
    c.json(
      localisedCart(await createCartWith(db, catalog, lineRequestsOf(c.req.valid("json")), userIdOf(c))),
      201,
    ),
  );

  app.openapi(addToRoute, async (c) => {
    const { id } = c.req.valid("param");
    // Another customer's cart is 404 before anything about the body is said.
    await accessibleCart(db, id, userIdOf(c));
    return c.json(
      localisedCart(await setCartLines(db, catalog, id, userIdOf(c), lineRequestsOf(c.req.valid("json")))),
      200,
    );
  });

  const replace = async (c: Context<AppEnv>, id: number, input: z.infer<typeof CartInputSchema>) => {
    await accessibleCart(db, id, userIdOf(c));
    return replaceCartLines(db, catalog, id, userIdOf(c), lineRequestsOf(input));
  };
  app.openapi(replaceRoute, async (c) =>
    c.json(localisedCart(await replace(c, c.req.valid("param").id, c.req.valid("json"))), 200),
  );
  app.openapi(patchRoute, async (c) =>
    c.json(localisedCart(await replace(c, c.req.valid("param").id, c.req.valid("json"))), 200),
  );

  app.openapi(repeatRoute, async (c) => {
    const orderId = idFromReference(c.req.valid("query").orderId, "/sales/orders", "orderId");
    return c.json(localisedCart(await repeatOrder(db, catalog, viewerOf(c), orderId)), 201);
  });

  app.openapi(repeatIntoRoute, async (c) => {
    const { id } = c.req.valid("param");
    await accessibleCart(db, id, userIdOf(c));
    const orderId = idFromReference(c.req.valid("query").orderId, "/sales/orders", "orderId");
    return c.json(localisedCart(await repeatOrderInto(db, catalog, id, viewerOf(c), orderId)), 200);
  });

  app.openapi(calculateRoute, async (c) =>
    c.json(
      localisedCart(await calculateCart(db, catalog, lineRequestsOf(c.req.valid("json")), userIdOf(c))),
      200,
    ),
  );

  app.openapi(getRoute, async (c) =>
    c.json(localisedCart(await cartOf(db, catalog, c.req.valid("param").id, userIdOf(c))), 200),
  );

  app.openapi(adminDeleteRoute, async (c) => {
    await deleteCart(db, catalog, c.req.valid("param").id, callerOf(c).id);
    return c.body(null, 204);
  });

  // Operations carts do not declare (SPEC.md section 5).
  app.on(["DELETE", "POST"], "/sales/carts/:id{[0-9]+}", () => {
    throw operationDenied();
  });
  app.on(["GET", "POST", "PUT", "PATCH"], "/sales/admin/carts/*", () => {
    throw operationDenied();
  });
  app.get("/sales/carts", () => {
    throw operationDenied();
  });
  return app;
}
