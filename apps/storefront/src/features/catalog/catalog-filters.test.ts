import { describe, expect, it } from "vitest";
import { withAttributes, withoutAttributes, withSort } from "./catalog-filters";

describe("changing the search params", () => {
  it("takes a sent filter form as the whole choice: facets replaced, order kept, back to page 1", () => {
    expect(
      withAttributes(
        { page: 3, sort: "price-asc", "attributes.country": "india", "attributes.kind": "green" },
        { country: ["japan", "china", "japan"], kind: [] },
      ),
    ).toEqual({ sort: "price-asc", "attributes.country": "china,japan" });
    expect(withAttributes({ "attributes.country": "india" }, {})).toEqual({});
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
