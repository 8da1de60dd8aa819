import { count, eq } from "drizzle-orm";
import { orders, salesChannels } from "../db/schema/index";
import { auditedRecords, type RecordActor } from "./audited-records";
import { DomainError } from "./errors";
import { hasRole } from "./roles";

type ChannelRow = typeof salesChannels.$inferSelect;

/** A sales channel as staff see it. */
export type SalesChannelView = { "@id": string; "@type": "SalesChannel" } & ChannelRow;

/** What staff send to create a channel; a change sends any part of it. */
export type SalesChannelInput = Omit<typeof salesChannels.$inferInsert, "id">;

/** A new channel's orders are seen by staff unless an administrator decides otherwise. */
export const DEFAULT_ACCESS_ROLE = "ROLE_STAFF";

/**
 * Who sees a channel's orders is the administrators' decision: staff choosing it would choose their
 * own reach (a channel's orders opened to themselves, or hidden from the other staff).
 */
function refuseAccessChange(actor: RecordActor): void {
  if (hasRole(actor, "ROLE_ADMIN")) return;
  throw new DomainError("forbidden", {
    type: "/api/problems/operation-denied",
    detail: "Кто видит заказы канала, решают только администраторы.",
  });
}

/**
 * Sales channels, staff's to keep: a role other than the default for a new channel's orders, or a
 * change of who sees them, is for administrators only (403); a channel with orders is not deleted
 * (409).
 * @example
 *   await salesChannelRecords.change(db, 1, { title: "Чайная лавка" }, staff);
 */
export const salesChannelRecords = auditedRecords<typeof salesChannels, SalesChannelView, SalesChannelInput>({
  table: salesChannels,
  auditResource: "sales-channel",
  notFoundDetail: "Канал продаж не найден.",
  view: (row) => ({ "@id": `/api/sales/admin/sales-channels/${row.id}`, "@type": "SalesChannel", ...row }),
  checkCreate(_tx, input, actor) {
    if (input.ordersAccessRole !== DEFAULT_ACCESS_ROLE) refuseAccessChange(actor);
  },
  checkChange(_tx, { before, input, actor }) {
    if (input.ordersAccessRole !== undefined && input.ordersAccessRole !== before.ordersAccessRole) {
      refuseAccessChange(actor);
    }
  },
  stillUsed: {
    detail: "У канала есть заказы: его нельзя удалить.",
    async by(tx, id) {
      const [used] = await tx.select({ total: count() }).from(orders).where(eq(orders.salesChannelId, id));
      return (used?.total ?? 0) > 0;
    },
  },
});
