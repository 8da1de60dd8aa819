import { eq } from "drizzle-orm";
import type { Database } from "../../db/client";
import type { DatabaseExecutor } from "../../db/executor";
import { type OrderRecipient, orderStatuses, orders } from "../../db/schema/index";
import { recordChange } from "../audit-log";
import type { CatalogIndexStore } from "../catalog/index/catalog-index-store";
import { DomainError, notFound } from "../errors";
import { findVisibleOrder, type OrderViewer } from "../order-visibility";
import { idFromReference } from "../references";
import { type OrderView, orderViews } from "./order-view";

/** What staff may change in an order: its status (IRI, id or `{ code }`), recipient, comment. */
export interface OrderChange {
  status?: string | number | { code: string } | undefined;
  recipient?: Partial<OrderRecipient> | undefined;
  comment?: string | undefined;
}

/** The id of the status a change names (IRI, id or `{ code }`); 422 when there is none. */
async function statusIdOf(
  db: DatabaseExecutor,
  reference: string | number | { code: string },
): Promise<number> {
  const where =
    typeof reference === "object"
      ? eq(orderStatuses.code, reference.code)
      : eq(orderStatuses.id, idFromReference(reference, "/sales/order-statuses", "status"));
  const [status] = await db.select({ id: orderStatuses.id }).from(orderStatuses).where(where);
  if (!status) {
    throw new DomainError("invalid", {
      detail: "Запрос некорректен.",
      violations: [{ propertyPath: "status", message: "Такого статуса нет.", code: "unknown_status" }],
    });
  }
  return status.id;
}

/**
 * Changes an order the staff member may see (404 otherwise, before anything about the change is
 * said), recording it in the audit log; answers the order with its status named in `locale`.
 * @example
 *   await changeOrder(db, catalog, staff, 12, { status: { code: "paid" } }, "ru");
 */
export async function changeOrder(
  db: Database,
  catalog: CatalogIndexStore,
  staff: OrderViewer,
  id: number,
  change: OrderChange,
  locale: string,
): Promise<OrderView> {
  const reference = await catalog.reference();
  return db.transaction(async (tx) => {
    const row = await findVisibleOrder(tx, staff, eq(orders.id, id), { lock: true });
    if (!row) throw notFound("Заказ не найден.");
    const statusId = change.status === undefined ? undefined : await statusIdOf(tx, change.status);
    const [updated] = await tx
      .update(orders)
      .set({
        updatedAt: new Date(),
        ...(statusId !== undefined ? { statusId } : {}),
        ...(change.recipient ? { recipient: { ...row.recipient, ...change.recipient } } : {}),
        ...(change.comment !== undefined ? { comment: change.comment } : {}),
      })
      .where(eq(orders.id, id))
      .returning();
    const [before, after] = await orderViews(tx, reference, updated ? [row, updated] : [row], locale);
    if (!after) throw notFound("Заказ не найден.");
    await recordChange(tx, {
      actorId: staff.id,
      resource: "order",
      resourceId: id,
      operation: "update",
      before,
      after,
    });
    return after;
  });
}

/**
 * Deletes an order the staff member may see (404 otherwise), recording it in the audit log.
 * @example
 *   await deleteOrder(db, catalog, staff, 12, "ru");
 */
export async function deleteOrder(
  db: Database,
  catalog: CatalogIndexStore,
  staff: OrderViewer,
  id: number,
  locale: string,
): Promise<void> {
  const reference = await catalog.reference();
  await db.transaction(async (tx) => {
    const row = await findVisibleOrder(tx, staff, eq(orders.id, id), { lock: true });
    if (!row) throw notFound("Заказ не найден.");
    const [before] = await orderViews(tx, reference, [row], locale);
    await tx.delete(orders).where(eq(orders.id, id));
    await recordChange(tx, {
      actorId: staff.id,
      resource: "order",
      resourceId: id,
      operation: "delete",
      before,
      after: null,
    });
  });
}
