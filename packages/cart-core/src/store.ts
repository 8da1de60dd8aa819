import { type CartState, cartLines, createEmptyCart, getLine, type ServerCart } from "./cart";
import { type CartAction, cartReducer, fromServerCart, mergeCarts } from "./reducer";
import { type CartLogger, type CartStorage, readStoredCart, type StoredCart, serializeCart } from "./storage";

/**
 * What the app implements with its API client to save a cart. `save` creates the cart when
 * `cart.id` is null and updates it otherwise, and answers with the cart as the server computed it.
 */
export interface CartSyncTransport<TSnapshot = unknown> {
  save(cart: CartState<TSnapshot>, options: { signal: AbortSignal }): Promise<ServerCart<TSnapshot>>;
  /** True when the server refused the cart id (unknown, deleted or someone else's cart). */
  isUnknownCartError(error: unknown): boolean;
}

/** Timers the scheduler uses; tests may pass their own. */
export interface CartTimers {
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

/** Only `customer` syncs: anonymous visitors and the admin panel keep the cart locally. */
export type CartSyncMode = "anonymous" | "customer" | "admin-panel";

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
  /** Sends unsaved changes now (e.g. before checkout); rejects when the save fails. */
  flush(): Promise<void>;
  /** True while local changes have not reached the server. */
  hasUnsavedChanges(): boolean;
  /** Stops timers and aborts a save in flight. */
  dispose(): void;
}

type SaveOutcome = { status: "saved" | "aborted" } | { status: "failed"; error: unknown };

interface SaveRun {
  controller: AbortController;
  revision: number;
  done: Promise<SaveOutcome>;
}

const defaultTimers: CartTimers = {
  // Looked up at call time so fake timers installed later still apply; never detached from
  // globalThis, which browsers refuse ("Illegal invocation").
  setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as Parameters<typeof globalThis.clearTimeout>[0]),
};

/**
 * The cart with local storage and server sync (README, "Sync").
 * @example
 *   const store = createCartStore({ storage: webStorage(localStorage), transport });
 *   store.setMode(session.application.adminPanel ? "admin-panel" : "customer");
 *   store.dispatch({ type: "add", line: { productId: "42", measureId: "kg", quantity: 250, price: 129_990 } });
 *   await store.flush(); // before checkout
 */
export function createCartStore<TSnapshot = unknown>(
  options: CartStoreOptions<TSnapshot>,
): CartStore<TSnapshot> {
  const { storage, transport } = options;
  const logger = options.logger ?? console;
  const timers = options.timers ?? defaultTimers;
  const saveDelayMs = options.saveDelayMs ?? 2000;
  const listeners = new Set<() => void>();

  const stored = readStored();
  let state = stored.cart;
  let mode: CartSyncMode = options.mode ?? "anonymous";
  // Every local change bumps `revision`; `savedRevision` is the last one the server has.
  let revision = stored.unsaved ? 1 : 0;
  let savedRevision = 0;
  let timer: { handle: unknown } | null = null;
  let inFlight: SaveRun | null = null;

  function readStored(): StoredCart<TSnapshot> {
    try {
      return readStoredCart(storage.read(), { logger, isSnapshot: options.isSnapshot });
    } catch (error) {
      logger.warn("cart-core: the cart storage cannot be read; starting with an empty cart", error);
      return { cart: createEmptyCart(), unsaved: false };
    }
  }

  function setState(next: CartState<TSnapshot>): void {
    if (next === state) return;
    state = next;
    try {
      // Anonymous carts are never sent. A signed-in user's edits are marked until the server has
      // them, in the admin panel too: they wait there and go out once back in the shop, even after
      // a reload in between.
      storage.write(serializeCart(state, { unsaved: mode !== "anonymous" && revision !== savedRevision }));
    } catch (error) {
      // A full or forbidden storage (quota, private mode) must not block the cart in memory.
      logger.warn("cart-core: the cart could not be stored locally", error);
    }
    for (const listener of [...listeners]) listener();
  }

  const syncing = (): boolean => mode === "customer" && transport !== undefined;

  function cancelTimer(): void {
    if (timer) timers.clearTimeout(timer.handle);
    timer = null;
  }

  function abortInFlight(): void {
    inFlight?.controller.abort();
    inFlight = null;
  }

  function schedule(): void {
    cancelTimer();
    if (!syncing()) return;
    timer = {
      handle: timers.setTimeout(() => {
        timer = null;
        startSaveOfLatest();
      }, saveDelayMs),
    };
  }

  /** The save that covers the current revision, started when needed; null when in sync. */
  function startSaveOfLatest(): SaveRun | null {
    if (!syncing() || !transport) return null;
    if (inFlight?.revision === revision) return inFlight;
    if (revision === savedRevision) return null;
    // A newer save replaces the one in flight: the older answer would be out of date anyway.
    abortInFlight();
    const controller = new AbortController();
    const run: SaveRun = {
      controller,
      revision,
      done: saveWithRetry(transport, state, controller.signal, revision),
    };
    inFlight = run;
    void run.done.finally(() => {
      if (inFlight === run) inFlight = null;
    });
    return run;
  }

  async function saveWithRetry(
    sender: CartSyncTransport<TSnapshot>,
    cart: CartState<TSnapshot>,
    signal: AbortSignal,
    savingRevision: number,
  ): Promise<SaveOutcome> {
    try {
      let answer: ServerCart<TSnapshot>;
      try {
        answer = await sender.save(cart, { signal });
      } catch (error) {
        if (signal.aborted || cart.id === null || !sender.isUnknownCartError(error)) throw error;
        logger.warn(`cart-core: the server rejected cart ${cart.id}; saving it as a new cart`, error);
        if (state.id === cart.id) setState({ ...state, id: null });
        // Exactly one retry: a second refusal of a cart without id is a real error.
        answer = await sender.save({ ...cart, id: null }, { signal });
      }
      if (signal.aborted) return { status: "aborted" };
      applyAnswer(answer, savingRevision);
      return { status: "saved" };
    } catch (error) {
      if (signal.aborted) return { status: "aborted" };
      logger.warn(
        "cart-core: the cart could not be saved; it stays local and is sent with the next change",
        error,
      );
      return { status: "failed", error };
    }
  }

  function applyAnswer(answer: ServerCart<TSnapshot>, savingRevision: number): void {
    if (savingRevision === revision) {
      // Nothing changed meanwhile: take the server's prices and discounts, keep our snapshots
      // where the server sends none.
      const fromServer = fromServerCart(answer);
      let next = fromServer;
      for (const line of cartLines(fromServer)) {
        if (line.snapshot !== undefined) continue;
        const local = getLine(state, line.productId, line.measureId)?.snapshot;
        if (local !== undefined) next = mergeSnapshot(next, line.productId, line.measureId, local);
      }
      savedRevision = savingRevision;
      setState(next);
    } else {
      // Newer local edits win; only the id is taken so the next save updates this cart.
      setState({ ...state, id: answer.id ?? state.id });
    }
  }

  function mergeSnapshot(
    cart: CartState<TSnapshot>,
    productId: string,
    measureId: string,
    snapshot: TSnapshot,
  ): CartState<TSnapshot> {
    const measures = cart.items[productId];
    const line = measures?.[measureId];
    if (!measures || !line) return cart;
    return {
      ...cart,
      items: { ...cart.items, [productId]: { ...measures, [measureId]: { ...line, snapshot } } },
    };
  }

  function takeServerCart(next: CartState<TSnapshot>): void {
    // The server's cart is saved by definition; pending local edits are superseded.
    cancelTimer();
    abortInFlight();
    revision += 1;
    savedRevision = revision;
    setState(next);
  }

  return {
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    dispatch(action) {
      const next = cartReducer(state, action);
      if (action.type === "replace") {
        takeServerCart(next);
        return;
      }
      if (next === state) return;
      revision += 1;
      setState(next);
      schedule();
    },
    getMode: () => mode,
    setMode(nextMode) {
      mode = nextMode;
      if (syncing()) {
        if (revision !== savedRevision) schedule();
      } else {
        cancelTimer();
        abortInFlight();
      }
    },
    login(backendCart, nextMode = "customer") {
      const hadLocalLines = cartLines(state).length > 0;
      const merged = mergeCarts(fromServerCart(backendCart ?? { id: null, items: [] }), state);
      cancelTimer();
      abortInFlight();
      revision += 1;
      if (!hadLocalLines) savedRevision = revision;
      mode = nextMode;
      setState(merged);
      if (hadLocalLines) schedule();
    },
    resume(serverCart) {
      if (mode === "admin-panel") return;
      if (revision !== savedRevision) {
        // The unsaved cart updates the session's cart rather than creating a second one.
        if (state.id === null && serverCart?.id) setState({ ...state, id: serverCart.id });
        schedule();
        return;
      }
      takeServerCart(fromServerCart(serverCart ?? { id: null, items: [] }));
    },
    logout() {
      mode = "anonymous";
      cancelTimer();
      abortInFlight();
      revision += 1;
      savedRevision = revision;
      setState(createEmptyCart());
    },
    async flush() {
      cancelTimer();
      for (;;) {
        const run = startSaveOfLatest();
        if (!run) return;
        const outcome = await run.done;
        if (outcome.status === "failed") throw outcome.error;
      }
    },
    hasUnsavedChanges: () => revision !== savedRevision,
    dispose() {
      cancelTimer();
      abortInFlight();
      listeners.clear();
    },
  };
}
