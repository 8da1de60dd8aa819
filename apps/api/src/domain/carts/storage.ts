import { randomInt } from "node:crypto";
import { asc, eq } from "drizzle-orm";
import type { Database } from "../../db/client";
import type { DatabaseExecutor, DatabaseTransaction } from "../../db/executor";
import { cartItems, carts } from "../../db/schema/index";
import { recordChange } from "../audit-log";
import type { CatalogIndexStore } from "../catalog/index/catalog-index-store";
import type { CatalogReference } from "../catalog/reference";
import { notFound } from "../errors";
import { cartLineKey, type LineRequest, type PricedCart, priceCart } from "../pricing";
import { MAX_CART_ID } from "../references";
import { type CartView, cartView } from "./cart-view";

export type CartRow = typeof carts.$inferSelect;

/**
 * The cart `id` if the caller (`userId`, undefined when anonymous) may use it: their own, or an
 * anonymous one (reachable by its unguessable id). Another customer's cart is 404, as if it did
 * not exist.
 * @example
 *   const cart = await accessibleCart(db, 123, user?.id);
 */
export async function accessibleCart(
  db: DatabaseExecutor,
  id: number,
  userId: number | undefined,
  { lock = false }: { lock?: boolean } = {},
): Promise<CartRow> {
  const query = db.select().from(carts).where(eq(carts.id, id));
  const [row] = lock ? await query.for("update") : await query;
  if (!row || (row.userId !== null && row.userId !== userId)) throw notFound("Корзина не найдена.");
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
    ...(row.variantId !== null ? { variant: { id: row.variantId } } : {}),
    quantity: row.quantity,
  }));
}

/**
 * A stored cart priced now. Lines that can no longer be bought (no positive price in their measure,
 * a quantity off the measure's step) are answered apart, in `unavailableItems` with the reason, and
 * stay stored: they come back into `items` when the product is sold again, and leave the cart when
 * the customer removes them (a 0 quantity) or saves the cart without them (PUT).
 * @example
 *   const view = await readCart(db, catalog, row, user?.id);
 */
export async function readCart(
  db: Database,
  catalog: CatalogIndexStore,
  row: CartRow,
  userId: number | undefined,
): Promise<CartView> {
  const reference = await catalog.reference();
  const { cart } = await priceCart(db, await storedLines(db, reference, row.id), {
    reference,
    userId,
    strict: false,
  });
  return cartView(cart, { id: row.id, updatedAt: row.updatedAt });
}

/**
 * Replaces a cart's lines with the priced ones and the unavailable ones (kept stored until the
 * customer removes them); runs inside the transaction that holds the cart row's lock.
 * @example
 *   const updatedAt = await writeLines(tx, reference, row.id, priced, user?.id);
 */
export async function writeLines(
  db: DatabaseTransaction,
  reference: CatalogReference,
  cartId: number,
  cart: PricedCart,
  userId: number | undefined,
): Promise<Date> {
  await db.delete(cartItems).where(eq(cartItems.cartId, cartId));
  const priced = new Set(cart.lines.map(cartLineKey));
  const rows = [...cart.lines, ...cart.unavailable.filter((line) => !priced.has(cartLineKey(line)))];
  if (rows.length) {
    await db.insert(cartItems).values(
      rows.map((line, position) => ({
        cartId,
        productId: line.productId,
        measureId: line.measure.id,
        variantId: line.variant?.id ?? null,
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

/**
 * Stores a new cart of the caller (anonymous when `userId` is undefined) with the priced lines.
 * @example
 *   const stored = await createCart(db, reference, priced, user?.id); // { id, updatedAt }
 */
export async function createCart(
  db: Database,
  reference: CatalogReference,
  cart: PricedCart,
  userId: number | undefined,
): Promise<{ id: number; updatedAt: Date }> {
  // Random ids: an anonymous cart is reachable by its id alone, so ids must not be guessable.
  const id = randomInt(1, MAX_CART_ID);
  const updatedAt = await db.transaction(async (tx) => {
    await tx.insert(carts).values({ id, userId: userId ?? null, priceTypeId: reference.defaultPriceType.id });
    return writeLines(tx, reference, id, cart, userId);
  });
  return { id, updatedAt };
}

/**
 * Deletes any cart (staff), recording it with its lines in the audit log; 404 for an unknown one.
 * @example
 *   await deleteCart(db, catalog, 123, staff.id);
 */
export async function deleteCart(
  db: Database,
  catalog: CatalogIndexStore,
  id: number,
  actorId: number,
): Promise<void> {
  const reference = await catalog.reference();
  await db.transaction(async (tx) => {
    const [row] = await tx.select().from(carts).where(eq(carts.id, id)).for("update");
    if (!row) throw notFound("Корзина не найдена.");
    const before = { ...row, items: await storedLines(tx, reference, id) };
    await tx.delete(carts).where(eq(carts.id, id));
    await recordChange(tx, {
      actorId,
      resource: "cart",
      resourceId: id,
      operation: "delete",
      before,
      after: null,
    });
  });
}
