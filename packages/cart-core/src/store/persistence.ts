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
 * them. Returns what was written; a failed write is logged and the cart goes on in memory.
 */
export function storeCart(
  storage: CartStorage,
  cart: CartState<unknown>,
  options: { unsaved: boolean; logger: CartLogger },
): string | null {
  try {
    const entry = serializeCart(cart, { unsaved: options.unsaved });
    storage.write(entry);
    return entry;
  } catch (error) {
    // A full or forbidden storage (quota, private mode) must not block the cart in memory.
    options.logger.warn("cart-core: the cart could not be stored locally", error);
    return null;
  }
}

/** The stored entry as it is now; null when it cannot be read. */
export function readEntry(storage: CartStorage): string | null {
  try {
    return storage.read();
  } catch {
    return null;
  }
}
