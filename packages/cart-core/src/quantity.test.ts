import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { formatQuantity, quantityFromDecimal, quantityFromUnits } from "./quantity";

describe("quantities in thousandths", () => {
  it("parses decimals with a point or a comma", () => {
    expect(quantityFromDecimal("0.25")).toBe(250);
    expect(quantityFromDecimal("1,5")).toBe(1_500);
    expect(quantityFromDecimal(" 2 ")).toBe(2_000);
    expect(quantityFromDecimal("0.001")).toBe(1);
  });

  it("rejects what is not an exact non-negative quantity", () => {
    for (const text of ["", "-1", "0.0001", "1e3", "abc", "1.2.3", "9".repeat(20)]) {
      expect(quantityFromDecimal(text)).toBeUndefined();
    }
  });

  it("converts whole units", () => {
    expect(quantityFromUnits(3)).toBe(3_000);
    expect(() => quantityFromUnits(0.0005)).toThrow(RangeError);
  });

  it("formats and parses back to the same integer", () => {
    expect(formatQuantity(250)).toBe("0.25");
    expect(formatQuantity(2_000)).toBe("2");
    expect(formatQuantity(1_005)).toBe("1.005");
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1_000_000_000 }), (quantity) => {
        expect(quantityFromDecimal(formatQuantity(quantity))).toBe(quantity);
      }),
    );
  });
});
