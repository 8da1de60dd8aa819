import { describe, expect, it } from "vitest";
import { pageCount } from "./list-orders";

describe("pageCount", () => {
  it("fills pages of 20 orders and keeps one page for an empty list", () => {
    expect(pageCount(0)).toBe(1);
    expect(pageCount(20)).toBe(1);
    expect(pageCount(21)).toBe(2);
    expect(pageCount(41)).toBe(3);
    expect(pageCount(5, 2)).toBe(3);
  });
});
