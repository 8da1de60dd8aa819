import { type CartLine, type CartState, createEmptyCart, lineKey, normalizeLine } from "./cart";

/** Where the local cart lives between page loads: localStorage in a browser, memory in tests. */
export interface CartStorage {
  read(): string | null;
  write(value: string): void;
  remove(): void;
  /**
   * Calls `listener` when someone else (another tab) changed the stored cart; returns the
   * unsubscribe function. Without it the store never looks at the storage again after it started.
   */
  subscribe?(listener: () => void): () => void;
}

/** Receives what went wrong without stopping the shop (corrupt storage, failed saves). */
export interface CartLogger {
  warn(message: string, details?: unknown): void;
}

/** The subset of the Web Storage API the adapter uses; `localStorage` and `sessionStorage` fit. */
export interface WebStorageLike {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

/**
 * Version of the stored format. Version 1 named a line's measure `measureId`; it is still read, so
 * a cart stored before the rename survives. Entries of any other version are discarded, never
 * guessed at.
 */
export const CART_STORAGE_VERSION = 2;

/** The field of a stored line that holds its measure code, by stored version. */
const MEASURE_FIELD: Record<number, string> = { 1: "measureId", 2: "measureCode" };

export const DEFAULT_CART_STORAGE_KEY = "shop.cart";

/** Where the `storage` events of other tabs arrive: the browser's `window`. */
export interface StorageEventSource {
  addEventListener(
    type: "storage",
    listener: (event: { key: string | null; storageArea: unknown }) => void,
  ): void;
  removeEventListener(
    type: "storage",
    listener: (event: { key: string | null; storageArea: unknown }) => void,
  ): void;
}

/**
 * A cart storage over Web Storage; with `changes` (the window), it tells the store when another tab
 * changed the entry, so that every open tab shows and saves one cart.
 * @example
 *   const storage = webStorage(window.localStorage, DEFAULT_CART_STORAGE_KEY, window);
 */
export function webStorage(
  storage: WebStorageLike,
  key: string = DEFAULT_CART_STORAGE_KEY,
  changes?: StorageEventSource,
): CartStorage {
  return {
    read: () => storage.getItem(key),
    write: (value) => storage.setItem(key, value),
    remove: () => storage.removeItem(key),
    ...(changes && {
      subscribe(listener: () => void) {
        // `key` null: the whole storage was cleared.
        const onStorage = (event: { key: string | null; storageArea: unknown }) => {
          if (event.storageArea === storage && (event.key === key || event.key === null)) listener();
        };
        changes.addEventListener("storage", onStorage);
        return () => changes.removeEventListener("storage", onStorage);
      },
    }),
  };
}

/**
 * A cart storage in memory, for tests and for runtimes without Web Storage.
 * @example
 *   const storage = memoryStorage();
 *   storage.write("{}");
 *   storage.read(); // "{}"
 */
export function memoryStorage(initial: string | null = null): CartStorage {
  let value = initial;
  return {
    read: () => value,
    write: (next) => {
      value = next;
    },
    remove: () => {
      value = null;
    },
  };
}

/** A stored cart and whether it holds changes the server has not got yet. */
export interface StoredCart<TSnapshot = unknown> {
  cart: CartState<TSnapshot>;
  /** Set by the sync store for a customer's edits not yet saved, so a reload does not drop them. */
  unsaved: boolean;
}

/**
 * The stored form of a cart: a versioned JSON envelope.
 * @example
 *   storage.write(serializeCart(cart));
 */
export function serializeCart(cart: CartState<unknown>, options: { unsaved?: boolean } = {}): string {
  return JSON.stringify({
    version: CART_STORAGE_VERSION,
    cart,
    ...(options.unsaved ? { unsaved: true } : {}),
  });
}

export interface ParseStoredCartOptions<TSnapshot> {
  logger: CartLogger;
  /** Checks a stored snapshot; without it snapshots are trusted as written by this app. */
  isSnapshot?: ((value: unknown) => value is TSnapshot) | undefined;
}

class StoredCartError extends Error {}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function nullableString(value: unknown, field: string): string | null {
  if (value === null || typeof value === "string") return value;
  throw new StoredCartError(`${field} is neither a string nor null`);
}

/**
 * Reads a stored cart. Anything unreadable (not JSON, another version, a malformed line) gives an
 * empty cart and a warning, because a broken entry must never stop the shop from opening.
 * @example
 *   const cart = parseStoredCart(storage.read(), { logger: console });
 */
export function parseStoredCart<TSnapshot = unknown>(
  text: string | null,
  options: ParseStoredCartOptions<TSnapshot>,
): CartState<TSnapshot> {
  return readStoredCart(text, options).cart;
}

/**
 * Like `parseStoredCart`, with the entry's unsaved marker.
 * @example
 *   const { cart, unsaved } = readStoredCart(storage.read(), { logger: console });
 */
export function readStoredCart<TSnapshot = unknown>(
  text: string | null,
  options: ParseStoredCartOptions<TSnapshot>,
): StoredCart<TSnapshot> {
  if (text === null) return { cart: createEmptyCart(), unsaved: false };
  try {
    return decodeEntry(JSON.parse(text), options.isSnapshot);
  } catch (error) {
    options.logger.warn("cart-core: the stored cart is unreadable and was replaced by an empty cart", error);
    return { cart: createEmptyCart(), unsaved: false };
  }
}

function decodeEntry<TSnapshot>(
  envelope: unknown,
  isSnapshot: ((value: unknown) => value is TSnapshot) | undefined,
): StoredCart<TSnapshot> {
  if (!isRecord(envelope)) throw new StoredCartError("not an object");
  const measureField = typeof envelope.version === "number" ? MEASURE_FIELD[envelope.version] : undefined;
  if (measureField === undefined) {
    throw new StoredCartError(`stored version ${String(envelope.version)} is not ${CART_STORAGE_VERSION}`);
  }
  if (envelope.unsaved !== undefined && typeof envelope.unsaved !== "boolean") {
    throw new StoredCartError("unsaved is not a boolean");
  }
  return { cart: decodeCart(envelope.cart, measureField, isSnapshot), unsaved: envelope.unsaved === true };
}

function decodeCart<TSnapshot>(
  stored: unknown,
  measureField: string,
  isSnapshot: ((value: unknown) => value is TSnapshot) | undefined,
): CartState<TSnapshot> {
  if (!isRecord(stored) || !isRecord(stored.items)) throw new StoredCartError("cart or its items missing");
  // Object.fromEntries defines own properties, so an id like "__proto__" stays an ordinary key.
  const products = Object.entries(stored.items).map(([productId, byMeasure]) => {
    if (!isRecord(byMeasure)) throw new StoredCartError(`product ${productId} is not an object`);
    const lines = Object.entries(byMeasure).map(
      ([key, value]) => [key, decodeLine(value, productId, key, measureField, isSnapshot)] as const,
    );
    return [productId, Object.fromEntries(lines)] as const;
  });
  const items = Object.fromEntries(products.filter(([, lines]) => Object.keys(lines).length > 0));
  return {
    id: nullableString(stored.id, "id"),
    currency: nullableString(stored.currency, "currency"),
    priceType: nullableString(stored.priceType, "priceType"),
    items,
  };
}

function decodeLine<TSnapshot>(
  value: unknown,
  productId: string,
  key: string,
  measureField: string,
  isSnapshot: ((value: unknown) => value is TSnapshot) | undefined,
): CartLine<TSnapshot> {
  const measureCode = isRecord(value) ? value[measureField] : undefined;
  const variantId = isRecord(value) ? value.variantId : undefined;
  if (
    !isRecord(value) ||
    value.productId !== productId ||
    typeof measureCode !== "string" ||
    (variantId !== undefined && typeof variantId !== "string") ||
    lineKey(measureCode, variantId) !== key
  ) {
    throw new StoredCartError(`line ${productId}/${key} does not match its keys`);
  }
  const { quantity, price, discount, snapshot } = value;
  if (typeof quantity !== "number" || typeof price !== "number") {
    throw new StoredCartError(`line ${productId}/${key} has no numeric quantity or price`);
  }
  if (discount !== undefined && typeof discount !== "number") {
    throw new StoredCartError(`line ${productId}/${key} has a non-numeric discount`);
  }
  if (snapshot !== undefined && isSnapshot && !isSnapshot(snapshot)) {
    throw new StoredCartError(`line ${productId}/${key} has an invalid snapshot`);
  }
  // normalizeLine throws a RangeError on fractions and negatives; a line that does not count
  // (price or quantity 0) could only come from a bug or an edit by hand, so it is refused too.
  const line = normalizeLine<TSnapshot>({
    productId,
    measureCode,
    ...(variantId !== undefined ? { variantId } : {}),
    quantity,
    price,
    discount,
    snapshot: snapshot as TSnapshot,
  });
  if (!line) throw new StoredCartError(`line ${productId}/${key} has no price or quantity`);
  return line;
}
