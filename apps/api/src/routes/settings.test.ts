import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../app";
import type { DatabaseHandle } from "../db/client";
import { settings } from "../db/schema/index";
import { openTestDatabase } from "../testing/test-database";

let database: DatabaseHandle;
beforeAll(async () => {
  database = await openTestDatabase();
  await database.db.insert(settings).values({ key: "registrationEnabled", value: true, isPublic: "public" });
});
afterAll(() => database.close());

describe("GET /api/core/settings/public", () => {
  it("answers the public settings only (never the token secret)", async () => {
    const app = createApp({ database, version: "test" });
    await app.request("/api/auth", { method: "POST" }); // makes the app generate its secret
    const response = await app.request("/api/core/settings/public");
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ registrationEnabled: true });
  });

  it("follows the stored registrationEnabled setting", async () => {
    await database.db.update(settings).set({ value: false }).where(eq(settings.key, "registrationEnabled"));
    const response = await createApp({ database, version: "test" }).request("/api/core/settings/public");
    expect(await response.json()).toEqual({ registrationEnabled: false });
    await database.db.update(settings).set({ value: true }).where(eq(settings.key, "registrationEnabled"));
  });
});
