import { describe, expect, it } from "vitest";
import { needsAddress } from "./delivery";

describe("needsAddress", () => {
  it("asks for an address only when the parcel travels", () => {
    expect(needsAddress("pickup")).toBe(false);
    expect(needsAddress("courier")).toBe(true);
    expect(needsAddress("post")).toBe(true);
  });
});
