import type { Category, ProductEditorReference } from "@shop/api-client";
import { describe, expect, it } from "vitest";
import { sectionAttributes } from "./section-attributes";

const category = (id: number, path: string): Category =>
  ({ id, path, title: path, depth: path.split("/").length - 1 }) as Category;
const categories = [
  category(1, "tea"),
  category(2, "tea/green"),
  category(3, "coffee"),
  category(4, "coffee/beans"),
  category(5, "gifts"),
];
const attribute = (code: string, sections: number[]) => ({ code, title: code, values: [], sections });
const reference = {
  measures: [],
  priceTypes: [],
  attributes: [
    attribute("country", [1, 3]),
    attribute("tea-type", [1]),
    attribute("roast", [3]),
    attribute("material", []),
  ],
} as ProductEditorReference;
const codes = (list: { code: string }[]) => list.map((item) => item.code);

describe("sectionAttributes", () => {
  it("offers a tea the attributes its top-level section's products carry, the rest behind", () => {
    const { section, offered, others } = sectionAttributes(reference, categories, "2", {});
    expect(section?.id).toBe(1);
    expect(codes(offered)).toEqual(["country", "tea-type"]);
    expect(codes(others)).toEqual(["roast", "material"]);
    expect(codes(sectionAttributes(reference, categories, "4", {}).offered)).toEqual(["country", "roast"]);
  });

  it("keeps an attribute the product has a value of in view, whatever its section", () => {
    const { offered, others } = sectionAttributes(reference, categories, "2", {
      material: "glass",
      roast: "",
    });
    expect(codes(offered)).toEqual(["country", "tea-type", "material"]);
    expect(codes(others)).toEqual(["roast"]);
  });

  it("offers every attribute in a section none of whose products carries one yet", () => {
    expect(codes(sectionAttributes(reference, categories, "5", {}).offered)).toEqual(
      codes(reference.attributes),
    );
  });

  it("offers none before a section is chosen", () => {
    const none = sectionAttributes(reference, categories, "", {});
    expect(none.section).toBeUndefined();
    expect(none.offered).toEqual([]);
    expect(none.others).toEqual([]);
  });
});
