import { describe, expect, it } from "vitest";
import { calculateTotals, lineAmount, percentDiscount } from "./totals";

describe("lineAmount", () => {
  it("multiplies whole units exactly", () => {
    expect(lineAmount(12_990, 3_000)).toBe(38_970);
  });

  it("rounds price x fractional quantity half up to the kopeck, once per line", () => {
    // 0.25 кг at 1299.90 ₽/кг = 324.975 ₽ -> 324.98 ₽ (half up)
    expect(lineAmount(129_990, 250)).toBe(32_498);
    // 0.333 кг at 10.01 ₽/кг = 3.33333 ₽ -> 3.33 ₽
    expect(lineAmount(1_001, 333)).toBe(333);
    // 0.001 кг at 4.99 ₽/кг = 0.00499 ₽ -> 0.00 ₽ (below half a kopeck)
    expect(lineAmount(499, 1)).toBe(0);
    // 0.001 кг at 5.00 ₽/кг = 0.005 ₽ -> 0.01 ₽ (exactly half goes up)
    expect(lineAmount(500, 1)).toBe(1);
  });

  it("refuses fractional money and quantities instead of rounding them silently", () => {
    expect(() => lineAmount(10.5, 1_000)).toThrow(RangeError);
    expect(() => lineAmount(1_000, 0.5)).toThrow(RangeError);
    expect(() => lineAmount(-1, 1_000)).toThrow(RangeError);
  });

  it("refuses products beyond the exact integer range", () => {
    expect(() => lineAmount(Number.MAX_SAFE_INTEGER, 2_000)).toThrow(RangeError);
  });
});

describe("percentDiscount", () => {
  it("takes hundredths of a percent and rounds half up", () => {
    expect(percentDiscount(32_498, 500)).toBe(1_625); // 5 % of 324.98 ₽ = 16.249 ₽
    expect(percentDiscount(10_000, 250)).toBe(250); // 2.5 % of 100 ₽
    expect(percentDiscount(1, 5_000)).toBe(1); // half a kopeck goes up
  });

  it("refuses percentages outside 0..100 %", () => {
    expect(() => percentDiscount(100, 10_001)).toThrow(RangeError);
    expect(() => percentDiscount(100, 12.5)).toThrow(RangeError);
  });
});

describe("calculateTotals", () => {
  it("sums exact line amounts, counts lines and subtracts discounts", () => {
    const totals = calculateTotals([
      { price: 12_990, quantity: 2_000 },
      { price: 129_990, quantity: 250, discount: 1_625 },
    ]);
    expect(totals).toEqual({ itemsNumber: 2, amount: 58_478, discount: 1_625, totalAmount: 56_853 });
  });

  it("sums rounded line amounts, not the rounding of a sum", () => {
    // Each line is 0.005 ₽ -> 0.01 ₽; rounding the sum (0.01 ₽) would give 1, the rule gives 2.
    expect(
      calculateTotals([
        { price: 500, quantity: 1 },
        { price: 500, quantity: 1 },
      ]).amount,
    ).toBe(2);
  });

  it("skips lines without a positive price or quantity", () => {
    const totals = calculateTotals([
      { price: 0, quantity: 5_000 },
      { price: 500, quantity: 0 },
      { price: 100, quantity: 1_000 },
    ]);
    expect(totals).toEqual({ itemsNumber: 1, amount: 100, discount: 0, totalAmount: 100 });
  });

  it("caps a line's discount at its amount so the total never goes below zero", () => {
    expect(calculateTotals([{ price: 100, quantity: 1_000, discount: 150 }])).toEqual({
      itemsNumber: 1,
      amount: 100,
      discount: 100,
      totalAmount: 0,
    });
  });
});
