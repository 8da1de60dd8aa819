import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createServerApp } from "./app";

let clientDir: string;
let api: Server;
let apiUrl: string;

beforeAll(async () => {
  clientDir = mkdtempSync(join(tmpdir(), "storefront-client-"));
  mkdirSync(join(clientDir, "assets"));
  writeFileSync(join(clientDir, "index.html"), "<!doctype html><title>shell</title>");
  writeFileSync(join(clientDir, "assets", "main-abc123.js"), "console.log(1)");
  // A real upstream on loopback stands for the API behind the proxy.
  api = createServer((request, response) => {
    response.writeHead(200, { "content-type": "application/json" });
    response.end(
      JSON.stringify({
        path: request.url,
        language: request.headers["accept-language"],
        forwardedFor: request.headers["x-forwarded-for"],
      }),
    );
  });
  await new Promise<void>((resolve) => api.listen(0, "127.0.0.1", resolve));
  apiUrl = `http://127.0.0.1:${(api.address() as AddressInfo).port}`;
});

afterAll(() => {
  rmSync(clientDir, { recursive: true, force: true });
  return new Promise<void>((resolve) => api.close(() => resolve()));
});

describe("storefront server", () => {
  it("caches hashed assets for a year", async () => {
    const response = await createServerApp({ clientDir }).request("/assets/main-abc123.js");
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
  });

  it("answers client-side routes with the SPA shell, revalidated", async () => {
    const response = await createServerApp({ clientDir }).request("/catalog/tea/green");
    expect(response.status).toBe(200);
    expect(await response.text()).toContain("<title>shell</title>");
    expect(response.headers.get("cache-control")).toBe("no-cache");
  });

  it("forwards /api with its path, query and headers", async () => {
    const response = await createServerApp({ clientDir, apiUrl }).request("/api/health?x=1", {
      headers: { "Accept-Language": "ru-RU" },
    });
    expect(await response.json()).toEqual({ path: "/api/health?x=1", language: "ru-RU" });
  });

  it("appends the address it saw to X-Forwarded-For, after anything the client claimed", async () => {
    const socketOf = (remoteAddress: string) => ({ incoming: { socket: { remoteAddress } } }) as never;
    const app = createServerApp({ clientDir, apiUrl });
    const spoofed = await app.request(
      "/api/health",
      { headers: { "X-Forwarded-For": "1.2.3.4" } },
      socketOf("203.0.113.7"),
    );
    expect(await spoofed.json()).toMatchObject({ forwardedFor: "1.2.3.4, 203.0.113.7" });
    const plain = await app.request("/api/health", {}, socketOf("203.0.113.8"));
    expect(await plain.json()).toMatchObject({ forwardedFor: "203.0.113.8" });
  });

  it("answers 502 with a problem document when the API is down", async () => {
    const response = await createServerApp({ clientDir, apiUrl: "http://127.0.0.1:9" }).request(
      "/api/health",
    );
    expect(response.status).toBe(502);
    expect(response.headers.get("content-type")).toContain("application/problem+json");
  });
});
