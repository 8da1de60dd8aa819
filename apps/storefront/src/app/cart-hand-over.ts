import type { CartSessionEvent } from "./cart-session";

/** What app/cart-session.ts offers the start: the part that needs the cart's code. */
export interface CartSide {
  followCartSession(event: CartSessionEvent): void;
  countCartLines(): void;
}

/**
 * The start's side of the cart (app/start-browser-app.ts): the cart's code is fetched once the page
 * has loaded, and what it must follow (each loaded session, a logout) waits here until then and is
 * handed over in the order the tab saw it. A customer who logs in before the code comes still has
 * their anonymous cart merged, and a logout still forgets the cart. `load` runs once.
 * @example
 *   const cart = cartHandOver(() => import("./cart-session"));
 *   cart.follow({ session });
 *   addEventListener("load", () => void cart.load());
 */
export function cartHandOver(fetchCode: () => Promise<CartSide>) {
  let side: CartSide | undefined;
  let loading: Promise<void> | undefined;
  const waiting: CartSessionEvent[] = [];
  return {
    follow(event: CartSessionEvent) {
      if (side) return side.followCartSession(event);
      // A navigation hands over the same session again: once is enough.
      const last = waiting.at(-1);
      if (typeof last === "object" && typeof event === "object" && last.session === event.session) return;
      waiting.push(event);
    },
    load(): Promise<void> {
      loading ??= fetchCode().then((code) => {
        side = code;
        for (const event of waiting.splice(0)) code.followCartSession(event);
        code.countCartLines();
      });
      return loading;
    },
  };
}
