import { createRoute, z } from "@hono/zod-openapi";
import type { Database } from "../db/client";
import { BASE_LOCALE } from "../domain/locales";
import {
  changeOrderStatus,
  createOrderStatus,
  deleteOrderStatus,
  moveOrderStatus,
  orderStatusOf,
  orderStatusTexts,
  orderStatusViews,
} from "../domain/order-statuses";
import { requireRole } from "../http/auth/auth";
import { callerOf } from "../http/auth/caller";
import { collection, collectionSchema, idParam, paginationQuery } from "../http/json-ld";
import { currentLocale } from "../http/locale/locale";
import {
  createRouteModule,
  jsonBody,
  jsonResponse,
  mergePatchBody,
  mergePatchOf,
  problemResponses,
} from "../http/openapi";
import { operationDenied } from "../http/problem";
import { translationRoutes } from "../http/translation-routes";
import { OrderStatusSchema } from "./schemas/order-statuses";

const StatusInput = z
  .object({
    code: z
      .string()
      .regex(/^[a-z][a-z0-9-]{0,49}$/, "Латинские строчные буквы, цифры и дефис.")
      .openapi({ example: "packed" }),
    title: z.string().trim().min(1).max(100),
    cssColor: z.string().regex(/^#[0-9a-fA-F]{6}$/, "Цвет в виде #rrggbb."),
    default: z.boolean().default(false),
    salesChannels: z
      .array(z.union([z.string().max(200), z.number().int()]))
      .max(100)
      .default([]),
  })
  .openapi("OrderStatusInput");
const StatusPatch = mergePatchOf(StatusInput).openapi("OrderStatusPatch");

const StatusCollection = collectionSchema(OrderStatusSchema, "OrderStatusCollection");
const codeParam = z.object({
  code: z
    .string()
    .max(50)
    .openapi({ param: { name: "code", in: "path" } }),
});
const staffOnly = requireRole("ROLE_STAFF");

const publicList = createRoute({
  method: "get",
  path: "/sales/order-statuses",
  tags: ["Order statuses"],
  summary: "Order statuses in position order (public)",
  request: { query: z.object(paginationQuery(100)) },
  responses: { 200: jsonResponse(StatusCollection, "Statuses."), ...problemResponses(422) },
});
const publicItem = createRoute({
  method: "get",
  path: "/sales/order-statuses/{id}",
  tags: ["Order statuses"],
  summary: "One order status (public)",
  request: { params: idParam },
  responses: { 200: jsonResponse(OrderStatusSchema, "The status."), ...problemResponses(404) },
});
const publicByCode = createRoute({
  method: "get",
  path: "/sales/order-statuses-by-code/{code}",
  tags: ["Order statuses"],
  summary: "One order status by code (public)",
  request: { params: codeParam },
  responses: { 200: jsonResponse(OrderStatusSchema, "The status."), ...problemResponses(404) },
});
const adminList = createRoute({
  ...publicList,
  path: "/sales/admin/order-statuses",
  summary: "Order statuses (staff)",
  middleware: staffOnly,
  responses: { ...publicList.responses, ...problemResponses(401, 403) },
});
const adminItem = createRoute({
  ...publicItem,
  path: "/sales/admin/order-statuses/{id}",
  summary: "One order status (staff)",
  middleware: staffOnly,
  responses: { ...publicItem.responses, ...problemResponses(401, 403) },
});
const adminCreate = createRoute({
  method: "post",
  path: "/sales/admin/order-statuses",
  tags: ["Order statuses"],
  summary: "Create an order status (staff); `default: true` makes it the only default",
  middleware: staffOnly,
  request: { body: jsonBody(StatusInput) },
  responses: {
    201: jsonResponse(OrderStatusSchema, "The new status."),
    ...problemResponses(401, 403, 409, 422),
  },
});
const adminUpdate = createRoute({
  method: "patch",
  path: "/sales/admin/order-statuses/{id}",
  tags: ["Order statuses"],
  summary: "Update an order status (staff)",
  middleware: staffOnly,
  request: { params: idParam, body: mergePatchBody(StatusPatch) },
  responses: {
    200: jsonResponse(OrderStatusSchema, "The status."),
    ...problemResponses(401, 403, 404, 409, 422),
  },
});
const adminDelete = createRoute({
  method: "delete",
  path: "/sales/admin/order-statuses/{id}",
  tags: ["Order statuses"],
  summary: "Delete an order status no order uses and that is not the default (staff)",
  middleware: staffOnly,
  request: { params: idParam },
  responses: { 204: { description: "Deleted." }, ...problemResponses(401, 403, 404, 409) },
});
const adminMove = createRoute({
  method: "patch",
  path: "/sales/admin/order-statuses/{id}/move",
  tags: ["Order statuses"],
  summary: "Move a status up or down the list by `number` places (staff)",
  middleware: staffOnly,
  request: {
    params: idParam,
    query: z.object({
      direction: z.enum(["up", "down"]),
      number: z.coerce.number().int().min(1).max(1000).default(1),
    }),
  },
  responses: {
    200: jsonResponse(StatusCollection, "All statuses in their new order."),
    ...problemResponses(401, 403, 404, 422),
  },
});

/**
 * Order statuses: public reads at `/sales/order-statuses`, staff CRUD and move at
 * `/sales/admin/order-statuses`.
 * @example
 *   app.route("/", orderStatusRoutes(db));
 */
export function orderStatusRoutes(db: Database) {
  const app = createRouteModule();

  // The shop's answers name a status in the caller's language; staff's answers carry the stored
  // (Russian) title that their forms edit, and its translations live at `{id}/translations`.
  const page = async (pageNumber: number, itemsPerPage: number, locale: string) => {
    const all = await orderStatusViews(db, undefined, locale);
    return collection(
      "/sales/order-statuses",
      all.slice((pageNumber - 1) * itemsPerPage, pageNumber * itemsPerPage),
      all.length,
    );
  };

  app.openapi(publicList, async (c) =>
    c.json(await page(c.req.valid("query").page, c.req.valid("query").itemsPerPage, currentLocale()), 200),
  );
  app.openapi(adminList, async (c) =>
    c.json(await page(c.req.valid("query").page, c.req.valid("query").itemsPerPage, BASE_LOCALE), 200),
  );
  app.openapi(publicItem, async (c) =>
    c.json(await orderStatusOf(db, c.req.valid("param"), currentLocale()), 200),
  );
  app.openapi(adminItem, async (c) => c.json(await orderStatusOf(db, c.req.valid("param")), 200));
  app.openapi(publicByCode, async (c) =>
    c.json(await orderStatusOf(db, c.req.valid("param"), currentLocale()), 200),
  );

  app.openapi(adminCreate, async (c) =>
    c.json(await createOrderStatus(db, c.req.valid("json"), callerOf(c).id), 201),
  );
  app.openapi(adminUpdate, async (c) =>
    c.json(await changeOrderStatus(db, c.req.valid("param").id, c.req.valid("json"), callerOf(c).id), 200),
  );
  app.openapi(adminDelete, async (c) => {
    await deleteOrderStatus(db, c.req.valid("param").id, callerOf(c).id);
    return c.body(null, 204);
  });
  app.openapi(adminMove, async (c) => {
    const { direction, number } = c.req.valid("query");
    const views = await moveOrderStatus(db, c.req.valid("param").id, direction, number, callerOf(c).id);
    return c.json(collection("/sales/order-statuses", views, views.length), 200);
  });

  translationRoutes(app, db, {
    ...orderStatusTexts,
    path: "/sales/admin/order-statuses",
    name: "OrderStatus",
    tag: "Order statuses",
    staffReads: true,
    onChange: () => {},
  });

  app.on(["POST", "PUT", "PATCH", "DELETE"], ["/sales/order-statuses", "/sales/order-statuses/*"], () => {
    throw operationDenied();
  });
  app.on(["PUT"], "/sales/admin/order-statuses/*", () => {
    throw operationDenied();
  });
  return app;
}
