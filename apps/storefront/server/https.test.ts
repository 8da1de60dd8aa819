import { proxyTrust } from "@shop/node-server/client-address";
import { describe, expect, it } from "vitest";
import { cameOverHttps } from "./https";

describe("cameOverHttps", () => {
  const loopback = proxyTrust("loopback");
  const forwardedHttps = new Headers({ "X-Forwarded-Proto": "https" });

  it("believes a TLS socket, and a trusted proxy that says https", () => {
    expect(cameOverHttps("https://shop.example/", new Headers(), "203.0.113.7", loopback)).toBe(true);
    expect(cameOverHttps("http://shop.example/", forwardedHttps, "127.0.0.1", loopback)).toBe(true);
    expect(
      cameOverHttps(
        "http://shop.example/",
        new Headers({ "X-Forwarded-Proto": "HTTPS, http" }),
        "::1",
        loopback,
      ),
    ).toBe(true);
  });

  it("does not believe X-Forwarded-Proto from a client it does not trust, nor plain HTTP", () => {
    expect(cameOverHttps("http://shop.example/", forwardedHttps, "203.0.113.7", loopback)).toBe(false);
    expect(cameOverHttps("http://shop.example/", forwardedHttps, "127.0.0.1", proxyTrust(undefined))).toBe(
      false,
    );
    expect(cameOverHttps("http://shop.example/", forwardedHttps, undefined, loopback)).toBe(false);
    expect(cameOverHttps("http://shop.example/", new Headers(), "127.0.0.1", loopback)).toBe(false);
  });
});
