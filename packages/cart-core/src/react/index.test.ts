// @vitest-environment happy-dom
import { act, cleanup, renderHook } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { memoryStorage } from "../storage";
import { createCartStore } from "../store";
import { useCart, useCartLines, useCartTotals } from "./index";

const tea = { productId: "42", measureCode: "kg", quantity: 250, price: 129_990 };

afterEach(cleanup);

describe("React hooks", () => {
  it("re-render with the store's changes", () => {
    const store = createCartStore({ storage: memoryStorage() });
    const { result } = renderHook(() => ({
      cart: useCart(store),
      totals: useCartTotals(store),
      lines: useCartLines(store),
    }));
    expect(result.current.totals.itemsNumber).toBe(0);
    act(() => store.dispatch({ type: "add", line: tea }));
    expect(result.current.cart).toBe(store.getState());
    expect(result.current.totals).toEqual({
      itemsNumber: 1,
      amount: 32_498,
      discount: 0,
      totalAmount: 32_498,
    });
    expect(result.current.lines).toEqual([{ ...tea, amount: 32_498, totalAmount: 32_498 }]);
  });

  it("keep derived values stable while the cart does not change", () => {
    const store = createCartStore({ storage: memoryStorage() });
    store.dispatch({ type: "add", line: tea });
    const { result, rerender } = renderHook(() => useCartTotals(store));
    const first = result.current;
    rerender();
    expect(result.current).toBe(first);
  });
});
