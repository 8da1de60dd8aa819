import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "./app";
import { type DatabaseHandle, openDatabase } from "./db/client";
import { seed } from "./db/seed";

let database: DatabaseHandle;

beforeAll(async () => {
  database = await openDatabase({ inMemory: true });
  await database.migrate();
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
    const down = { db: database.db, ping: async () => false };
    const response = await createApp({ database: down, version: "1.2.3" }).request("/api/health");
    expect(response.status).toBe(503);
    expect(response.headers.get("content-type")).toContain("application/problem+json");
    expect(await response.json()).toMatchObject({ status: 503, title: "Service Unavailable" });
  });
});
