import { describe, expect, it } from "vitest";
import { apiFilters, apiSort, catalogListRequest, selectedAttributes } from "./catalog-list-request";

describe("catalog list request", () => {
  it("reads category, page, order and facets from the URL", () => {
    const request = catalogListRequest("tea/green", {
      page: 3,
      sort: "price-asc",
      "attributes.country": "china,japan",
      "attributes.pack-weight": "50g",
    });
    expect(request).toEqual({
      category: "tea/green",
      page: 3,
      sort: "price-asc",
      attributes: { country: ["china", "japan"], "pack-weight": ["50g"] },
    });
    expect(apiFilters(request)).toEqual({
      category: "tea/green",
      "attributes.country": ["china", "japan"],
      "attributes.pack-weight": ["50g"],
    });
    expect(apiSort(request.sort)).toEqual({ price: "asc" });
  });

  it("asks for the whole catalog by product number on page 1 by default", () => {
    const request = catalogListRequest("", {});
    expect(request).toEqual({ category: "", page: 1, sort: "number-asc", attributes: {} });
    expect(apiFilters(request)).toEqual({});
    expect(apiSort(request.sort)).toEqual({ number: "asc" });
  });

  it("gives the selected values per facet code", () => {
    expect(selectedAttributes({ page: 2, "attributes.tea-type": "green" })).toEqual({
      "tea-type": ["green"],
    });
  });

  it("ignores facets the route's reader left undefined and codes that are not facet codes", () => {
    expect(selectedAttributes({ "attributes.Bad Code": "x", "attributes.country": undefined })).toEqual({});
  });
});
