import { describe, expect, it } from "vitest";
import { calculateTotals } from "./totals";

describe("calculateTotals", () => {
  it("sums lines exactly in minor units", () => {
    // 0.1 + 0.2 style float sums would drift; kopecks do not.
    const lines = Array.from({ length: 10 }, () => ({ price: 10, quantity: 3 }));
    expect(calculateTotals(lines)).toEqual({ itemsNumber: 30, amount: 300, discount: 0, totalAmount: 300 });
  });

  it("ignores lines without a positive price or quantity and subtracts discounts", () => {
    const totals = calculateTotals([
      { price: 12_990, quantity: 2, discount: 1_000 },
      { price: 0, quantity: 5 },
      { price: 500, quantity: 0 },
    ]);
    expect(totals).toEqual({ itemsNumber: 2, amount: 25_980, discount: 1_000, totalAmount: 24_980 });
  });

  it("refuses fractional money instead of rounding it silently", () => {
    expect(() => calculateTotals([{ price: 10.5, quantity: 1 }])).toThrow(RangeError);
  });
});
