import {
  type CartLineInput,
  type CartState,
  cartLines,
  createEmptyCart,
  getLine,
  type ServerCart,
} from "./cart";
import { type CartAction, cartReducer, fromServerCart, mergeCarts } from "./reducer";
import { type CartLogger, type CartStorage, readStoredCart, type StoredCart, serializeCart } from "./storage";

/** What a save sends besides the cart. */
export interface CartSaveOptions<TSnapshot = unknown> {
  signal: AbortSignal;
  /**
   * Lines the server's cart holds that the local cart no longer has (removed since the last save,
   * or a line the server could not sell that the customer removed: it has no price): send them
   * with quantity 0. Always empty for a cart without id (a new cart).
   */
  removed: readonly CartLineInput<TSnapshot>[];
}

/**
 * What the app implements with its API client to save a cart. `save` creates the cart when
 * `cart.id` is null and updates it otherwise, and answers with the cart as the server computed it.
 */
export interface CartSyncTransport<TSnapshot = unknown> {
  /**
   * Saves the cart: every line with its quantity as the cart holds it, and `removed` with 0 (the
   * reference API's `POST /sales/carts/add` for a cart without id, `PATCH /sales/carts/{id}/add`
   * otherwise). Throws a {@link CartLinesRefusedError} when the server refuses some lines only.
   */
  save(cart: CartState<TSnapshot>, options: CartSaveOptions<TSnapshot>): Promise<ServerCart<TSnapshot>>;
  /**
   * True when the server refused the cart itself (unknown, deleted or someone else's cart, or any
   * answer that rejects the cart as a whole): the store drops the id and saves it once as a new cart.
   */
  isUnknownCartError(error: unknown): boolean;
}

/**
 * A line the server would not take, with its reason as the server gave it. A line the server's cart
 * holds but cannot sell (`ServerCart.unavailable`: a reload after staff stopped selling it) is not in
 * the local cart, which only holds priced lines: it carries its `quantity` and `snapshot` here.
 */
export interface RefusedLine<TSnapshot = unknown> {
  productId: string;
  measureCode: string;
  reason: string;
  /** Thousandths of the measure, for a line the local cart does not hold. */
  quantity?: number | undefined;
  snapshot?: TSnapshot | undefined;
}

/**
 * Thrown by a transport's `save` when the server refused some lines of the cart (a product no
 * longer sold, a quantity over its cap) and saved nothing. The store keeps those lines out of its
 * saves until the customer changes them, saves the rest at once, and lists them in
 * `getRefusedLines()` so the cart can say why beside each one.
 * @example
 *   throw new CartLinesRefusedError([{ productId: "42", measureCode: "kg", reason: "Not sold any more." }], answer);
 */
export class CartLinesRefusedError extends Error {
  override readonly name = "CartLinesRefusedError";
  readonly lines: readonly RefusedLine[];

  constructor(lines: readonly RefusedLine[], cause?: unknown) {
    super(`The server refused ${lines.length} line(s) of the cart`, { cause });
    this.lines = lines;
  }
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
 *   store.dispatch({ type: "add", line: { productId: "42", measureCode: "kg", quantity: 250, price: 129_990 } });
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
  // The lines the server's cart holds, as its last answer (or the cart taken from it) had them:
  // the ones the local cart lost since are sent with 0.
  let serverLines: readonly CartLineInput<TSnapshot>[] = [];
  let refused: readonly RefusedLine<TSnapshot>[] = [];
  const lineKey = (line: { productId: string; measureCode: string }) =>
    `${line.productId}\u0000${line.measureCode}`;

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

  function setRefused(next: readonly RefusedLine<TSnapshot>[]): void {
    if (next.length === 0 && refused.length === 0) return;
    refused = next;
    for (const listener of [...listeners]) listener();
  }

  /** The cart as it is sent: without the lines the server refused and the customer left as they were. */
  function sendable(cart: CartState<TSnapshot>): CartState<TSnapshot> {
    if (refused.length === 0) return cart;
    let next = cart;
    for (const line of refused)
      next = cartReducer(next, { type: "remove", productId: line.productId, measureCode: line.measureCode });
    return next;
  }

  function removedSince(cart: CartState<TSnapshot>): CartLineInput<TSnapshot>[] {
    if (cart.id === null) return [];
    return serverLines.filter(
      (line) => getLine(cart, line.productId, line.measureCode) === undefined && !isRefused(line),
    );
  }

  const isRefused = (line: { productId: string; measureCode: string }) =>
    refused.some((other) => lineKey(other) === lineKey(line));

  /** What the server's cart holds: its priced lines and those it cannot sell (without a price). */
  const linesOfServer = (server: ServerCart<TSnapshot> | null): CartLineInput<TSnapshot>[] =>
    server
      ? [
          ...cartLines(fromServerCart(server)),
          ...(server.unavailable ?? []).map(({ reason: _reason, ...line }) => line),
        ]
      : [];

  /** The server's unsold lines the local cart `cart` does not hold, as refused lines to show. */
  const unavailableOutside = (
    server: ServerCart<TSnapshot> | null,
    cart: CartState<TSnapshot>,
  ): RefusedLine<TSnapshot>[] =>
    (server?.unavailable ?? [])
      .filter((line) => getLine(cart, line.productId, line.measureCode) === undefined)
      .map((line) => ({ ...line }));

  async function saveWithRetry(
    sender: CartSyncTransport<TSnapshot>,
    local: CartState<TSnapshot>,
    signal: AbortSignal,
    savingRevision: number,
  ): Promise<SaveOutcome> {
    try {
      let answer: ServerCart<TSnapshot>;
      const send = async (cart: CartState<TSnapshot>) =>
        sender.save(sendable(cart), { signal, removed: removedSince(cart) });
      // One retry for each kind of refusal: of the cart itself (saved as a new one), of some lines
      // (saved without them). A second refusal of the same kind is a real error.
      let cart = local;
      let retriedAsNew = false;
      let retriedWithout = false;
      for (;;) {
        try {
          answer = await send(cart);
          break;
        } catch (error) {
          if (signal.aborted) throw error;
          if (error instanceof CartLinesRefusedError) {
            // The customer is told of every refusal; the rest is sent again once.
            const lines = error.lines;
            setRefused([
              ...refused.filter((line) => !lines.some((other) => lineKey(other) === lineKey(line))),
              ...lines.map(({ productId, measureCode, reason }) => ({ productId, measureCode, reason })),
            ]);
            if (retriedWithout) throw error;
            retriedWithout = true;
            logger.warn("cart-core: the server refused some lines; saving the rest", error);
            continue;
          }
          if (cart.id !== null && !retriedAsNew && sender.isUnknownCartError(error)) {
            retriedAsNew = true;
            logger.warn(`cart-core: the server rejected cart ${cart.id}; saving it as a new cart`, error);
            if (state.id === cart.id) setState({ ...state, id: null });
            cart = { ...cart, id: null };
            continue;
          }
          throw error;
        }
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
    const fromServer = fromServerCart(answer);
    serverLines = linesOfServer(answer);
    if (savingRevision === revision) {
      // Nothing changed meanwhile: take the server's prices and discounts, keep our snapshots
      // where the server sends none, and keep the refused lines, which wait for the customer.
      let next = fromServer;
      for (const line of cartLines(fromServer)) {
        if (line.snapshot !== undefined) continue;
        const local = getLine(state, line.productId, line.measureCode)?.snapshot;
        if (local !== undefined) next = mergeSnapshot(next, line.productId, line.measureCode, local);
      }
      for (const line of refused) {
        const local = getLine(state, line.productId, line.measureCode);
        if (!local) continue;
        // The server may hold the line as it was before the refused change: the local one stays.
        next = cartReducer(next, {
          type: "remove",
          productId: line.productId,
          measureCode: line.measureCode,
        });
        next = cartReducer(next, { type: "add", line: { ...local } });
      }
      savedRevision = savingRevision;
      // The lines the server holds and cannot sell wait for the customer like the refused ones.
      const unsold = unavailableOutside(answer, next);
      setRefused([
        ...refused.filter(
          (line) =>
            getLine(next, line.productId, line.measureCode) !== undefined &&
            !unsold.some((other) => lineKey(other) === lineKey(line)),
        ),
        ...unsold,
      ]);
      setState(next);
    } else {
      // Newer local edits win; only the id is taken so the next save updates this cart.
      setState({ ...state, id: answer.id ?? state.id });
    }
  }

  function mergeSnapshot(
    cart: CartState<TSnapshot>,
    productId: string,
    measureCode: string,
    snapshot: TSnapshot,
  ): CartState<TSnapshot> {
    const measures = cart.items[productId];
    const line = measures?.[measureCode];
    if (!measures || !line) return cart;
    return {
      ...cart,
      items: { ...cart.items, [productId]: { ...measures, [measureCode]: { ...line, snapshot } } },
    };
  }

  function takeServerCart(server: ServerCart<TSnapshot> | null): void {
    // The server's cart is saved by definition; pending local edits are superseded.
    const next = fromServerCart(server ?? { id: null, items: [] });
    cancelTimer();
    abortInFlight();
    revision += 1;
    savedRevision = revision;
    serverLines = linesOfServer(server);
    setRefused(unavailableOutside(server, next));
    setState(next);
  }

  /**
   * A change of a refused line (or its removal) is the customer's answer: it is sent again. A line
   * the local cart does not hold (the server's, unsold) stays until it is removed or the cart cleared.
   */
  function forgetChangedRefusals(
    before: CartState<TSnapshot>,
    after: CartState<TSnapshot>,
    action: CartAction<TSnapshot>,
  ): boolean {
    if (refused.length === 0) return false;
    const kept = refused.filter((line) => {
      const was = getLine(before, line.productId, line.measureCode);
      const now = getLine(after, line.productId, line.measureCode);
      if (was === undefined && now === undefined)
        return !(
          action.type === "clear" ||
          (action.type === "remove" &&
            action.productId === line.productId &&
            (action.measureCode === undefined || action.measureCode === line.measureCode))
        );
      return now !== undefined && now === was;
    });
    if (kept.length === refused.length) return false;
    setRefused(kept);
    return true;
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
      if (action.type === "replace") {
        takeServerCart(action.cart);
        return;
      }
      const next = cartReducer(state, action);
      // Removing a line the server holds unsold changes no local line, yet is a change to save.
      const forgot = forgetChangedRefusals(state, next, action);
      if (next === state && !forgot) return;
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
      const backend = fromServerCart(backendCart ?? { id: null, items: [] });
      const merged = mergeCarts(backend, state);
      cancelTimer();
      abortInFlight();
      serverLines = linesOfServer(backendCart);
      setRefused(unavailableOutside(backendCart, merged));
      revision += 1;
      if (!hadLocalLines) savedRevision = revision;
      mode = nextMode;
      setState(merged);
      if (hadLocalLines) schedule();
    },
    resume(serverCart) {
      if (mode === "admin-panel") return;
      if (revision !== savedRevision) {
        // The unsaved cart updates the session's cart rather than creating a second one; what that
        // cart holds and the local one lost (removed before a reload) is sent with 0.
        if (serverCart && (state.id === null || state.id === serverCart.id)) {
          serverLines = linesOfServer(serverCart);
          // Its unsold lines are shown, and kept out of the save's removals.
          setRefused(unavailableOutside(serverCart, state));
        }
        if (state.id === null && serverCart?.id) setState({ ...state, id: serverCart.id });
        schedule();
        return;
      }
      takeServerCart(serverCart);
    },
    logout() {
      mode = "anonymous";
      cancelTimer();
      abortInFlight();
      revision += 1;
      savedRevision = revision;
      serverLines = [];
      setRefused([]);
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
    getRefusedLines: () => refused,
    dispose() {
      cancelTimer();
      abortInFlight();
      listeners.clear();
    },
  };
}
