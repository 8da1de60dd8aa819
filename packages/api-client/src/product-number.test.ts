import { describe, expect, it } from "vitest";
import { isProductNumber, MAX_PRODUCT_NUMBER_LENGTH } from "./product-number";

describe("isProductNumber", () => {
  it("takes a shop's article as written: any script, spaces, punctuation, up to 64 characters", () => {
    for (const number of [
      "100245",
      "Кар02",
      "П4-1691/1",
      "БАК.17538",
      "Кар 02/1",
      "AB-12 (красный), 5 шт.",
      "Ω-7",
      "x".repeat(MAX_PRODUCT_NUMBER_LENGTH),
      "ж".repeat(MAX_PRODUCT_NUMBER_LENGTH),
    ]) {
      expect(isProductNumber(number), number).toBe(true);
    }
  });

  it("refuses an empty or too long number, a space at either end and characters no one can see", () => {
    for (const text of [
      "",
      " ",
      " A-1",
      "A-1 ",
      "A-1\n",
      "\tA-1",
      "A\u0000B",
      "A\u0007B",
      "A\u200bB",
      "A\u00adB",
      "x".repeat(MAX_PRODUCT_NUMBER_LENGTH + 1),
    ]) {
      expect(isProductNumber(text), JSON.stringify(text)).toBe(false);
    }
  });
});
