import { asc, eq, inArray } from "drizzle-orm";
import type { Database } from "../../db/client";
import { orderItems, orders, products, productVariants } from "../../db/schema/index";
import type { CatalogIndexStore } from "../catalog/index/catalog-index-store";
import type { CatalogReference } from "../catalog/reference";
import { notFound } from "../errors";
import { findVisibleOrder, type OrderViewer } from "../order-visibility";
import { type LineRequest, type PricedCart, priceCart } from "../pricing";
import { throwOverCaps, unbuyableLines } from "./caps";
import { type CartView, cartView } from "./cart-view";
import { accessibleCart, createCart, readCart, storedLines, writeLines } from "./storage";

// How each way of changing a cart merges lines, under the cart row's lock where a stored cart
// changes: the route modules call these and shape nothing but the answer.

/**
 * Prices line requests, throwing 422 with one violation per line that cannot be bought. Lines with
 * a 0 quantity (an `/add` body's removals) are not priced; violations name every line by its index
 * in the body all the same (`items.2.quantity`).
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
  if (violations.length) throw unbuyableLines(violations);
  return cart;
}

/**
 * A cart priced without storing it (`id` null); 422 for lines that cannot be bought.
 * @example
 *   await calculateCart(db, catalog, [{ product: { number: "100001" }, measureCode: "kg", quantity: 250 }], user?.id);
 */
export async function calculateCart(
  db: Database,
  catalog: CatalogIndexStore,
  requests: LineRequest[],
  userId: number | undefined,
): Promise<CartView> {
  const reference = await catalog.reference();
  return cartView(await priceOrThrow(db, reference, requests, userId));
}

/**
 * A new stored cart of the caller with these lines (0 quantities are left out); 422 for lines that
 * cannot be bought.
 * @example
 *   const view = await createCartWith(db, catalog, requests, user?.id);
 */
export async function createCartWith(
  db: Database,
  catalog: CatalogIndexStore,
  requests: LineRequest[],
  userId: number | undefined,
): Promise<CartView> {
  const reference = await catalog.reference();
  const cart = await priceOrThrow(db, reference, requests, userId);
  return cartView(cart, await createCart(db, reference, cart, userId));
}

/**
 * A cart the caller may use, priced now (404 for another customer's).
 * @example
 *   const view = await cartOf(db, catalog, 123, user?.id);
 */
export async function cartOf(
  db: Database,
  catalog: CatalogIndexStore,
  id: number,
  userId: number | undefined,
): Promise<CartView> {
  return readCart(db, catalog, await accessibleCart(db, id, userId), userId);
}

/** The ids of the products (or variants) with these numbers (articles), by number. */
async function idsByNumber(
  db: Database,
  table: typeof products | typeof productVariants,
  numbers: readonly string[],
): Promise<Map<string, number>> {
  if (numbers.length === 0) return new Map();
  const rows = await db
    .select({ id: table.id, number: table.number })
    .from(table)
    .where(inArray(table.number, [...numbers]));
  return new Map(rows.map((row) => [row.number, row.id]));
}

/**
 * Sets lines of a stored cart (the `/add` calls): each product and measure of `set` gets its
 * quantity, 0 removes it, and the cart's other lines stay. The lines set must be buyable (422
 * naming them otherwise); stored lines that no longer are stay stored and are answered in
 * `unavailableItems`. Under the cart row's lock, so
 * two tabs saving at once both keep their lines; another customer's cart is 404 (check it with
 * `accessibleCart` first to say so before anything about the body).
 * @example
 *   await setCartLines(db, catalog, 123, user?.id, [{ product: { id: 12 }, measureCode: "kg", quantity: 0 }]);
 */
export async function setCartLines(
  db: Database,
  catalog: CatalogIndexStore,
  id: number,
  userId: number | undefined,
  set: LineRequest[],
): Promise<CartView> {
  const reference = await catalog.reference();
  await priceOrThrow(db, reference, set, userId);
  // Lines of the body name products and variants by number or id; stored lines by id.
  const [idByNumber, variantIdByNumber] = await Promise.all([
    idsByNumber(
      db,
      products,
      set.flatMap((line) => ("number" in line.product ? [line.product.number] : [])),
    ),
    idsByNumber(
      db,
      productVariants,
      set.flatMap((line) => (line.variant && "number" in line.variant ? [line.variant.number] : [])),
    ),
  ]);
  const variantKey = (variant: LineRequest["variant"]) =>
    variant === undefined ? "" : "id" in variant ? variant.id : variantIdByNumber.get(variant.number);
  const keyOf = (line: LineRequest) =>
    `${"id" in line.product ? line.product.id : idByNumber.get(line.product.number)}:${line.measureCode}:${variantKey(line.variant)}`;
  return db.transaction(async (tx) => {
    const row = await accessibleCart(tx, id, userId, { lock: true });
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

/**
 * Replaces all lines of a stored cart. A replacement is the whole cart as the client has it:
 * concurrent ones are applied one after the other under the cart row's lock, and the last one wins.
 * @example
 *   await replaceCartLines(db, catalog, 123, user?.id, requests);
 */
export async function replaceCartLines(
  db: Database,
  catalog: CatalogIndexStore,
  id: number,
  userId: number | undefined,
  requests: LineRequest[],
): Promise<CartView> {
  const reference = await catalog.reference();
  const cart = await priceOrThrow(db, reference, requests, userId);
  return db.transaction(async (tx) => {
    const row = await accessibleCart(tx, id, userId, { lock: true });
    const updatedAt = await writeLines(tx, reference, row.id, cart, userId);
    return cartView(cart, { id: row.id, updatedAt });
  });
}

/** Order lines as cart line requests, of an order the viewer may see (else 404). */
async function orderLines(
  db: Database,
  reference: CatalogReference,
  viewer: OrderViewer,
  orderId: number,
): Promise<LineRequest[]> {
  const order = await findVisibleOrder(db, viewer, eq(orders.id, orderId));
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
            ...(row.variantId !== null ? { variant: { id: row.variantId } } : {}),
            quantity: row.quantity,
          },
        ],
  );
}

/**
 * A new cart with the lines of an order the viewer may see, at today's prices (lines no longer
 * sold are left out; caps still hold).
 * @example
 *   const view = await repeatOrder(db, catalog, user, 12);
 */
export async function repeatOrder(
  db: Database,
  catalog: CatalogIndexStore,
  viewer: OrderViewer,
  orderId: number,
): Promise<CartView> {
  const reference = await catalog.reference();
  const lines = await orderLines(db, reference, viewer, orderId);
  const { cart, violations } = await priceCart(db, lines, {
    reference,
    userId: viewer.id,
    strict: false,
    pathOf: (index) => `orderItems.${index}`,
  });
  throwOverCaps(violations);
  // The order's lines no longer sold are not the new cart's: they are left out, not kept.
  const sold = { ...cart, unavailable: [] };
  return cartView(sold, await createCart(db, reference, sold, viewer.id));
}

/**
 * Adds the lines of an order the viewer may see to a stored cart, at today's prices: the stored
 * lines are read, merged and written back in one transaction that holds the cart row's lock, so
 * two tabs adding at once both keep their lines (the second waits for the first and adds to its
 * result).
 * @example
 *   const view = await repeatOrderInto(db, catalog, 123, user, 12);
 */
export async function repeatOrderInto(
  db: Database,
  catalog: CatalogIndexStore,
  cartId: number,
  viewer: OrderViewer,
  orderId: number,
): Promise<CartView> {
  const reference = await catalog.reference();
  const added = await orderLines(db, reference, viewer, orderId);
  return db.transaction(async (tx) => {
    const row = await accessibleCart(tx, cartId, viewer.id, { lock: true });
    const stored = await storedLines(tx, reference, row.id);
    const { cart, violations } = await priceCart(tx, [...stored, ...added], {
      reference,
      userId: viewer.id,
      strict: false,
      // An added line is the order's: `orderItems.2` is its third line.
      pathOf: (index) => (index < stored.length ? `items.${index}` : `orderItems.${index - stored.length}`),
    });
    // Caps are the cart's, whatever adds. The order's lines no longer sold are left out; the
    // cart's own stay stored and answered as unavailable, as a read answers them.
    throwOverCaps(violations.filter((violation) => !violation.propertyPath.startsWith("items.")));
    const kept = { ...cart, unavailable: cart.unavailable.filter((line) => line.index < stored.length) };
    const updatedAt = await writeLines(tx, reference, row.id, kept, viewer.id);
    return cartView(kept, { id: row.id, updatedAt });
  });
}
