import type { ProductEditorReference, StaffProduct } from "@shop/api-client";
import { describe, expect, it } from "vitest";
import {
  newProductValues,
  productCreateInput,
  productFieldNames,
  productPatch,
  productValues,
} from "./product-values";

const reference: ProductEditorReference = {
  measures: [
    { code: "pcs", title: "шт" },
    { code: "kg", title: "кг" },
  ],
  priceTypes: [
    { code: "retail", title: "Розничная", isDefault: true },
    { code: "wholesale", title: "Оптовая", isDefault: false },
  ],
  attributes: [
    { code: "country", title: "Страна", values: [{ value: "china", title: "Китай" }], sections: [] },
  ],
};

const measure = (code: "pcs" | "kg") => ({ id: 1, code, title: code, step: 1 });
const product = {
  id: 7,
  number: "T-1",
  slug: "gaba-ulun",
  title: "Габа улун",
  description: "Чай.",
  published: true,
  category: { id: 3 },
  defaultMeasure: "kg",
  attributes: [{ code: "country", title: "Страна", value: "china", valueTitle: "Китай" }],
  prices: [
    { priceType: "retail", measure: measure("kg"), currency: "RUB", price: 159_000, compareAtPrice: 189_000 },
    { priceType: "wholesale", measure: measure("kg"), currency: "RUB", price: 120_050 },
  ],
} as unknown as StaffProduct;

describe("the product form's values", () => {
  it("names every field as the API's violations do", () => {
    expect(productFieldNames(reference)).toEqual(
      expect.arrayContaining([
        "number",
        "slug",
        "attributes.country",
        "prices.wholesale.kg",
        "compareAtPrices.retail.pcs",
        "defaultMeasure",
      ]),
    );
  });

  it("sends a new product's filled-in fields only, prices in kopecks", () => {
    const values = {
      ...newProductValues(reference),
      title: " Габа улун ",
      number: "T-1",
      category: "3",
      prices: { retail: { pcs: "450,5", kg: "" }, wholesale: { pcs: "", kg: "" } },
      compareAtPrices: { retail: { pcs: "500", kg: "" }, wholesale: { pcs: "", kg: "" } },
    };
    expect(productCreateInput(values)).toEqual({
      number: "T-1",
      title: "Габа улун",
      category: 3,
      defaultMeasure: "pcs",
      // A new product starts as a draft, sent as such.
      published: false,
      prices: { retail: { pcs: 45_050 } },
      compareAtPrices: { retail: { pcs: 50_000 } },
    });
  });

  it("shows a stored product and patches only what changed", () => {
    const before = productValues(product, reference);
    expect(before.prices).toEqual({
      retail: { pcs: "", kg: "1590,00" },
      wholesale: { pcs: "", kg: "1200,50" },
    });
    expect(before.compareAtPrices).toEqual({
      retail: { pcs: "", kg: "1890,00" },
      wholesale: { pcs: "", kg: "" },
    });
    expect(productPatch(before, before)).toEqual({});
    const after = {
      ...before,
      slug: "",
      published: false,
      attributes: { country: "" },
      prices: { retail: { pcs: "99", kg: "1 690" }, wholesale: { pcs: "", kg: "" } },
    };
    expect(productPatch(before, after)).toEqual({
      slug: null,
      published: false,
      attributes: { country: null },
      prices: { retail: { pcs: 9_900, kg: 169_000 }, wholesale: { kg: null } },
    });
    // The same amount typed differently is no change.
    expect(
      productPatch(before, { ...before, prices: { ...before.prices, retail: { pcs: "", kg: "1590" } } }),
    ).toEqual({});
  });

  it("patches prices before a discount: set, changed, emptied, and none beside an emptied price", () => {
    const before = productValues(product, reference);
    const withPrices = (retailKg: string, wholesaleKg: string) => ({
      ...before,
      compareAtPrices: { retail: { pcs: "", kg: retailKg }, wholesale: { pcs: "", kg: wholesaleKg } },
    });
    expect(productPatch(before, withPrices("1990", "1300"))).toEqual({
      compareAtPrices: { retail: { kg: 199_000 }, wholesale: { kg: 130_000 } },
    });
    expect(productPatch(before, withPrices("", ""))).toEqual({ compareAtPrices: { retail: { kg: null } } });
    // The retail kilogram is no longer sold: the API takes its price before the discount with it.
    const unsold = { ...withPrices("1990", ""), prices: { ...before.prices, retail: { pcs: "", kg: "" } } };
    expect(productPatch(before, unsold)).toEqual({ prices: { retail: { kg: null } } });
  });
});
