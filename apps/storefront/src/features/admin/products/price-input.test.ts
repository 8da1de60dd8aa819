import { describe, expect, it } from "vitest";
import { compareAtRule, inputFromKopecks, kopecksFromInput, priceRule } from "./price-input";

describe("prices typed in roubles", () => {
  it("reads roubles with a comma or a dot and spaces between thousands as exact kopecks", () => {
    expect(kopecksFromInput("450")).toBe(45_000);
    expect(kopecksFromInput("1 590,5")).toBe(159_050);
    expect(kopecksFromInput("1\u00a0590.05")).toBe(159_005);
    // 0.1 + 0.2 in floats is not 0.3; moved digits are.
    expect(kopecksFromInput("0,30")).toBe(30);
    expect(kopecksFromInput("19,99")).toBe(1_999);
  });

  it("refuses what is not an amount", () => {
    for (const input of ["12.345", "-5", "1e3", "abc", "", "12,", ",5"]) {
      expect(kopecksFromInput(input)).toBeUndefined();
    }
  });

  it("shows kopecks the Russian way, and reads back what it shows", () => {
    expect(inputFromKopecks(159_050)).toBe("1590,50");
    expect(inputFromKopecks(5)).toBe("0,05");
    expect(kopecksFromInput(inputFromKopecks(123_456_789))).toBe(123_456_789);
  });

  it("lets a price be empty, not zero or malformed", () => {
    expect(priceRule("")).toBe(true);
    expect(priceRule("450,50")).toBe(true);
    expect(priceRule("0")).toEqual(expect.any(String));
    expect(priceRule("4,505")).toEqual(expect.any(String));
  });

  it("lets a price before the discount be empty, or above the price typed beside it", () => {
    expect(compareAtRule("", "")).toBe(true);
    expect(compareAtRule("", "450")).toBe(true);
    expect(compareAtRule("500", "450,50")).toBe(true);
    expect(compareAtRule("450,50", "450,50")).toBe("Цена до скидки должна быть больше цены");
    expect(compareAtRule("400", "450")).toBe("Цена до скидки должна быть больше цены");
    expect(compareAtRule("500", "")).toBe("Сначала укажите цену");
    expect(compareAtRule("0", "450")).toEqual(expect.any(String));
  });
});
