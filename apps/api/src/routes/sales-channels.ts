import { createRoute, z } from "@hono/zod-openapi";
import { asc, count, eq } from "drizzle-orm";
import type { Database } from "../db/client";
import { orders, salesChannels } from "../db/schema/index";
import { requireRole } from "../http/auth/auth";
import { createRouteModule, jsonBody, jsonResponse, mergePatchBody, problemResponses } from "../http/openapi";
import { HttpProblem, operationDenied } from "../http/problem";
import { collection, collectionSchema, idParam, notFound, paginationQuery } from "./support/json-ld";

const ROLES = ["ROLE_USER", "ROLE_STAFF", "ROLE_ADMIN"] as const;

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
        "Who may see this channel's orders besides their owner: ROLE_STAFF (default) or ROLE_ADMIN; ROLE_USER means nobody else (customers always see only their own orders).",
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
    ordersAccessRole: z.enum(ROLES).default("ROLE_STAFF"),
  })
  .openapi("SalesChannelInput");

type Row = typeof salesChannels.$inferSelect;
const view = (row: Row): z.infer<typeof SalesChannelSchema> => ({
  "@id": `/api/sales/admin/sales-channels/${row.id}`,
  "@type": "SalesChannel",
  ...row,
});

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
  request: { params: idParam, body: mergePatchBody(SalesChannelInput.partial()) },
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
  const one = async (id: number) => {
    const [row] = await db.select().from(salesChannels).where(eq(salesChannels.id, id));
    if (!row) throw notFound("Канал продаж не найден.");
    return row;
  };

  app.openapi(listRoute, async (c) => {
    const { page, itemsPerPage } = c.req.valid("query");
    const rows = await db.select().from(salesChannels).orderBy(asc(salesChannels.id));
    const member = rows.slice((page - 1) * itemsPerPage, page * itemsPerPage).map(view);
    return c.json(collection("/sales/admin/sales-channels", member, rows.length), 200);
  });
  app.openapi(itemRoute, async (c) => c.json(view(await one(c.req.valid("param").id)), 200));
  app.openapi(createChannelRoute, async (c) => {
    const [row] = await db.insert(salesChannels).values(c.req.valid("json")).returning();
    if (!row) throw new Error("insert returned no row");
    return c.json(view(row), 201);
  });
  app.openapi(updateRoute, async (c) => {
    const { id } = c.req.valid("param");
    await one(id);
    const changes = Object.fromEntries(
      Object.entries(c.req.valid("json")).filter(([, value]) => value !== undefined),
    );
    if (Object.keys(changes).length)
      await db.update(salesChannels).set(changes).where(eq(salesChannels.id, id));
    return c.json(view(await one(id)), 200);
  });
  app.openapi(deleteRoute, async (c) => {
    const { id } = c.req.valid("param");
    await one(id);
    const [used] = await db.select({ total: count() }).from(orders).where(eq(orders.salesChannelId, id));
    if ((used?.total ?? 0) > 0)
      throw new HttpProblem(409, { detail: "У канала есть заказы: его нельзя удалить." });
    await db.delete(salesChannels).where(eq(salesChannels.id, id));
    return c.body(null, 204);
  });
  app.on(["PUT"], "/sales/admin/sales-channels/*", () => {
    throw operationDenied();
  });
  return app;
}
