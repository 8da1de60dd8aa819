import { describe, expect, it } from "vitest";
import { basisPointsFromPercent, kopecksFromNumeric, numericFromKopecks } from "./money";
import { lineDiscount, priceLines } from "./totals";

describe("money", () => {
  it("converts numeric strings and kopecks both ways exactly", () => {
    expect(kopecksFromNumeric("129.9")).toBe(12_990);
    expect(kopecksFromNumeric("0.05")).toBe(5);
    expect(kopecksFromNumeric("1000")).toBe(100_000);
    expect(numericFromKopecks(12_990)).toBe("129.90");
    expect(numericFromKopecks(5)).toBe("0.05");
    expect(basisPointsFromPercent("2.5")).toBe(250);
    expect(() => kopecksFromNumeric("1.234")).toThrow(RangeError);
  });
});

// The rounding of a line and the delivery rule are @shop/cart-core's and tested there; these are
// the API's own: the discount never above the amount, and the sums of priced lines.
describe("totals rule", () => {
  it("rounds the contract discount half up per line and sums lines", () => {
    expect(lineDiscount(32_498, 500)).toBe(1_625);
    const { totals } = priceLines(
      [
        { price: 12_990, quantity: 2_000 },
        { price: 129_990, quantity: 250 },
      ],
      500,
    );
    expect(totals).toEqual({
      itemsNumber: 2,
      amount: 58_478,
      discount: 1_299 + 1_625,
      totalAmount: 58_478 - 2_924,
    });
  });
});
