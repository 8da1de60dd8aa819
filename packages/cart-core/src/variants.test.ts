import { describe, expect, it } from "vitest";
import { cartLines, cartTotals, createEmptyCart, getLine, lineKey } from "./cart";
import { cartReducer, fromServerCart, mergeCarts } from "./reducer";
import { parseStoredCart, serializeCart } from "./storage";

// A product sold in variants (issue 46 point 4): a line is product + variant + measure, so two
// variants of one tea are two lines, each with its own price, and a product's line without a
// variant stays apart from them.

const hundred = { productId: "42", measureCode: "pack", variantId: "7", quantity: 1000, price: 35_000 };
const twoFifty = { productId: "42", measureCode: "pack", variantId: "8", quantity: 1000, price: 80_050 };

describe("lines of variants", () => {
  it("are one line per variant, each priced on its own", () => {
    let cart = cartReducer(createEmptyCart(), { type: "add", line: hundred });
    cart = cartReducer(cart, { type: "add", line: twoFifty });
    cart = cartReducer(cart, { type: "add", line: hundred });
    const lines = cartLines(cart).sort((a, b) => Number(a.variantId) - Number(b.variantId));
    expect(lines.map(({ variantId, quantity, price }) => ({ variantId, quantity, price }))).toEqual([
      { variantId: "7", quantity: 2000, price: 35_000 },
      { variantId: "8", quantity: 1000, price: 80_050 },
    ]);
    expect(cartTotals(cart).amount).toBe(2 * 35_000 + 80_050);
    expect(getLine(cart, "42", "pack", "8")?.price).toBe(80_050);
    expect(getLine(cart, "42", "pack")).toBeUndefined();
  });

  it("are changed and removed one variant at a time", () => {
    let cart = fromServerCart({ id: "c1", items: [hundred, twoFifty] });
    cart = cartReducer(cart, {
      type: "setQuantity",
      productId: "42",
      measureCode: "pack",
      variantId: "8",
      quantity: 3000,
    });
    expect(getLine(cart, "42", "pack", "8")?.quantity).toBe(3000);
    expect(getLine(cart, "42", "pack", "7")?.quantity).toBe(1000);
    cart = cartReducer(cart, { type: "remove", productId: "42", measureCode: "pack", variantId: "7" });
    expect(cartLines(cart).map((line) => line.variantId)).toEqual(["8"]);
    // Without a variant, a remove of the measure names no line of a variant.
    expect(cartReducer(cart, { type: "remove", productId: "42", measureCode: "pack" })).toBe(cart);
  });

  it("merge at login by variant", () => {
    const merged = mergeCarts(
      fromServerCart({ id: "c1", items: [hundred] }),
      fromServerCart({ id: null, items: [hundred, twoFifty] }),
    );
    expect(cartLines(merged).map(({ variantId, quantity }) => [variantId, quantity])).toEqual([
      ["7", 2000],
      ["8", 1000],
    ]);
  });

  it("are stored and read back with their variant", () => {
    const cart = fromServerCart({
      id: "c1",
      items: [hundred, twoFifty, { productId: "5", measureCode: "kg", quantity: 250, price: 100 }],
    });
    const read = parseStoredCart(serializeCart(cart), { logger: { warn: () => {} } });
    expect(read).toEqual(cart);
    expect(Object.keys(read.items["42"] ?? {})).toEqual([lineKey("pack", "7"), lineKey("pack", "8")]);
  });

  it("refuse a stored line whose variant does not match its key", () => {
    const stored = JSON.parse(serializeCart(fromServerCart({ id: "c1", items: [hundred] })));
    stored.cart.items["42"]["pack~7"].variantId = "9";
    const warn = () => {};
    expect(parseStoredCart(JSON.stringify(stored), { logger: { warn } }).items).toEqual({});
  });
});
