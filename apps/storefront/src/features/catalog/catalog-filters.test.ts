import { describe, expect, it } from "vitest";
import { withAttributeValue, withoutAttributes, withSort } from "./catalog-filters";

describe("changing the search params", () => {
  it("ticks a value into its facet, back to page 1", () => {
    expect(withAttributeValue({ page: 4, sort: "title-asc" }, "country", "japan", true)).toEqual({
      sort: "title-asc",
      "attributes.country": "japan",
    });
    expect(withAttributeValue({ "attributes.country": "japan" }, "country", "china", true)).toEqual({
      "attributes.country": "china,japan",
    });
  });

  it("unticks a value and drops the facet when none is left", () => {
    expect(withAttributeValue({ "attributes.country": "china,japan" }, "country", "japan", false)).toEqual({
      "attributes.country": "china",
    });
    expect(withAttributeValue({ "attributes.country": "japan", page: 2 }, "country", "japan", false)).toEqual(
      {},
    );
  });

  it("resets every facet but keeps the order", () => {
    expect(withoutAttributes({ page: 2, sort: "price-desc", "attributes.country": "japan" })).toEqual({
      sort: "price-desc",
    });
  });

  it("changes the order from page 1, leaving the default order out of the URL", () => {
    expect(withSort({ page: 3, "attributes.country": "japan" }, "price-desc")).toEqual({
      sort: "price-desc",
      "attributes.country": "japan",
    });
    expect(withSort({ sort: "price-desc" }, "number-asc")).toEqual({});
  });
});
