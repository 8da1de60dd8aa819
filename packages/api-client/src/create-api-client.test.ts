import { createServer, type IncomingHttpHeaders, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ApiError } from "./api-error";
import { createApiClient } from "./create-api-client";

// A real HTTP server on loopback: the client is tested over the wire, not against a mocked fetch.
let server: Server;
let baseURL: string;
let lastHeaders: IncomingHttpHeaders = {};

beforeAll(async () => {
  server = createServer((request, response) => {
    lastHeaders = request.headers;
    if (request.url?.startsWith("/api/health")) {
      response.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify({ status: "ok" }));
      return;
    }
    response
      .writeHead(404, { "content-type": "application/problem+json" })
      .end(JSON.stringify({ title: "Not Found", detail: "No such thing" }));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  baseURL = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe("createApiClient", () => {
  it("sends the locale and reads JSON", async () => {
    const api = createApiClient({ baseURL, getLocale: () => "ru-RU" });
    await expect(api.get<{ status: string }>("/health")).resolves.toEqual({ status: "ok" });
    expect(lastHeaders["accept-language"]).toBe("ru-RU");
    expect(lastHeaders.accept).toContain("application/ld+json");
  });

  it("rejects with a normalised ApiError", async () => {
    const api = createApiClient({ baseURL });
    const error = await api.get("/missing").catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ statusCode: 404, message: "No such thing" });
  });
});
