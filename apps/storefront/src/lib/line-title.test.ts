import { describe, expect, it } from "vitest";
import { lineTitle, withVariant } from "./line-title";

describe("withVariant", () => {
  it("names a variant after its product's title, and a product without one by its title alone", () => {
    expect(withVariant("Улун", "100 г")).toBe("Улун, 100 г");
    expect(withVariant("Улун")).toBe("Улун");
    expect(withVariant("Улун", "")).toBe("Улун");
  });
});

describe("lineTitle", () => {
  it("is a cart line's product and variant, or nothing without a snapshot", () => {
    const snapshot = { number: "100245", slug: "ulun", title: "Улун", measureTitle: "упак" };
    expect(lineTitle({ ...snapshot, variantTitle: "100 г" })).toBe("Улун, 100 г");
    expect(lineTitle(snapshot)).toBe("Улун");
    expect(lineTitle(undefined)).toBeUndefined();
  });
});
