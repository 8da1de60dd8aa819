import { createRoute, z } from "@hono/zod-openapi";
import { and, asc, count, eq, ne } from "drizzle-orm";
import { anyOf } from "../db/any-of";
import type { Database } from "../db/client";
import type { DatabaseExecutor, DatabaseTransaction } from "../db/executor";
import {
  orderStatuses,
  orderStatusSalesChannels,
  orderStatusTranslations,
  orders,
  salesChannels,
} from "../db/schema/index";
import { recordChange } from "../domain/audit-log";
import { idFromReference } from "../domain/references";
import { requireRole } from "../http/auth/auth";
import { callerOf } from "../http/auth/caller";
import { collection, collectionSchema, idParam, notFound, paginationQuery } from "../http/json-ld";
import { BASE_LOCALE, currentLocale } from "../http/locale/locale";
import { createRouteModule, jsonBody, jsonResponse, mergePatchBody, problemResponses } from "../http/openapi";
import { HttpProblem, operationDenied } from "../http/problem";
import { translationRoutes } from "../http/translation-routes";

export const OrderStatusSchema = z
  .object({
    "@id": z.string(),
    "@type": z.literal("OrderStatus"),
    id: z.number().int(),
    code: z.string().openapi({ example: "new" }),
    title: z.string().openapi({ example: "Новый" }),
    cssColor: z.string().openapi({ example: "#2f9e44" }),
    default: z.boolean(),
    position: z.number().int(),
    salesChannels: z.array(z.string()),
  })
  .openapi("OrderStatus");

export type OrderStatusView = z.infer<typeof OrderStatusSchema>;
type StatusRow = typeof orderStatuses.$inferSelect;

/**
 * Order statuses with their sales channels, in position order (all, or those of `ids`), with their
 * titles in `locale` where translated (the request's language by default; Russian, the stored
 * text, otherwise).
 * @example
 *   const [status] = await orderStatusViews(db, [3]);
 *   const stored = await orderStatusViews(db, undefined, BASE_LOCALE);
 */
export async function orderStatusViews(
  db: DatabaseExecutor,
  ids?: number[],
  locale: string = currentLocale(),
): Promise<OrderStatusView[]> {
  const rows = await db
    .select()
    .from(orderStatuses)
    .where(ids ? anyOf(orderStatuses.id, ids) : undefined)
    .orderBy(asc(orderStatuses.position), asc(orderStatuses.id));
  if (rows.length === 0) return [];
  const rowIds = rows.map((row) => row.id);
  const [links, titles] = await Promise.all([
    db.select().from(orderStatusSalesChannels).where(anyOf(orderStatusSalesChannels.orderStatusId, rowIds)),
    locale === BASE_LOCALE
      ? []
      : db
          .select({ id: orderStatusTranslations.itemId, title: orderStatusTranslations.value })
          .from(orderStatusTranslations)
          .where(
            and(
              anyOf(orderStatusTranslations.itemId, rowIds),
              eq(orderStatusTranslations.locale, locale),
              eq(orderStatusTranslations.field, "title"),
            ),
          ),
  ]);
  const titleOf = new Map(titles.map((row) => [row.id, row.title]));
  return rows.map((row) => statusView({ ...row, title: titleOf.get(row.id) ?? row.title }, links));
}

function statusView(
  row: StatusRow,
  links: { orderStatusId: number; salesChannelId: number }[],
): OrderStatusView {
  return {
    "@id": `/api/sales/order-statuses/${row.id}`,
    "@type": "OrderStatus",
    id: row.id,
    code: row.code,
    title: row.title,
    cssColor: row.cssColor,
    default: row.isDefault,
    position: row.position,
    salesChannels: links
      .filter((link) => link.orderStatusId === row.id)
      .map((link) => `/api/sales/admin/sales-channels/${link.salesChannelId}`),
  };
}

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
const StatusPatch = StatusInput.partial().openapi("OrderStatusPatch");

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
  const one = async (id: number, locale: string = BASE_LOCALE, executor: DatabaseExecutor = db) => {
    const [status] = await orderStatusViews(executor, [id], locale);
    if (!status) throw notFound("Статус заказа не найден.");
    return status;
  };

  app.openapi(publicList, async (c) =>
    c.json(await page(c.req.valid("query").page, c.req.valid("query").itemsPerPage, currentLocale()), 200),
  );
  app.openapi(adminList, async (c) =>
    c.json(await page(c.req.valid("query").page, c.req.valid("query").itemsPerPage, BASE_LOCALE), 200),
  );
  app.openapi(publicItem, async (c) => c.json(await one(c.req.valid("param").id, currentLocale()), 200));
  app.openapi(adminItem, async (c) => c.json(await one(c.req.valid("param").id), 200));
  app.openapi(publicByCode, async (c) => {
    const [row] = await db
      .select()
      .from(orderStatuses)
      .where(eq(orderStatuses.code, c.req.valid("param").code));
    if (!row) throw notFound("Статус заказа не найден.");
    return c.json(await one(row.id, currentLocale()), 200);
  });

  const codeTaken = async (code: string, exceptId = 0) => {
    const [row] = await db.select().from(orderStatuses).where(eq(orderStatuses.code, code));
    if (row && row.id !== exceptId) {
      throw new HttpProblem(409, { detail: `Статус с кодом «${code}» уже есть.` });
    }
  };
  // Checked before anything is written, so a wrong channel leaves no half-made status behind.
  const channelIds = async (references: (string | number)[]) => {
    const ids = references.map((reference, index) =>
      idFromReference(reference, "/sales/admin/sales-channels", `salesChannels.${index}`),
    );
    const known = ids.length
      ? new Set(
          (
            await db.select({ id: salesChannels.id }).from(salesChannels).where(anyOf(salesChannels.id, ids))
          ).map((row) => row.id),
        )
      : new Set<number>();
    const unknown = ids.findIndex((id) => !known.has(id));
    if (unknown >= 0) {
      throw new HttpProblem(422, {
        detail: "Запрос некорректен.",
        violations: [
          {
            propertyPath: `salesChannels.${unknown}`,
            message: "Такого канала продаж нет.",
            code: "unknown_reference",
          },
        ],
      });
    }
    return ids;
  };
  const setChannels = async (tx: DatabaseTransaction, statusId: number, ids: number[]) => {
    await tx.delete(orderStatusSalesChannels).where(eq(orderStatusSalesChannels.orderStatusId, statusId));
    if (ids.length) {
      await tx
        .insert(orderStatusSalesChannels)
        .values([...new Set(ids)].map((salesChannelId) => ({ orderStatusId: statusId, salesChannelId })))
        .onConflictDoNothing();
    }
  };
  const makeOnlyDefault = (tx: DatabaseTransaction, statusId: number) =>
    tx.update(orderStatuses).set({ isDefault: false }).where(ne(orderStatuses.id, statusId));

  app.openapi(adminCreate, async (c) => {
    const input = c.req.valid("json");
    const user = callerOf(c);
    await codeTaken(input.code);
    const ids = await channelIds(input.salesChannels);
    const created = await db.transaction(async (tx) => {
      const all = await tx.select({ position: orderStatuses.position }).from(orderStatuses);
      const position = Math.max(0, ...all.map((row) => row.position)) + 1;
      const [row] = await tx
        .insert(orderStatuses)
        .values({
          code: input.code,
          title: input.title,
          cssColor: input.cssColor,
          isDefault: input.default,
          position,
        })
        .returning();
      if (!row) throw new Error("insert returned no row");
      if (input.default) await makeOnlyDefault(tx, row.id);
      await setChannels(tx, row.id, ids);
      const after = await one(row.id, BASE_LOCALE, tx);
      await recordChange(tx, {
        actorId: user.id,
        resource: "order-status",
        resourceId: row.id,
        operation: "create",
        before: null,
        after,
      });
      return after;
    });
    return c.json(created, 201);
  });

  app.openapi(adminUpdate, async (c) => {
    const { id } = c.req.valid("param");
    const input = c.req.valid("json");
    const user = callerOf(c);
    const current = await one(id);
    if (input.code !== undefined) await codeTaken(input.code, id);
    const channels = input.salesChannels !== undefined ? await channelIds(input.salesChannels) : undefined;
    if (input.default === false && current.default) {
      throw new HttpProblem(409, {
        detail: "Нужен статус по умолчанию: отметьте другой статус, а не снимайте отметку.",
      });
    }
    const changes = {
      ...(input.code !== undefined ? { code: input.code } : {}),
      ...(input.title !== undefined ? { title: input.title } : {}),
      ...(input.cssColor !== undefined ? { cssColor: input.cssColor } : {}),
      ...(input.default !== undefined ? { isDefault: input.default } : {}),
    };
    const updated = await db.transaction(async (tx) => {
      const before = await one(id, BASE_LOCALE, tx);
      if (Object.keys(changes).length)
        await tx.update(orderStatuses).set(changes).where(eq(orderStatuses.id, id));
      if (input.default) await makeOnlyDefault(tx, id);
      if (channels !== undefined) await setChannels(tx, id, channels);
      const after = await one(id, BASE_LOCALE, tx);
      await recordChange(tx, {
        actorId: user.id,
        resource: "order-status",
        resourceId: id,
        operation: "update",
        before,
        after,
      });
      return after;
    });
    return c.json(updated, 200);
  });

  app.openapi(adminDelete, async (c) => {
    const { id } = c.req.valid("param");
    const user = callerOf(c);
    const status = await one(id);
    if (status.default) throw new HttpProblem(409, { detail: "Статус по умолчанию удалить нельзя." });
    const [used] = await db.select({ total: count() }).from(orders).where(eq(orders.statusId, id));
    if ((used?.total ?? 0) > 0)
      throw new HttpProblem(409, { detail: "Этот статус есть у заказов: его нельзя удалить." });
    await db.transaction(async (tx) => {
      const [deleted] = await tx.delete(orderStatuses).where(eq(orderStatuses.id, id)).returning();
      if (!deleted) throw notFound("Статус заказа не найден.");
      await recordChange(tx, {
        actorId: user.id,
        resource: "order-status",
        resourceId: id,
        operation: "delete",
        before: status,
        after: null,
      });
    });
    return c.body(null, 204);
  });

  app.openapi(adminMove, async (c) => {
    const { id } = c.req.valid("param");
    const { direction, number } = c.req.valid("query");
    const user = callerOf(c);
    const views = await db.transaction(async (tx) => {
      const all = await orderStatusViews(tx, undefined, BASE_LOCALE);
      const from = all.findIndex((status) => status.id === id);
      const before = all[from];
      if (!before) throw notFound("Статус заказа не найден.");
      const to = Math.min(all.length - 1, Math.max(0, from + (direction === "up" ? -number : number)));
      all.splice(from, 1);
      all.splice(to, 0, before);
      // Positions are rewritten 1..n so they stay dense whatever moves came before.
      for (const [index, status] of all.entries()) {
        if (status.position !== index + 1) {
          await tx
            .update(orderStatuses)
            .set({ position: index + 1 })
            .where(eq(orderStatuses.id, status.id));
        }
      }
      const after = await orderStatusViews(tx, undefined, BASE_LOCALE);
      await recordChange(tx, {
        actorId: user.id,
        resource: "order-status",
        resourceId: id,
        operation: "move",
        before,
        after: after.find((status) => status.id === id),
      });
      return after;
    });
    return c.json(collection("/sales/order-statuses", views, views.length), 200);
  });

  translationRoutes(app, db, {
    path: "/sales/admin/order-statuses",
    name: "OrderStatus",
    auditResource: "order-status",
    tag: "Order statuses",
    fields: { title: { maxLength: 100 } },
    table: orderStatusTranslations,
    staffReads: true,
    notFoundDetail: "Статус заказа не найден.",
    readBase: async (executor, id) => {
      const [row] = await executor
        .select({ title: orderStatuses.title })
        .from(orderStatuses)
        .where(eq(orderStatuses.id, id));
      return row;
    },
    writeBase: async (tx, id, { title }) => {
      if (title) await tx.update(orderStatuses).set({ title }).where(eq(orderStatuses.id, id));
    },
    // Nothing caches statuses or lists them with a date.
    touch: async () => {},
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
