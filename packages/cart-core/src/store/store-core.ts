import { type CartLineInput, type CartState, cartLines } from "../cart";
import { type CartLogger, type CartStorage, readStoredCart } from "../storage";
import type { CartConnectivity } from "./connectivity";
import { loadCart, readEntry, storeCart } from "./persistence";
import type { RefusedLine } from "./refused-lines";
import { type CartTimers, createSyncScheduler, type SaveOutcome, type SyncScheduler } from "./sync-scheduler";

/** Only `customer` syncs: anonymous visitors and the admin panel keep the cart locally. */
export type CartSyncMode = "anonymous" | "customer" | "admin-panel";

/**
 * The state a cart store's parts share. The cart and the refused lines change only through their
 * setters, which tell the listeners (the cart is also written to storage); the mode and the server's
 * lines are plain fields; the scheduler knows which revision the server has and when the next save
 * goes out.
 */
export interface StoreCore<TSnapshot> {
  readonly cart: CartState<TSnapshot>;
  readonly refused: readonly RefusedLine<TSnapshot>[];
  mode: CartSyncMode;
  /**
   * The lines the server's cart holds, as its last answer (or the cart taken from it) had them: the
   * ones the local cart lost since are sent with 0.
   */
  serverLines: readonly CartLineInput<TSnapshot>[];
  readonly scheduler: SyncScheduler;
  /** Takes `next` as the cart (nothing when it is the same object): stores it and tells the listeners. */
  setCart(next: CartState<TSnapshot>): void;
  setRefused(next: readonly RefusedLine<TSnapshot>[]): void;
  /**
   * Takes the stored cart when another tab changed it: its edits the server does not have are
   * saved from here too (the save lock lets one tab send them), a cart another tab saved is in sync.
   */
  adoptStored(): void;
  subscribe(listener: () => void): () => void;
  /** Stops the scheduler and forgets the listeners. */
  dispose(): void;
}

export interface StoreCoreOptions<TSnapshot> {
  storage: CartStorage;
  logger: CartLogger;
  isSnapshot: ((value: unknown) => value is TSnapshot) | undefined;
  mode: CartSyncMode;
  timers: CartTimers;
  saveDelayMs: number;
  connectivity: CartConnectivity;
  /** Saves the store's cart as it is now, as `revision`; without it the store never syncs. */
  save: ((revision: number, signal: AbortSignal) => Promise<SaveOutcome>) | undefined;
}

/**
 * The shared state of a new store, starting from the stored cart (its edits the server never got
 * stay unsaved), with a scheduler that saves through `options.save`.
 */
export function createStoreCore<TSnapshot>(options: StoreCoreOptions<TSnapshot>): StoreCore<TSnapshot> {
  const { storage, logger } = options;
  const stored = loadCart(storage, { logger, isSnapshot: options.isSnapshot });
  const listeners = new Set<() => void>();
  const notify = () => {
    for (const listener of [...listeners]) listener();
  };
  let cart = stored.cart;
  let refused: readonly RefusedLine<TSnapshot>[] = [];
  // The entry this tab last wrote or took: a different one was written by another tab.
  let entry = readEntry(storage);

  const core: StoreCore<TSnapshot> = {
    get cart() {
      return cart;
    },
    get refused() {
      return refused;
    },
    mode: options.mode,
    serverLines: [],
    scheduler: createSyncScheduler({
      timers: options.timers,
      delayMs: options.saveDelayMs,
      unsaved: stored.unsaved,
      isSyncing: () => core.mode === "customer",
      isOnline: () => options.connectivity.isOnline(),
      save: options.save,
    }),
    setCart(next) {
      if (next === cart) return;
      cart = next;
      // Anonymous carts are never sent. A signed-in user's edits are marked until the server has
      // them, in the admin panel too: they wait there and go out once back in the shop, even after
      // a reload in between.
      entry = storeCart(storage, cart, {
        unsaved: core.mode !== "anonymous" && core.scheduler.hasUnsavedChanges(),
        logger,
      });
      notify();
    },
    adoptStored() {
      const current = readEntry(storage);
      if (current === entry) return;
      entry = current;
      const other = readStoredCart(current, { logger, isSnapshot: options.isSnapshot });
      if (other.unsaved) core.scheduler.markChanged();
      else {
        // Saved by the other tab: the server holds just these lines.
        core.scheduler.markInSync();
        core.serverLines = cartLines(other.cart);
      }
      cart = other.cart;
      notify();
      if (other.unsaved) core.scheduler.schedule();
    },
    setRefused(next) {
      if (next.length === 0 && refused.length === 0) return;
      refused = next;
      notify();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    dispose() {
      core.scheduler.stop();
      listeners.clear();
      stopListening();
    },
  };
  const unsubscribers = [
    options.connectivity.subscribe(() => core.scheduler.reconnected()),
    storage.subscribe?.(() => core.adoptStored()),
  ];
  const stopListening = () => {
    for (const unsubscribe of unsubscribers) unsubscribe?.();
  };
  return core;
}
