import { cartLines, createEmptyCart, type ServerCart } from "../cart";
import { fromServerCart, mergeCarts } from "../reducer";
import { linesOfServer, unavailableOutside } from "./refused-lines";
import type { CartSyncMode, StoreCore } from "./store-core";

// The store's mode and session transitions (docs/cart-core/sync.md, "Session events"): each one
// settles the cart, the refused lines, the server's lines and the scheduler together.

/** Switches syncing on or off; leaving `customer` cancels pending and in-flight saves. */
export function setMode<TSnapshot>(core: StoreCore<TSnapshot>, mode: CartSyncMode): void {
  core.mode = mode;
  if (!core.scheduler.isSyncing()) core.scheduler.stop();
  else if (core.scheduler.hasUnsavedChanges()) core.scheduler.schedule();
}

/**
 * Takes the server's cart (none: an empty one) as saved, superseding pending local edits; the lines
 * it holds and cannot sell become refused lines.
 */
export function takeServerCart<TSnapshot>(
  core: StoreCore<TSnapshot>,
  server: ServerCart<TSnapshot> | null,
): void {
  const next = fromServerCart(server ?? { id: null, items: [] });
  core.scheduler.stop();
  core.scheduler.markInSync();
  core.serverLines = linesOfServer(server);
  core.setRefused(unavailableOutside(server, next));
  core.setCart(next);
}

/** Merges the local (anonymous) cart into the backend cart; a save follows when it had lines. */
export function login<TSnapshot>(
  core: StoreCore<TSnapshot>,
  backendCart: ServerCart<TSnapshot> | null,
  mode: Exclude<CartSyncMode, "anonymous"> = "customer",
): void {
  const hadLocalLines = cartLines(core.cart).length > 0;
  const backend = fromServerCart(backendCart ?? { id: null, items: [] });
  const merged = mergeCarts(backend, core.cart);
  core.scheduler.stop();
  core.serverLines = linesOfServer(backendCart);
  core.setRefused(unavailableOutside(backendCart, merged));
  if (hadLocalLines) core.scheduler.markChanged();
  else core.scheduler.markInSync();
  core.mode = mode;
  core.setCart(merged);
  if (hadLocalLines) core.scheduler.schedule();
}

/**
 * Starts an authorised session with its cart: takes the server's cart, unless the local cart holds
 * edits the server never got, which are kept and sent. In `admin-panel` mode the local cart stays.
 */
export function resume<TSnapshot>(
  core: StoreCore<TSnapshot>,
  serverCart: ServerCart<TSnapshot> | null,
): void {
  if (core.mode === "admin-panel") return;
  if (!core.scheduler.hasUnsavedChanges()) {
    takeServerCart(core, serverCart);
    return;
  }
  // The unsaved cart updates the session's cart rather than creating a second one; what that cart
  // holds and the local one lost (removed before a reload) is sent with 0.
  if (serverCart && (core.cart.id === null || core.cart.id === serverCart.id)) {
    core.serverLines = linesOfServer(serverCart);
    // Its unsold lines are shown, and kept out of the save's removals.
    core.setRefused(unavailableOutside(serverCart, core.cart));
  }
  if (core.cart.id === null && serverCart?.id) core.setCart({ ...core.cart, id: serverCart.id });
  core.scheduler.schedule();
}

/** Forgets the local cart without saving it and stops syncing. */
export function logout<TSnapshot>(core: StoreCore<TSnapshot>): void {
  core.mode = "anonymous";
  core.scheduler.stop();
  core.scheduler.markInSync();
  core.serverLines = [];
  core.setRefused([]);
  core.setCart(createEmptyCart());
}
