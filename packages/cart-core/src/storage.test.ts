import fc from "fast-check";
import { describe, expect, it, vi } from "vitest";
import { createEmptyCart } from "./cart";
import { cartReducer, fromServerCart } from "./reducer";
import {
  CART_STORAGE_VERSION,
  memoryStorage,
  parseStoredCart,
  readStoredCart,
  serializeCart,
  webStorage,
} from "./storage";

const tea = {
  productId: "42",
  measureCode: "kg",
  quantity: 250,
  price: 129_990,
  snapshot: { title: "Пуэр" },
};

function quietLogger() {
  return { warn: vi.fn<(message: string, details?: unknown) => void>() };
}

describe("parseStoredCart", () => {
  it("reads back what serializeCart wrote, for any cart", () => {
    const line = fc.record({
      productId: fc.string({ maxLength: 6 }),
      measureCode: fc.constantFrom("pcs", "kg", "__proto__"),
      quantity: fc.integer({ min: 1, max: 10_000_000 }),
      price: fc.integer({ min: 1, max: 10_000_000 }),
      discount: fc.option(fc.integer({ min: 0, max: 10_000 }), { nil: undefined }),
      snapshot: fc.option(fc.record({ title: fc.string() }), { nil: undefined }),
    });
    fc.assert(
      fc.property(fc.option(fc.uuid(), { nil: null }), fc.array(line, { maxLength: 10 }), (id, items) => {
        const cart = fromServerCart({ id, currency: "RUB", items });
        const logger = quietLogger();
        expect(parseStoredCart(serializeCart(cart), { logger })).toEqual(cart);
        expect(logger.warn).not.toHaveBeenCalled();
      }),
    );
  });

  it("gives an empty cart for nothing stored, without a warning", () => {
    const logger = quietLogger();
    expect(parseStoredCart(null, { logger })).toEqual(createEmptyCart());
    expect(logger.warn).not.toHaveBeenCalled();
  });

  const valid = JSON.parse(serializeCart(cartReducer(createEmptyCart(), { type: "add", line: tea })));
  const broken: Record<string, string> = {
    "not JSON": "{cart",
    "JSON of another shape": "[1,2,3]",
    "a version before the first": JSON.stringify({ ...valid, version: 0 }),
    "a version 1 line without its measureId": JSON.stringify({ ...valid, version: 1 }),
    "a future version": JSON.stringify({ ...valid, version: CART_STORAGE_VERSION + 1 }),
    "items that are not an object": JSON.stringify({ ...valid, cart: { ...valid.cart, items: [] } }),
    "a fractional price": serializeCart({ ...valid.cart, items: { 42: { kg: { ...tea, price: 10.5 } } } }),
    "a string quantity": serializeCart({ ...valid.cart, items: { 42: { kg: { ...tea, quantity: "1" } } } }),
    "a line under the wrong key": serializeCart({ ...valid.cart, items: { 7: { kg: tea } } }),
    "a zero quantity": serializeCart({ ...valid.cart, items: { 42: { kg: { ...tea, quantity: 0 } } } }),
    "a numeric id": serializeCart({ ...valid.cart, id: 5 }),
    "an unsaved marker that is not a boolean": JSON.stringify({ ...valid, unsaved: "yes" }),
  };

  for (const [what, text] of Object.entries(broken)) {
    it(`gives an empty cart and a warning for ${what}`, () => {
      const logger = quietLogger();
      expect(parseStoredCart(text, { logger })).toEqual(createEmptyCart());
      expect(logger.warn).toHaveBeenCalledOnce();
    });
  }

  it("reads a cart stored by version 1, whose lines named their measure code measureId", () => {
    const { measureCode, ...rest } = tea;
    const stored = JSON.stringify({
      version: 1,
      cart: {
        id: "c1",
        currency: "RUB",
        priceType: null,
        items: { 42: { kg: { ...rest, measureId: measureCode } } },
      },
    });
    const logger = quietLogger();
    expect(parseStoredCart(stored, { logger })).toEqual(
      fromServerCart({ id: "c1", currency: "RUB", items: [tea] }),
    );
    expect(logger.warn).not.toHaveBeenCalled();
  });

  it("keeps the unsaved marker", () => {
    const logger = quietLogger();
    const cart = fromServerCart({ id: "c1", items: [tea] });
    expect(readStoredCart(serializeCart(cart, { unsaved: true }), { logger })).toEqual({
      cart,
      unsaved: true,
    });
    expect(readStoredCart(serializeCart(cart), { logger })).toEqual({ cart, unsaved: false });
  });

  it("refuses snapshots the app's check rejects", () => {
    const logger = quietLogger();
    const isTitled = (value: unknown): value is { title: string } =>
      typeof value === "object" && value !== null && typeof (value as { title?: unknown }).title === "string";
    const text = serializeCart({
      ...valid.cart,
      items: { 42: { kg: { ...tea, snapshot: { name: "old field" } } } },
    });
    expect(parseStoredCart(text, { logger, isSnapshot: isTitled }).items).toEqual({});
    expect(logger.warn).toHaveBeenCalledOnce();
    expect(parseStoredCart(JSON.stringify(valid), { logger, isSnapshot: isTitled }).items).toEqual(
      valid.cart.items,
    );
  });
});

describe("storage adapters", () => {
  it("webStorage keeps the cart under its key", () => {
    const map = new Map<string, string>();
    const storage = webStorage(
      {
        getItem: (key) => map.get(key) ?? null,
        setItem: (key, value) => void map.set(key, value),
        removeItem: (key) => void map.delete(key),
      },
      "test.cart",
    );
    storage.write("x");
    expect(map.get("test.cart")).toBe("x");
    expect(storage.read()).toBe("x");
    storage.remove();
    expect(storage.read()).toBeNull();
  });

  it("webStorage with the window tells of another tab's change of its key, or of a cleared storage, only", () => {
    const area = { getItem: () => null, setItem: () => {}, removeItem: () => {} };
    const events = new EventTarget();
    const changes = {
      addEventListener: (type: "storage", listener: (event: never) => void) =>
        events.addEventListener(type, (event) => listener((event as CustomEvent).detail as never)),
      removeEventListener: () => {},
    };
    const storage = webStorage(area, "test.cart", changes);
    const heard: string[] = [];
    storage.subscribe?.(() => heard.push("change"));
    const fire = (key: string | null, storageArea: unknown) =>
      events.dispatchEvent(new CustomEvent("storage", { detail: { key, storageArea } }));
    fire("test.cart", area);
    fire("other", area);
    fire("test.cart", {});
    fire(null, area);
    expect(heard).toEqual(["change", "change"]);
    expect(webStorage(area, "test.cart").subscribe).toBeUndefined();
  });

  it("memoryStorage starts from its initial value", () => {
    const storage = memoryStorage("a");
    expect(storage.read()).toBe("a");
    storage.write("b");
    expect(storage.read()).toBe("b");
    storage.remove();
    expect(storage.read()).toBeNull();
  });
});
