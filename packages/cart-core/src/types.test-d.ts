import type { WritableAtom } from "jotai/vanilla";
import { describe, expectTypeOf, it } from "vitest";
import {
  type CartAction,
  type CartLine,
  type CartLineView,
  type CartState,
  type CartStore,
  type CartSyncTransport,
  cartLineViews,
  cartReducer,
  createCartStore,
  createEmptyCart,
  getLine,
  memoryStorage,
  mergeCarts,
  type ServerCart,
} from "./index";
import { useCart, useCartLines } from "./react/index";
import { createCartAtoms } from "./react/jotai";

interface TeaSnapshot {
  title: string;
  slug: string;
}

const isTeaSnapshot = (value: unknown): value is TeaSnapshot =>
  typeof value === "object" && value !== null && "title" in value && "slug" in value;

describe("snapshot type flows through the API", () => {
  it("is inferred from the snapshot guard of the store", () => {
    const store = createCartStore({ storage: memoryStorage(), isSnapshot: isTeaSnapshot });
    expectTypeOf(store).toEqualTypeOf<CartStore<TeaSnapshot>>();
    expectTypeOf(store.getState()).toEqualTypeOf<CartState<TeaSnapshot>>();
    expectTypeOf(getLine(store.getState(), "1", "kg")).toEqualTypeOf<CartLine<TeaSnapshot> | undefined>();
    expectTypeOf(cartLineViews(store.getState())).toEqualTypeOf<CartLineView<TeaSnapshot>[]>();
  });

  it("checks snapshots handed to dispatch", () => {
    const store = createCartStore<TeaSnapshot>({ storage: memoryStorage() });
    store.dispatch({
      type: "add",
      line: {
        productId: "1",
        measureCode: "kg",
        quantity: 250,
        price: 100,
        snapshot: { title: "Пуэр", slug: "puer" },
      },
    });
    store.dispatch({
      type: "add",
      // @ts-expect-error the snapshot lacks `slug`
      line: { productId: "1", measureCode: "kg", quantity: 250, price: 100, snapshot: { title: "Пуэр" } },
    });
  });

  it("keeps the snapshot type in the reducer and merge", () => {
    const cart = createEmptyCart<TeaSnapshot>();
    const action: CartAction<TeaSnapshot> = { type: "clear" };
    expectTypeOf(cartReducer(cart, action)).toEqualTypeOf<CartState<TeaSnapshot>>();
    expectTypeOf(mergeCarts(cart, cart)).toEqualTypeOf<CartState<TeaSnapshot>>();
  });

  it("types the transport's answer with the same snapshot", () => {
    expectTypeOf<CartSyncTransport<TeaSnapshot>["save"]>().returns.toEqualTypeOf<
      Promise<ServerCart<TeaSnapshot>>
    >();
  });

  it("keeps the snapshot type in the React and jotai bindings", () => {
    const store = createCartStore<TeaSnapshot>({ storage: memoryStorage() });
    expectTypeOf(useCart(store)).toEqualTypeOf<CartState<TeaSnapshot>>();
    expectTypeOf(useCartLines(store)).toEqualTypeOf<CartLineView<TeaSnapshot>[]>();
    expectTypeOf(createCartAtoms(store).cartAtom).toEqualTypeOf<
      WritableAtom<CartState<TeaSnapshot>, [CartAction<TeaSnapshot>], void>
    >();
  });
});

describe("actions", () => {
  it("require what each action needs", () => {
    expectTypeOf<{
      type: "setQuantity";
      productId: string;
      measureCode: string;
    }>().not.toExtend<CartAction>();
    expectTypeOf<{ type: "remove"; productId: number }>().not.toExtend<CartAction>();
    expectTypeOf<{ type: "remove"; productId: string }>().toExtend<CartAction>();
    expectTypeOf<{
      type: "add";
      line: { productId: string; measureCode: string; quantity: number };
    }>().toExtend<CartAction>();
  });
});
