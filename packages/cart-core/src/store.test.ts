import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { type CartLineInput, type CartState, cartLines, cartTotals, getLine, type ServerCart } from "./cart";
import { type CartStorage, memoryStorage, parseStoredCart, readStoredCart, serializeCart } from "./storage";
import {
  type CartConnectivity,
  CartLinesRefusedError,
  CartOfflineError,
  type CartSaveLock,
  type CartStoreOptions,
  type CartSyncTransport,
  createCartStore,
  MAX_RETRY_DELAY_MS,
} from "./store";

class UnknownCartError extends Error {}

interface SaveCall {
  cart: CartState;
  signal: AbortSignal;
  removed: readonly CartLineInput[];
  resolve(answer: ServerCart): void;
  reject(error: unknown): void;
}

/** A connection the test takes away and gives back, telling the store as the browser's events do. */
function manualConnectivity(online: boolean) {
  const listeners = new Set<() => void>();
  const connectivity: CartConnectivity = {
    isOnline: () => online,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
  return {
    connectivity,
    set(next: boolean) {
      online = next;
      for (const listener of listeners) listener();
    },
  };
}

/**
 * One localStorage entry shared by several tabs: a write by one tells the others, as the browser's
 * `storage` event does (asynchronously, never the writer itself).
 */
function sharedStorage() {
  let value: string | null = null;
  const tabs = new Set<{ notify: () => void }>();
  return {
    tab(): CartStorage {
      const self = { notify: () => {} };
      tabs.add(self);
      return {
        read: () => value,
        write(next) {
          value = next;
          for (const other of tabs) if (other !== self) queueMicrotask(other.notify);
        },
        remove() {
          value = null;
        },
        subscribe(listener) {
          self.notify = listener;
          return () => tabs.delete(self);
        },
      };
    },
  };
}

/** The Web Locks API's exclusive lock, in one process: tasks run one after the other. */
function oneLock(): CartSaveLock {
  let queue: Promise<unknown> = Promise.resolve();
  return (task) => {
    const run = queue.then(task);
    queue = run.catch(() => undefined);
    return run;
  };
}

/** A transport whose answers the test gives by hand; like fetch, it rejects once aborted. */
function manualTransport() {
  const calls: SaveCall[] = [];
  let inFlight = 0;
  let maxInFlight = 0;
  const transport: CartSyncTransport = {
    save(cart, { signal, removed }) {
      inFlight += 1;
      maxInFlight = Math.max(maxInFlight, inFlight);
      return new Promise<ServerCart>((resolve, reject) => {
        const settle = () => {
          inFlight -= 1;
        };
        signal.addEventListener("abort", () => {
          settle();
          reject(new DOMException("aborted", "AbortError"));
        });
        calls.push({
          cart,
          signal,
          removed,
          resolve: (answer) => {
            settle();
            resolve(answer);
          },
          reject: (error) => {
            settle();
            reject(error);
          },
        });
      });
    },
    isUnknownCartError: (error) => error instanceof UnknownCartError,
  };
  return { transport, calls, maxInFlight: () => maxInFlight };
}

/** The answer a server gives to a saved cart: an id and the same lines. */
function echo(call: SaveCall, id = call.cart.id ?? "new-cart"): ServerCart {
  return { id, currency: "RUB", items: Object.values(call.cart.items).flatMap((m) => Object.values(m)) };
}

const tea = { productId: "42", measureCode: "kg", quantity: 250, price: 129_990 };
const cup = { productId: "7", measureCode: "pcs", quantity: 1_000, price: 45_000 };

function setup(overrides: Partial<CartStoreOptions<unknown>> = {}) {
  const remote = manualTransport();
  const storage = memoryStorage();
  const logger = { warn: vi.fn<(message: string, details?: unknown) => void>() };
  const store = createCartStore({
    storage,
    transport: remote.transport,
    logger,
    mode: "customer",
    ...overrides,
  });
  return { store, storage, logger, ...remote };
}

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

describe("createCartStore: local storage", () => {
  it("stores every change at once", () => {
    const { store, storage, logger } = setup({ mode: "anonymous" });
    store.dispatch({ type: "add", line: tea });
    expect(parseStoredCart(storage.read(), { logger }).items).toEqual({ 42: { kg: tea } });
  });

  it("starts from the stored cart, or from an empty one with a warning when it is broken", () => {
    const stored = memoryStorage(
      serializeCart({ id: "c1", currency: "RUB", priceType: null, items: { 42: { kg: tea } } }),
    );
    expect(createCartStore({ storage: stored }).getState().id).toBe("c1");
    const logger = { warn: vi.fn() };
    const broken = createCartStore({ storage: memoryStorage("{not json"), logger });
    expect(broken.getState().items).toEqual({});
    expect(logger.warn).toHaveBeenCalledOnce();
  });

  it("keeps working in memory when the storage refuses to write", () => {
    const logger = { warn: vi.fn() };
    const storage = {
      read: () => null,
      write: () => {
        throw new DOMException("full", "QuotaExceededError");
      },
      remove: () => {},
    };
    const store = createCartStore({ storage, logger });
    store.dispatch({ type: "add", line: tea });
    expect(getLine(store.getState(), "42", "kg")).toEqual(tea);
    expect(logger.warn).toHaveBeenCalledOnce();
  });

  it("notifies subscribers of changes only", () => {
    const { store } = setup({ mode: "anonymous" });
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);
    store.dispatch({ type: "add", line: tea });
    store.dispatch({ type: "setQuantity", productId: "42", measureCode: "kg", quantity: 250 });
    expect(listener).toHaveBeenCalledOnce();
    unsubscribe();
    store.dispatch({ type: "clear" });
    expect(listener).toHaveBeenCalledOnce();
  });
});

describe("createCartStore: sync scheduler", () => {
  it("sends one save per burst of edits, 2000 ms after the last one", async () => {
    const { store, calls } = setup();
    store.dispatch({ type: "add", line: tea });
    await vi.advanceTimersByTimeAsync(1_500);
    store.dispatch({ type: "add", line: cup });
    await vi.advanceTimersByTimeAsync(1_999);
    expect(calls).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(calls).toHaveLength(1);
    expect(calls[0]?.cart.items).toEqual({ 42: { kg: tea }, 7: { pcs: cup } });
    await vi.advanceTimersByTimeAsync(10_000);
    expect(calls).toHaveLength(1);
  });

  it("aborts the save in flight when a newer one starts, never two at once", async () => {
    const { store, calls, maxInFlight } = setup();
    store.dispatch({ type: "add", line: tea });
    await vi.advanceTimersByTimeAsync(2_000);
    store.dispatch({ type: "add", line: cup });
    expect(calls[0]?.signal.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(2_000);
    expect(calls).toHaveLength(2);
    expect(calls[0]?.signal.aborted).toBe(true);
    expect(maxInFlight()).toBe(1);
    const second = calls[1] as SaveCall;
    second.resolve(echo(second, "c1"));
    await vi.advanceTimersByTimeAsync(0);
    expect(store.getState().id).toBe("c1");
    expect(store.hasUnsavedChanges()).toBe(false);
  });

  it("takes the server's prices and discounts when nothing changed meanwhile", async () => {
    const { store, calls } = setup();
    store.dispatch({ type: "add", line: { ...tea, snapshot: { title: "Пуэр" } } });
    await vi.advanceTimersByTimeAsync(2_000);
    calls[0]?.resolve({ id: "c1", currency: "RUB", items: [{ ...tea, price: 120_000, discount: 1_500 }] });
    await vi.advanceTimersByTimeAsync(0);
    // The server's answer carries no snapshot, so the local one is kept for display.
    expect(getLine(store.getState(), "42", "kg")).toEqual({
      ...tea,
      price: 120_000,
      discount: 1_500,
      snapshot: { title: "Пуэр" },
    });
  });

  it("keeps newer local edits over an older answer, taking only the cart id", async () => {
    const { store, calls } = setup();
    store.dispatch({ type: "add", line: tea });
    await vi.advanceTimersByTimeAsync(2_000);
    store.dispatch({ type: "add", line: cup });
    calls[0]?.resolve({ id: "c1", items: [] });
    await vi.advanceTimersByTimeAsync(0);
    expect(store.getState().id).toBe("c1");
    expect(getLine(store.getState(), "7", "pcs")).toEqual(cup);
    await vi.advanceTimersByTimeAsync(2_000);
    expect(calls[1]?.cart.id).toBe("c1");
  });

  it("drops a rejected cart id and retries as a new cart exactly once", async () => {
    const { store, calls, logger } = setup({
      storage: memoryStorage(serializeCart({ id: "gone", currency: "RUB", priceType: null, items: {} })),
    });
    store.dispatch({ type: "add", line: tea });
    await vi.advanceTimersByTimeAsync(2_000);
    expect(calls[0]?.cart.id).toBe("gone");
    calls[0]?.reject(new UnknownCartError("404"));
    await vi.advanceTimersByTimeAsync(0);
    expect(calls).toHaveLength(2);
    expect(calls[1]?.cart.id).toBeNull();
    expect(calls[1]?.cart.items).toEqual({ 42: { kg: tea } });
    expect(store.getState().id).toBeNull();
    expect(logger.warn).toHaveBeenCalledOnce();
    const retry = calls[1] as SaveCall;
    retry.resolve(echo(retry, "fresh"));
    await vi.advanceTimersByTimeAsync(0);
    expect(store.getState().id).toBe("fresh");
    expect(calls).toHaveLength(2);
  });

  it("fails the save after the one retry as new, keeps the cart local and tries again later", async () => {
    const { store, calls } = setup({
      storage: memoryStorage(serializeCart({ id: "gone", currency: null, priceType: null, items: {} })),
    });
    store.dispatch({ type: "add", line: tea });
    const flushed = store.flush();
    calls[0]?.reject(new UnknownCartError("404"));
    await vi.advanceTimersByTimeAsync(0);
    calls[1]?.reject(new UnknownCartError("404 again"));
    await expect(flushed).rejects.toThrow("404 again");
    await vi.advanceTimersByTimeAsync(1_999);
    expect(calls).toHaveLength(2);
    expect(store.hasUnsavedChanges()).toBe(true);
    expect(getLine(store.getState(), "42", "kg")).toEqual(tea);
    // The next try, after the save delay, sends it as a new cart.
    await vi.advanceTimersByTimeAsync(1);
    expect(calls).toHaveLength(3);
    expect(calls[2]?.cart.id).toBeNull();
  });

  it("does not retry a cart that was already sent as new", async () => {
    const { store, calls } = setup();
    store.dispatch({ type: "add", line: tea });
    const flushed = store.flush();
    expect(calls[0]?.cart.id).toBeNull();
    calls[0]?.reject(new UnknownCartError("404"));
    await expect(flushed).rejects.toThrow("404");
    expect(calls).toHaveLength(1);
  });

  it("sends the lines removed since the last save with it, for the server to drop", async () => {
    const { store, calls } = setup();
    store.dispatch({ type: "add", line: tea });
    store.dispatch({ type: "add", line: cup });
    await vi.advanceTimersByTimeAsync(2_000);
    // A new cart has nothing to remove.
    expect(calls[0]?.removed).toEqual([]);
    (calls[0] as SaveCall).resolve(echo(calls[0] as SaveCall, "c1"));
    await vi.advanceTimersByTimeAsync(0);

    store.dispatch({ type: "remove", productId: "7" });
    await vi.advanceTimersByTimeAsync(2_000);
    expect(calls[1]?.cart.items).toEqual({ 42: { kg: expect.objectContaining({ quantity: 250 }) } });
    expect(calls[1]?.removed.map((line) => [line.productId, line.measureCode])).toEqual([["7", "pcs"]]);
    (calls[1] as SaveCall).resolve(echo(calls[1] as SaveCall));
    await vi.advanceTimersByTimeAsync(0);

    // Once the server has dropped it, it is not sent again.
    store.dispatch({ type: "setQuantity", productId: "42", measureCode: "kg", quantity: 500 });
    await vi.advanceTimersByTimeAsync(2_000);
    expect(calls[2]?.removed).toEqual([]);
  });

  it("a removal the server did not get before a reload is sent with the session's cart", async () => {
    const first = setup();
    first.store.resume({ id: "c1", currency: "RUB", items: [tea, cup] });
    first.store.dispatch({ type: "remove", productId: "7" });
    first.store.dispose(); // the page closes within the save delay
    const { store, calls } = setup({ storage: first.storage });
    store.resume({ id: "c1", currency: "RUB", items: [tea, cup] });
    await vi.advanceTimersByTimeAsync(2_000);
    expect(calls[0]?.cart.id).toBe("c1");
    expect(calls[0]?.removed.map((line) => line.productId)).toEqual(["7"]);
  });

  it("saves the rest of a cart at once when the server refuses some lines, and keeps those with the reason", async () => {
    const { store, calls } = setup();
    store.resume({ id: "c1", currency: "RUB", items: [] });
    store.dispatch({ type: "add", line: tea });
    store.dispatch({ type: "add", line: cup });
    await vi.advanceTimersByTimeAsync(2_000);
    const refusal = [{ productId: "7", measureCode: "pcs", reason: "Товар больше не продаётся." }];
    calls[0]?.reject(new CartLinesRefusedError(refusal));
    await vi.advanceTimersByTimeAsync(0);
    expect(calls).toHaveLength(2);
    expect(Object.keys(calls[1]?.cart.items ?? {})).toEqual(["42"]);
    expect(calls[1]?.removed).toEqual([]);
    expect(store.getRefusedLines()).toEqual(refusal);
    (calls[1] as SaveCall).resolve(echo(calls[1] as SaveCall));
    await vi.advanceTimersByTimeAsync(0);
    // The refused line stays in the cart for the customer to see and change.
    expect(getLine(store.getState(), "7", "pcs")?.quantity).toBe(1_000);
    expect(store.hasUnsavedChanges()).toBe(false);

    // An edit of another line leaves it out still; changing the refused line sends it again.
    store.dispatch({ type: "setQuantity", productId: "42", measureCode: "kg", quantity: 500 });
    await vi.advanceTimersByTimeAsync(2_000);
    expect(Object.keys(calls[2]?.cart.items ?? {})).toEqual(["42"]);
    (calls[2] as SaveCall).resolve(echo(calls[2] as SaveCall));
    await vi.advanceTimersByTimeAsync(0);
    store.dispatch({ type: "setQuantity", productId: "7", measureCode: "pcs", quantity: 2_000 });
    expect(store.getRefusedLines()).toEqual([]);
    await vi.advanceTimersByTimeAsync(2_000);
    expect(Object.keys(calls[3]?.cart.items ?? {}).sort()).toEqual(["42", "7"]);
  });

  it("a refused line that the customer removes is not sent as a removal of the server's copy twice", async () => {
    const { store, calls } = setup();
    store.resume({ id: "c1", currency: "RUB", items: [tea, cup] });
    store.dispatch({ type: "setQuantity", productId: "7", measureCode: "pcs", quantity: 999_000 });
    await vi.advanceTimersByTimeAsync(2_000);
    calls[0]?.reject(
      new CartLinesRefusedError([{ productId: "7", measureCode: "pcs", reason: "Слишком много." }]),
    );
    await vi.advanceTimersByTimeAsync(0);
    // The server keeps its own copy of the refused line meanwhile: it is neither sent nor removed.
    expect(Object.keys(calls[1]?.cart.items ?? {})).toEqual(["42"]);
    expect(calls[1]?.removed).toEqual([]);
    (calls[1] as SaveCall).resolve({ id: "c1", currency: "RUB", items: [tea, cup] });
    await vi.advanceTimersByTimeAsync(0);
    expect(getLine(store.getState(), "7", "pcs")?.quantity).toBe(999_000);

    store.dispatch({ type: "remove", productId: "7" });
    expect(store.getRefusedLines()).toEqual([]);
    await vi.advanceTimersByTimeAsync(2_000);
    expect(calls[2]?.removed.map((line) => line.productId)).toEqual(["7"]);
  });

  describe("lines the server holds but cannot sell", () => {
    const unsold = {
      productId: "7",
      measureCode: "pcs",
      quantity: 2_000,
      reason: "«Чашка» не продаётся в этой единице измерения.",
      snapshot: { title: "Чашка" },
    };

    it("come back from a reload as refused lines with the reason, out of the totals and saves, until removed", async () => {
      const { store, calls } = setup();
      store.resume({ id: "c1", currency: "RUB", items: [tea], unavailable: [unsold] });
      expect(store.getRefusedLines()).toEqual([unsold]);
      expect(getLine(store.getState(), "7", "pcs")).toBeUndefined();
      expect(cartTotals(store.getState()).amount).toBe(32_498);

      // Another edit saves the cart without the line, and does not ask the server to drop it.
      store.dispatch({ type: "setQuantity", productId: "42", measureCode: "kg", quantity: 500 });
      expect(store.getRefusedLines()).toEqual([unsold]);
      await vi.advanceTimersByTimeAsync(2_000);
      expect(Object.keys(calls[0]?.cart.items ?? {})).toEqual(["42"]);
      expect(calls[0]?.removed).toEqual([]);
      (calls[0] as SaveCall).resolve({ ...echo(calls[0] as SaveCall), unavailable: [unsold] });
      await vi.advanceTimersByTimeAsync(0);
      expect(store.getRefusedLines()).toEqual([unsold]);
      expect(store.hasUnsavedChanges()).toBe(false);

      // The customer removes it: a change to save, which sends it with 0.
      store.dispatch({ type: "remove", productId: "7", measureCode: "pcs" });
      expect(store.getRefusedLines()).toEqual([]);
      expect(store.hasUnsavedChanges()).toBe(true);
      await vi.advanceTimersByTimeAsync(2_000);
      expect(Object.keys(calls[1]?.cart.items ?? {})).toEqual(["42"]);
      expect(calls[1]?.removed).toEqual([
        { productId: "7", measureCode: "pcs", quantity: 2_000, snapshot: { title: "Чашка" } },
      ]);
    });

    it("are shown and kept by a reload over unsaved edits, and left by clearing the cart", async () => {
      const first = setup();
      first.store.resume({ id: "c1", currency: "RUB", items: [tea] });
      first.store.dispatch({ type: "setQuantity", productId: "42", measureCode: "kg", quantity: 500 });
      // The page closes within the save delay; staff stop selling the cup meanwhile.
      const { store, calls } = setup({ storage: first.storage });
      store.resume({ id: "c1", currency: "RUB", items: [tea], unavailable: [unsold] });
      expect(store.getRefusedLines()).toEqual([unsold]);
      await vi.advanceTimersByTimeAsync(2_000);
      expect(calls[0]?.removed).toEqual([]);
      (calls[0] as SaveCall).resolve({ ...echo(calls[0] as SaveCall), unavailable: [unsold] });
      await vi.advanceTimersByTimeAsync(0);

      store.dispatch({ type: "clear" });
      expect(store.getRefusedLines()).toEqual([]);
      await vi.advanceTimersByTimeAsync(2_000);
      expect(calls[1]?.removed.map((line) => line.productId).sort()).toEqual(["42", "7"]);
    });

    it("of the backend cart at login are refused lines, unless the anonymous cart brings the line", async () => {
      const { store, calls } = setup({ mode: "anonymous" });
      store.dispatch({ type: "add", line: tea });
      store.login({ id: "c1", currency: "RUB", items: [], unavailable: [unsold] });
      expect(store.getRefusedLines()).toEqual([unsold]);
      await vi.advanceTimersByTimeAsync(2_000);
      expect(Object.keys(calls[0]?.cart.items ?? {})).toEqual(["42"]);
      expect(calls[0]?.removed).toEqual([]);

      const other = setup({ mode: "anonymous" });
      other.store.dispatch({ type: "add", line: cup });
      other.store.login({ id: "c2", currency: "RUB", items: [], unavailable: [unsold] });
      // The visitor's own cup is an ordinary line: the save says whether the shop still sells it.
      expect(other.store.getRefusedLines()).toEqual([]);
    });

    it("of a replaced cart are its refused lines; adding the product again is the customer's answer", () => {
      const { store } = setup({ mode: "anonymous" });
      store.dispatch({ type: "replace", cart: { id: "c1", items: [], unavailable: [unsold] } });
      expect(store.getRefusedLines()).toEqual([unsold]);
      store.dispatch({ type: "add", line: cup });
      expect(store.getRefusedLines()).toEqual([]);
    });
  });

  describe("refused lines of a product sold in variants", () => {
    // Two variants of one tea in one measure: two lines, refused and answered one at a time.
    const hundred = { productId: "42", measureCode: "pack", variantId: "7", quantity: 1_000, price: 35_000 };
    const twoFifty = { productId: "42", measureCode: "pack", variantId: "8", quantity: 1_000, price: 80_050 };
    const refusalOf = (line: typeof hundred, reason: string) => ({
      productId: line.productId,
      measureCode: line.measureCode,
      variantId: line.variantId,
      reason,
    });

    it("are kept per variant: a refusal of one leaves the other's, an edit of one answers its own alone", async () => {
      const { store, calls } = setup();
      store.resume({ id: "c1", currency: "RUB", items: [] });
      store.dispatch({ type: "add", line: hundred });
      store.dispatch({ type: "add", line: twoFifty });
      await vi.advanceTimersByTimeAsync(2_000);
      const eight = refusalOf(twoFifty, "Нет в наличии.");
      calls[0]?.reject(new CartLinesRefusedError([eight]));
      await vi.advanceTimersByTimeAsync(0);
      // The rest is sent at once: variant 7 without variant 8.
      expect(cartLines(calls[1]?.cart as CartState).map((line) => line.variantId)).toEqual(["7"]);
      expect(store.getRefusedLines()).toEqual([eight]);

      // The other variant refused too: both wait, each with its reason.
      const seven = refusalOf(hundred, "Слишком много.");
      calls[1]?.reject(new CartLinesRefusedError([seven]));
      await vi.advanceTimersByTimeAsync(0);
      expect(store.getRefusedLines()).toEqual([eight, seven]);

      // Changing variant 7 answers its refusal alone; variant 8's stays, out of the next save.
      store.dispatch({ type: "setQuantity", ...hundred, quantity: 2_000 });
      expect(store.getRefusedLines()).toEqual([eight]);
      await vi.advanceTimersByTimeAsync(2_000);
      expect(calls).toHaveLength(3);
      expect(cartLines(calls[2]?.cart as CartState).map((line) => [line.variantId, line.quantity])).toEqual([
        ["7", 2_000],
      ]);
    });

    it("of the server's unsold variant stay when the customer removes another variant", () => {
      const { store } = setup();
      const unsold = {
        productId: "42",
        measureCode: "pack",
        variantId: "8",
        quantity: 1_000,
        reason: "Не продаётся.",
      };
      store.resume({ id: "c1", currency: "RUB", items: [hundred], unavailable: [unsold] });
      expect(store.getRefusedLines()).toEqual([unsold]);
      store.dispatch({ type: "remove", productId: "42", measureCode: "pack", variantId: "7" });
      expect(store.getRefusedLines()).toEqual([unsold]);
      store.dispatch({ type: "remove", productId: "42", measureCode: "pack", variantId: "8" });
      expect(store.getRefusedLines()).toEqual([]);
    });
  });

  it("gives up when the rest is refused too, keeping the cart local for the next change", async () => {
    const { store, calls } = setup();
    store.dispatch({ type: "add", line: tea });
    store.dispatch({ type: "add", line: cup });
    const flushed = store.flush();
    calls[0]?.reject(new CartLinesRefusedError([{ productId: "7", measureCode: "pcs", reason: "Нет." }]));
    await vi.advanceTimersByTimeAsync(0);
    calls[1]?.reject(
      new CartLinesRefusedError([{ productId: "42", measureCode: "kg", reason: "Тоже нет." }]),
    );
    await expect(flushed).rejects.toThrow(CartLinesRefusedError);
    expect(calls).toHaveLength(2);
    expect(store.hasUnsavedChanges()).toBe(true);
    expect(
      store
        .getRefusedLines()
        .map((line) => line.productId)
        .sort(),
    ).toEqual(["42", "7"]);
  });

  it("tries a failed save again after the delay, doubled at each failure up to a minute, and a change starts over", async () => {
    const { store, calls, logger } = setup();
    store.dispatch({ type: "add", line: tea });
    await vi.advanceTimersByTimeAsync(2_000);
    const tries = [0];
    for (const wait of [2_000, 4_000, 8_000, 16_000, 32_000, 60_000, 60_000]) {
      calls.at(-1)?.reject(new Error("500"));
      await vi.advanceTimersByTimeAsync(wait - 1);
      tries.push(calls.length);
      await vi.advanceTimersByTimeAsync(1);
    }
    // One more call after each wait, none before it ends.
    expect(tries).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
    expect(calls).toHaveLength(8);
    expect(logger.warn).toHaveBeenCalledTimes(7);
    calls.at(-1)?.reject(new Error("500"));
    await vi.advanceTimersByTimeAsync(0);
    store.dispatch({ type: "add", line: cup });
    await vi.advanceTimersByTimeAsync(2_000);
    expect(calls).toHaveLength(9);
    calls.at(-1)?.resolve(echo(calls.at(-1) as SaveCall, "c1"));
    await vi.advanceTimersByTimeAsync(MAX_RETRY_DELAY_MS);
    expect(calls).toHaveLength(9);
    expect(store.hasUnsavedChanges()).toBe(false);
  });

  it("tries nothing while offline, keeps the edits stored as unsaved, and saves them once when back online", async () => {
    const connection = manualConnectivity(false);
    const { store, calls, storage } = setup({ connectivity: connection.connectivity });
    store.dispatch({ type: "add", line: tea });
    store.dispatch({ type: "add", line: cup });
    store.dispatch({ type: "setQuantity", productId: "42", measureCode: "kg", quantity: 500 });
    await vi.advanceTimersByTimeAsync(MAX_RETRY_DELAY_MS);
    expect(calls).toHaveLength(0);
    await expect(store.flush()).rejects.toBeInstanceOf(CartOfflineError);
    expect(readStoredCart(storage.read(), { logger: console }).unsaved).toBe(true);
    connection.set(true);
    expect(calls).toHaveLength(1);
    expect(
      cartLines(calls[0]?.cart as CartState<unknown>).map((line) => [line.productId, line.quantity]),
    ).toEqual([
      ["7", 1000],
      ["42", 500],
    ]);
    (calls[0] as SaveCall).resolve(echo(calls[0] as SaveCall, "c1"));
    await vi.advanceTimersByTimeAsync(MAX_RETRY_DELAY_MS);
    expect(calls).toHaveLength(1);
    expect(store.hasUnsavedChanges()).toBe(false);
    expect(readStoredCart(storage.read(), { logger: console }).unsaved).toBe(false);
  });

  it("two tabs offline show one cart with both tabs' edits, and back online save it once", async () => {
    const shared = sharedStorage();
    const connection = manualConnectivity(false);
    const remote = manualTransport();
    const lock = oneLock();
    const open = () =>
      createCartStore({
        storage: shared.tab(),
        transport: remote.transport,
        mode: "customer",
        connectivity: connection.connectivity,
        lock,
        logger: { warn: vi.fn() },
      });
    const first = open();
    const second = open();
    first.dispatch({ type: "add", line: tea });
    await vi.advanceTimersByTimeAsync(0);
    second.dispatch({ type: "add", line: cup });
    await vi.advanceTimersByTimeAsync(0);
    first.dispatch({ type: "setQuantity", productId: "7", measureCode: "pcs", quantity: 2000 });
    await vi.advanceTimersByTimeAsync(MAX_RETRY_DELAY_MS);
    const lines = (cart: CartState<unknown>) =>
      cartLines(cart).map((line) => [line.productId, line.quantity]);
    expect(lines(first.getState())).toEqual([
      ["7", 2000],
      ["42", 250],
    ]);
    expect(second.getState()).toEqual(first.getState());
    expect(remote.calls).toHaveLength(0);

    connection.set(true);
    await vi.advanceTimersByTimeAsync(0);
    expect(remote.calls).toHaveLength(1);
    (remote.calls[0] as SaveCall).resolve(echo(remote.calls[0] as SaveCall, "c1"));
    await vi.advanceTimersByTimeAsync(MAX_RETRY_DELAY_MS * 2);
    // The other tab found the cart saved when its turn came: one save, one cart on the server.
    expect(remote.calls).toHaveLength(1);
    expect(second.getState().id).toBe("c1");
    expect(first.hasUnsavedChanges() || second.hasUnsavedChanges()).toBe(false);

    // Removing in the other tab a line the first tab saved is sent as a removal.
    second.dispatch({ type: "remove", productId: "42" });
    await vi.advanceTimersByTimeAsync(2_000);
    expect(remote.calls).toHaveLength(2);
    expect(remote.calls[1]?.removed.map((line) => line.productId)).toEqual(["42"]);
    first.dispose();
    second.dispose();
  });

  it("stops trying when the connection goes and tries again when it comes back", async () => {
    const connection = manualConnectivity(true);
    const { store, calls } = setup({ connectivity: connection.connectivity });
    store.dispatch({ type: "add", line: tea });
    await vi.advanceTimersByTimeAsync(2_000);
    connection.set(false);
    calls[0]?.reject(new TypeError("Failed to fetch"));
    await vi.advanceTimersByTimeAsync(MAX_RETRY_DELAY_MS * 2);
    expect(calls).toHaveLength(1);
    connection.set(true);
    expect(calls).toHaveLength(2);
  });

  it("flush() sends at once and resolves when the server has the cart", async () => {
    const { store, calls } = setup();
    store.dispatch({ type: "add", line: tea });
    const flushed = store.flush();
    expect(calls).toHaveLength(1);
    const call = calls[0] as SaveCall;
    call.resolve(echo(call, "c1"));
    await expect(flushed).resolves.toBeUndefined();
    expect(store.hasUnsavedChanges()).toBe(false);
    await vi.advanceTimersByTimeAsync(5_000);
    expect(calls).toHaveLength(1);
    await expect(store.flush()).resolves.toBeUndefined();
    expect(calls).toHaveLength(1);
  });

  it("flush() waits for a save already in flight instead of sending the same cart twice", async () => {
    const { store, calls } = setup();
    store.dispatch({ type: "add", line: tea });
    await vi.advanceTimersByTimeAsync(2_000);
    const flushed = store.flush();
    expect(calls).toHaveLength(1);
    const call = calls[0] as SaveCall;
    call.resolve(echo(call, "c1"));
    await expect(flushed).resolves.toBeUndefined();
  });

  it("never sends for anonymous visitors, in admin-panel mode or without a transport", async () => {
    for (const mode of ["anonymous", "admin-panel"] as const) {
      const { store, calls } = setup({ mode });
      store.dispatch({ type: "add", line: tea });
      await store.flush();
      await vi.advanceTimersByTimeAsync(10_000);
      expect(calls).toHaveLength(0);
    }
    const offline = createCartStore({ storage: memoryStorage(), mode: "customer" });
    offline.dispatch({ type: "add", line: tea });
    await expect(offline.flush()).resolves.toBeUndefined();
  });

  it("stops syncing when switched to admin-panel mode, and sends pending edits when back", async () => {
    const { store, calls } = setup();
    store.dispatch({ type: "add", line: tea });
    await vi.advanceTimersByTimeAsync(2_000);
    store.setMode("admin-panel");
    expect(calls[0]?.signal.aborted).toBe(true);
    store.dispatch({ type: "add", line: cup });
    await vi.advanceTimersByTimeAsync(10_000);
    expect(calls).toHaveLength(1);
    store.setMode("customer");
    await vi.advanceTimersByTimeAsync(2_000);
    expect(calls).toHaveLength(2);
  });

  it("keeps edits made in the admin panel pending across a reload and sends them back in the shop", async () => {
    const panel = setup({ mode: "admin-panel" });
    panel.store.dispatch({ type: "add", line: tea });
    await vi.advanceTimersByTimeAsync(10_000);
    expect(panel.calls).toHaveLength(0);
    // The page reloads, still in the panel: nothing is sent, the edit is not forgotten.
    const reloaded = setup({ storage: panel.storage, mode: "admin-panel" });
    reloaded.store.resume({ id: "c1", items: [cup] });
    expect(reloaded.store.hasUnsavedChanges()).toBe(true);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(reloaded.calls).toHaveLength(0);
    reloaded.store.setMode("customer");
    await vi.advanceTimersByTimeAsync(2_000);
    expect(reloaded.calls).toHaveLength(1);
    expect(reloaded.store.getState().items).toEqual({ 42: { kg: tea } });
  });

  it("logout clears the cart locally without saving and aborts a save in flight", async () => {
    const { store, storage, calls, logger } = setup();
    store.dispatch({ type: "add", line: tea });
    await vi.advanceTimersByTimeAsync(2_000);
    store.dispatch({ type: "add", line: cup });
    store.logout();
    expect(calls[0]?.signal.aborted).toBe(true);
    expect(store.getState().items).toEqual({});
    expect(parseStoredCart(storage.read(), { logger }).items).toEqual({});
    await vi.advanceTimersByTimeAsync(10_000);
    expect(calls).toHaveLength(1);
    expect(store.getMode()).toBe("anonymous");
  });

  it("login merges the anonymous cart into the backend cart and saves the result", async () => {
    const { store, calls } = setup({ mode: "anonymous" });
    store.dispatch({ type: "add", line: tea });
    store.dispatch({ type: "add", line: cup });
    store.login({ id: "c5", currency: "RUB", items: [{ ...tea, price: 125_000, quantity: 500 }] });
    expect(store.getState().id).toBe("c5");
    expect(getLine(store.getState(), "42", "kg")).toEqual({ ...tea, price: 125_000, quantity: 750 });
    expect(getLine(store.getState(), "7", "pcs")).toEqual(cup);
    await vi.advanceTimersByTimeAsync(2_000);
    expect(calls).toHaveLength(1);
    expect(calls[0]?.cart.id).toBe("c5");
  });

  it("login with an empty anonymous cart takes the backend cart without saving it back", async () => {
    const { store, calls } = setup({ mode: "anonymous" });
    store.login({ id: "c5", items: [tea] });
    expect(getLine(store.getState(), "42", "kg")).toEqual(tea);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(calls).toHaveLength(0);
    expect(store.hasUnsavedChanges()).toBe(false);
  });

  it("resume keeps a customer's edits that a closed page never sent, and sends them", async () => {
    const first = setup();
    first.store.dispatch({ type: "add", line: tea });
    first.store.dispose(); // the page closes within the save delay
    const { store, calls } = setup({ storage: first.storage });
    expect(store.hasUnsavedChanges()).toBe(true);
    store.resume({ id: "c1", currency: "RUB", items: [cup] });
    expect(store.getState().items).toEqual({ 42: { kg: tea } });
    await vi.advanceTimersByTimeAsync(2_000);
    expect(calls).toHaveLength(1);
    expect(calls[0]?.cart.id).toBe("c1");
    const call = calls[0] as SaveCall;
    call.resolve(echo(call));
    await vi.advanceTimersByTimeAsync(0);
    expect(setup({ storage: first.storage }).store.hasUnsavedChanges()).toBe(false);
  });

  it("resume takes the session's cart when everything local was saved", async () => {
    const first = setup();
    first.store.dispatch({ type: "add", line: tea });
    const flushed = first.store.flush();
    const call = first.calls[0] as SaveCall;
    call.resolve(echo(call, "c1"));
    await flushed;
    const { store, calls } = setup({ storage: first.storage });
    store.resume({ id: "c1", items: [cup] });
    expect(store.getState().items).toEqual({ 7: { pcs: cup } });
    await vi.advanceTimersByTimeAsync(10_000);
    expect(calls).toHaveLength(0);
  });

  it("resume does not treat anonymous edits as unsaved, and leaves the admin panel's cart alone", () => {
    const anonymous = setup({ mode: "anonymous" });
    anonymous.store.dispatch({ type: "add", line: tea });
    const customer = setup({ storage: anonymous.storage });
    customer.store.resume({ id: "c1", items: [cup] });
    expect(customer.store.getState().items).toEqual({ 7: { pcs: cup } });
    const admin = setup({ storage: anonymous.storage, mode: "admin-panel" });
    admin.store.resume({ id: "c1", items: [tea] });
    expect(admin.store.getState().items).toEqual({ 7: { pcs: cup } });
  });

  it("replacing from the server cancels pending saves: the server already has that cart", async () => {
    const { store, calls } = setup();
    store.dispatch({ type: "add", line: tea });
    store.dispatch({ type: "replace", cart: { id: "c2", items: [cup] } });
    await vi.advanceTimersByTimeAsync(10_000);
    expect(calls).toHaveLength(0);
    expect(store.getState().items).toEqual({ 7: { pcs: cup } });
  });

  it("uses injected timers and delay", () => {
    const pending: Array<() => void> = [];
    const timers = {
      setTimeout: (callback: () => void) => pending.push(callback),
      clearTimeout: (handle: unknown) => {
        pending[(handle as number) - 1] = () => {};
      },
    };
    const { store, calls } = setup({ timers, saveDelayMs: 50 });
    store.dispatch({ type: "add", line: tea });
    store.dispatch({ type: "add", line: cup });
    expect(pending).toHaveLength(2);
    for (const run of pending) run();
    expect(calls).toHaveLength(1);
  });
});
