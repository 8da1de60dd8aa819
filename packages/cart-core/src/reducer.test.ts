import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { type CartState, cartLines, cartTotals, createEmptyCart, getLine, type ServerCart } from "./cart";
import { type CartAction, cartReducer, fromServerCart, mergeCarts } from "./reducer";

const productIds = ["1", "2", "42", "__proto__", "constructor"];
const measureIds = ["pcs", "kg", "pack", "__proto__"];

const productId = fc.constantFrom(...productIds);
const measureCode = fc.constantFrom(...measureIds);
const price = fc.oneof(fc.integer({ min: 1, max: 10_000_000 }), fc.constantFrom(0, null, undefined));
const quantity = fc.integer({ min: 0, max: 1_000_000 });

const action: fc.Arbitrary<CartAction> = fc.oneof(
  fc.record({
    type: fc.constant("add" as const),
    line: fc.record({ productId, measureCode, quantity, price }),
  }),
  fc.record({ type: fc.constant("setQuantity" as const), productId, measureCode, quantity }),
  fc.record({
    type: fc.constant("remove" as const),
    productId,
    measureCode: fc.option(measureCode, { nil: undefined }),
  }),
  fc.constant({ type: "clear" as const }),
);

const cartFromActions = fc
  .array(action, { maxLength: 40 })
  .map((actions) => actions.reduce(cartReducer, createEmptyCart()));

/** A valid server line: positive price and quantity, maybe a discount up to its amount. */
const serverLine = fc.record({
  productId,
  measureCode,
  quantity: fc.integer({ min: 1, max: 1_000_000 }),
  price: fc.integer({ min: 1, max: 10_000_000 }),
  discount: fc.option(fc.integer({ min: 0, max: 1_000 }), { nil: undefined }),
});

const serverCart: fc.Arbitrary<ServerCart> = fc.record({
  id: fc.option(fc.uuid(), { nil: null }),
  currency: fc.constantFrom("RUB", null),
  priceType: fc.constantFrom("retail", null),
  items: fc.uniqueArray(serverLine, {
    selector: (line) => `${line.productId}\u0000${line.measureCode}`,
    maxLength: 15,
  }),
});

/** The totals rule computed independently with BigInt, as the API's numeric arithmetic would. */
function referenceTotals(cart: CartState) {
  let amount = 0n;
  let discount = 0n;
  for (const line of cartLines(cart)) {
    const product = BigInt(line.price) * BigInt(line.quantity);
    const lineAmount = product / 1000n + (product % 1000n >= 500n ? 1n : 0n);
    const lineDiscount = BigInt(line.discount ?? 0);
    amount += lineAmount;
    discount += lineDiscount < lineAmount ? lineDiscount : lineAmount;
  }
  return {
    itemsNumber: cartLines(cart).length,
    amount: Number(amount),
    discount: Number(discount),
    totalAmount: Number(amount - discount),
  };
}

function keyOf(line: { productId: string; measureCode: string }): string {
  return `${line.productId}\u0000${line.measureCode}`;
}

describe("cartReducer properties", () => {
  it("never keeps a zero-quantity or priceless line, nor an empty product entry", () => {
    fc.assert(
      fc.property(cartFromActions, (cart) => {
        for (const [id, byMeasure] of Object.entries(cart.items)) {
          expect(Object.keys(byMeasure).length).toBeGreaterThan(0);
          for (const [measure, line] of Object.entries(byMeasure)) {
            expect(line.productId).toBe(id);
            expect(line.measureCode).toBe(measure);
            expect(line.price).toBeGreaterThan(0);
            expect(line.quantity).toBeGreaterThan(0);
          }
        }
      }),
    );
  });

  it("keeps the totals equal to the sum of the lines", () => {
    fc.assert(
      fc.property(fc.oneof(cartFromActions, serverCart.map(fromServerCart)), (cart) => {
        expect(cartTotals(cart)).toEqual(referenceTotals(cart));
      }),
    );
  });

  it("agrees with a simple model of quantities per product and measure", () => {
    fc.assert(
      fc.property(fc.array(action, { maxLength: 40 }), (actions) => {
        const model = new Map<string, number>();
        let cart = createEmptyCart();
        for (const next of actions) {
          cart = cartReducer(cart, next);
          if (next.type === "add") {
            const key = keyOf(next.line);
            const total = (model.get(key) ?? 0) + next.line.quantity;
            if (!next.line.price || total === 0) model.delete(key);
            else model.set(key, total);
          } else if (next.type === "setQuantity") {
            const key = keyOf(next);
            if (model.has(key)) {
              if (next.quantity === 0) model.delete(key);
              else model.set(key, next.quantity);
            }
          } else if (next.type === "remove") {
            for (const key of [...model.keys()]) {
              const [id, measure] = key.split("\u0000");
              if (id === next.productId && (next.measureCode === undefined || measure === next.measureCode))
                model.delete(key);
            }
          } else if (next.type === "clear") {
            model.clear();
          }
        }
        const actual = new Map(cartLines(cart).map((line) => [keyOf(line), line.quantity]));
        expect(actual).toEqual(model);
      }),
    );
  });

  it("replace then read gives back the server's lines and nothing of the previous cart", () => {
    fc.assert(
      fc.property(cartFromActions, serverCart, (previous, server) => {
        const cart = cartReducer(previous, { type: "replace", cart: server });
        expect(cart.id).toBe(server.id);
        const read = cartLines(cart);
        expect(new Set(read.map(keyOf))).toEqual(new Set(server.items.map(keyOf)));
        for (const line of server.items)
          expect(getLine(cart, line.productId, line.measureCode)).toEqual(line);
        // Reading the cart back out and replacing again changes nothing.
        expect(fromServerCart({ ...cart, items: read })).toEqual(cart);
      }),
    );
  });

  it("merge is associative, and over disjoint carts is a plain union", () => {
    fc.assert(
      fc.property(serverCart, serverCart, serverCart, (a, b, c) => {
        const [x, y, z] = [a, b, c].map(fromServerCart) as [CartState, CartState, CartState];
        expect(mergeCarts(mergeCarts(x, y), z)).toEqual(mergeCarts(x, mergeCarts(y, z)));
      }),
    );
    const disjoint = fc
      .uniqueArray(serverLine, { selector: keyOf, maxLength: 30 })
      .chain((lines) =>
        fc.tuple(
          fc.constant(lines),
          fc.array(fc.integer({ min: 0, max: 2 }), { minLength: lines.length, maxLength: lines.length }),
        ),
      );
    fc.assert(
      fc.property(disjoint, ([lines, owners]) => {
        const parts = [0, 1, 2].map((owner) =>
          fromServerCart({ id: null, items: lines.filter((_, index) => owners[index] === owner) }),
        ) as [CartState, CartState, CartState];
        const [x, y, z] = parts;
        const left = mergeCarts(mergeCarts(x, y), z);
        expect(left).toEqual(mergeCarts(x, mergeCarts(y, z)));
        expect(left).toEqual(fromServerCart({ id: null, items: lines }));
      }),
    );
  });

  it("merge adds up quantities of the same product and measure", () => {
    fc.assert(
      fc.property(serverCart, serverCart, (backend, local) => {
        const merged = mergeCarts(fromServerCart(backend), fromServerCart(local));
        for (const line of cartLines(merged)) {
          const inBackend = backend.items.find((item) => keyOf(item) === keyOf(line));
          const inLocal = local.items.find((item) => keyOf(item) === keyOf(line));
          expect(line.quantity).toBe((inBackend?.quantity ?? 0) + (inLocal?.quantity ?? 0));
          expect(line.price).toBe(inBackend?.price ?? inLocal?.price);
        }
        expect(cartLines(merged).length).toBe(new Set([...backend.items, ...local.items].map(keyOf)).size);
      }),
    );
  });
});

describe("cartReducer", () => {
  const tea = {
    productId: "42",
    measureCode: "kg",
    quantity: 250,
    price: 129_990,
    snapshot: { title: "Пуэр" },
  };

  it("adds to the quantity already in the cart and takes the newest price", () => {
    let cart = cartReducer(createEmptyCart(), { type: "add", line: tea });
    cart = cartReducer(cart, {
      type: "add",
      line: { ...tea, quantity: 500, price: 119_990, snapshot: undefined },
    });
    expect(getLine(cart, "42", "kg")).toEqual({ ...tea, quantity: 750, price: 119_990 });
  });

  it("drops the server's discount when the quantity changes", () => {
    const cart = fromServerCart({ id: "c1", items: [{ ...tea, discount: 1_625 }] });
    const changed = cartReducer(cart, {
      type: "setQuantity",
      productId: "42",
      measureCode: "kg",
      quantity: 500,
    });
    expect(getLine(changed, "42", "kg")?.discount).toBeUndefined();
    expect(getLine(changed, "42", "kg")?.quantity).toBe(500);
  });

  it("removes a line when it is added again without a price", () => {
    const cart = cartReducer(createEmptyCart(), { type: "add", line: tea });
    expect(cartReducer(cart, { type: "add", line: { ...tea, price: null } }).items).toEqual({});
  });

  it("removes the product entry with its last measure", () => {
    let cart = cartReducer(createEmptyCart(), { type: "add", line: tea });
    cart = cartReducer(cart, { type: "add", line: { ...tea, measureCode: "pack", quantity: 1_000 } });
    cart = cartReducer(cart, { type: "remove", productId: "42", measureCode: "kg" });
    expect(Object.keys(cart.items["42"] ?? {})).toEqual(["pack"]);
    cart = cartReducer(cart, { type: "setQuantity", productId: "42", measureCode: "pack", quantity: 0 });
    expect(cart.items).toEqual({});
  });

  it("returns the same object when nothing changes", () => {
    const cart = cartReducer(createEmptyCart(), { type: "add", line: tea });
    expect(
      cartReducer(cart, { type: "setQuantity", productId: "42", measureCode: "kg", quantity: 250 }),
    ).toBe(cart);
    expect(cartReducer(cart, { type: "setQuantity", productId: "7", measureCode: "kg", quantity: 5 })).toBe(
      cart,
    );
    expect(cartReducer(cart, { type: "remove", productId: "7" })).toBe(cart);
    expect(cartReducer(createEmptyCart(), { type: "clear" }).items).toEqual({});
  });

  it("keeps the server id when cleared, so the next save empties the server cart too", () => {
    const cart = fromServerCart({ id: "c1", currency: "RUB", items: [tea] });
    expect(cartReducer(cart, { type: "clear" })).toEqual({
      id: "c1",
      currency: "RUB",
      priceType: null,
      items: {},
    });
  });

  it("merges the anonymous cart into the backend cart at login", () => {
    const anonymous = cartReducer(createEmptyCart(), { type: "add", line: tea });
    const merged = cartReducer(anonymous, {
      type: "mergeInto",
      cart: {
        id: "c9",
        currency: "RUB",
        items: [{ ...tea, price: 125_000, discount: 300, snapshot: undefined }],
      },
    });
    expect(merged.id).toBe("c9");
    expect(getLine(merged, "42", "kg")).toEqual({ ...tea, quantity: 500, price: 125_000 });
  });

  it("refuses malformed quantities", () => {
    expect(() => cartReducer(createEmptyCart(), { type: "add", line: { ...tea, quantity: 0.5 } })).toThrow(
      RangeError,
    );
    expect(() => cartReducer(createEmptyCart(), { type: "add", line: { ...tea, quantity: -1 } })).toThrow(
      RangeError,
    );
  });
});
