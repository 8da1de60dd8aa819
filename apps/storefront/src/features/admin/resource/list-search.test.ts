import { describe, expect, it } from "vitest";
import {
  dayStart,
  isCalendarDay,
  type ListSearchSpec,
  nextDayStart,
  nextSort,
  readListSearch,
  sortOf,
} from "./list-search";

const spec: ListSearchSpec<"createdAt" | "number", "status" | "number" | "from" | "to"> = {
  sortFields: ["createdAt", "number"],
  defaultSort: "createdAt-desc",
  filters: { status: "code", number: "text", from: "date", to: "date" },
};

describe("readListSearch", () => {
  it("keeps a valid page, sort and filters", () => {
    expect(
      readListSearch(spec, {
        page: "3",
        sort: "number-asc",
        status: "paid",
        number: " 2026-0001 ",
        from: "2026-11-01",
        to: "2026-11-30",
      }),
    ).toEqual({
      page: 3,
      sort: "number-asc",
      status: "paid",
      number: "2026-0001",
      from: "2026-11-01",
      to: "2026-11-30",
    });
  });

  it("drops what is not valid, so a mistyped link still opens the list", () => {
    expect(
      readListSearch(spec, {
        page: "0",
        sort: "title-asc",
        status: "Paid!",
        number: "   ",
        from: "2026-02-30",
        to: "yesterday",
      }),
    ).toEqual({
      page: undefined,
      sort: undefined,
      status: undefined,
      number: undefined,
      from: undefined,
      to: undefined,
    });
  });

  it("leaves the default sort and page 1 out of the URL", () => {
    expect(readListSearch(spec, { page: 1, sort: "createdAt-desc" })).toMatchObject({
      page: undefined,
      sort: undefined,
    });
  });

  it("takes numbers the router parsed as numbers, and cuts long text", () => {
    expect(readListSearch(spec, { number: 123 }).number).toBe("123");
    expect(readListSearch(spec, { number: "x".repeat(500) }).number).toHaveLength(100);
  });

  it("returns every key of the spec, so invalid raw values are overridden", () => {
    expect(Object.keys(readListSearch(spec, {})).sort()).toEqual(
      ["from", "number", "page", "sort", "status", "to"].sort(),
    );
  });
});

describe("sorting", () => {
  it("reads the field and order, the default when absent", () => {
    expect(sortOf(spec, undefined)).toEqual({ field: "createdAt", order: "desc" });
    expect(sortOf(spec, "number-asc")).toEqual({ field: "number", order: "asc" });
  });

  it("turns the same column around and starts another one ascending", () => {
    expect(nextSort(spec, "number-asc", "number")).toBe("number-desc");
    expect(nextSort(spec, "number-desc", "number")).toBe("number-asc");
    expect(nextSort(spec, undefined, "number")).toBe("number-asc");
    expect(nextSort(spec, undefined, "createdAt")).toBe("createdAt-asc");
    // Back to the default: no param at all.
    expect(nextSort(spec, "createdAt-asc", "createdAt")).toBeUndefined();
  });
});

describe("calendar days", () => {
  it("accepts real days only", () => {
    expect(isCalendarDay("2024-02-29")).toBe(true);
    expect(isCalendarDay("2026-02-29")).toBe(false);
    expect(isCalendarDay("2026-13-01")).toBe(false);
    expect(isCalendarDay("2026-1-01")).toBe(false);
  });

  it("turns a day into the local midnights that bound it", () => {
    const start = dayStart("2026-12-31");
    expect([start.getFullYear(), start.getMonth(), start.getDate(), start.getHours()]).toEqual([
      2026, 11, 31, 0,
    ]);
    const next = nextDayStart("2026-12-31");
    expect([next.getFullYear(), next.getMonth(), next.getDate(), next.getHours()]).toEqual([2027, 0, 1, 0]);
  });
});
