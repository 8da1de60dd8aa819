import { and, eq, or, type SQL, sql } from "drizzle-orm";
import { anyOf } from "../db/any-of";
import type { DatabaseExecutor } from "../db/executor";
import { orders, salesChannels } from "../db/schema/index";
import { heldRoles } from "./roles";

/** Who is looking at orders: an account's id and its roles. */
export interface OrderViewer {
  id: number;
  roles: readonly string[];
}

/**
 * The one rule of which orders an account may see, and so read, change, delete or repeat: its own,
 * plus those of sales channels whose `ordersAccessRole` it holds (directly or through a higher
 * role). `ROLE_USER` on a channel means nobody but the owner; an order without a channel is its
 * owner's alone. Every order route filters by this condition, so an order outside it is a 404
 * whatever the operation.
 * @example
 *   db.select().from(orders).where(and(eq(orders.id, id), ordersVisibleTo(user)));
 */
export function ordersVisibleTo(viewer: OrderViewer): SQL {
  const own = eq(orders.userId, viewer.id);
  const channelRoles = [...heldRoles(viewer.roles)].filter((role) => role !== "ROLE_USER");
  if (channelRoles.length === 0) return own;
  const ofTheirChannels = sql`${orders.salesChannelId} in (select ${salesChannels.id} from ${salesChannels} where ${anyOf(salesChannels.ordersAccessRole, channelRoles)})`;
  return or(own, ofTheirChannels) as SQL;
}

/**
 * The order `where` names, when `viewer` may see it (else undefined: the caller answers 404).
 * `lock` takes the order's row lock, for a change made in the same transaction.
 * @example
 *   const order = await findVisibleOrder(tx, user, eq(orders.id, 12), { lock: true });
 */
export async function findVisibleOrder(
  db: DatabaseExecutor,
  viewer: OrderViewer,
  where: SQL,
  { lock = false }: { lock?: boolean } = {},
): Promise<typeof orders.$inferSelect | undefined> {
  const query = db
    .select()
    .from(orders)
    .where(and(where, ordersVisibleTo(viewer)));
  const [row] = lock ? await query.for("update") : await query;
  return row;
}
