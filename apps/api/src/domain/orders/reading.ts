import { and, asc, desc, eq, gt, gte, lt, lte, type SQL, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { contains } from "../../db/contains";
import { orderStatuses, orders } from "../../db/schema/index";
import type { CatalogIndexStore } from "../catalog/index/catalog-index-store";
import { notFound } from "../errors";
import { findVisibleOrder, type OrderViewer, ordersVisibleTo } from "../order-visibility";
import { type OrderRow, type OrderView, orderViews } from "./order-view";

/**
 * The filters, sorting and page of an order list, named as the contract's query names them
 * (`createdAt[after]` takes an ISO 8601 date or time; `after`/`before` include the bound).
 */
export interface OrderListQuery {
  page: number;
  itemsPerPage: number;
  "status.code"?: string | undefined;
  number?: string | undefined;
  "number[contains]"?: string | undefined;
  "createdAt[after]"?: string | undefined;
  "createdAt[before]"?: string | undefined;
  "createdAt[strictly_after]"?: string | undefined;
  "createdAt[strictly_before]"?: string | undefined;
  "sort[createdAt]"?: "asc" | "desc" | undefined;
  "sort[number]"?: "asc" | "desc" | undefined;
}

const DATE_FILTERS = {
  "createdAt[after]": gte,
  "createdAt[before]": lte,
  "createdAt[strictly_after]": gt,
  "createdAt[strictly_before]": lt,
} as const;

/**
 * One page of the orders the viewer may see (their own; staff: their channels'), newest first
 * unless sorted, with the total; statuses named in `locale`.
 * @example
 *   const { orders, total } = await listOrders(db, catalog, user, { page: 1, itemsPerPage: 30 }, "ru");
 */
export async function listOrders(
  db: Database,
  catalog: CatalogIndexStore,
  viewer: OrderViewer,
  query: OrderListQuery,
  locale: string,
): Promise<{ orders: OrderView[]; total: number }> {
  const conditions: SQL[] = [ordersVisibleTo(viewer)];
  if (query["status.code"]) {
    const [status] = await db
      .select()
      .from(orderStatuses)
      .where(eq(orderStatuses.code, query["status.code"]));
    conditions.push(eq(orders.statusId, status?.id ?? 0));
  }
  if (query.number) conditions.push(eq(orders.number, query.number));
  const numberPart = query["number[contains]"]?.trim();
  if (numberPart) conditions.push(contains(orders.number, numberPart));
  for (const [key, compare] of Object.entries(DATE_FILTERS)) {
    const value = query[key as keyof typeof DATE_FILTERS];
    if (value) conditions.push(compare(orders.createdAt, new Date(value)));
  }
  const where = and(...conditions);
  const order = query["sort[number]"]
    ? [query["sort[number]"] === "asc" ? asc(orders.id) : desc(orders.id)]
    : [query["sort[createdAt]"] === "asc" ? asc(orders.createdAt) : desc(orders.createdAt), desc(orders.id)];
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(orders)
      .where(where)
      .orderBy(...order)
      .limit(query.itemsPerPage)
      .offset((query.page - 1) * query.itemsPerPage),
    db.select({ total: sql<number>`count(*)::int` }).from(orders).where(where),
  ]);
  return {
    orders: await orderViews(db, await catalog.reference(), rows, locale),
    total: total?.total ?? 0,
  };
}

/**
 * One order the viewer may see, by id or by number (404 otherwise); its status named in `locale`.
 * @example
 *   await orderOf(db, catalog, user, { number: "2026-000123" }, "ru");
 */
export async function orderOf(
  db: Database,
  catalog: CatalogIndexStore,
  viewer: OrderViewer,
  which: { id: number } | { number: string },
  locale: string,
): Promise<OrderView> {
  const where = "id" in which ? eq(orders.id, which.id) : eq(orders.number, which.number);
  const row: OrderRow | undefined = await findVisibleOrder(db, viewer, where);
  if (!row) throw notFound("Заказ не найден.");
  const [view] = await orderViews(db, await catalog.reference(), [row], locale);
  if (!view) throw notFound("Заказ не найден.");
  return view;
}
