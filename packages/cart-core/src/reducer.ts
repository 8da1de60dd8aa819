import {
  type CartLine,
  type CartLineInput,
  type CartState,
  cartLines,
  getLine,
  lineKey,
  type MeasureCode,
  normalizeLine,
  type ProductId,
  type ServerCart,
  type VariantId,
} from "./cart";
import { assertQuantity } from "./quantity";

/**
 * Everything that changes a cart. `add` adds to the quantity already there; `setQuantity` sets it
 * (0 removes the line); `replace` takes the server's cart as it is; `mergeInto` merges the current
 * (anonymous) cart into the backend cart at login.
 */
export type CartAction<TSnapshot = unknown> =
  | { type: "add"; line: CartLineInput<TSnapshot> }
  | {
      type: "setQuantity";
      productId: ProductId;
      measureCode: MeasureCode;
      variantId?: VariantId | undefined;
      quantity: number;
    }
  | {
      type: "remove";
      productId: ProductId;
      /** Left out, every line of the product goes. */
      measureCode?: MeasureCode | undefined;
      variantId?: VariantId | undefined;
    }
  | { type: "clear" }
  | { type: "replace"; cart: ServerCart<TSnapshot> }
  | { type: "mergeInto"; cart: ServerCart<TSnapshot> };

/** Sets or deletes one line (by its `lineKey`), dropping the product entry when it has no lines left. */
function withLine<TSnapshot>(
  cart: CartState<TSnapshot>,
  productId: ProductId,
  key: string,
  line: CartLine<TSnapshot> | undefined,
): CartState<TSnapshot> {
  const current = Object.hasOwn(cart.items, productId) ? cart.items[productId] : undefined;
  const { [key]: _previous, ...otherMeasures } = current ?? {};
  const measures = line ? { ...otherMeasures, [key]: line } : otherMeasures;
  const { [productId]: _product, ...otherProducts } = cart.items;
  const items =
    Object.keys(measures).length > 0 ? { ...otherProducts, [productId]: measures } : otherProducts;
  return { ...cart, items };
}

/**
 * Builds the local cart from the server's: lines without a price or quantity are dropped, and
 * repeated product+measure lines add up (quantities and discounts).
 * @example
 *   const cart = fromServerCart({ id: "c1", currency: "RUB", items: [{ productId: "1", measureCode: "pcs", quantity: 1000, price: 9_900 }] });
 */
export function fromServerCart<TSnapshot>(server: ServerCart<TSnapshot>): CartState<TSnapshot> {
  let cart: CartState<TSnapshot> = {
    id: server.id ?? null,
    currency: server.currency ?? null,
    priceType: server.priceType ?? null,
    items: {},
  };
  for (const input of server.items) {
    const line = normalizeLine(input);
    if (!line) continue;
    const existing = getLine(cart, line.productId, line.measureCode, line.variantId);
    const combined = existing
      ? { ...line, quantity: existing.quantity + line.quantity, discount: sumDiscounts(existing, line) }
      : line;
    cart = withLine(cart, line.productId, lineKey(line.measureCode, line.variantId), normalizeLine(combined));
  }
  return cart;
}

function sumDiscounts(a: CartLine<unknown>, b: CartLine<unknown>): number | undefined {
  return a.discount === undefined && b.discount === undefined
    ? undefined
    : (a.discount ?? 0) + (b.discount ?? 0);
}

/**
 * Merges `incoming` into `base` (README, "Merge at login"): lines of the same product and measure
 * add their quantities and keep `base`'s price and snapshot (the server recomputes the discount, so
 * it is dropped); other lines are kept as they are; the id, currency and price type are `base`'s
 * unless it has none. Associative, so merging several carts needs no particular grouping.
 * @example
 *   const merged = mergeCarts(fromServerCart(backendCart), anonymousCart);
 */
export function mergeCarts<TSnapshot>(
  base: CartState<TSnapshot>,
  incoming: CartState<TSnapshot>,
): CartState<TSnapshot> {
  let cart: CartState<TSnapshot> = {
    ...base,
    id: base.id ?? incoming.id,
    currency: base.currency ?? incoming.currency,
    priceType: base.priceType ?? incoming.priceType,
  };
  for (const line of cartLines(incoming)) {
    const existing = getLine(cart, line.productId, line.measureCode, line.variantId);
    const merged = existing
      ? withoutDiscount({
          ...existing,
          quantity: existing.quantity + line.quantity,
          snapshot: existing.snapshot ?? line.snapshot,
        })
      : line;
    cart = withLine(cart, line.productId, lineKey(line.measureCode, line.variantId), normalizeLine(merged));
  }
  return cart;
}

/** A changed quantity invalidates the server's discount until the server recomputes it. */
function withoutDiscount<TSnapshot>(line: CartLine<TSnapshot>): CartLine<TSnapshot> {
  const { discount: _discount, ...rest } = line;
  return rest;
}

/**
 * The pure cart reducer. Returns the same object when an action changes nothing, so callers can
 * compare by reference.
 * @example
 *   let cart = createEmptyCart();
 *   cart = cartReducer(cart, { type: "add", line: { productId: "42", measureCode: "kg", quantity: 250, price: 129_990 } });
 *   cart = cartReducer(cart, { type: "setQuantity", productId: "42", measureCode: "kg", quantity: 0 }); // line removed
 */
export function cartReducer<TSnapshot>(
  cart: CartState<TSnapshot>,
  action: CartAction<TSnapshot>,
): CartState<TSnapshot> {
  switch (action.type) {
    case "add": {
      const { productId, measureCode, variantId, quantity } = action.line;
      assertQuantity(quantity);
      const existing = getLine(cart, productId, measureCode, variantId);
      // The newest price and snapshot win; the server's discount no longer matches the quantity.
      const line = normalizeLine({
        ...action.line,
        quantity: (existing?.quantity ?? 0) + quantity,
        snapshot: action.line.snapshot ?? existing?.snapshot,
        discount: undefined,
      });
      if (!line && !existing) return cart;
      return withLine(cart, productId, lineKey(measureCode, variantId), line);
    }
    case "setQuantity": {
      const existing = getLine(cart, action.productId, action.measureCode, action.variantId);
      if (!existing) return cart;
      if (existing.quantity === action.quantity) return cart;
      const line = normalizeLine(withoutDiscount({ ...existing, quantity: action.quantity }));
      return withLine(cart, action.productId, lineKey(action.measureCode, action.variantId), line);
    }
    case "remove": {
      if (!Object.hasOwn(cart.items, action.productId)) return cart;
      if (action.measureCode === undefined) {
        const { [action.productId]: _removed, ...items } = cart.items;
        return { ...cart, items };
      }
      if (!getLine(cart, action.productId, action.measureCode, action.variantId)) return cart;
      return withLine(cart, action.productId, lineKey(action.measureCode, action.variantId), undefined);
    }
    case "clear":
      return Object.keys(cart.items).length === 0 ? cart : { ...cart, items: {} };
    case "replace":
      return fromServerCart(action.cart);
    case "mergeInto":
      return mergeCarts(fromServerCart(action.cart), cart);
  }
}
