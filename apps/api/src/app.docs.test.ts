import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "./app";
import type { DatabaseHandle } from "./db/client";
import { openTestDatabase } from "./testing/test-database";

let database: DatabaseHandle;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

describe("API documentation", () => {
  it("serves a readable reference page at /api/docs built on /api/openapi.json", async () => {
    const response = await createApp({ database, version: "test" }).request("/api/docs");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toContain("text/html");
    expect(await response.text()).toContain("/api/openapi.json");
  });

  it("documents the auth, profile and sitemap routes, with Bearer security on the profile", async () => {
    const response = await createApp({ database, version: "test" }).request("/api/openapi.json");
    const document = (await response.json()) as {
      paths: Record<string, Record<string, { security?: unknown[] }>>;
      components: { securitySchemes: Record<string, { scheme: string }> };
    };
    for (const path of [
      "/api/auth",
      "/api/user/users",
      "/api/user/users-by-email/{email}/confirm-registration",
      "/api/user/users-by-email/{email}/password-recovery",
      "/api/user/users-by-email/{email}/password-recovery/confirm",
      "/api/user/users-by-email/{email}/create-password",
      "/api/user/profile",
      "/api/user/profile/change-email",
      "/api/user/profile/change-email/confirm",
      "/api/user/profile/change-password",
      "/api/core/settings/public",
      "/api/dev/mailbox",
      "/api/sitemap",
      "/api/sitemap/categories",
      "/api/sitemap/products",
    ]) {
      expect(Object.keys(document.paths)).toContain(path);
    }
    expect(document.paths["/api/user/profile"]?.get?.security).toEqual([{ bearerAuth: [] }]);
    expect(document.components.securitySchemes.bearerAuth?.scheme).toBe("bearer");
  });
});
