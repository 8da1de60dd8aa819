import { afterEach, describe, expect, it, vi } from "vitest";
import { publicOrigin } from "./public-origin";

afterEach(() => {
  vi.unstubAllEnvs();
});

describe("publicOrigin", () => {
  it("is PUBLIC_URL's origin whatever host the request named", () => {
    vi.stubEnv("PUBLIC_URL", "https://shop.example/");
    expect(publicOrigin("http://attacker.example/robots.txt")).toBe("https://shop.example");
  });

  it("is the request's origin without PUBLIC_URL (development)", () => {
    vi.stubEnv("PUBLIC_URL", "");
    expect(publicOrigin("http://localhost:3000/catalog")).toBe("http://localhost:3000");
  });
});
