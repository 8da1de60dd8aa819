import { describe, expect, it } from "vitest";
import { DELIVERY_PRICES, deliveryPrice, FREE_COURIER_FROM } from "./delivery";

describe("deliveryPrice", () => {
  it("makes pickup free whatever the total", () => {
    expect(deliveryPrice("pickup", 0)).toBe(0);
    expect(deliveryPrice("pickup", 10_000)).toBe(0);
  });

  it("charges 300 ₽ for the courier below 3 000 ₽ after discount, nothing from 3 000 ₽", () => {
    expect(FREE_COURIER_FROM).toBe(300_000);
    expect(deliveryPrice("courier", 299_999)).toBe(30_000);
    expect(deliveryPrice("courier", 300_000)).toBe(0);
    expect(deliveryPrice("courier", 1_000_000)).toBe(0);
  });

  it("charges 350 ₽ for the post however large the cart", () => {
    expect(deliveryPrice("post", 0)).toBe(35_000);
    expect(deliveryPrice("post", 1_000_000)).toBe(35_000);
    expect(DELIVERY_PRICES).toEqual({ pickup: 0, courier: 30_000, post: 35_000 });
  });

  it("refuses a total that is not whole minor units", () => {
    expect(() => deliveryPrice("courier", 2_999.99)).toThrow(RangeError);
    expect(() => deliveryPrice("post", -1)).toThrow(RangeError);
  });
});
