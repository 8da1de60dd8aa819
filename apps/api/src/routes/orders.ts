import { createRoute, z } from "@hono/zod-openapi";
import { and, asc, desc, eq, gt, gte, ilike, lt, lte, type SQL, sql } from "drizzle-orm";
import type { Context } from "hono";
import { anyOf } from "../db/any-of";
import type { Database } from "../db/client";
import type { DatabaseExecutor } from "../db/executor";
import {
  cartItems,
  carts,
  type OrderAddress,
  orderItems,
  orderStatuses,
  orders,
  products,
  salesChannels,
} from "../db/schema/index";
import { recordChange } from "../domain/audit-log";
import { cartView } from "../domain/carts/cart-view";
import { accessibleCart, storedLines } from "../domain/carts/storage";
import { type CatalogReference, loadCatalogReference } from "../domain/catalog/reference";
import { kopecksFromNumeric, numericFromKopecks } from "../domain/money";
import { findVisibleOrder, ordersVisibleTo } from "../domain/order-visibility";
import { type LineRequest, type PricedCart, priceCart } from "../domain/pricing";
import { quantityFromThousandths } from "../domain/quantity";
import { idFromReference, MAX_CART_ID } from "../domain/references";
import { deliveryPrice } from "../domain/totals";
import { requireRole, requireUser } from "../http/auth/auth";
import { callerOf } from "../http/auth/caller";
import type { AppEnv } from "../http/env";
import { idempotency } from "../http/idempotency/idempotency";
import { collection, collectionSchema, idParam, notFound, paginationQuery } from "../http/json-ld";
import { createRouteModule, jsonBody, jsonResponse, mergePatchBody, problemResponses } from "../http/openapi";
import { HttpProblem, operationDenied } from "../http/problem";
import { OrderStatusSchema, orderStatusViews } from "./order-statuses";
import { MeasureSchema } from "./schemas/catalog";

const RecipientSchema = z
  .object({
    name: z.string().trim().min(1).max(100),
    lastName: z.string().trim().min(1).max(100),
    email: z.email().max(254),
    phone: z
      .string()
      .max(32)
      .transform((phone) => phone.replace(/[\s()-]/g, "").replace(/^8(\d{10})$/, "+7$1"))
      .pipe(z.string().regex(/^\+7\d{10}$/, "Телефон в формате +7XXXXXXXXXX.")),
  })
  .openapi("Recipient");

const AddressSchema = z.object({
  city: z.string().trim().min(1).max(100),
  street: z.string().trim().min(1).max(200),
  house: z.string().trim().min(1).max(20),
  apartment: z.string().trim().max(20).optional(),
  postcode: z.string().regex(/^\d{6}$/, "Индекс из шести цифр."),
});

const CheckoutSchema = z
  .object({
    cart: z.union([z.string().max(200), z.number().int()]).openapi({ example: "/api/sales/carts/123" }),
    recipient: RecipientSchema,
    delivery: z
      .object({ method: z.enum(["pickup", "courier", "post"]), address: AddressSchema.optional() })
      .refine((delivery) => delivery.method === "pickup" || delivery.address !== undefined, {
        message: "Для доставки нужен адрес.",
        path: ["address"],
      }),
    payment: z.object({ method: z.enum(["card-online", "card-on-delivery", "cash"]) }),
    comment: z.string().max(2000).optional(),
    expectedTotalAmount: z
      .number()
      .int()
      .min(0)
      .openapi({ description: "The total (with delivery) the customer saw, kopecks." }),
  })
  .openapi("Checkout");

const OrderLineSchema = z.object({
  product: z.object({
    "@id": z.string().nullable(),
    id: z.number().int().nullable(),
    number: z.string(),
    slug: z.string(),
    title: z.string(),
  }),
  measure: MeasureSchema,
  quantity: z.number(),
  price: z.number().int(),
  amount: z.number().int(),
  discount: z.number().int(),
});

const OrderSchema = z
  .object({
    "@id": z.string(),
    "@type": z.literal("Order"),
    id: z.number().int(),
    number: z.string().openapi({ example: "2026-000123" }),
    status: OrderStatusSchema,
    createdAt: z.string(),
    items: z.array(OrderLineSchema),
    recipient: z.object({ name: z.string(), lastName: z.string(), email: z.string(), phone: z.string() }),
    delivery: z.object({
      method: z.enum(["pickup", "courier", "post"]),
      address: AddressSchema.nullable(),
      price: z.number().int(),
    }),
    payment: z.object({ method: z.enum(["card-online", "card-on-delivery", "cash"]) }),
    comment: z.string(),
    totals: z.object({
      itemsNumber: z.number().int(),
      amount: z.number().int(),
      discount: z.number().int(),
      deliveryAmount: z.number().int(),
      totalAmount: z.number().int(),
    }),
  })
  .openapi("Order");
type OrderView = z.infer<typeof OrderSchema>;
type OrderRow = typeof orders.$inferSelect;

const OrderPatchSchema = z
  .object({
    status: z
      .union([z.string().max(200), z.number().int(), z.object({ code: z.string().max(50) })])
      .optional()
      .openapi({ description: 'Status IRI, id or `{ "code": "paid" }`.' }),
    recipient: RecipientSchema.partial().optional(),
    comment: z.string().max(2000).optional(),
  })
  .openapi("OrderPatch");

async function orderViews(db: Database, rows: OrderRow[]): Promise<OrderView[]> {
  return orderViewsWith(db, await loadCatalogReference(db), rows);
}

/** Order answers read through `db`, which may be the transaction that wrote the orders. */
async function orderViewsWith(
  db: DatabaseExecutor,
  reference: CatalogReference,
  rows: OrderRow[],
): Promise<OrderView[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const [lines, statuses] = await Promise.all([
    db
      .select()
      .from(orderItems)
      .where(anyOf(orderItems.orderId, ids))
      .orderBy(asc(orderItems.orderId), asc(orderItems.position)),
    orderStatusViews(db, [...new Set(rows.map((row) => row.statusId))]),
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
                measure,
                quantity: quantityFromThousandths(line.quantity),
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

async function visibleOrder(db: Database, c: Context<AppEnv>, where: SQL): Promise<OrderRow> {
  const row = await findVisibleOrder(db, callerOf(c), where);
  if (!row) throw notFound("Заказ не найден.");
  return row;
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
      line.quantity === other.quantity
    );
  });

/**
 * Prices a cart's lines for checkout and checks them against what the customer saw: an empty cart
 * is 422, and so is a cart over the amount cap; a total other than `expectedTotalAmount` is 409
 * `price-changed` with the fresh cart and totals (without the lines that can no longer be bought,
 * which the order then leaves out).
 */
async function priceForCheckout(
  db: DatabaseExecutor,
  reference: CatalogReference,
  lines: LineRequest[],
  userId: number,
  stored: { id: number; updatedAt: Date },
  input: { delivery: { method: "pickup" | "courier" | "post" }; expectedTotalAmount: number },
): Promise<{ cart: PricedCart; delivery: number; totalAmount: number }> {
  const { cart, violations } = await priceCart(db, lines, { reference, userId, strict: false });
  if (cart.lines.length === 0) {
    throw new HttpProblem(422, {
      detail: "Корзина пуста.",
      violations: [
        { propertyPath: "cart", message: "В корзине нет товаров, которые можно купить.", code: "empty_cart" },
      ],
    });
  }
  // Over the amount cap (prices rose while the cart waited) no confirmation helps: say so.
  const tooLarge = violations.filter((violation) => violation.code === "amount_too_large");
  if (tooLarge.length > 0) {
    throw new HttpProblem(422, {
      detail: "В корзине есть позиции, которые нельзя купить.",
      violations: tooLarge,
    });
  }
  const delivery = deliveryPrice(input.delivery.method, cart.totals.totalAmount);
  const totalAmount = cart.totals.totalAmount + delivery;
  // A line no longer sold is left out of the fresh cart the 409 shows; once the customer confirms
  // that total, the order is made without it (a 409 with the same totals again would loop for ever).
  if (totalAmount !== input.expectedTotalAmount) {
    throw new HttpProblem(409, {
      type: "/api/problems/price-changed",
      detail: "Цены или состав корзины изменились. Проверьте заказ ещё раз.",
      cart: cartView(cart, stored),
      totals: { ...cart.totals, deliveryAmount: delivery, totalAmount },
    });
  }
  return { cart, delivery, totalAmount };
}

/** The id of the status a staff PATCH names (IRI, id or `{ code }`); 422 when there is none. */
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
    throw new HttpProblem(422, {
      detail: "Запрос некорректен.",
      violations: [{ propertyPath: "status", message: "Такого статуса нет.", code: "unknown_status" }],
    });
  }
  return status.id;
}

const orderNumber = (id: number, createdAt: Date) =>
  `${createdAt.getUTCFullYear()}-${String(id).padStart(6, "0")}`;

export interface OrderRoutesOptions {
  /**
   * How long a checkout owns its `Idempotency-Key` (default 30 s): a retry of a checkout whose
   * process died waits this long before it runs again (see idempotency()).
   */
  idempotencyLeaseMs?: number;
}

const checkoutRoute = (db: Database, { idempotencyLeaseMs }: OrderRoutesOptions) =>
  createRoute({
    method: "post",
    path: "/sales/orders",
    tags: ["Orders"],
    summary: "Checkout: turn the caller's cart into an order",
    description:
      "Requires `Idempotency-Key`: a retry with the same key gets the same order (`Idempotent-Replayed: true`). Prices are recomputed; when the total differs from `expectedTotalAmount` the answer is 409 `/api/problems/price-changed` with the fresh `cart` and `totals`, and nothing is written. Delivery: pickup 0, courier 300 ₽ (free from 3 000 ₽ after discount), post 350 ₽.",
    middleware: [
      requireUser(),
      idempotency({ db, required: true, ...(idempotencyLeaseMs ? { leaseMs: idempotencyLeaseMs } : {}) }),
    ],
    request: { body: jsonBody(CheckoutSchema) },
    responses: { 201: jsonResponse(OrderSchema, "The order."), ...problemResponses(400, 401, 404, 409, 422) },
  });

// `createdAt[after]=2026-11-01` (or a full ISO 8601 time): what the date filters of the contract take.
const isoDate = z
  .string()
  .max(40)
  .refine(
    (value) => /^\d{4}-\d{2}-\d{2}/.test(value) && !Number.isNaN(Date.parse(value)),
    "Ожидается дата ISO 8601, например 2026-01-31.",
  )
  .optional();
const DATE_FILTERS = {
  "createdAt[after]": gte,
  "createdAt[before]": lte,
  "createdAt[strictly_after]": gt,
  "createdAt[strictly_before]": lt,
} as const;
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

const listRoute = createRoute({
  method: "get",
  path: "/sales/orders",
  tags: ["Orders"],
  summary: "The caller's orders, newest first (staff: all orders of their sales channels)",
  description:
    "Filters: `status.code`, `number` (exact) or `number[contains]` (part of the number), `createdAt[after|before|strictly_after|strictly_before]` (ISO 8601 date or time; `after`/`before` include the bound). Sorting: `sort[createdAt]` or `sort[number]`.",
  middleware: requireUser(),
  request: {
    query: z.object({
      ...paginationQuery(100),
      "status.code": z.string().max(50).optional(),
      number: z.string().max(32).optional(),
      "number[contains]": z.string().max(32).optional(),
      "createdAt[after]": isoDate,
      "createdAt[before]": isoDate,
      "createdAt[strictly_after]": isoDate,
      "createdAt[strictly_before]": isoDate,
      "sort[createdAt]": z.enum(["asc", "desc"]).optional(),
      "sort[number]": z.enum(["asc", "desc"]).optional(),
    }),
  },
  responses: {
    200: jsonResponse(collectionSchema(OrderSchema, "OrderCollection"), "Orders."),
    ...problemResponses(401, 422),
  },
});
const itemRoute = createRoute({
  method: "get",
  path: "/sales/orders/{id}",
  tags: ["Orders"],
  summary: "One order of the caller",
  middleware: requireUser(),
  request: { params: idParam },
  responses: { 200: jsonResponse(OrderSchema, "The order."), ...problemResponses(401, 404) },
});
const bySlugRoute = createRoute({
  method: "get",
  path: "/sales/orders-by-slug/{number}",
  tags: ["Orders"],
  summary: "One order of the caller by its number (the slug of /my/purchases/{slug})",
  middleware: requireUser(),
  request: {
    params: z.object({
      number: z
        .string()
        .max(32)
        .openapi({ param: { name: "number", in: "path" }, example: "2026-000123" }),
    }),
  },
  responses: { 200: jsonResponse(OrderSchema, "The order."), ...problemResponses(401, 404) },
});
const adminUpdateRoute = createRoute({
  method: "patch",
  path: "/sales/admin/orders/{id}",
  tags: ["Orders"],
  summary: "Change an order's status, recipient or comment (staff)",
  middleware: requireRole("ROLE_STAFF"),
  request: { params: idParam, body: mergePatchBody(OrderPatchSchema) },
  responses: { 200: jsonResponse(OrderSchema, "The order."), ...problemResponses(401, 403, 404, 422) },
});
const adminDeleteRoute = createRoute({
  method: "delete",
  path: "/sales/admin/orders/{id}",
  tags: ["Orders"],
  summary: "Delete an order (staff)",
  middleware: requireRole("ROLE_STAFF"),
  request: { params: idParam },
  responses: { 204: { description: "Deleted." }, ...problemResponses(401, 403, 404) },
});

/**
 * Checkout and orders: `POST /sales/orders` (idempotent), the caller's list and detail (by id and
 * by number), staff update and delete under `/sales/admin/orders`.
 * @example
 *   app.route("/", orderRoutes(db));
 */
export function orderRoutes(db: Database, options: OrderRoutesOptions = {}) {
  const app = createRouteModule();

  app.openapi(checkoutRoute(db, options), async (c) => {
    const user = c.get("user");
    if (!user) throw new HttpProblem(401, { detail: "Войдите, чтобы оформить заказ." });
    const input = c.req.valid("json");
    const cartRow = await accessibleCart(
      db,
      idFromReference(input.cart, "/sales/carts", "cart", MAX_CART_ID),
      user.id,
    );
    const reference = await loadCatalogReference(db);
    // A first look without locks answers the common refusals (an empty cart, a changed total)
    // without making anybody wait.
    const requested = await storedLines(db, reference, cartRow.id);
    const checked = await priceForCheckout(db, reference, requested, user.id, cartRow, input);
    const [status] = await db.select().from(orderStatuses).where(eq(orderStatuses.isDefault, true)).limit(1);
    if (!status) throw new Error("no default order status: was the database seeded?");
    const [channel] = await db.select().from(salesChannels).orderBy(asc(salesChannels.id)).limit(1);
    const address: OrderAddress | null =
      input.delivery.method === "pickup" ? null : (input.delivery.address ?? null);

    const body = await db.transaction(async (tx) => {
      // The cart row lock makes two concurrent checkouts of one cart take turns; the second then
      // sees the lines it priced are gone and answers 409 instead of ordering them twice.
      await tx.select({ id: carts.id }).from(carts).where(eq(carts.id, cartRow.id)).for("update");
      const current = await storedLines(tx, reference, cartRow.id);
      if (!sameLines(current, requested)) {
        throw new HttpProblem(409, {
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
        user.id,
        cartRow,
        input,
      );
      const createdAt = new Date();
      const [inserted] = await tx
        .insert(orders)
        .values({
          number: `pending-${cartRow.id}-${createdAt.getTime()}`,
          userId: user.id,
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
      // The number comes from the id, known only after the insert.
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
          measureId: line.measure.id,
          quantity: line.quantityThousandths,
          price: numericFromKopecks(line.price),
          amount: numericFromKopecks(line.amount),
          discount: numericFromKopecks(line.discount),
        })),
      );
      await tx.delete(cartItems).where(eq(cartItems.cartId, cartRow.id));
      await tx.update(carts).set({ updatedAt: createdAt, userId: user.id }).where(eq(carts.id, cartRow.id));
      const [view] = await orderViewsWith(tx, reference, [order]);
      if (!view) throw new Error("the new order cannot be read back");
      // The answer is committed with the order: a retry after a crash replays it.
      const answer = JSON.stringify(view);
      await c.get("idempotency")?.complete(tx, {
        status: 201,
        headers: { "content-type": "application/json", location: view["@id"] },
        body: answer,
      });
      return answer;
    });
    return c.body(body, 201, {
      "Content-Type": "application/json",
      Location: (JSON.parse(body) as OrderView)["@id"],
    });
  });

  app.openapi(listRoute, async (c) => {
    const query = c.req.valid("query");
    const conditions: SQL[] = [ordersVisibleTo(callerOf(c))];
    if (query["status.code"]) {
      const [status] = await db
        .select()
        .from(orderStatuses)
        .where(eq(orderStatuses.code, query["status.code"]));
      conditions.push(eq(orders.statusId, status?.id ?? 0));
    }
    if (query.number) conditions.push(eq(orders.number, query.number));
    const numberPart = query["number[contains]"]?.trim();
    if (numberPart) conditions.push(ilike(orders.number, `%${escapeLike(numberPart)}%`));
    for (const [key, compare] of Object.entries(DATE_FILTERS)) {
      const value = query[key as keyof typeof DATE_FILTERS];
      if (value) conditions.push(compare(orders.createdAt, new Date(value)));
    }
    const where = and(...conditions);
    const order = query["sort[number]"]
      ? [query["sort[number]"] === "asc" ? asc(orders.id) : desc(orders.id)]
      : [
          query["sort[createdAt]"] === "asc" ? asc(orders.createdAt) : desc(orders.createdAt),
          desc(orders.id),
        ];
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
    return c.json(collection("/sales/orders", await orderViews(db, rows), total?.total ?? 0), 200);
  });

  const show = async (c: Context<AppEnv>, where: SQL) => {
    const [view] = await orderViews(db, [await visibleOrder(db, c, where)]);
    if (!view) throw notFound("Заказ не найден.");
    return view;
  };
  app.openapi(itemRoute, async (c) => c.json(await show(c, eq(orders.id, c.req.valid("param").id)), 200));
  app.openapi(bySlugRoute, async (c) =>
    c.json(await show(c, eq(orders.number, c.req.valid("param").number)), 200),
  );

  app.openapi(adminUpdateRoute, async (c) => {
    const { id } = c.req.valid("param");
    const input = c.req.valid("json");
    const user = callerOf(c);
    const reference = await loadCatalogReference(db);
    const view = await db.transaction(async (tx) => {
      // An order the caller may not see is 404 before anything about the body is said.
      const row = await findVisibleOrder(tx, user, eq(orders.id, id), { lock: true });
      if (!row) throw notFound("Заказ не найден.");
      const statusId = input.status === undefined ? undefined : await statusIdOf(tx, input.status);
      const [updated] = await tx
        .update(orders)
        .set({
          updatedAt: new Date(),
          ...(statusId !== undefined ? { statusId } : {}),
          ...(input.recipient ? { recipient: { ...row.recipient, ...input.recipient } } : {}),
          ...(input.comment !== undefined ? { comment: input.comment } : {}),
        })
        .where(eq(orders.id, id))
        .returning();
      const [before, after] = await orderViewsWith(tx, reference, updated ? [row, updated] : [row]);
      if (!after) throw notFound("Заказ не найден.");
      await recordChange(tx, {
        actorId: user.id,
        resource: "order",
        resourceId: id,
        operation: "update",
        before,
        after,
      });
      return after;
    });
    return c.json(view, 200);
  });

  app.openapi(adminDeleteRoute, async (c) => {
    const { id } = c.req.valid("param");
    const user = callerOf(c);
    const reference = await loadCatalogReference(db);
    await db.transaction(async (tx) => {
      const row = await findVisibleOrder(tx, user, eq(orders.id, id), { lock: true });
      if (!row) throw notFound("Заказ не найден.");
      const [before] = await orderViewsWith(tx, reference, [row]);
      await tx.delete(orders).where(eq(orders.id, id));
      await recordChange(tx, {
        actorId: user.id,
        resource: "order",
        resourceId: id,
        operation: "delete",
        before,
        after: null,
      });
    });
    return c.body(null, 204);
  });

  // Customers cannot change or delete orders; staff do it under /sales/admin/orders.
  app.on(["PUT", "PATCH", "DELETE"], "/sales/orders/*", () => {
    throw operationDenied();
  });
  app.on(["GET", "POST", "PUT"], ["/sales/admin/orders", "/sales/admin/orders/*"], () => {
    throw operationDenied();
  });
  return app;
}
