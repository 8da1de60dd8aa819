import { createRoute, z } from "@hono/zod-openapi";
import type { Database } from "../db/client";
import { ROLES } from "../domain/roles";
import {
  changeSalesChannel,
  createSalesChannel,
  DEFAULT_ACCESS_ROLE,
  deleteSalesChannel,
  listSalesChannels,
  salesChannelOf,
} from "../domain/sales-channels";
import { requireRole } from "../http/auth/auth";
import { callerOf } from "../http/auth/caller";
import { collection, collectionSchema, idParam, paginationQuery } from "../http/json-ld";
import {
  createRouteModule,
  jsonBody,
  jsonResponse,
  mergePatchBody,
  mergePatchOf,
  problemResponses,
} from "../http/openapi";
import { operationDenied } from "../http/problem";

const SalesChannelSchema = z
  .object({
    "@id": z.string(),
    "@type": z.literal("SalesChannel"),
    id: z.number().int(),
    title: z.string(),
    senderName: z.string(),
    senderEmail: z.string(),
    managerEmail: z.string(),
    publicDomain: z.string(),
    ordersAccessRole: z.enum(ROLES).openapi({
      description:
        "Who may see this channel's orders besides their owner: ROLE_STAFF (default) or ROLE_ADMIN; ROLE_USER means nobody else (customers always see only their own orders). Only administrators set anything but the default on a new channel or change it (403 for other staff).",
    }),
  })
  .openapi("SalesChannel");

const SalesChannelInput = z
  .object({
    title: z.string().trim().min(1).max(200),
    senderName: z.string().trim().min(1).max(200),
    senderEmail: z.email().max(254),
    managerEmail: z.email().max(254),
    publicDomain: z
      .string()
      .trim()
      .min(1)
      .max(253)
      .regex(/^[a-z0-9.-]+(:\d{1,5})?$/i, "Доменное имя, например shop.example.ru."),
    ordersAccessRole: z.enum(ROLES).default(DEFAULT_ACCESS_ROLE),
  })
  .openapi("SalesChannelInput");

const staffOnly = requireRole("ROLE_STAFF");
const tags = ["Sales channels"];
const listRoute = createRoute({
  method: "get",
  path: "/sales/admin/sales-channels",
  tags,
  summary: "Sales channels (staff)",
  middleware: staffOnly,
  request: { query: z.object(paginationQuery(100)) },
  responses: {
    200: jsonResponse(collectionSchema(SalesChannelSchema, "SalesChannelCollection"), "Channels."),
    ...problemResponses(401, 403, 422),
  },
});
const itemRoute = createRoute({
  method: "get",
  path: "/sales/admin/sales-channels/{id}",
  tags,
  summary: "One sales channel (staff)",
  middleware: staffOnly,
  request: { params: idParam },
  responses: { 200: jsonResponse(SalesChannelSchema, "The channel."), ...problemResponses(401, 403, 404) },
});
const createChannelRoute = createRoute({
  method: "post",
  path: "/sales/admin/sales-channels",
  tags,
  summary: "Create a sales channel (staff)",
  middleware: staffOnly,
  request: { body: jsonBody(SalesChannelInput) },
  responses: { 201: jsonResponse(SalesChannelSchema, "The channel."), ...problemResponses(401, 403, 422) },
});
const updateRoute = createRoute({
  method: "patch",
  path: "/sales/admin/sales-channels/{id}",
  tags,
  summary: "Update a sales channel (staff)",
  middleware: staffOnly,
  request: {
    params: idParam,
    body: mergePatchBody(mergePatchOf(SalesChannelInput).openapi("SalesChannelPatch")),
  },
  responses: {
    200: jsonResponse(SalesChannelSchema, "The channel."),
    ...problemResponses(401, 403, 404, 422),
  },
});
const deleteRoute = createRoute({
  method: "delete",
  path: "/sales/admin/sales-channels/{id}",
  tags,
  summary: "Delete a sales channel without orders (staff)",
  middleware: staffOnly,
  request: { params: idParam },
  responses: { 204: { description: "Deleted." }, ...problemResponses(401, 403, 404, 409) },
});

/**
 * Sales channels, staff only, at `/sales/admin/sales-channels`.
 * @example
 *   app.route("/", salesChannelRoutes(db));
 */
export function salesChannelRoutes(db: Database) {
  const app = createRouteModule();

  app.openapi(listRoute, async (c) => {
    const { page, itemsPerPage } = c.req.valid("query");
    const all = await listSalesChannels(db);
    const member = all.slice((page - 1) * itemsPerPage, page * itemsPerPage);
    return c.json(collection("/sales/admin/sales-channels", member, all.length), 200);
  });
  app.openapi(itemRoute, async (c) => c.json(await salesChannelOf(db, c.req.valid("param").id), 200));
  app.openapi(createChannelRoute, async (c) => {
    const input = c.req.valid("json");
    return c.json(await createSalesChannel(db, input, callerOf(c)), 201);
  });
  app.openapi(updateRoute, async (c) => {
    const { id } = c.req.valid("param");
    const actor = callerOf(c);
    return c.json(await changeSalesChannel(db, id, c.req.valid("json"), actor), 200);
  });
  app.openapi(deleteRoute, async (c) => {
    await deleteSalesChannel(db, c.req.valid("param").id, callerOf(c).id);
    return c.body(null, 204);
  });
  app.on(["PUT"], "/sales/admin/sales-channels/*", () => {
    throw operationDenied();
  });
  return app;
}
