import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "./app";
import type { DatabaseHandle } from "./db/client";
import { seed } from "./seed";
import { openTestDatabase } from "./testing/test-database";

let database: DatabaseHandle;

beforeAll(async () => {
  database = await openTestDatabase();
  await seed(database.db);
});

afterAll(() => database.close());

describe("GET /api/health", () => {
  it("answers ok with the database reachable", async () => {
    const response = await createApp({ database, version: "1.2.3" }).request("/api/health");
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: "ok", version: "1.2.3", database: "up" });
  });

  it("answers 503 as a problem document when the database does not answer", async () => {
    const down = { db: database.db, driver: database.driver, ping: async () => false };
    const response = await createApp({ database: down, version: "1.2.3" }).request("/api/health");
    expect(response.status).toBe(503);
    expect(response.headers.get("content-type")).toContain("application/problem+json");
    expect(await response.json()).toMatchObject({ status: 503, title: "Сервис недоступен" });
  });
});

describe("errors", () => {
  it("answers unknown paths with a 404 problem document", async () => {
    const response = await createApp({ database, version: "1.2.3" }).request("/api/nowhere");
    expect(response.status).toBe(404);
    expect(response.headers.get("content-type")).toContain("application/problem+json");
  });

  it("tells browsers never to sniff an answer's type, errors included", async () => {
    const app = createApp({ database, version: "1.2.3" });
    for (const path of [
      "/api/health",
      "/api/nowhere",
      "/api/catalog/products?itemsPerPage=1",
      "/api/openapi.json",
    ]) {
      const response = await app.request(path);
      expect(response.headers.get("x-content-type-options"), path).toBe("nosniff");
    }
  });

  it("documents itself as OpenAPI 3.1", async () => {
    const response = await createApp({ database, version: "1.2.3" }).request("/api/openapi.json");
    const document = (await response.json()) as { openapi: string; paths: Record<string, unknown> };
    expect(document.openapi).toBe("3.1.0");
    expect(Object.keys(document.paths)).toContain("/api/health");
  });
});
