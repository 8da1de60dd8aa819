import { describe, expect, it } from "vitest";
import { readListSearch } from "../resource/list-search";
import { PRODUCTS_SEARCH, productsListParams } from "./products-search";

describe("the products list's URL", () => {
  it("keeps valid filters and drops the rest", () => {
    expect(
      readListSearch(PRODUCTS_SEARCH, { q: " улун ", category: "12", published: "no", page: "2" }),
    ).toEqual({
      page: 2,
      sort: undefined,
      q: "улун",
      category: "12",
      published: "no",
    });
    expect(readListSearch(PRODUCTS_SEARCH, { category: "Чай!", published: "YES" })).toMatchObject({
      category: undefined,
      published: undefined,
    });
  });

  it("asks the API for a part of the title or number, a section by id and the publication", () => {
    expect(productsListParams({ q: "улун", category: "12", published: "no", page: 2 })).toEqual({
      page: 2,
      itemsPerPage: 20,
      search: "улун",
      filters: { category: 12, published: false },
    });
    expect(productsListParams({ published: "yes" })).toEqual({
      page: 1,
      itemsPerPage: 20,
      filters: { published: true },
    });
    // A code that is no id and a value that is no publication ask for nothing.
    expect(productsListParams({ category: "tea", published: "maybe" }).filters).toEqual({});
  });
});
