import { deliveryPrice } from "@shop/cart-core";
import { asc, eq } from "drizzle-orm";
import { anyOf } from "../../db/any-of";
import type { Database } from "../../db/client";
import type { DatabaseExecutor, DatabaseTransaction } from "../../db/executor";
import {
  cartItems,
  carts,
  type OrderAddress,
  type OrderRecipient,
  orderItems,
  orderStatuses,
  orders,
  products,
  salesChannels,
} from "../../db/schema/index";
import { unbuyableLines } from "../carts/caps";
import { cartView } from "../carts/cart-view";
import { accessibleCart, storedLines } from "../carts/storage";
import type { CatalogIndexStore } from "../catalog/index/catalog-index-store";
import type { CatalogReference } from "../catalog/reference";
import { DomainError } from "../errors";
import { numericFromKopecks } from "../money";
import { type LineRequest, type PricedCart, priceCart } from "../pricing";
import { orderNumber } from "./numbering";
import { type DeliveryMethod, type OrderView, orderViews, type PaymentMethod } from "./order-view";

/** What a customer confirms at checkout. */
export interface CheckoutInput {
  cartId: number;
  recipient: OrderRecipient;
  delivery: { method: DeliveryMethod; address?: OrderAddress | undefined };
  payment: { method: PaymentMethod };
  comment?: string | undefined;
  /** The total (with delivery) the customer saw, kopecks. */
  expectedTotalAmount: number;
}

/** Two readings of a cart's lines are the same lines, in the same order and quantities. */
const sameLines = (a: LineRequest[], b: LineRequest[]) =>
  a.length === b.length &&
  a.every((line, index) => {
    const other = b[index];
    return (
      other !== undefined &&
      JSON.stringify(line.product) === JSON.stringify(other.product) &&
      line.measureCode === other.measureCode &&
      JSON.stringify(line.variant) === JSON.stringify(other.variant) &&
      line.quantity === other.quantity
    );
  });

// The delivery rule (free courier from 3 000 RUB) is @shop/cart-core's, the storefront's too.

/**
 * Prices a cart's lines for checkout and checks them against what the customer saw: an empty cart
 * is 422, and so is a cart over the amount cap; a total other than `expectedTotalAmount` is 409
 * `price-changed` with the fresh cart and totals. A line that can no longer be bought is 422.
 */
async function priceForCheckout(
  db: DatabaseExecutor,
  reference: CatalogReference,
  lines: LineRequest[],
  userId: number,
  stored: { id: number; updatedAt: Date },
  input: Pick<CheckoutInput, "delivery" | "expectedTotalAmount">,
): Promise<{ cart: PricedCart; delivery: number; totalAmount: number }> {
  const { cart, violations } = await priceCart(db, lines, { reference, userId, strict: false });
  // An order never silently lacks a line of the cart: one that cannot be sold now is a 422 naming
  // it as the cart answers it (`unavailableItems.0`), for the customer to remove or wait for.
  if (cart.unavailable.length > 0) {
    throw unbuyableLines(
      cart.unavailable.map((line, index) => ({
        propertyPath: `unavailableItems.${index}`,
        message: line.reason,
        code: "unavailable",
      })),
    );
  }
  if (cart.lines.length === 0) {
    throw new DomainError("invalid", {
      detail: "Корзина пуста.",
      violations: [
        { propertyPath: "cart", message: "В корзине нет товаров, которые можно купить.", code: "empty_cart" },
      ],
    });
  }
  // Over the amount cap (prices rose while the cart waited) no confirmation helps: say so.
  const tooLarge = violations.filter((violation) => violation.code === "amount_too_large");
  if (tooLarge.length > 0) throw unbuyableLines(tooLarge);
  const delivery = deliveryPrice(input.delivery.method, cart.totals.totalAmount);
  const totalAmount = cart.totals.totalAmount + delivery;
  if (totalAmount !== input.expectedTotalAmount) {
    throw new DomainError("conflict", {
      type: "/api/problems/price-changed",
      detail: "Цены или состав корзины изменились. Проверьте заказ ещё раз.",
      cart: cartView(cart, stored),
      totals: { ...cart.totals, deliveryAmount: delivery, totalAmount },
    });
  }
  return { cart, delivery, totalAmount };
}

/**
 * Turns the customer's cart into an order: prices the cart, compares the total (with delivery)
 * with `expectedTotalAmount` (409 `price-changed` when they differ), then writes the order, its
 * lines (a snapshot of number, slug, title and prices) and empties the cart in one transaction
 * that locks the cart row. `beforeCommit` runs last inside that transaction (to store the answer
 * for retries with the order). Statuses are named in `locale`.
 * @example
 *   const order = await placeOrder(db, catalog, user.id, input, "ru", async (tx, view) => { … });
 */
export async function placeOrder(
  db: Database,
  catalog: CatalogIndexStore,
  userId: number,
  input: CheckoutInput,
  locale: string,
  beforeCommit?: (tx: DatabaseTransaction, order: OrderView) => Promise<void>,
): Promise<OrderView> {
  const cartRow = await accessibleCart(db, input.cartId, userId);
  const reference = await catalog.reference();
  // A first look without locks answers the common refusals (an empty cart, a changed total)
  // without making anybody wait.
  const requested = await storedLines(db, reference, cartRow.id);
  const checked = await priceForCheckout(db, reference, requested, userId, cartRow, input);
  const [status] = await db.select().from(orderStatuses).where(eq(orderStatuses.isDefault, true)).limit(1);
  if (!status) throw new Error("no default order status: was the database seeded?");
  const [channel] = await db.select().from(salesChannels).orderBy(asc(salesChannels.id)).limit(1);
  const address: OrderAddress | null =
    input.delivery.method === "pickup" ? null : (input.delivery.address ?? null);

  return db.transaction(async (tx) => {
    // The cart row lock makes two concurrent checkouts of one cart take turns; the second then
    // sees the lines it priced are gone and answers 409 instead of ordering them twice.
    await tx.select({ id: carts.id }).from(carts).where(eq(carts.id, cartRow.id)).for("update");
    const current = await storedLines(tx, reference, cartRow.id);
    if (!sameLines(current, requested)) {
      throw new DomainError("conflict", {
        type: "/api/problems/cart-changed",
        detail: "Корзина изменилась во время оформления. Проверьте заказ ещё раз.",
      });
    }
    // The products in share mode: a price change (which locks its product for update) waits
    // until this order is written, and this order waits for a change in flight; so the order
    // is priced as the catalog stands when it commits, and a change made meanwhile is a 409.
    await tx
      .select({ id: products.id })
      .from(products)
      .where(anyOf(products.id, [...new Set(checked.cart.lines.map((line) => line.productId))]))
      .orderBy(asc(products.id))
      .for("share");
    const { cart, delivery, totalAmount } = await priceForCheckout(
      tx,
      reference,
      current,
      userId,
      cartRow,
      input,
    );
    const createdAt = new Date();
    const [inserted] = await tx
      .insert(orders)
      .values({
        number: `pending-${cartRow.id}-${createdAt.getTime()}`,
        userId,
        statusId: status.id,
        salesChannelId: channel?.id ?? null,
        recipient: input.recipient,
        deliveryMethod: input.delivery.method,
        deliveryAddress: address,
        paymentMethod: input.payment.method,
        comment: input.comment ?? "",
        itemsNumber: cart.totals.itemsNumber,
        amount: numericFromKopecks(cart.totals.amount),
        discount: numericFromKopecks(cart.totals.discount),
        deliveryAmount: numericFromKopecks(delivery),
        totalAmount: numericFromKopecks(totalAmount),
        createdAt,
        updatedAt: createdAt,
      })
      .returning();
    if (!inserted) throw new Error("insert returned no order");
    const order = { ...inserted, number: orderNumber(inserted.id, createdAt) };
    await tx.update(orders).set({ number: order.number }).where(eq(orders.id, order.id));
    await tx.insert(orderItems).values(
      cart.lines.map((line, position) => ({
        orderId: order.id,
        position,
        productId: line.productId,
        productNumber: line.product.number,
        productSlug: line.product.slug,
        productTitle: line.product.title,
        variantId: line.variant?.id ?? null,
        variantNumber: line.variant?.number ?? null,
        variantTitle: line.variant?.title ?? null,
        measureId: line.measure.id,
        quantity: line.quantityThousandths,
        price: numericFromKopecks(line.price),
        amount: numericFromKopecks(line.amount),
        discount: numericFromKopecks(line.discount),
      })),
    );
    await tx.delete(cartItems).where(eq(cartItems.cartId, cartRow.id));
    await tx.update(carts).set({ updatedAt: createdAt, userId }).where(eq(carts.id, cartRow.id));
    const [view] = await orderViews(tx, reference, [order], locale);
    if (!view) throw new Error("the new order cannot be read back");
    await beforeCommit?.(tx, view);
    return view;
  });
}
