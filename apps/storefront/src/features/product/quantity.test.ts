import { describe, expect, it } from "vitest";
import { quantityUnits, snapQuantity, stepThousandths } from "./quantity";

describe("quantities of the product page", () => {
  it("takes kilograms in steps of 0.1 as exact thousandths", () => {
    expect(stepThousandths(0.1)).toBe(100);
    expect(snapQuantity(0.1 + 0.2, 0.1)).toBe(300);
    expect(snapQuantity(1.25, 0.1)).toBe(1300);
    expect(quantityUnits(300)).toBe(0.3);
  });

  it("takes pieces and packs whole", () => {
    expect(snapQuantity(2.4, 1)).toBe(2000);
    expect(snapQuantity(2.5, 1)).toBe(3000);
  });

  it("keeps at least one step and at most 999 units", () => {
    expect(snapQuantity(0, 1)).toBe(1000);
    expect(snapQuantity(-3, 0.1)).toBe(100);
    expect(snapQuantity(Number.NaN, 0.1)).toBe(100);
    expect(snapQuantity(5000, 1)).toBe(999_000);
    expect(snapQuantity(5000, 0.1)).toBe(999_000);
  });
});
