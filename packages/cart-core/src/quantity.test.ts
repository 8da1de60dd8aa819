import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  formatQuantity,
  lineQuantityProblem,
  MAX_LINE_QUANTITY,
  maxLineQuantity,
  quantityFromDecimal,
  quantityFromUnits,
  quantityFromWire,
  quantityToWire,
  snapToStep,
  stepOfMeasure,
} from "./quantity";

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

describe("quantities on the wire and a line's limits", () => {
  const steps = fc.constantFrom(1, 10, 100, 250, 500, 1000, 5000);

  it("reads the wire's measure units exactly, and refuses more than 3 decimals", () => {
    expect(quantityFromWire(0.25)).toBe(250);
    expect(quantityFromWire(1.1)).toBe(1_100);
    expect(quantityFromWire(0)).toBe(0);
    for (const units of [0.0004, 5e-324, 1.0000001, -1, Number.NaN, Number.POSITIVE_INFINITY, 1e300]) {
      expect(quantityFromWire(units), String(units)).toBeUndefined();
    }
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1_000_000_000 }), (quantity) => {
        expect(quantityFromWire(quantityToWire(quantity))).toBe(quantity);
      }),
    );
  });

  it("takes a measure's step as the API gives it or as the database stores it", () => {
    expect(stepOfMeasure(0.1)).toBe(100);
    expect(stepOfMeasure(1)).toBe(1000);
    expect(stepOfMeasure("0.100")).toBe(100);
    expect(stepOfMeasure("0.000")).toBe(1);
    expect(() => stepOfMeasure(0.0001)).toThrow(RangeError);
  });

  it("lets a line hold positive multiples of its step up to 10 000 units", () => {
    expect(lineQuantityProblem(300, 100)).toBeUndefined();
    expect(lineQuantityProblem(0, 100)).toBe("not-positive");
    expect(lineQuantityProblem(250, 100)).toBe("off-step");
    expect(lineQuantityProblem(MAX_LINE_QUANTITY, 1000)).toBeUndefined();
    expect(lineQuantityProblem(MAX_LINE_QUANTITY + 1000, 1000)).toBe("too-large");
    expect(maxLineQuantity(300)).toBe(9_999_900);
  });

  it("snaps any amount to a quantity the line may hold, the nearest one inside the limits", () => {
    expect(snapToStep(0.30000000000000004, 100)).toBe(300);
    expect(snapToStep(2.4, 1000)).toBe(2_000);
    expect(snapToStep(0, 1000)).toBe(1_000);
    expect(snapToStep(1e9, 1000)).toBe(MAX_LINE_QUANTITY);
    fc.assert(
      fc.property(fc.double({ min: -1e6, max: 1e6, noNaN: true }), steps, (units, step) => {
        const quantity = snapToStep(units, step);
        expect(lineQuantityProblem(quantity, step)).toBeUndefined();
        // Nothing closer to what was asked is allowed between them.
        const clamped = Math.min(maxLineQuantity(step), Math.max(step, units * 1000));
        expect(Math.abs(quantity - clamped)).toBeLessThanOrEqual(step / 2 + 1e-6);
      }),
    );
  });
});
