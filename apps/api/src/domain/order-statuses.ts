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
import { recordChange } from "./audit-log";
import { DomainError, notFound } from "./errors";
import { BASE_LOCALE } from "./locales";
import { idFromReference } from "./references";
import type { TranslatableItems } from "./translations";

/** An order status as the API answers it. */
export interface OrderStatusView {
  "@id": string;
  "@type": "OrderStatus";
  id: number;
  code: string;
  title: string;
  cssColor: string;
  default: boolean;
  position: number;
  salesChannels: string[];
}

type StatusRow = typeof orderStatuses.$inferSelect;

const STATUS_NOT_FOUND = "Статус заказа не найден.";

/**
 * Order statuses with their sales channels, in position order (all, or those of `ids`), with their
 * titles in `locale` where translated (Russian, the stored text, otherwise).
 * @example
 *   const [status] = await orderStatusViews(db, [3], "en-US");
 *   const stored = await orderStatusViews(db, undefined, BASE_LOCALE);
 */
export async function orderStatusViews(
  db: DatabaseExecutor,
  ids: number[] | undefined,
  locale: string,
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

/**
 * One order status with its title in `locale` (the stored Russian one by default); 404 when there
 * is none with that id (or that code).
 * @example
 *   await orderStatusOf(db, { code: "paid" }, "en-US"); // { code: "paid", title: "Paid", … }
 */
export async function orderStatusOf(
  db: DatabaseExecutor,
  which: { id: number } | { code: string },
  locale: string = BASE_LOCALE,
): Promise<OrderStatusView> {
  let id: number;
  if ("code" in which) {
    const [row] = await db.select().from(orderStatuses).where(eq(orderStatuses.code, which.code));
    if (!row) throw notFound(STATUS_NOT_FOUND);
    id = row.id;
  } else id = which.id;
  const [status] = await orderStatusViews(db, [id], locale);
  if (!status) throw notFound(STATUS_NOT_FOUND);
  return status;
}

/** What staff send to create a status; a change sends any part of it. */
export interface OrderStatusInput {
  code: string;
  title: string;
  cssColor: string;
  default: boolean;
  /** Sales channel IRIs or ids. */
  salesChannels: (string | number)[];
}

async function checkCodeFree(db: Database, code: string, exceptId = 0) {
  const [row] = await db.select().from(orderStatuses).where(eq(orderStatuses.code, code));
  if (row && row.id !== exceptId) {
    throw new DomainError("conflict", { detail: `Статус с кодом «${code}» уже есть.` });
  }
}

// Checked before anything is written, so a wrong channel leaves no half-made status behind.
async function channelIds(db: Database, references: (string | number)[]) {
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
    throw new DomainError("invalid", {
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
}

async function setChannels(tx: DatabaseTransaction, statusId: number, ids: number[]) {
  await tx.delete(orderStatusSalesChannels).where(eq(orderStatusSalesChannels.orderStatusId, statusId));
  if (ids.length) {
    await tx
      .insert(orderStatusSalesChannels)
      .values([...new Set(ids)].map((salesChannelId) => ({ orderStatusId: statusId, salesChannelId })))
      .onConflictDoNothing();
  }
}

const makeOnlyDefault = (tx: DatabaseTransaction, statusId: number) =>
  tx.update(orderStatuses).set({ isDefault: false }).where(ne(orderStatuses.id, statusId));

/**
 * Creates an order status at the end of the list (`default: true` makes it the only default);
 * 409 for a code in use, 422 for an unknown sales channel.
 * @example
 *   await createOrderStatus(db, { code: "packed", title: "Собран", cssColor: "#2f9e44", default: false, salesChannels: [] }, staff.id);
 */
export async function createOrderStatus(
  db: Database,
  input: OrderStatusInput,
  actorId: number,
): Promise<OrderStatusView> {
  await checkCodeFree(db, input.code);
  const ids = await channelIds(db, input.salesChannels);
  return db.transaction(async (tx) => {
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
    const after = await orderStatusOf(tx, { id: row.id });
    await recordChange(tx, {
      actorId,
      resource: "order-status",
      resourceId: row.id,
      operation: "create",
      before: null,
      after,
    });
    return after;
  });
}

/**
 * Changes an order status; a status cannot stop being the default (another one is made default
 * instead: 409). 404 for an unknown status, 409 for a code in use, 422 for an unknown channel.
 * @example
 *   await changeOrderStatus(db, 3, { cssColor: "#1c7ed6" }, staff.id);
 */
export async function changeOrderStatus(
  db: Database,
  id: number,
  input: Partial<OrderStatusInput>,
  actorId: number,
): Promise<OrderStatusView> {
  const current = await orderStatusOf(db, { id });
  if (input.code !== undefined) await checkCodeFree(db, input.code, id);
  const channels = input.salesChannels !== undefined ? await channelIds(db, input.salesChannels) : undefined;
  if (input.default === false && current.default) {
    throw new DomainError("conflict", {
      detail: "Нужен статус по умолчанию: отметьте другой статус, а не снимайте отметку.",
    });
  }
  const changes = {
    ...(input.code !== undefined ? { code: input.code } : {}),
    ...(input.title !== undefined ? { title: input.title } : {}),
    ...(input.cssColor !== undefined ? { cssColor: input.cssColor } : {}),
    ...(input.default !== undefined ? { isDefault: input.default } : {}),
  };
  return db.transaction(async (tx) => {
    const before = await orderStatusOf(tx, { id });
    if (Object.keys(changes).length)
      await tx.update(orderStatuses).set(changes).where(eq(orderStatuses.id, id));
    if (input.default) await makeOnlyDefault(tx, id);
    if (channels !== undefined) await setChannels(tx, id, channels);
    const after = await orderStatusOf(tx, { id });
    await recordChange(tx, {
      actorId,
      resource: "order-status",
      resourceId: id,
      operation: "update",
      before,
      after,
    });
    return after;
  });
}

/**
 * Deletes an order status no order uses and that is not the default (409 otherwise; 404 for an
 * unknown one).
 * @example
 *   await deleteOrderStatus(db, 7, staff.id);
 */
export async function deleteOrderStatus(db: Database, id: number, actorId: number): Promise<void> {
  const status = await orderStatusOf(db, { id });
  if (status.default) throw new DomainError("conflict", { detail: "Статус по умолчанию удалить нельзя." });
  const [used] = await db.select({ total: count() }).from(orders).where(eq(orders.statusId, id));
  if ((used?.total ?? 0) > 0)
    throw new DomainError("conflict", { detail: "Этот статус есть у заказов: его нельзя удалить." });
  await db.transaction(async (tx) => {
    const [deleted] = await tx.delete(orderStatuses).where(eq(orderStatuses.id, id)).returning();
    if (!deleted) throw notFound(STATUS_NOT_FOUND);
    await recordChange(tx, {
      actorId,
      resource: "order-status",
      resourceId: id,
      operation: "delete",
      before: status,
      after: null,
    });
  });
}

/**
 * Moves a status `places` up or down the list and answers all statuses in their new order (with
 * their stored titles); positions are rewritten 1..n so they stay dense whatever moves came before.
 * @example
 *   await moveOrderStatus(db, 3, "up", 1, staff.id);
 */
export async function moveOrderStatus(
  db: Database,
  id: number,
  direction: "up" | "down",
  places: number,
  actorId: number,
): Promise<OrderStatusView[]> {
  return db.transaction(async (tx) => {
    const all = await orderStatusViews(tx, undefined, BASE_LOCALE);
    const from = all.findIndex((status) => status.id === id);
    const before = all[from];
    if (!before) throw notFound(STATUS_NOT_FOUND);
    const to = Math.min(all.length - 1, Math.max(0, from + (direction === "up" ? -places : places)));
    all.splice(from, 1);
    all.splice(to, 0, before);
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
      actorId,
      resource: "order-status",
      resourceId: id,
      operation: "move",
      before,
      after: after.find((status) => status.id === id),
    });
    return after;
  });
}

/** Where order statuses keep their texts: the stored title is Russian, its translations aside. */
export const orderStatusTexts: TranslatableItems<"title"> = {
  auditResource: "order-status",
  fields: { title: { maxLength: 100 } },
  table: orderStatusTranslations,
  notFoundDetail: STATUS_NOT_FOUND,
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
};
