import type { Session } from "@shop/api-client";
import { describe, expect, it } from "vitest";
import { cartHandOver } from "./cart-hand-over";
import type { CartSessionEvent } from "./cart-session";

const session = (authorized: boolean) => ({ authorized }) as Session;

function recordingSide() {
  const seen: Array<CartSessionEvent | "counting"> = [];
  return {
    seen,
    side: {
      followCartSession: (event: CartSessionEvent) => void seen.push(event),
      countCartLines: () => void seen.push("counting"),
    },
  };
}

describe("cartHandOver", () => {
  it("hands what happened before the cart's code came over in order, then follows directly", async () => {
    const { seen, side } = recordingSide();
    let fetched = 0;
    const cart = cartHandOver(async () => {
      fetched += 1;
      return side;
    });
    const anonymous = session(false);
    const customer = session(true);
    cart.follow({ session: anonymous });
    // The same session again (a navigation): once is enough.
    cart.follow({ session: anonymous });
    // Logged in before the code came: the login comes after the anonymous start, so it merges.
    cart.follow({ session: customer });
    cart.follow("logout");
    cart.follow({ session: anonymous });
    expect(seen).toEqual([]);

    await Promise.all([cart.load(), cart.load()]);
    expect(fetched).toBe(1);
    expect(seen).toEqual([
      { session: anonymous },
      { session: customer },
      "logout",
      { session: anonymous },
      "counting",
    ]);

    cart.follow({ session: customer });
    expect(seen.at(-1)).toEqual({ session: customer });
  });
});
