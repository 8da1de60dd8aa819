import type { Cart, CartItem } from "@shop/api-client";
import {
  type CartLineView,
  cartLineViews,
  cartReducer,
  createEmptyCart,
  lineQuantityProblem,
  MAX_LINE_UNITS,
  maxLineQuantity,
  quantityToWire,
} from "@shop/cart-core";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { type CartProductSnapshot, toCartInput, unavailableLines } from "../../lib/cart";
import { buildCartView, lineStep, quantityFromStepper, withUnavailableRows } from "./cart-view";

const snapshot = (number: string, measureTitle: string): CartProductSnapshot => ({
  number,
  slug: `tea-${number}`,
  title: `Чай ${number}`,
  measureTitle,
});

/** Puer by the kilogram and in packs, and a teapot: the lines of the cart page. */
function sampleLines(): CartLineView<CartProductSnapshot>[] {
  let cart = createEmptyCart<CartProductSnapshot>();
  const add = (productId: string, measureCode: string, quantity: number, price: number, title: string) => {
    cart = cartReducer(cart, {
      type: "add",
      line: {
        productId,
        measureCode,
        quantity,
        price,
        snapshot: snapshot(`1000${productId}`, title),
      },
    });
  };
  add("7", "pack", 2_000, 45_000, "упак");
  add("12", "pcs", 1_000, 349_900, "шт");
  add("7", "kg", 250, 129_990, "кг");
  return cartLineViews(cart);
}

const item = (line: CartLineView<CartProductSnapshot>, overrides: Partial<CartItem> = {}): CartItem => {
  const { snapshot: product } = line;
  if (!product) throw new Error("sample lines have snapshots");
  return {
    product: { "@id": `/api/catalog/products/${line.productId}`, id: Number(line.productId), ...product },
    measure: {
      id: 1,
      code: line.measureCode as CartItem["measure"]["code"],
      title: product.measureTitle,
      step: 1,
    },
    quantity: line.quantity / 1000,
    price: line.price,
    amount: line.amount,
    discount: 0,
    ...overrides,
  };
};

const pricedCart = (items: CartItem[], totals: Cart["totals"]): Cart => ({
  "@id": null,
  "@type": "Cart",
  id: null,
  currency: "RUB",
  priceType: "retail",
  items,
  unavailableItems: [],
  totals,
  updatedAt: null,
});

describe("lineStep and quantityFromStepper", () => {
  it("step a line by its measure's step, or by what divides an old line's quantity and a unit", () => {
    expect(lineStep({ quantity: 2000, snapshot: { measureStep: 100 } })).toBe(100);
    expect(lineStep({ quantity: 300, snapshot: { measureStep: 250 } })).toBe(250);
    expect(lineStep({ quantity: 300 })).toBe(100);
    expect(lineStep({ quantity: 1500, snapshot: {} })).toBe(500);
    expect(lineStep({ quantity: 2000 })).toBe(1000);
  });

  it("turn a stepper value into exact thousandths, snapped to the measure's step", () => {
    expect(quantityFromStepper(0.3, 100)).toBe(300);
    expect(quantityFromStepper(0.1 + 0.2, 100)).toBe(300);
    expect(quantityFromStepper(1.5, 1000)).toBe(2000);
    expect(quantityFromStepper(0.25, 100)).toBe(300);
    expect(quantityFromStepper(3, 1000)).toBe(3000);
  });

  it("ignore values a line cannot hold: zero (removal is the remove button's), half-typed, too many", () => {
    expect(quantityFromStepper(0, 100)).toBeUndefined();
    expect(quantityFromStepper(0.04, 100)).toBeUndefined();
    expect(quantityFromStepper(Number.NaN, 1000)).toBeUndefined();
    expect(quantityFromStepper(MAX_LINE_UNITS, 1000)).toBe(MAX_LINE_UNITS * 1000);
    expect(quantityFromStepper(MAX_LINE_UNITS + 1, 1000)).toBeUndefined();
  });

  it("take every quantity cart-core's rule (the API's) allows and nothing else", () => {
    const steps = fc.constantFrom(1, 10, 100, 250, 1000);
    fc.assert(
      fc.property(fc.double({ min: -10, max: 20_000, noNaN: true }), steps, (value, step) => {
        const quantity = quantityFromStepper(value, step);
        if (quantity !== undefined) expect(lineQuantityProblem(quantity, step)).toBeUndefined();
      }),
    );
    fc.assert(
      fc.property(steps, fc.nat(), (step, seed) => {
        const allowed = step * (1 + (seed % (maxLineQuantity(step) / step)));
        expect(quantityFromStepper(quantityToWire(allowed), step)).toBe(allowed);
      }),
    );
  });
});

describe("buildCartView", () => {
  it("shows the local lines with cart-core's exact totals until the server has priced them", () => {
    const view = buildCartView(sampleLines());
    expect(view.pricedBy).toBe("local");
    expect(view.rows.map((row) => [row.productId, row.measureCode, row.amount])).toEqual([
      ["7", "kg", 32_498], // 0.25 кг at 1299.90 ₽ = 324.975 ₽, rounded half up once per line
      ["7", "pack", 90_000],
      ["12", "pcs", 349_900],
    ]);
    expect(view.totals).toEqual({ itemsNumber: 3, amount: 472_398, discount: 0, totalAmount: 472_398 });
  });

  it("keeps a line in its place when its quantity changes (the reducer re-inserts it)", () => {
    const lines = sampleLines();
    const before = buildCartView(lines).rows.map((row) => `${row.productId}/${row.measureCode}`);
    const changed = lines.map((line) =>
      line.measureCode === "kg" ? { ...line, quantity: 300, amount: 38_997, totalAmount: 38_997 } : line,
    );
    expect(
      buildCartView([...changed].reverse()).rows.map((row) => `${row.productId}/${row.measureCode}`),
    ).toEqual(before);
  });

  it("takes today's prices and discounts from the server's calculation of the same lines", () => {
    const lines = sampleLines();
    const [kg, pack, pcs] = [...lines].sort((a, b) => a.measureCode.localeCompare(b.measureCode));
    if (!kg || !pack || !pcs) throw new Error("three sample lines");
    const priced = pricedCart(
      [
        item(kg),
        // The pack became dearer since it was put in the cart; the teapot has a 5 % discount.
        item(pack, { price: 47_000, amount: 94_000 }),
        item(pcs, { discount: 17_495 }),
      ],
      { itemsNumber: 3, amount: 476_398, discount: 17_495, totalAmount: 458_903 },
    );
    const view = buildCartView(lines, priced);
    expect(view.pricedBy).toBe("server");
    const packRow = view.rows.find((row) => row.measureCode === "pack");
    expect(packRow).toMatchObject({
      price: 47_000,
      amount: 94_000,
      previousPrice: 45_000,
      totalAmount: 94_000,
    });
    const teapot = view.rows.find((row) => row.measureCode === "pcs");
    expect(teapot).toMatchObject({ discount: 17_495, totalAmount: 332_405, previousPrice: undefined });
    // cart-core's rule over the server's prices gives the server's totals to the kopeck.
    expect(view.totals).toEqual(priced.totals);
  });

  it("ignores a calculation of other lines (an answer older than the last change)", () => {
    const lines = sampleLines();
    const stale = pricedCart(
      lines.map((line) => item(line, line.measureCode === "kg" ? { quantity: 0.5, price: 1 } : {})),
      { itemsNumber: 3, amount: 1, discount: 0, totalAmount: 1 },
    );
    expect(buildCartView(lines, stale).pricedBy).toBe("local");
    const shorter = pricedCart(
      lines.slice(1).map((line) => item(line)),
      stale.totals,
    );
    expect(buildCartView(lines, shorter).pricedBy).toBe("local");
    expect(buildCartView(lines, shorter).totals.totalAmount).toBe(472_398);
  });

  it("puts each violation of a refused calculation beside the line it names", () => {
    const lines = sampleLines();
    const view = buildCartView(lines, undefined, [
      { propertyPath: "items.1.measure", message: "«Чай 10007» не продаётся в этой единице измерения." },
      { propertyPath: "cart", message: "not about a line" },
    ]);
    // Lines are sent in the cart's order, so items.1 is the second local line.
    const named = lines[1];
    const row = view.rows.find(
      (candidate) => candidate.measureCode === named?.measureCode && candidate.productId === named.productId,
    );
    expect(row?.problem).toBe("«Чай 10007» не продаётся в этой единице измерения.");
    expect(view.rows.filter((candidate) => candidate.problem)).toHaveLength(1);
  });

  it("has no rows and zero totals for an empty cart", () => {
    expect(buildCartView([])).toEqual({
      rows: [],
      totals: { itemsNumber: 0, amount: 0, discount: 0, totalAmount: 0 },
      pricedBy: "local",
    });
  });
});

describe("lines of variants", () => {
  // A tea in packs of 100 and 250 g (variants 41 and 42 of product 9): two lines of one product.
  const variantLines = () => {
    let cart = createEmptyCart<CartProductSnapshot>();
    for (const [variantId, title, price] of [
      ["42", "250 г", 80_000],
      ["41", "100 г", 35_000],
    ] as const) {
      cart = cartReducer(cart, {
        type: "add",
        line: {
          productId: "9",
          measureCode: "pack",
          variantId,
          quantity: 1_000,
          price,
          snapshot: { ...snapshot("10009", "упак"), variantNumber: `10009-${title}`, variantTitle: title },
        },
      });
    }
    return cart;
  };

  it("are sent to the API each with its variant's article", () => {
    expect(toCartInput(variantLines(), "RUB").items).toEqual([
      {
        product: { number: "10009" },
        variant: { number: "10009-250 г" },
        measure: { code: "pack" },
        quantity: 1,
      },
      {
        product: { number: "10009" },
        variant: { number: "10009-100 г" },
        measure: { code: "pack" },
        quantity: 1,
      },
    ]);
  });

  it("are two rows, each priced by the server's line of its own variant", () => {
    const lines = cartLineViews(variantLines());
    const priced = pricedCart(
      lines.map((line) =>
        item(line, {
          variant: { id: Number(line.variantId), number: line.snapshot?.variantNumber ?? "", title: "" },
          price: line.price + 1_000,
          amount: line.amount + 1_000,
        }),
      ),
      { itemsNumber: 2, amount: 117_000, discount: 0, totalAmount: 117_000 },
    );
    const view = buildCartView(lines, priced);
    expect(view.pricedBy).toBe("server");
    expect(view.rows.map((row) => [row.variantId, row.snapshot?.variantTitle, row.price])).toEqual([
      ["41", "100 г", 36_000],
      ["42", "250 г", 81_000],
    ]);
  });
});

describe("unavailableLines", () => {
  it("lists the server's unsold lines the local cart does not hold, not the lines refused at a save", () => {
    const lines = sampleLines();
    const unsold = { productId: "9", measureCode: "pcs", reason: "Не продаётся.", quantity: 1_000 };
    const refused = [
      { productId: "12", measureCode: "pcs", reason: "Слишком много." },
      // Held by the local cart after all (the customer added it again): nothing to remove.
      { productId: "7", measureCode: "kg", reason: "Не продаётся.", quantity: 250 },
      unsold,
    ];
    expect(unavailableLines(refused, lines)).toEqual([unsold]);
    expect(unavailableLines([], lines)).toEqual([]);
  });
});

describe("withUnavailableRows", () => {
  it("adds the server's unsold lines as rows with their reason, out of the totals", () => {
    const lines = sampleLines();
    const view = buildCartView(lines);
    const reason = "«Чай 10009» не продаётся в этой единице измерения.";
    const shown = withUnavailableRows(view, [
      // Refused at a save: the local line shows it already (the cart page puts its reason there).
      { productId: "12", measureCode: "pcs", reason: "Слишком много." },
      { productId: "9", measureCode: "pcs", reason, quantity: 2_000, snapshot: snapshot("10009", "шт") },
    ]);
    expect(shown.rows.map((row) => [row.productId, row.measureCode])).toEqual([
      ...view.rows.map((row) => [row.productId, row.measureCode]),
      ["9", "pcs"],
    ]);
    expect(shown.rows.at(-1)).toMatchObject({
      quantity: 2_000,
      problem: reason,
      unavailable: true,
      totalAmount: 0,
    });
    expect(shown.totals).toEqual(view.totals);
  });
});
