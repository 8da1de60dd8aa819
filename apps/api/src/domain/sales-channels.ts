import { asc, count, eq } from "drizzle-orm";
import type { Database } from "../db/client";
import type { DatabaseExecutor } from "../db/executor";
import { orders, salesChannels } from "../db/schema/index";
import { recordChange } from "./audit-log";
import { DomainError, notFound } from "./errors";
import { hasRole } from "./roles";

type ChannelRow = typeof salesChannels.$inferSelect;

/** A sales channel as staff see it. */
export type SalesChannelView = { "@id": string; "@type": "SalesChannel" } & ChannelRow;

/** What staff send to create a channel; a change sends any part of it. */
export type SalesChannelInput = Omit<typeof salesChannels.$inferInsert, "id">;

/** Who changes a channel: the staff member's id and roles. */
interface Actor {
  id: number;
  roles: readonly string[];
}

/** A new channel's orders are seen by staff unless an administrator decides otherwise. */
export const DEFAULT_ACCESS_ROLE = "ROLE_STAFF";

/**
 * Who sees a channel's orders is the administrators' decision: staff choosing it would choose their
 * own reach (a channel's orders opened to themselves, or hidden from the other staff).
 */
function refuseAccessChange(actor: Actor): void {
  if (hasRole(actor, "ROLE_ADMIN")) return;
  throw new DomainError("forbidden", {
    type: "/api/problems/operation-denied",
    detail: "Кто видит заказы канала, решают только администраторы.",
  });
}

const view = (row: ChannelRow): SalesChannelView => ({
  "@id": `/api/sales/admin/sales-channels/${row.id}`,
  "@type": "SalesChannel",
  ...row,
});

async function channelRow(
  executor: DatabaseExecutor,
  id: number,
  { lock = false } = {},
): Promise<ChannelRow> {
  const query = executor.select().from(salesChannels).where(eq(salesChannels.id, id));
  const [row] = lock ? await query.for("update") : await query;
  if (!row) throw notFound("Канал продаж не найден.");
  return row;
}

/**
 * All sales channels by id.
 * @example
 *   const channels = await listSalesChannels(db);
 */
export async function listSalesChannels(db: Database): Promise<SalesChannelView[]> {
  return (await db.select().from(salesChannels).orderBy(asc(salesChannels.id))).map(view);
}

/**
 * One sales channel (404 when there is none).
 * @example
 *   await salesChannelOf(db, 1);
 */
export async function salesChannelOf(db: Database, id: number): Promise<SalesChannelView> {
  return view(await channelRow(db, id));
}

/**
 * Creates a channel (a role other than the default for its orders: administrators only, 403).
 * @example
 *   await createSalesChannel(db, input, staff);
 */
export async function createSalesChannel(
  db: Database,
  input: SalesChannelInput,
  actor: Actor,
): Promise<SalesChannelView> {
  if (input.ordersAccessRole !== DEFAULT_ACCESS_ROLE) refuseAccessChange(actor);
  return db.transaction(async (tx) => {
    const [created] = await tx.insert(salesChannels).values(input).returning();
    if (!created) throw new Error("insert returned no row");
    await recordChange(tx, {
      actorId: actor.id,
      resource: "sales-channel",
      resourceId: created.id,
      operation: "create",
      before: null,
      after: view(created),
    });
    return view(created);
  });
}

/**
 * Changes a channel (who sees its orders: administrators only, 403; 404 for an unknown one).
 * @example
 *   await changeSalesChannel(db, 1, { title: "Чайная лавка" }, staff);
 */
export async function changeSalesChannel(
  db: Database,
  id: number,
  input: Partial<SalesChannelInput>,
  actor: Actor,
): Promise<SalesChannelView> {
  const changes = Object.fromEntries(Object.entries(input).filter(([, value]) => value !== undefined));
  const row = await db.transaction(async (tx) => {
    const before = await channelRow(tx, id, { lock: true });
    if (input.ordersAccessRole !== undefined && input.ordersAccessRole !== before.ordersAccessRole) {
      refuseAccessChange(actor);
    }
    if (Object.keys(changes).length === 0) return before;
    const [after] = await tx.update(salesChannels).set(changes).where(eq(salesChannels.id, id)).returning();
    if (!after) throw notFound("Канал продаж не найден.");
    await recordChange(tx, {
      actorId: actor.id,
      resource: "sales-channel",
      resourceId: id,
      operation: "update",
      before: view(before),
      after: view(after),
    });
    return after;
  });
  return view(row);
}

/**
 * Deletes a channel without orders (409 otherwise; 404 for an unknown one).
 * @example
 *   await deleteSalesChannel(db, 2, staff.id);
 */
export async function deleteSalesChannel(db: Database, id: number, actorId: number): Promise<void> {
  await db.transaction(async (tx) => {
    const before = await channelRow(tx, id, { lock: true });
    const [used] = await tx.select({ total: count() }).from(orders).where(eq(orders.salesChannelId, id));
    if ((used?.total ?? 0) > 0)
      throw new DomainError("conflict", { detail: "У канала есть заказы: его нельзя удалить." });
    await tx.delete(salesChannels).where(eq(salesChannels.id, id));
    await recordChange(tx, {
      actorId,
      resource: "sales-channel",
      resourceId: id,
      operation: "delete",
      before: view(before),
      after: null,
    });
  });
}
