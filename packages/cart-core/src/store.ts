import type { CartState, ServerCart } from "./cart";
import { type CartAction, cartReducer } from "./reducer";
import type { CartLogger, CartStorage } from "./storage";
import { browserConnectivity, type CartConnectivity, type CartSaveLock } from "./store/connectivity";
import { type RefusedLine, refusalsAfterEdit } from "./store/refused-lines";
import { type CartSyncTransport, saveCart } from "./store/save-cart";
import * as sessionEvents from "./store/session-events";
import { type CartSyncMode, createStoreCore, type StoreCore } from "./store/store-core";
import { type CartTimers, defaultTimers, type SaveOutcome } from "./store/sync-scheduler";

export { browserConnectivity, type CartConnectivity, type CartSaveLock, webLock } from "./store/connectivity";
// The store's parts live in store/: the shared state (store-core), when saves go out
// (sync-scheduler), one save and its retries (save-cart), taking its answer (server-answer), the
// lines a save holds back or sends at 0 (refused-lines), the mode and session events
// (session-events) and local storage (persistence). This module is the public contract and wires
// them together.
export type { RefusedLine } from "./store/refused-lines";
export { CartLinesRefusedError, type CartSaveOptions, type CartSyncTransport } from "./store/save-cart";
export type { CartSyncMode } from "./store/store-core";
export { CartOfflineError, type CartTimers, MAX_RETRY_DELAY_MS } from "./store/sync-scheduler";

export interface CartStoreOptions<TSnapshot> {
  storage: CartStorage;
  /** Without a transport the store never syncs (e.g. a cart widget outside the shop). */
  transport?: CartSyncTransport<TSnapshot> | undefined;
  logger?: CartLogger | undefined;
  timers?: CartTimers | undefined;
  /** Inactivity before a save is sent (SPEC section 9: 2000 ms). */
  saveDelayMs?: number | undefined;
  mode?: CartSyncMode | undefined;
  isSnapshot?: ((value: unknown) => value is TSnapshot) | undefined;
  /** Whether saves can go out; default: the browser's `navigator.onLine` and its events. */
  connectivity?: CartConnectivity | undefined;
  /**
   * Lets one tab at a time save the stored cart they share (`webLock`); default: none, every save
   * goes out at once.
   */
  lock?: CartSaveLock | undefined;
}

export interface CartStore<TSnapshot = unknown> {
  getState(): CartState<TSnapshot>;
  /** Calls `listener` after every change; returns the unsubscribe function. */
  subscribe(listener: () => void): () => void;
  /** Applies a change, stores it at once and, when syncing, schedules a save. */
  dispatch(action: CartAction<TSnapshot>): void;
  getMode(): CartSyncMode;
  /** Switches syncing on or off; leaving `customer` cancels pending and in-flight saves. */
  setMode(mode: CartSyncMode): void;
  /**
   * At login: merges the local (anonymous) cart into the backend cart and switches to `mode`
   * (default `customer`). A save follows when the local cart had lines.
   */
  login(backendCart: ServerCart<TSnapshot> | null, mode?: Exclude<CartSyncMode, "anonymous">): void;
  /**
   * At startup of an authorised session, with the session's cart: takes the server's cart, unless
   * the local cart holds a customer's edits that never reached the server (the page was closed
   * within the save delay), which are kept and sent. In `admin-panel` mode the local cart stays.
   */
  resume(serverCart: ServerCart<TSnapshot> | null): void;
  /** At logout: forgets the local cart without saving it and stops syncing. */
  logout(): void;
  /**
   * Sends unsaved changes now (e.g. before checkout); rejects when the save fails, at once with a
   * `CartOfflineError` while the device is offline.
   */
  flush(): Promise<void>;
  /** True while local changes have not reached the server. */
  hasUnsavedChanges(): boolean;
  /**
   * Lines the server refused at the last save, with its reasons; they stay in the cart, left out of
   * saves, until the customer changes or removes them. Also the lines the server's cart holds but
   * cannot sell (`ServerCart.unavailable`), with `quantity` and `snapshot`: they are not in the local
   * cart (nor its totals) and leave when the customer removes them (a `remove` action or `clear`),
   * which the next save sends with 0. The same array until it changes.
   */
  getRefusedLines(): readonly RefusedLine<TSnapshot>[];
  /** Stops timers and aborts a save in flight. */
  dispose(): void;
}

/**
 * The cart with local storage and server sync (README, "Sync").
 * @example
 *   const store = createCartStore({ storage: webStorage(localStorage), transport });
 *   store.setMode(session.application.adminPanel ? "admin-panel" : "customer");
 *   store.dispatch({ type: "add", line: { productId: "42", measureCode: "kg", quantity: 250, price: 129_990 } });
 *   await store.flush(); // before checkout
 */
export function createCartStore<TSnapshot = unknown>(
  options: CartStoreOptions<TSnapshot>,
): CartStore<TSnapshot> {
  const { transport } = options;
  const logger = options.logger ?? console;
  const lock: CartSaveLock = options.lock ?? ((task) => task());
  const core: StoreCore<TSnapshot> = createStoreCore({
    storage: options.storage,
    logger,
    isSnapshot: options.isSnapshot,
    mode: options.mode ?? "anonymous",
    timers: options.timers ?? defaultTimers,
    saveDelayMs: options.saveDelayMs ?? 2000,
    connectivity: options.connectivity ?? browserConnectivity(),
    // Called only once a change is to be saved, long after `core` exists. Under the lock the stored
    // cart is looked at first: another tab may have saved it meanwhile, or changed it again.
    save:
      transport &&
      ((revision, signal) =>
        lock(async (): Promise<SaveOutcome> => {
          core.adoptStored();
          if (!core.scheduler.isLatest(revision)) return { status: "aborted" };
          return saveCart(core, transport, revision, signal, logger);
        }, signal).catch((): SaveOutcome => ({ status: "aborted" }))),
  });

  return {
    getState: () => core.cart,
    subscribe: (listener) => core.subscribe(listener),
    dispatch(action) {
      if (action.type === "replace") {
        sessionEvents.takeServerCart(core, action.cart);
        return;
      }
      const next = cartReducer(core.cart, action);
      // Removing a line the server holds unsold changes no local line, yet is a change to save.
      const refused = refusalsAfterEdit(core.refused, core.cart, next, action);
      if (refused !== core.refused) core.setRefused(refused);
      else if (next === core.cart) return;
      core.scheduler.markChanged();
      core.setCart(next);
      core.scheduler.schedule();
    },
    getMode: () => core.mode,
    setMode: (mode) => sessionEvents.setMode(core, mode),
    login: (backendCart, mode) => sessionEvents.login(core, backendCart, mode),
    resume: (serverCart) => sessionEvents.resume(core, serverCart),
    logout: () => sessionEvents.logout(core),
    flush: () => core.scheduler.flush(),
    hasUnsavedChanges: () => core.scheduler.hasUnsavedChanges(),
    getRefusedLines: () => core.refused,
    dispose: () => core.dispose(),
  };
}
