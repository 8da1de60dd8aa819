/** Timers the scheduler uses; tests may pass their own. */
export interface CartTimers {
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

export const defaultTimers: CartTimers = {
  // Looked up at call time so fake timers installed later still apply; never detached from
  // globalThis, which browsers refuse ("Illegal invocation").
  setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as Parameters<typeof globalThis.clearTimeout>[0]),
};

/**
 * How one save ended; `aborted` when a newer save or a session event cut it short. A failure is
 * tried again (`retry`) when that may help (the network, the server's 5xx), not when the server
 * refused the lines themselves.
 */
export type SaveOutcome =
  | { status: "saved" | "aborted" }
  | { status: "failed"; error: unknown; retry: boolean };

/** Thrown by `flush` when the cart has changes to save and the device is offline. */
export class CartOfflineError extends Error {
  override readonly name = "CartOfflineError";
  constructor() {
    super("The cart cannot be saved while the device is offline");
  }
}

/** The longest wait between two tries of a failed save. */
export const MAX_RETRY_DELAY_MS = 60_000;

export interface SyncSchedulerOptions {
  timers: CartTimers;
  /** Inactivity before a save is sent. */
  delayMs: number;
  /** True when the stored cart holds edits the server never got (the page closed within the delay). */
  unsaved: boolean;
  /** Whether the store's mode lets saves go out now. */
  isSyncing(): boolean;
  /** False while the device is offline: no save is tried until it is back. */
  isOnline(): boolean;
  /** Saves the cart as it is now, as `revision`; without it (no transport) nothing is ever sent. */
  save: ((revision: number, signal: AbortSignal) => Promise<SaveOutcome>) | undefined;
}

/**
 * When the store's saves go out, and which of its revisions the server has. Every local change is a
 * new revision; a change (re)starts the delay, and at most one save is in flight: a newer one aborts
 * it, since its answer would be out of date anyway.
 */
export interface SyncScheduler {
  /** True while local changes have not reached the server. */
  hasUnsavedChanges(): boolean;
  /** True when `revision` is still the latest: nothing changed since a save of it started. */
  isLatest(revision: number): boolean;
  /** A local change the server does not have yet. */
  markChanged(): void;
  /** A change that leaves the cart as the server has it (taken from it, or emptied at logout). */
  markInSync(): void;
  /** The server answered a save of `revision`. */
  markSaved(revision: number): void;
  /** True when a save may go out now: the store has a transport and its mode syncs. */
  isSyncing(): boolean;
  /** (Re)starts the delay after which the latest revision is saved; nothing when not syncing. */
  schedule(): void;
  /** Saves the latest revision now; resolves once the server has it, rejects with a save's error. */
  flush(): Promise<void>;
  /** The connection is back (or gone): unsaved changes go out at once. */
  reconnected(): void;
  /** Cancels the delay and aborts the save in flight. */
  stop(): void;
}

interface SaveRun {
  controller: AbortController;
  revision: number;
  done: Promise<SaveOutcome>;
}

/**
 * The debounce timer, the save in flight and the revision count of a cart store (docs/cart-core/sync.md,
 * "When saves are sent").
 * @example
 *   const scheduler = createSyncScheduler({ timers: defaultTimers, delayMs: 2000, unsaved: false, isSyncing: () => true, save });
 *   scheduler.markChanged();
 *   scheduler.schedule(); // `save` runs 2000 ms after the last change
 */
export function createSyncScheduler(options: SyncSchedulerOptions): SyncScheduler {
  const { timers, delayMs, save } = options;
  // Every local change bumps `revision`; `savedRevision` is the last one the server has.
  let revision = options.unsaved ? 1 : 0;
  let savedRevision = 0;
  let timer: { handle: unknown } | null = null;
  let inFlight: SaveRun | null = null;
  // Failed saves in a row since the last change or success: the next try waits twice as long.
  let failures = 0;

  const isSyncing = (): boolean => options.isSyncing() && save !== undefined;

  function cancelTimer(): void {
    if (timer) timers.clearTimeout(timer.handle);
    timer = null;
  }

  function abortInFlight(): void {
    inFlight?.controller.abort();
    inFlight = null;
  }

  function startTimer(ms: number): void {
    cancelTimer();
    timer = {
      handle: timers.setTimeout(() => {
        timer = null;
        startSaveOfLatest();
      }, ms),
    };
  }

  /**
   * The save that covers the current revision, started when needed; null when in sync or offline.
   * A save that fails for a reason that may pass is tried again after the delay, doubled at each
   * failure up to a minute, as long as the device is online (docs/cart-core/sync.md).
   */
  function startSaveOfLatest(): SaveRun | null {
    if (!options.isSyncing() || !save || !options.isOnline()) return null;
    if (inFlight?.revision === revision) return inFlight;
    if (revision === savedRevision) return null;
    // A newer save replaces the one in flight: the older answer would be out of date anyway.
    abortInFlight();
    const controller = new AbortController();
    const run: SaveRun = { controller, revision, done: save(revision, controller.signal) };
    inFlight = run;
    void run.done.then((outcome) => {
      if (inFlight !== run) return;
      inFlight = null;
      if (outcome.status === "saved") failures = 0;
      if (outcome.status !== "failed" || !outcome.retry || revision === savedRevision || timer) return;
      failures += 1;
      startTimer(Math.min(delayMs * 2 ** (failures - 1), MAX_RETRY_DELAY_MS));
    });
    return run;
  }

  return {
    hasUnsavedChanges: () => revision !== savedRevision,
    isLatest: (candidate) => candidate === revision,
    markChanged() {
      revision += 1;
      failures = 0;
    },
    markInSync() {
      revision += 1;
      savedRevision = revision;
    },
    markSaved(saved) {
      savedRevision = saved;
    },
    isSyncing,
    schedule() {
      cancelTimer();
      if (isSyncing()) startTimer(delayMs);
    },
    async flush() {
      cancelTimer();
      for (;;) {
        if (isSyncing() && revision !== savedRevision && !options.isOnline()) throw new CartOfflineError();
        const run = startSaveOfLatest();
        if (!run) return;
        const outcome = await run.done;
        if (outcome.status === "failed") throw outcome.error;
      }
    },
    reconnected() {
      if (!options.isOnline()) return;
      cancelTimer();
      failures = 0;
      startSaveOfLatest();
    },
    stop() {
      cancelTimer();
      abortInFlight();
    },
  };
}
