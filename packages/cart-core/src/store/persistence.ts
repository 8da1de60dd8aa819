import { type CartState, createEmptyCart } from "../cart";
import {
  type CartLogger,
  type CartStorage,
  type ParseStoredCartOptions,
  readStoredCart,
  type StoredCart,
  serializeCart,
} from "../storage";

// The store's side of local storage (docs/cart-core/cart-state.md, "Local storage"): neither function
// throws, since a storage that fails must never stop the shop or lose the cart in memory.

/**
 * The cart the store starts with: the stored one, or an empty cart (and a warning) when the storage
 * cannot be read at all; a broken entry is handled by `readStoredCart` the same way.
 */
export function loadCart<TSnapshot>(
  storage: CartStorage,
  options: ParseStoredCartOptions<TSnapshot>,
): StoredCart<TSnapshot> {
  try {
    return readStoredCart(storage.read(), options);
  } catch (error) {
    options.logger.warn("cart-core: the cart storage cannot be read; starting with an empty cart", error);
    return { cart: createEmptyCart(), unsaved: false };
  }
}

/**
 * Writes the cart at once; `unsaved` marks edits the server does not have yet, so a reload keeps
 * them. A failed write is logged and the cart goes on in memory.
 */
export function storeCart(
  storage: CartStorage,
  cart: CartState<unknown>,
  options: { unsaved: boolean; logger: CartLogger },
): void {
  try {
    storage.write(serializeCart(cart, { unsaved: options.unsaved }));
  } catch (error) {
    // A full or forbidden storage (quota, private mode) must not block the cart in memory.
    options.logger.warn("cart-core: the cart could not be stored locally", error);
  }
}
