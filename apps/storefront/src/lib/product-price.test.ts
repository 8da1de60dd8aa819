import type { Measure, Product, ProductPrice } from "@shop/api-client";
import { describe, expect, it } from "vitest";
import { listingPrice, measureOffers } from "./product-price";

const kg: Measure = { id: 2, code: "kg", title: "кг", step: 0.1 };
const pack: Measure = { id: 3, code: "pack", title: "упак", step: 1 };
const pcs: Measure = { id: 1, code: "pcs", title: "шт", step: 1 };

const price = (measure: Measure, amount: number, priceType = "retail"): ProductPrice => ({
  measure,
  priceType,
  currency: "RUB",
  price: amount,
});

const product = (prices: ProductPrice[], defaultMeasure: Product["defaultMeasure"] = "kg") => ({
  prices,
  defaultMeasure,
});

describe("measureOffers", () => {
  it("lists the price type's measures, the default first, then cheapest first", () => {
    const offers = measureOffers(
      product([price(pack, 40_000), price(pcs, 20_000), price(kg, 727_800), price(kg, 618_630, "wholesale")]),
      "retail",
    );
    expect(offers.map((offer) => [offer.measure.code, offer.price])).toEqual([
      ["kg", 727_800],
      ["pcs", 20_000],
      ["pack", 40_000],
    ]);
  });

  it("leaves out prices of 0 and below", () => {
    expect(measureOffers(product([price(kg, 0), price(pack, -5), price(pcs, 100)]), "retail")).toEqual([
      { measure: pcs, price: 100, currency: "RUB" },
    ]);
  });

  it("keeps a sale's was price, only above the price", () => {
    const offers = measureOffers(
      product([
        { ...price(kg, 500_000), compareAtPrice: 620_000 },
        { ...price(pack, 40_000), compareAtPrice: 40_000 },
      ]),
      "retail",
    );
    expect(offers).toEqual([
      { measure: kg, price: 500_000, currency: "RUB", compareAtPrice: 620_000 },
      { measure: pack, price: 40_000, currency: "RUB" },
    ]);
    expect(
      listingPrice(product([{ ...price(kg, 500_000), compareAtPrice: 620_000 }]), "retail"),
    ).toMatchObject({
      compareAtPrice: 620_000,
    });
  });

  it("uses the other price type when asked", () => {
    expect(
      measureOffers(product([price(kg, 727_800), price(kg, 618_630, "wholesale")]), "wholesale"),
    ).toEqual([{ measure: kg, price: 618_630, currency: "RUB" }]);
  });
});

describe("listingPrice", () => {
  it("is the default measure's price", () => {
    expect(listingPrice(product([price(pack, 40_000), price(kg, 727_800)]), "retail")).toEqual({
      measure: kg,
      price: 727_800,
      currency: "RUB",
      from: false,
    });
  });

  it("is 'from' the lowest other price when the default measure has none above 0", () => {
    expect(listingPrice(product([price(kg, 0), price(pack, 40_000), price(pcs, 15_000)]), "retail")).toEqual({
      measure: pcs,
      price: 15_000,
      currency: "RUB",
      from: true,
    });
  });

  it("is the only other price, without 'from', when there is just one", () => {
    expect(listingPrice(product([price(pack, 40_000)]), "retail")).toMatchObject({
      price: 40_000,
      from: false,
    });
  });

  it("is nothing without any price above 0", () => {
    expect(listingPrice(product([price(kg, 0)]), "retail")).toBeUndefined();
    expect(listingPrice(product([]), "retail")).toBeUndefined();
  });
});
