import { loadCatalog } from "@shop/i18n";
import { beforeAll, describe, expect, it } from "vitest";
import { i18n } from "../../../lib/i18n";
import { formatPercent, normalisePercent, percentRule } from "./discount-percent";

beforeAll(() => loadCatalog(i18n, "admin"));

describe("discount percent", () => {
  it("takes 0 to 100 with at most two decimals, a comma or a dot", () => {
    expect(normalisePercent("0")).toBe("0.00");
    expect(normalisePercent(" 7,5 ")).toBe("7.50");
    expect(normalisePercent("12.25")).toBe("12.25");
    expect(normalisePercent("100")).toBe("100.00");
    expect(normalisePercent("100.00")).toBe("100.00");
  });

  it("refuses anything else", () => {
    for (const input of ["", "100.01", "101", "-5", "5.555", "1e2", "5 %", "abc", "0x10"]) {
      expect(normalisePercent(input), input).toBeUndefined();
    }
  });

  it("says what to fix", () => {
    expect(percentRule("7,5")).toBe(true);
    expect(percentRule("5.555")).toBe("Число с не более чем двумя знаками после запятой, например 7,5");
    expect(percentRule("120")).toBe("От 0 до 100");
  });

  it("reads the API's value the Russian way, exactly", () => {
    expect(formatPercent("12.50")).toBe("12,5\u00a0%");
    expect(formatPercent("5.00")).toBe("5\u00a0%");
    expect(formatPercent("0.05")).toBe("0,05\u00a0%");
  });
});
