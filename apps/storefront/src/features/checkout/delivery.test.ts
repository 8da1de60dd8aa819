import { describe, expect, it } from "vitest";
import { deliveryPrice, needsAddress } from "./delivery";

describe("deliveryPrice", () => {
  it("charges what the API charges: pickup free, courier 300 ₽ below 3 000 ₽, post 350 ₽", () => {
    expect(deliveryPrice("pickup", 10_000)).toBe(0);
    expect(deliveryPrice("courier", 299_999)).toBe(30_000);
    expect(deliveryPrice("courier", 300_000)).toBe(0);
    expect(deliveryPrice("post", 1_000_000)).toBe(35_000);
  });

  it("asks for an address only when the parcel travels", () => {
    expect(needsAddress("pickup")).toBe(false);
    expect(needsAddress("courier")).toBe(true);
    expect(needsAddress("post")).toBe(true);
  });
});
