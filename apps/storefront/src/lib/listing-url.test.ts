import { describe, expect, it } from "vitest";
import { attributeValues, readListingUrl } from "./listing-url";

describe("readListingUrl", () => {
  it("keeps a valid page, sort and facet filters", () => {
    expect(readListingUrl({ page: 2, sort: "price-desc", "attributes.country": "japan,china" })).toEqual({
      page: 2,
      sort: "price-desc",
      "attributes.country": "china,japan",
    });
  });

  it("drops what is not valid instead of failing, overriding the raw value with undefined", () => {
    const search = readListingUrl({
      page: "0",
      sort: "cheapest",
      utm_source: "newsletter",
      "attributes.": "x",
      "attributes.Bad Code": "x",
      "attributes.country": ",,<script>,",
    });
    expect(search).toEqual({});
    // The router spreads this over the raw params: each invalid key must be there to override.
    expect(Object.keys(search).sort()).toEqual(
      ["attributes.", "attributes.Bad Code", "attributes.country", "page", "sort"].sort(),
    );
    expect(readListingUrl({ page: 1.5, sort: ["price-asc"] })).toEqual({});
  });

  it("leaves the default order and page 1 out, so the plain URL stays canonical", () => {
    expect(readListingUrl({ page: 1, sort: "number-asc" })).toEqual({});
  });

  it("reads values the router parsed as numbers", () => {
    expect(readListingUrl({ "attributes.pack-weight": 100 })).toEqual({ "attributes.pack-weight": "100" });
  });

  it("bounds how many facets a URL may carry", () => {
    const many = Object.fromEntries(Array.from({ length: 20 }, (_, index) => [`attributes.f${index}`, "a"]));
    const kept = Object.values(readListingUrl(many)).filter((value) => value !== undefined);
    expect(kept).toHaveLength(12);
  });
});

describe("attributeValues", () => {
  it("splits, trims, deduplicates and sorts slugs", () => {
    expect(attributeValues(" japan , china,japan,Китай,sri-lanka")).toEqual(["china", "japan", "sri-lanka"]);
  });

  it("is undefined when nothing valid is left", () => {
    expect(attributeValues("")).toBeUndefined();
    expect(attributeValues(undefined)).toBeUndefined();
    expect(attributeValues({ country: "japan" })).toBeUndefined();
  });
});
