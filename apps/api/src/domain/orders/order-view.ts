import { quantityToWire } from "@shop/cart-core";
import { asc } from "drizzle-orm";
import { anyOf } from "../../db/any-of";
import type { DatabaseExecutor } from "../../db/executor";
import { type OrderAddress, type OrderRecipient, orderItems, type orders } from "../../db/schema/index";
import type { CatalogReference, MeasureView } from "../catalog/reference";
import { kopecksFromNumeric } from "../money";
import { type OrderStatusView, orderStatusViews } from "../order-statuses";

export type OrderRow = typeof orders.$inferSelect;
export type DeliveryMethod = OrderRow["deliveryMethod"];
export type PaymentMethod = OrderRow["paymentMethod"];

/** An order as the API answers it: a snapshot of its lines, prices and totals when it was placed. */
export interface OrderView {
  "@id": string;
  "@type": "Order";
  id: number;
  number: string;
  status: OrderStatusView;
  createdAt: string;
  items: {
    product: { "@id": string | null; id: number | null; number: string; slug: string; title: string };
    /** The variant sold: its article and name at checkout time (`id` null once it is deleted). */
    variant?: { id: number | null; number: string; title: string };
    measure: MeasureView;
    quantity: number;
    price: number;
    amount: number;
    discount: number;
  }[];
  recipient: OrderRecipient;
  delivery: { method: DeliveryMethod; address: OrderAddress | null; price: number };
  payment: { method: PaymentMethod };
  comment: string;
  totals: {
    itemsNumber: number;
    amount: number;
    discount: number;
    deliveryAmount: number;
    totalAmount: number;
  };
}

/**
 * Order answers read through `db`, which may be the transaction that wrote the orders; statuses
 * are named in `locale`.
 * @example
 *   const [view] = await orderViews(tx, reference, [row], "ru");
 */
export async function orderViews(
  db: DatabaseExecutor,
  reference: CatalogReference,
  rows: OrderRow[],
  locale: string,
): Promise<OrderView[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const [lines, statuses] = await Promise.all([
    db
      .select()
      .from(orderItems)
      .where(anyOf(orderItems.orderId, ids))
      .orderBy(asc(orderItems.orderId), asc(orderItems.position)),
    orderStatusViews(db, [...new Set(rows.map((row) => row.statusId))], locale),
  ]);
  return rows.flatMap((row) => {
    const status = statuses.find((candidate) => candidate.id === row.statusId);
    if (!status) return [];
    const deliveryAmount = kopecksFromNumeric(row.deliveryAmount);
    return [
      {
        "@id": `/api/sales/orders/${row.id}`,
        "@type": "Order" as const,
        id: row.id,
        number: row.number,
        status,
        createdAt: row.createdAt.toISOString(),
        items: lines
          .filter((line) => line.orderId === row.id)
          .flatMap((line) => {
            const measure = reference.measureById.get(line.measureId);
            if (!measure) return [];
            return [
              {
                product: {
                  "@id": line.productId ? `/api/catalog/products/${line.productId}` : null,
                  id: line.productId,
                  number: line.productNumber,
                  slug: line.productSlug,
                  title: line.productTitle,
                },
                ...(line.variantNumber !== null
                  ? {
                      variant: {
                        id: line.variantId,
                        number: line.variantNumber,
                        title: line.variantTitle ?? "",
                      },
                    }
                  : {}),
                measure,
                quantity: quantityToWire(line.quantity),
                price: kopecksFromNumeric(line.price),
                amount: kopecksFromNumeric(line.amount),
                discount: kopecksFromNumeric(line.discount),
              },
            ];
          }),
        recipient: row.recipient,
        delivery: { method: row.deliveryMethod, address: row.deliveryAddress ?? null, price: deliveryAmount },
        payment: { method: row.paymentMethod },
        comment: row.comment,
        totals: {
          itemsNumber: row.itemsNumber,
          amount: kopecksFromNumeric(row.amount),
          discount: kopecksFromNumeric(row.discount),
          deliveryAmount,
          totalAmount: kopecksFromNumeric(row.totalAmount),
        },
      },
    ];
  });
}
