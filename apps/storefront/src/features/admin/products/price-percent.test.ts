import { describe, expect, it } from "vitest";
import { pricePercent } from "./price-percent";

describe("pricePercent", () => {
  it("reads a percentage typed with a comma or a dot, any minus, as the API's decimal string", () => {
    expect(pricePercent("10")).toBe("10");
    expect(pricePercent("-10")).toBe("-10");
    expect(pricePercent("\u221215,5")).toBe("-15.5");
    expect(pricePercent(" +7.25 % ")).toBe("7.25");
    expect(pricePercent("-99,99")).toBe("-99.99");
    expect(pricePercent("1000")).toBe("1000");
    expect(pricePercent("007")).toBe("7");
  });

  it("refuses zero, a whole price taken away, more than 1000 % and a third decimal", () => {
    for (const typed of ["0", "0,00", "-100", "1000.01", "1.005", "", "abc", "1e3"])
      expect(pricePercent(typed), typed).toBeUndefined();
  });
});
