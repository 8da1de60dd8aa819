// Where the store learns whether the server can be reached, and how tabs sharing one stored cart
// take turns saving it (docs/cart-core/sync.md, "Offline and several tabs").

/** Whether the server can be reached now, and when that changes. */
export interface CartConnectivity {
  /** False only when surely offline: a save is then not even tried. */
  isOnline(): boolean;
  /** Calls `listener` when the connection goes or comes back; returns the unsubscribe function. */
  subscribe(listener: () => void): () => void;
}

interface EventSource {
  addEventListener(type: string, listener: () => void): void;
  removeEventListener(type: string, listener: () => void): void;
}

/**
 * The browser's `navigator.onLine` and its `online` and `offline` events; outside a browser (no
 * such events), always online.
 * @example
 *   createCartStore({ storage, transport, connectivity: browserConnectivity() });
 */
export function browserConnectivity(): CartConnectivity {
  const events = globalThis as unknown as Partial<EventSource>;
  return {
    isOnline: () => (globalThis.navigator as { onLine?: boolean } | undefined)?.onLine !== false,
    subscribe(listener) {
      if (typeof events.addEventListener !== "function") return () => {};
      for (const type of ["online", "offline"]) events.addEventListener(type, listener);
      return () => {
        for (const type of ["online", "offline"]) events.removeEventListener?.(type, listener);
      };
    },
  };
}

/**
 * Runs `task` alone among the tabs that share the cart's storage, or at once where nothing can
 * tell them apart; an aborted `signal` gives up waiting (rejects).
 */
export type CartSaveLock = <T>(task: () => Promise<T>, signal: AbortSignal) => Promise<T>;

interface LockManagerLike {
  request<T>(name: string, options: { signal: AbortSignal }, task: () => Promise<T>): Promise<T>;
}

/**
 * The Web Locks API's lock `name` (one per stored cart), so that two tabs back online save the
 * cart once; where there is no such API, no lock.
 * @example
 *   createCartStore({ storage, transport, lock: webLock("shop.cart") });
 */
export function webLock(name: string): CartSaveLock {
  return (task, signal) => {
    const locks = (globalThis.navigator as { locks?: LockManagerLike } | undefined)?.locks;
    return locks ? locks.request(name, { signal }, task) : task();
  };
}
