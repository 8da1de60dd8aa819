import { createRoute, z } from "@hono/zod-openapi";
import type { Database } from "../db/client";
import type { CatalogIndexStore } from "../domain/catalog/index/catalog-index-store";
import { placeOrder } from "../domain/orders/checkout";
import { listOrders, orderOf } from "../domain/orders/reading";
import { changeOrder, deleteOrder } from "../domain/orders/staff-changes";
import { idFromReference, MAX_CART_ID } from "../domain/references";
import { requireRole, requireUser } from "../http/auth/auth";
import { callerOf } from "../http/auth/caller";
import { idempotency } from "../http/idempotency/idempotency";
import { collection, collectionSchema, idParam, paginationQuery } from "../http/json-ld";
import { currentLocale } from "../http/locale/locale";
import { createRouteModule, jsonBody, jsonResponse, mergePatchBody, problemResponses } from "../http/openapi";
import { HttpProblem, operationDenied } from "../http/problem";
import { CheckoutSchema, OrderPatchSchema, OrderSchema } from "./schemas/orders";

export interface OrderRoutesOptions {
  /** The catalog index store whose reference data (measures, price types) orders are read with. */
  catalog: CatalogIndexStore;
  /**
   * How long a checkout owns its `Idempotency-Key` (default 30 s): a retry of a checkout whose
   * process died waits this long before it runs again (see idempotency()).
   */
  idempotencyLeaseMs?: number;
}

const checkoutRoute = (db: Database, { idempotencyLeaseMs }: OrderRoutesOptions) =>
  createRoute({
    method: "post",
    path: "/sales/orders",
    tags: ["Orders"],
    summary: "Checkout: turn the caller's cart into an order",
    description:
      "Requires `Idempotency-Key`: a retry with the same key gets the same order (`Idempotent-Replayed: true`). Prices are recomputed; when the total differs from `expectedTotalAmount` the answer is 409 `/api/problems/price-changed` with the fresh `cart` and `totals`, and nothing is written. Delivery: pickup 0, courier 300 ₽ (free from 3 000 ₽ after discount), post 350 ₽.",
    middleware: [
      requireUser(),
      idempotency({ db, required: true, ...(idempotencyLeaseMs ? { leaseMs: idempotencyLeaseMs } : {}) }),
    ],
    request: { body: jsonBody(CheckoutSchema) },
    responses: { 201: jsonResponse(OrderSchema, "The order."), ...problemResponses(400, 401, 404, 409, 422) },
  });

// `createdAt[after]=2026-11-01` (or a full ISO 8601 time): what the date filters of the contract take.
const isoDate = z
  .string()
  .max(40)
  .refine(
    (value) => /^\d{4}-\d{2}-\d{2}/.test(value) && !Number.isNaN(Date.parse(value)),
    "Ожидается дата ISO 8601, например 2026-01-31.",
  )
  .optional();
const listRoute = createRoute({
  method: "get",
  path: "/sales/orders",
  tags: ["Orders"],
  summary: "The caller's orders, newest first (staff: all orders of their sales channels)",
  description:
    "Filters: `status.code`, `number` (exact) or `number[contains]` (part of the number), `createdAt[after|before|strictly_after|strictly_before]` (ISO 8601 date or time; `after`/`before` include the bound). Sorting: `sort[createdAt]` or `sort[number]`.",
  middleware: requireUser(),
  request: {
    query: z.object({
      ...paginationQuery(100),
      "status.code": z.string().max(50).optional(),
      number: z.string().max(32).optional(),
      "number[contains]": z.string().max(32).optional(),
      "createdAt[after]": isoDate,
      "createdAt[before]": isoDate,
      "createdAt[strictly_after]": isoDate,
      "createdAt[strictly_before]": isoDate,
      "sort[createdAt]": z.enum(["asc", "desc"]).optional(),
      "sort[number]": z.enum(["asc", "desc"]).optional(),
    }),
  },
  responses: {
    200: jsonResponse(collectionSchema(OrderSchema, "OrderCollection"), "Orders."),
    ...problemResponses(401, 422),
  },
});
const itemRoute = createRoute({
  method: "get",
  path: "/sales/orders/{id}",
  tags: ["Orders"],
  summary: "One order of the caller",
  middleware: requireUser(),
  request: { params: idParam },
  responses: { 200: jsonResponse(OrderSchema, "The order."), ...problemResponses(401, 404) },
});
const bySlugRoute = createRoute({
  method: "get",
  path: "/sales/orders-by-slug/{number}",
  tags: ["Orders"],
  summary: "One order of the caller by its number (the slug of /my/purchases/{slug})",
  middleware: requireUser(),
  request: {
    params: z.object({
      number: z
        .string()
        .max(32)
        .openapi({ param: { name: "number", in: "path" }, example: "2026-000123" }),
    }),
  },
  responses: { 200: jsonResponse(OrderSchema, "The order."), ...problemResponses(401, 404) },
});
const adminUpdateRoute = createRoute({
  method: "patch",
  path: "/sales/admin/orders/{id}",
  tags: ["Orders"],
  summary: "Change an order's status, recipient or comment (staff)",
  middleware: requireRole("ROLE_STAFF"),
  request: { params: idParam, body: mergePatchBody(OrderPatchSchema) },
  responses: { 200: jsonResponse(OrderSchema, "The order."), ...problemResponses(401, 403, 404, 422) },
});
const adminDeleteRoute = createRoute({
  method: "delete",
  path: "/sales/admin/orders/{id}",
  tags: ["Orders"],
  summary: "Delete an order (staff)",
  middleware: requireRole("ROLE_STAFF"),
  request: { params: idParam },
  responses: { 204: { description: "Deleted." }, ...problemResponses(401, 403, 404) },
});

/**
 * Checkout and orders: `POST /sales/orders` (idempotent), the caller's list and detail (by id and
 * by number), staff update and delete under `/sales/admin/orders`.
 * @example
 *   app.route("/", orderRoutes(db, { catalog }));
 */
export function orderRoutes(db: Database, options: OrderRoutesOptions) {
  const { catalog } = options;
  const app = createRouteModule();

  app.openapi(checkoutRoute(db, options), async (c) => {
    const user = c.get("user");
    if (!user) throw new HttpProblem(401, { detail: "Войдите, чтобы оформить заказ." });
    const { cart, ...input } = c.req.valid("json");
    const cartId = idFromReference(cart, "/sales/carts", "cart", MAX_CART_ID);
    let body = "";
    const order = await placeOrder(
      db,
      catalog,
      user.id,
      { cartId, ...input },
      currentLocale(),
      async (tx, view) => {
        // The answer is committed with the order: a retry after a crash replays it.
        body = JSON.stringify(view);
        await c.get("idempotency")?.complete(tx, {
          status: 201,
          headers: { "content-type": "application/json", location: view["@id"] },
          body,
        });
      },
    );
    return c.body(body, 201, { "Content-Type": "application/json", Location: order["@id"] });
  });

  app.openapi(listRoute, async (c) => {
    const { orders, total } = await listOrders(
      db,
      catalog,
      callerOf(c),
      c.req.valid("query"),
      currentLocale(),
    );
    return c.json(collection("/sales/orders", orders, total), 200);
  });
  app.openapi(itemRoute, async (c) =>
    c.json(await orderOf(db, catalog, callerOf(c), { id: c.req.valid("param").id }, currentLocale()), 200),
  );
  app.openapi(bySlugRoute, async (c) =>
    c.json(
      await orderOf(db, catalog, callerOf(c), { number: c.req.valid("param").number }, currentLocale()),
      200,
    ),
  );

  app.openapi(adminUpdateRoute, async (c) =>
    c.json(
      await changeOrder(
        db,
        catalog,
        callerOf(c),
        c.req.valid("param").id,
        c.req.valid("json"),
        currentLocale(),
      ),
      200,
    ),
  );
  app.openapi(adminDeleteRoute, async (c) => {
    await deleteOrder(db, catalog, callerOf(c), c.req.valid("param").id, currentLocale());
    return c.body(null, 204);
  });

  // Customers cannot change or delete orders; staff do it under /sales/admin/orders.
  app.on(["PUT", "PATCH", "DELETE"], "/sales/orders/*", () => {
    throw operationDenied();
  });
  app.on(["GET", "POST", "PUT"], ["/sales/admin/orders", "/sales/admin/orders/*"], () => {
    throw operationDenied();
  });
  return app;
}
