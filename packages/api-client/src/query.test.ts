import { describe, expect, it } from "vitest";
import { type Filters, serializeFilters, serializeListQuery } from "./query";

describe("serializeFilters: the table of docs/contract.md", () => {
  it.each<[string, Filters<Record<string, string | number | Date>>, string]>([
    ["equals", { title: "Улун" }, "title=%D0%A3%D0%BB%D1%83%D0%BD"],
    ["equals on a number", { price: 12990 }, "price=12990"],
    ["in", { number: ["100245", "100246"] }, "number[]=100245&number[]=100246"],
    ["contains", { title: { contains: "чай" } }, "title[contains]=%D1%87%D0%B0%D0%B9"],
    ["lt", { price: { lt: 10 } }, "price[lt]=10"],
    ["gt", { price: { gt: 5 } }, "price[gt]=5"],
    ["lte and gte", { price: { gte: 500, lte: 1000 } }, "price[gte]=500&price[lte]=1000"],
    ["between", { price: { between: [5, 10] } }, "price[between]=5..10"],
    ["before", { createdAt: { before: "2026-01-31" } }, "createdAt[before]=2026-01-31"],
    ["after", { createdAt: { after: "2026-01-01" } }, "createdAt[after]=2026-01-01"],
    [
      "strictly_before",
      { createdAt: { strictly_before: "2026-01-31" } },
      "createdAt[strictly_before]=2026-01-31",
    ],
    [
      "strictly_after",
      { createdAt: { strictly_after: "2026-01-01" } },
      "createdAt[strictly_after]=2026-01-01",
    ],
    [
      "a Date as ISO 8601",
      { createdAt: { after: new Date(Date.UTC(2026, 0, 1, 12)) } },
      "createdAt[after]=2026-01-01T12%3A00%3A00.000Z",
    ],
    ["a nested dotted field", { "status.code": "new" }, "status.code=new"],
    [
      "a product attribute (in)",
      { "attributes.color": ["green", "black"] },
      "attributes.color[]=green&attributes.color[]=black",
    ],
    [
      "between dates",
      { createdAt: { between: ["2026-01-01", "2026-01-31"] } },
      "createdAt[between]=2026-01-01..2026-01-31",
    ],
  ])("%s", (_mode, filters, query) => {
    expect(serializeFilters(filters)).toBe(query);
  });

  it("leaves out undefined filters and bounds", () => {
    expect(serializeFilters({ title: undefined, price: { gt: 5, lt: undefined } })).toBe("price[gt]=5");
  });

  it("refuses an operator the contract does not have, naming it", () => {
    const filters = { price: { around: 5 } } as unknown as Filters<{ price: number }>;
    expect(() => serializeFilters(filters)).toThrow('Unknown filter operator "around" on "price"');
  });

  it("decodes back to the keys the API parses", () => {
    const query = new URLSearchParams(
      serializeFilters({
        "attributes.origin": ["Китай", "Индия"],
        price: { between: [500, 1000] },
        title: { contains: "a&b=c" },
      }),
    );
    expect([...query]).toEqual([
      ["attributes.origin[]", "Китай"],
      ["attributes.origin[]", "Индия"],
      ["price[between]", "500..1000"],
      ["title[contains]", "a&b=c"],
    ]);
  });
});

describe("serializeListQuery", () => {
  it("sends page 1 and 20 per page by default", () => {
    expect(serializeListQuery()).toBe("page=1&itemsPerPage=20");
  });

  it("orders pagination, search, filters, sort and facets", () => {
    expect(
      serializeListQuery({
        page: 3,
        itemsPerPage: 48,
        search: "пуэр",
        filters: { category: "tea/dark" },
        sort: { price: "asc", number: "desc" },
        facets: true,
      }),
    ).toBe(
      "page=3&itemsPerPage=48&search=%D0%BF%D1%83%D1%8D%D1%80&category=tea%2Fdark&sort[price]=asc&sort[number]=desc&facets=1",
    );
  });

  it("names the view of the members last, and none when not asked", () => {
    expect(serializeListQuery({ itemsPerPage: 12, view: "card" })).toBe("page=1&itemsPerPage=12&view=card");
    expect(serializeListQuery({ itemsPerPage: 12 })).toBe("page=1&itemsPerPage=12");
  });

  it("leaves out an empty search, empty filters and facets=false", () => {
    expect(serializeListQuery({ search: "", filters: {}, facets: false, sort: {} })).toBe(
      "page=1&itemsPerPage=20",
    );
  });
});
