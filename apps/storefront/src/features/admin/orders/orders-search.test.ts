import { serializeListQuery } from "@shop/api-client";
import { describe, expect, it } from "vitest";
import { readListSearch } from "../resource/list-search";
import { ORDERS_SEARCH, ordersListParams } from "./orders-search";

describe("orders search", () => {
  it("asks for the newest orders, 20 a page, without filters", () => {
    expect(ordersListParams({})).toEqual({
      page: 1,
      itemsPerPage: 20,
      sort: { createdAt: "desc" },
      filters: {},
    });
  });

  it("turns the URL's filters into the API's: status code, part of the number, whole days", () => {
    const search = readListSearch(ORDERS_SEARCH, {
      status: "paid",
      number: "0001",
      from: "2026-11-01",
      to: "2026-11-30",
      sort: "number-asc",
      page: "2",
    });
    const params = ordersListParams(search);
    expect(params).toMatchObject({ page: 2, sort: { number: "asc" } });
    expect(params.filters).toEqual({
      "status.code": "paid",
      number: { contains: "0001" },
      createdAt: { after: new Date(2026, 10, 1), strictly_before: new Date(2026, 11, 1) },
    });
    expect(serializeListQuery(params)).toBe(
      [
        "page=2",
        "itemsPerPage=20",
        "status.code=paid",
        "number[contains]=0001",
        `createdAt[after]=${encodeURIComponent(new Date(2026, 10, 1).toISOString())}`,
        `createdAt[strictly_before]=${encodeURIComponent(new Date(2026, 11, 1).toISOString())}`,
        "sort[number]=asc",
      ].join("&"),
    );
  });

  it("takes one bound alone", () => {
    expect(ordersListParams({ to: "2026-12-31" }).filters).toEqual({
      createdAt: { strictly_before: new Date(2027, 0, 1) },
    });
  });
});
