import { describe, expect, it } from "vitest";
import {
  listFilter,
  NO_SELECTION,
  pageState,
  selectedCount,
  selectionBody,
  togglePage,
  toggleProduct,
} from "./product-selection";

describe("product selection", () => {
  it("keeps ids ticked one by one and a page at a time, across pages", () => {
    let selection = toggleProduct(NO_SELECTION, 4, true, [4, 5, 6]);
    expect(pageState(selection, [4, 5, 6])).toBe("indeterminate");
    selection = togglePage(selection, [4, 5, 6], true);
    expect(pageState(selection, [4, 5, 6])).toBe(true);
    selection = togglePage(selection, [7, 8], true);
    expect(selectedCount(selection)).toBe(5);
    selection = togglePage(selection, [4, 5, 6], false);
    expect(selectionBody(selection)).toEqual({ ids: [7, 8] });
    expect(pageState(selection, [4, 5, 6])).toBe(false);
  });

  it("sends all that match as the filter, and unticking one of them leaves the page's others", () => {
    const all = { kind: "all" as const, filter: { search: "улун", category: 3 }, total: 57 };
    expect(selectedCount(all)).toBe(57);
    expect(selectionBody(all)).toEqual({ filter: { search: "улун", category: 3 } });
    expect(pageState(all, [1, 2])).toBe(true);
    expect(selectionBody(toggleProduct(all, 2, false, [1, 2, 3]))).toEqual({ ids: [1, 3] });
    expect(togglePage(all, [1, 2], false)).toEqual(NO_SELECTION);
  });

  it("takes the list's own filters for all that match", () => {
    expect(listFilter({ search: "улун", filters: { category: 12, published: false } })).toEqual({
      search: "улун",
      category: 12,
      published: false,
    });
    expect(listFilter({ filters: {} })).toEqual({});
  });
});
