import type { Session } from "@shop/api-client";
import { cartStore, toServerCart, totalsAtom } from "../lib/cart";
import { cartCountAtom } from "../lib/cart-count";
import { appStore } from "./store";

// The cart's side of the tab's start (app/start-browser-app.ts), fetched once the page has loaded:
// cart-core's store, its server sync and one cart across tabs are not among the scripts a first
// visit waits for. The start keeps what happened before this code came (the sessions loaded, a
// logout) and hands it over in order, so nothing is decided on a later session than the one it was
// about: a customer who logged in during those first moments still has their anonymous cart merged.

/** A loaded session of the tab's mode, or a logout, in the order the tab saw them. */
export type CartSessionEvent = { session: Session } | "logout";

// undefined until the first session: a customer who arrives logged in resumes the server's cart,
// one who logs in during the visit merges the anonymous cart into it (SPEC.md section 4).
let wasAuthorised: boolean | undefined;

/**
 * The cart syncs only for a customer outside the admin panel (cart-core's modes): it follows each
 * session of the tab's mode that loads and each switch between the shop and the panel; a logout
 * forgets the local cart.
 * @example
 *   followCartSession({ session }); // after each loaded session
 */
export function followCartSession(event: CartSessionEvent) {
  if (event === "logout") {
    cartStore.logout();
    wasAuthorised = false;
    return;
  }
  const { session } = event;
  const mode = session.application.adminPanel ? "admin-panel" : "customer";
  if (session.authorized && wasAuthorised !== true) {
    const serverCart = session.cart ? toServerCart(session.cart) : null;
    if (wasAuthorised === undefined) {
      cartStore.setMode(mode);
      cartStore.resume(serverCart);
    } else {
      cartStore.login(serverCart, mode);
    }
  } else if (session.authorized) {
    // Entering or leaving the admin panel: edits made in the panel stay local until it is left.
    if (cartStore.getMode() !== mode) cartStore.setMode(mode);
  } else {
    cartStore.setMode("anonymous");
  }
  wasAuthorised = session.authorized;
}

/** The header's badge counts the cart's lines from now on (lib/cart-count.ts). */
export function countCartLines() {
  const count = () => appStore.set(cartCountAtom, appStore.get(totalsAtom).itemsNumber);
  appStore.sub(totalsAtom, count);
  count();
}
