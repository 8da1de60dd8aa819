import { randomInt } from "node:crypto";
import { createRoute, z } from "@hono/zod-openapi";
import { asc, eq, inArray } from "drizzle-orm";
import type { Context } from "hono";
import type { Database } from "../db/client";
import type { DatabaseExecutor, DatabaseTransaction } from "../db/executor";
import { cartItems, carts, orderItems, orders, products } from "../db/schema/index";
import { recordChange } from "../domain/audit-log";
import { type CatalogReference, loadCatalogReference } from "../domain/catalog/reference";
import { findVisibleOrder } from "../domain/order-visibility";
import { type LineRequest, lineView, type PricedCart, priceCart } from "../domain/pricing";
import { thousandthsFromQuantity } from "../domain/quantity";
import { requireRole } from "../http/auth/auth";
import { callerOf } from "../http/auth/caller";
import type { AppEnv } from "../http/env";
import { cartIdParam, idFromReference, MAX_SERIAL_ID, notFound } from "../http/json-ld";
import { createRouteModule, jsonBody, jsonResponse, mergePatchBody, problemResponses } from "../http/openapi";
import { HttpProblem, operationDenied, type Violation } from "../http/problem";
import { MeasureSchema } from "./catalog";
import { TotalsSchema } from "./schemas/totals";

const ProductReference = z
  .union([
    z.string().max(200),
    z.object({
      number: z.string().max(32).optional(),
      id: z.number().int().positive().max(MAX_SERIAL_ID).optional(),
      "@id": z.string().max(200).optional(),
    }),
  ])
  .openapi({ description: 'A product IRI, `{ "number": "100245" }` or `{ "id": 12 }`.' });

const MeasureReference = z
  .union([z.string().max(64), z.object({ code: z.string().max(32) })])
  .openapi({ description: 'A measure code, `{ "code": "kg" }` or its IRI.' });

const cartItemInput = (quantity: z.ZodNumber) =>
  z.object({ product: ProductReference, measure: MeasureReference, quantity: quantity.max(100_000) });

export const CartInputSchema = z
  .object({
    items: z
      .array(
        cartItemInput(
          z
            .number()
            .positive()
            .openapi({ example: 0.5, description: "In the measure's unit, at most 3 decimals." }),
        ),
      )
      .max(200),
    currency: z.literal("RUB").default("RUB"),
  })
  .openapi("CartInput", { description: "Prices a client sends are ignored: the server prices every line." });

/** The body of both `/add` calls: each line's quantity is set, and 0 removes the line. */
export const CartAddInputSchema = z
  .object({
    items: z
      .array(
        cartItemInput(
          z.number().min(0).openapi({
            example: 0.5,
            description:
              "The line's new quantity in the measure's unit, at most 3 decimals; 0 removes the line.",
          }),
        ),
      )
      .max(200),
    currency: z.literal("RUB").default("RUB"),
  })
  .openapi("CartAddInput", {
    description:
      "Sets the quantity of each product and measure named (0 removes it); lines not named stay. Prices a client sends are ignored.",
  });

const CartLineSchema = z.object({
  product: z.object({
    "@id": z.string(),
    id: z.number().int(),
    number: z.string(),
    slug: z.string(),
    title: z.string(),
    image: z.string().optional(),
  }),
  measure: MeasureSchema,
  quantity: z.number(),
  price: z.number().int(),
  amount: z.number().int(),
  discount: z.number().int(),
});

export const CartSchema = z
  .object({
    "@id": z.string().nullable(),
    "@type": z.literal("Cart"),
    id: z.number().int().nullable(),
    currency: z.string(),
    priceType: z.string(),
    items: z.array(CartLineSchema),
    totals: TotalsSchema,
    updatedAt: z.string().nullable(),
  })
  .openapi("Cart");

export type CartView = z.infer<typeof CartSchema>;

/**
 * The wire form of a priced cart (`id` null for a calculation that is not stored).
 * @example
 *   cartView(priced, { id: 7, updatedAt: new Date() });
 */
export function cartView(cart: PricedCart, stored?: { id: number; updatedAt: Date }): CartView {
  return {
    "@id": stored ? `/api/sales/carts/${stored.id}` : null,
    "@type": "Cart",
    id: stored?.id ?? null,
    currency: cart.currency,
    priceType: cart.priceType,
    items: cart.lines.map(lineView),
    totals: cart.totals,
    updatedAt: stored?.updatedAt.toISOString() ?? null,
  };
}

function invalid(violations: Violation[]): HttpProblem {
  return new HttpProblem(422, { detail: "В корзине есть позиции, которые нельзя купить.", violations });
}

/**
 * Line requests of a cart body, in its order (a 0 quantity of an `/add` body stays, meaning
 * "remove"), or a 422 naming the lines it cannot read.
 */
function lineRequestsOf(input: z.infer<typeof CartAddInputSchema>): LineRequest[] {
  const violations: Violation[] = [];
  const requests = input.items.flatMap((item, index): LineRequest[] => {
    const reference = item.product;
    let product: LineRequest["product"] | undefined;
    if (typeof reference === "string")
      product = { id: idFromReference(reference, "/catalog/products", `items.${index}.product`) };
    else if (reference.number) product = { number: reference.number };
    else if (reference.id) product = { id: reference.id };
    else if (reference["@id"])
      product = { id: idFromReference(reference["@id"], "/catalog/products", `items.${index}.product`) };
    const measureCode =
      typeof item.measure === "string"
        ? (item.measure.split("/").filter(Boolean).pop() ?? "")
        : item.measure.code;
    const quantity = item.quantity === 0 ? 0 : thousandthsFromQuantity(item.quantity);
    if (!product)
      violations.push({
        propertyPath: `items.${index}.product`,
        message: "Укажите товар.",
        code: "required",
      });
    if (quantity === undefined) {
      violations.push({
        propertyPath: `items.${index}.quantity`,
        message: "Не более трёх знаков после запятой.",
        code: "invalid_quantity",
      });
    }
    return product && quantity !== undefined ? [{ product, measureCode, quantity }] : [];
  });
  if (violations.length) throw invalid(violations);
  return requests;
}

/**
 * Prices line requests, throwing 422 with one violation per line that cannot be bought. Lines with
 * a 0 quantity (an `/add` body's removals) are not priced; violations name every line by its index
 * in the body all the same (`items.2.quantity`).
 * @example
 *   const priced = await priceOrThrow(db, reference, requests, user?.id);
 */
async function priceOrThrow(
  db: Database,
  reference: CatalogReference,
  requests: LineRequest[],
  userId: number | undefined,
): Promise<PricedCart> {
  const indexes = requests.flatMap((request, index) => (request.quantity > 0 ? [index] : []));
  const { cart, violations } = await priceCart(
    db,
    indexes.map((index) => requests[index] as LineRequest),
    { reference, userId, pathOf: (position) => `items.${indexes[position]}` },
  );
  if (violations.length) throw invalid(violations);
  return cart;
}

/**
 * A 422 for the violations of `violations` that are over a cap (a line's quantity, the cart's
 * amount), which no way of changing a cart may pass; other violations (a stored line no longer
 * sold) are for the caller to leave out.
 */
function throwOverCaps(violations: Violation[]): void {
  const over = violations.filter(
    (violation) => violation.code === "amount_too_large" || violation.code === "quantity_too_large",
  );
  if (over.length) throw invalid(over);
}

type CartRow = typeof carts.$inferSelect;

/**
 * The cart `id` if the caller may use it: their own, or an anonymous one (reachable by its
 * unguessable id). Another customer's cart is 404, as if it did not exist.
 * @example
 *   const cart = await accessibleCart(db, c, 123);
 */
export async function accessibleCart(
  db: DatabaseExecutor,
  c: Context<AppEnv>,
  id: number,
  { lock = false }: { lock?: boolean } = {},
): Promise<CartRow> {
  const query = db.select().from(carts).where(eq(carts.id, id));
  const [row] = lock ? await query.for("update") : await query;
  const user = c.get("user");
  if (!row || (row.userId !== null && row.userId !== user?.id)) throw notFound("Корзина не найдена.");
  return row;
}

/**
 * The stored lines of a cart as line requests, in their order.
 * @example
 *   const lines = await storedLines(tx, reference, cart.id);
 */
export async function storedLines(
  db: DatabaseExecutor,
  reference: CatalogReference,
  cartId: number,
): Promise<LineRequest[]> {
  const rows = await db
    .select()
    .from(cartItems)
    .where(eq(cartItems.cartId, cartId))
    .orderBy(asc(cartItems.position));
  return rows.map((row) => ({
    product: { id: row.productId },
    measureCode: reference.measureById.get(row.measureId)?.code ?? "",
    quantity: row.quantity,
  }));
}

/**
 * A stored cart priced now. Lines that can no longer be bought (no positive price) are left out.
 * @example
 *   const view = await readCart(db, row, user?.id);
 */
export async function readCart(db: Database, row: CartRow, userId: number | undefined): Promise<CartView> {
  const reference = await loadCatalogReference(db);
  const { cart } = await priceCart(db, await storedLines(db, reference, row.id), {
    reference,
    userId,
    strict: false,
  });
  return cartView(cart, { id: row.id, updatedAt: row.updatedAt });
}

/** Replaces a cart's lines; runs inside the transaction that holds the cart row's lock. */
async function writeLines(
  db: DatabaseTransaction,
  reference: CatalogReference,
  cartId: number,
  cart: PricedCart,
  userId: number | undefined,
) {
  await db.delete(cartItems).where(eq(cartItems.cartId, cartId));
  if (cart.lines.length) {
    await db.insert(cartItems).values(
      cart.lines.map((line, position) => ({
        cartId,
        productId: line.productId,
        measureId: line.measure.id,
        quantity: line.quantityThousandths,
        position,
      })),
    );
  }
  const updatedAt = new Date();
  // Writing to an anonymous cart while signed in makes it the caller's cart.
  await db
    .update(carts)
    .set({
      updatedAt,
      ...(userId !== undefined ? { userId } : {}),
      priceTypeId: reference.defaultPriceType.id,
    })
    .where(eq(carts.id, cartId));
  return updatedAt;
}

async function createCart(
  db: Database,
  reference: CatalogReference,
  cart: PricedCart,
  userId: number | undefined,
) {
  // Random ids: an anonymous cart is reachable by its id alone, so ids must not be guessable.
  const id = randomInt(1, 2 ** 47);
  const updatedAt = await db.transaction(async (tx) => {
    await tx.insert(carts).values({ id, userId: userId ?? null, priceTypeId: reference.defaultPriceType.id });
    return writeLines(tx, reference, id, cart, userId);
  });
  return { id, updatedAt };
}

/**
 * Adds lines to a stored cart: the stored lines are read, merged and written back in one
 * transaction that holds the cart row's lock, so two tabs adding at once both keep their lines
 * (the second waits for the first and adds to its result).
 */
async function addToCart(
  db: Database,
  c: Context<AppEnv>,
  id: number,
  reference: CatalogReference,
  added: LineRequest[],
) {
  const userId = c.get("user")?.id;
  return db.transaction(async (tx) => {
    const row = await accessibleCart(tx, c, id, { lock: true });
    const stored = await storedLines(tx, reference, row.id);
    const { cart, violations } = await priceCart(tx, [...stored, ...added], {
      reference,
      userId,
      strict: false,
      // An added line is the order's: `orderItems.2` is its third line.
      pathOf: (index) => (index < stored.length ? `items.${index}` : `orderItems.${index - stored.length}`),
    });
    // Lines no longer sold are left out, as they always were; caps are the cart's, whatever adds.
    throwOverCaps(violations.filter((violation) => !violation.propertyPath.startsWith("items.")));
    const updatedAt = await writeLines(tx, reference, row.id, cart, userId);
    return cartView(cart, { id: row.id, updatedAt });
  });
}

/**
 * Sets lines of a stored cart (the `/add` calls): each product and measure of `set` gets its
 * quantity, 0 removes it, and the cart's other lines stay. Under the cart row's lock, like
 * `addToCart`, so two tabs saving at once both keep their lines.
 */
async function setInCart(
  db: Database,
  c: Context<AppEnv>,
  id: number,
  reference: CatalogReference,
  set: LineRequest[],
) {
  const userId = c.get("user")?.id;
  // Lines of the body name products by number or id; stored lines by id.
  const numbers = set.flatMap((line) => ("number" in line.product ? [line.product.number] : []));
  const idByNumber = new Map(
    numbers.length
      ? (
          await db
            .select({ id: products.id, number: products.number })
            .from(products)
            .where(inArray(products.number, numbers))
        ).map((row) => [row.number, row.id] as const)
      : [],
  );
  const keyOf = (line: LineRequest) =>
    `${"id" in line.product ? line.product.id : idByNumber.get(line.product.number)}:${line.measureCode}`;
  return db.transaction(async (tx) => {
    const row = await accessibleCart(tx, c, id, { lock: true });
    const lines = new Map((await storedLines(tx, reference, row.id)).map((line) => [keyOf(line), line]));
    for (const line of set) {
      const key = keyOf(line);
      if (line.quantity === 0) lines.delete(key);
      else if (lines.has(key))
        lines.set(key, { ...(lines.get(key) as LineRequest), quantity: line.quantity });
      else lines.set(key, line);
    }
    const { cart, violations } = await priceCart(tx, [...lines.values()], {
      reference,
      userId,
      strict: false,
    });
    // Each line sent was priced on its own: the cart's total is only known with the lines it kept.
    throwOverCaps(violations);
    const updatedAt = await writeLines(tx, reference, row.id, cart, userId);
    return cartView(cart, { id: row.id, updatedAt });
  });
}

/** Order lines as cart line requests (for repeat-order), of an order the caller may see (else 404). */
async function orderLines(
  db: Database,
  reference: CatalogReference,
  c: Context<AppEnv>,
  orderId: number,
): Promise<LineRequest[]> {
  const user = c.get("user");
  if (!user) throw new HttpProblem(401, { detail: "Войдите, чтобы повторить заказ." });
  const order = await findVisibleOrder(db, user, eq(orders.id, orderId));
  if (!order) throw notFound("Заказ не найден.");
  const rows = await db
    .select()
    .from(orderItems)
    .where(eq(orderItems.orderId, orderId))
    .orderBy(asc(orderItems.position));
  return rows.flatMap((row) =>
    row.productId === null
      ? []
      : [
          {
            product: { id: row.productId },
            measureCode: reference.measureById.get(row.measureId)?.code ?? "",
            quantity: row.quantity,
          },
        ],
  );
}

const cartResponse = (description: string) => jsonResponse(CartSchema, description);
const orderIdQuery = z.object({
  orderId: z.string().max(200).openapi({ description: "Order id or IRI.", example: "12" }),
});

const addRoute = createRoute({
  method: "post",
  path: "/sales/carts/add",
  tags: ["Carts"],
  summary: "Create a cart of the caller with these lines (0 quantities are left out)",
  request: { body: jsonBody(CartAddInputSchema) },
  responses: { 201: cartResponse("The new cart, priced by the server."), ...problemResponses(422) },
});
const addToRoute = createRoute({
  method: "patch",
  path: "/sales/carts/{id}/add",
  tags: ["Carts"],
  summary: "Set lines of a cart: each named line gets the quantity sent, 0 removes it, other lines stay",
  request: { params: cartIdParam, body: mergePatchBody(CartAddInputSchema) },
  responses: { 200: cartResponse("The cart."), ...problemResponses(404, 422) },
});
const replaceRoute = createRoute({
  method: "put",
  path: "/sales/carts/{id}",
  tags: ["Carts"],
  summary: "Replace all lines of a cart (an extension: the storefront saves with the /add calls)",
  request: { params: cartIdParam, body: jsonBody(CartInputSchema) },
  responses: { 200: cartResponse("The cart."), ...problemResponses(404, 422) },
});
const patchRoute = createRoute({
  method: "patch",
  path: "/sales/carts/{id}",
  tags: ["Carts"],
  summary: "Same as PUT: a merge patch replaces the items array",
  request: { params: cartIdParam, body: mergePatchBody(CartInputSchema) },
  responses: { 200: cartResponse("The cart."), ...problemResponses(404, 422) },
});
const repeatRoute = createRoute({
  method: "post",
  path: "/sales/carts/repeat-order",
  tags: ["Carts"],
  summary: "A new cart with the lines of an order at today's prices",
  request: { query: orderIdQuery },
  responses: { 201: cartResponse("The new cart."), ...problemResponses(401, 404, 422) },
});
const repeatIntoRoute = createRoute({
  method: "patch",
  path: "/sales/carts/{id}/repeat-order",
  tags: ["Carts"],
  summary: "Add the lines of an order to a cart at today's prices",
  request: { params: cartIdParam, query: orderIdQuery },
  responses: { 200: cartResponse("The cart."), ...problemResponses(401, 404, 422) },
});
const calculateRoute = createRoute({
  method: "post",
  path: "/sales/carts/calculate",
  tags: ["Carts"],
  summary: "Price a cart without storing it",
  request: { body: jsonBody(CartInputSchema) },
  responses: { 200: cartResponse("The priced cart (`id` null)."), ...problemResponses(422) },
});
const getRoute = createRoute({
  method: "get",
  path: "/sales/carts/{id}",
  tags: ["Carts"],
  summary: "A cart of the caller, priced now",
  request: { params: cartIdParam },
  responses: { 200: cartResponse("The cart."), ...problemResponses(404) },
});
const adminDeleteRoute = createRoute({
  method: "delete",
  path: "/sales/admin/carts/{id}",
  tags: ["Carts"],
  summary: "Delete any cart (staff)",
  middleware: requireRole("ROLE_STAFF"),
  request: { params: cartIdParam },
  responses: { 204: { description: "Deleted." }, ...problemResponses(401, 403, 404) },
});

/**
 * Carts: add, add to, replace, repeat an order, calculate, read; staff delete.
 * @example
 *   app.route("/", cartRoutes(db));
 */
export function cartRoutes(db: Database) {
  const app = createRouteModule();
  const userIdOf = (c: Context<AppEnv>) => c.get("user")?.id;

  app.openapi(addRoute, async (c) => {
    const reference = await loadCatalogReference(db);
    const cart = await priceOrThrow(db, reference, lineRequestsOf(c.req.valid("json")), userIdOf(c));
    const stored = await createCart(db, reference, cart, userIdOf(c));
    return c.json(cartView(cart, stored), 201);
  });

  app.openapi(addToRoute, async (c) => {
    // Another customer's cart is 404 before anything about the body is said.
    await accessibleCart(db, c, c.req.valid("param").id);
    const reference = await loadCatalogReference(db);
    const set = lineRequestsOf(c.req.valid("json"));
    // The lines set must be buyable (422 naming them otherwise); stored lines that no longer are drop out.
    await priceOrThrow(db, reference, set, userIdOf(c));
    return c.json(await setInCart(db, c, c.req.valid("param").id, reference, set), 200);
  });

  // A replacement is the whole cart as the client has it: concurrent ones are applied one after
  // the other under the cart row's lock, and the last one wins.
  const replace = async (c: Context<AppEnv>, id: number, input: z.infer<typeof CartInputSchema>) => {
    await accessibleCart(db, c, id);
    const reference = await loadCatalogReference(db);
    const cart = await priceOrThrow(db, reference, lineRequestsOf(input), userIdOf(c));
    return db.transaction(async (tx) => {
      const row = await accessibleCart(tx, c, id, { lock: true });
      const updatedAt = await writeLines(tx, reference, row.id, cart, userIdOf(c));
      return cartView(cart, { id: row.id, updatedAt });
    });
  };
  app.openapi(replaceRoute, async (c) =>
    c.json(await replace(c, c.req.valid("param").id, c.req.valid("json")), 200),
  );
  app.openapi(patchRoute, async (c) =>
    c.json(await replace(c, c.req.valid("param").id, c.req.valid("json")), 200),
  );

  app.openapi(repeatRoute, async (c) => {
    const reference = await loadCatalogReference(db);
    const lines = await orderLines(
      db,
      reference,
      c,
      idFromReference(c.req.valid("query").orderId, "/sales/orders", "orderId"),
    );
    const { cart, violations } = await priceCart(db, lines, {
      reference,
      userId: userIdOf(c),
      strict: false,
      pathOf: (index) => `orderItems.${index}`,
    });
    throwOverCaps(violations);
    const stored = await createCart(db, reference, cart, userIdOf(c));
    return c.json(cartView(cart, stored), 201);
  });

  app.openapi(repeatIntoRoute, async (c) => {
    const { id } = c.req.valid("param");
    await accessibleCart(db, c, id);
    const reference = await loadCatalogReference(db);
    const lines = await orderLines(
      db,
      reference,
      c,
      idFromReference(c.req.valid("query").orderId, "/sales/orders", "orderId"),
    );
    return c.json(await addToCart(db, c, id, reference, lines), 200);
  });

  app.openapi(calculateRoute, async (c) => {
    const reference = await loadCatalogReference(db);
    const cart = await priceOrThrow(db, reference, lineRequestsOf(c.req.valid("json")), userIdOf(c));
    return c.json(cartView(cart), 200);
  });

  app.openapi(getRoute, async (c) => {
    const row = await accessibleCart(db, c, c.req.valid("param").id);
    return c.json(await readCart(db, row, userIdOf(c)), 200);
  });

  app.openapi(adminDeleteRoute, async (c) => {
    const { id } = c.req.valid("param");
    const user = callerOf(c);
    const reference = await loadCatalogReference(db);
    await db.transaction(async (tx) => {
      const [row] = await tx.select().from(carts).where(eq(carts.id, id)).for("update");
      if (!row) throw notFound("Корзина не найдена.");
      const before = { ...row, items: await storedLines(tx, reference, id) };
      await tx.delete(carts).where(eq(carts.id, id));
      await recordChange(tx, {
        actorId: user.id,
        resource: "cart",
        resourceId: id,
        operation: "delete",
        before,
        after: null,
      });
    });
    return c.body(null, 204);
  });

  // Operations carts do not declare (SPEC.md section 5).
  app.on(["DELETE", "POST"], "/sales/carts/:id{[0-9]+}", () => {
    throw operationDenied();
  });
  app.on(["GET", "POST", "PUT", "PATCH"], "/sales/admin/carts/*", () => {
    throw operationDenied();
  });
  app.get("/sales/carts", () => {
    throw operationDenied();
  });
  return app;
}
