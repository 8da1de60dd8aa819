import { createRoute, z } from "@hono/zod-openapi";
import { asc, count, eq } from "drizzle-orm";
import type { Database } from "../db/client";
import type { DatabaseExecutor } from "../db/executor";
import { orders, salesChannels } from "../db/schema/index";
import { recordChange } from "../domain/audit-log";
import { hasRole, ROLES } from "../domain/roles";
import { requireRole } from "../http/auth/auth";
import { callerOf } from "../http/auth/caller";
import type { AuthUser } from "../http/env";
import { collection, collectionSchema, idParam, notFound, paginationQuery } from "../http/json-ld";
import { createRouteModule, jsonBody, jsonResponse, mergePatchBody, problemResponses } from "../http/openapi";
import { HttpProblem, operationDenied } from "../http/problem";

/** A new channel's orders are seen by staff unless an administrator decides otherwise. */
const DEFAULT_ACCESS_ROLE = "ROLE_STAFF";

/**
 * Who sees a channel's orders is the administrators' decision: staff choosing it would choose their
 * own reach (a channel's orders opened to themselves, or hidden from the other staff).
 */
function refuseAccessChange(user: AuthUser): void {
  if (hasRole(user, "ROLE_ADMIN")) return;
  throw new HttpProblem(403, {
    type: "/api/problems/operation-denied",
    detail: "Кто видит заказы канала, решают только администраторы.",
  });
}

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
  const one = async (executor: DatabaseExecutor, id: number, { lock = false }: { lock?: boolean } = {}) => {
    const query = executor.select().from(salesChannels).where(eq(salesChannels.id, id));
    const [row] = lock ? await query.for("update") : await query;
    if (!row) throw notFound("Канал продаж не найден.");
    return row;
  };

  app.openapi(listRoute, async (c) => {
    const { page, itemsPerPage } = c.req.valid("query");
    const rows = await db.select().from(salesChannels).orderBy(asc(salesChannels.id));
    const member = rows.slice((page - 1) * itemsPerPage, page * itemsPerPage).map(view);
    return c.json(collection("/sales/admin/sales-channels", member, rows.length), 200);
  });
  app.openapi(itemRoute, async (c) => c.json(view(await one(db, c.req.valid("param").id)), 200));
  app.openapi(createChannelRoute, async (c) => {
    const input = c.req.valid("json");
    const user = callerOf(c);
    if (input.ordersAccessRole !== DEFAULT_ACCESS_ROLE) refuseAccessChange(user);
    const row = await db.transaction(async (tx) => {
      const [created] = await tx.insert(salesChannels).values(input).returning();
      if (!created) throw new Error("insert returned no row");
      await recordChange(tx, {
        actorId: user.id,
        resource: "sales-channel",
        resourceId: created.id,
        operation: "create",
        before: null,
        after: view(created),
      });
      return created;
    });
    return c.json(view(row), 201);
  });
  app.openapi(updateRoute, async (c) => {
    const { id } = c.req.valid("param");
    const user = callerOf(c);
    const input = c.req.valid("json");
    const changes = Object.fromEntries(Object.entries(input).filter(([, value]) => value !== undefined));
    const row = await db.transaction(async (tx) => {
      const before = await one(tx, id, { lock: true });
      if (input.ordersAccessRole !== undefined && input.ordersAccessRole !== before.ordersAccessRole) {
        refuseAccessChange(user);
      }
      if (Object.keys(changes).length === 0) return before;
      const [after] = await tx.update(salesChannels).set(changes).where(eq(salesChannels.id, id)).returning();
      if (!after) throw notFound("Канал продаж не найден.");
      await recordChange(tx, {
        actorId: user.id,
        resource: "sales-channel",
        resourceId: id,
        operation: "update",
        before: view(before),
        after: view(after),
      });
      return after;
    });
    return c.json(view(row), 200);
  });
  app.openapi(deleteRoute, async (c) => {
    const { id } = c.req.valid("param");
    const user = callerOf(c);
    await db.transaction(async (tx) => {
      const before = await one(tx, id, { lock: true });
      const [used] = await tx.select({ total: count() }).from(orders).where(eq(orders.salesChannelId, id));
      if ((used?.total ?? 0) > 0)
        throw new HttpProblem(409, { detail: "У канала есть заказы: его нельзя удалить." });
      await tx.delete(salesChannels).where(eq(salesChannels.id, id));
      await recordChange(tx, {
        actorId: user.id,
        resource: "sales-channel",
        resourceId: id,
        operation: "delete",
        before: view(before),
        after: null,
      });
    });
    return c.body(null, 204);
  });
  app.on(["PUT"], "/sales/admin/sales-channels/*", () => {
    throw operationDenied();
  });
  return app;
}
