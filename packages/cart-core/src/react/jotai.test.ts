import { createStore } from "jotai/vanilla";
import { describe, expect, it, vi } from "vitest";
import { memoryStorage } from "../storage";
import { CartLinesRefusedError, createCartStore } from "../store";
import { createCartAtoms } from "./jotai";

const tea = { productId: "42", measureCode: "kg", quantity: 250, price: 129_990 };

describe("createCartAtoms", () => {
  it("follows the cart store and dispatches through it", () => {
    const cartStore = createCartStore({ storage: memoryStorage() });
    const { cartAtom, totalsAtom, linesAtom } = createCartAtoms(cartStore);
    const atoms = createStore();
    const seen: number[] = [];
    const unsubscribe = atoms.sub(totalsAtom, () => seen.push(atoms.get(totalsAtom).itemsNumber));
    atoms.set(cartAtom, { type: "add", line: tea });
    expect(cartStore.getState()).toBe(atoms.get(cartAtom));
    expect(atoms.get(linesAtom)).toEqual([{ ...tea, amount: 32_498, totalAmount: 32_498 }]);
    cartStore.dispatch({ type: "clear" });
    expect(atoms.get(totalsAtom).itemsNumber).toBe(0);
    expect(seen).toEqual([1, 0]);
    unsubscribe();
  });

  it("picks up changes made while nobody listened when it is mounted again", () => {
    const cartStore = createCartStore({ storage: memoryStorage() });
    const { cartAtom } = createCartAtoms(cartStore);
    const atoms = createStore();
    const first = atoms.sub(cartAtom, () => {});
    first();
    cartStore.dispatch({ type: "add", line: tea });
    const second = atoms.sub(cartAtom, () => {});
    expect(atoms.get(cartAtom)).toBe(cartStore.getState());
    second();
  });

  it("lists the lines the server refused, as they change", async () => {
    const reason = "Товар больше не продаётся.";
    const cartStore = createCartStore({
      storage: memoryStorage(),
      mode: "customer",
      saveDelayMs: 0,
      logger: { warn: vi.fn() },
      transport: {
        save: async (cart) => {
          if (cart.items["42"])
            throw new CartLinesRefusedError([{ productId: "42", measureCode: "kg", reason }]);
          return { id: "c1", currency: "RUB", items: [] };
        },
        isUnknownCartError: () => false,
      },
    });
    const { refusedLinesAtom } = createCartAtoms(cartStore);
    const atoms = createStore();
    const unsubscribe = atoms.sub(refusedLinesAtom, () => {});
    cartStore.dispatch({ type: "add", line: tea });
    await cartStore.flush();
    expect(atoms.get(refusedLinesAtom)).toEqual([{ productId: "42", measureCode: "kg", reason }]);
    cartStore.dispatch({ type: "remove", productId: "42" });
    expect(atoms.get(refusedLinesAtom)).toEqual([]);
    unsubscribe();
  });
});
