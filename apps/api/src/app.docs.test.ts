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

  it("loads its script from the API's own origin, pinned, under a policy with the page's nonce", async () => {
    const app = createApp({ database, version: "test" });
    const response = await app.request("/api/docs");
    const html = await response.text();
    const policy = response.headers.get("content-security-policy") ?? "";
    const nonce = /script-src 'self' 'nonce-([^']+)'/.exec(policy)?.[1];
    expect(nonce).toBeTruthy();
    expect(policy).toContain("default-src 'none'");
    expect(policy).toContain("connect-src 'self'");
    // Every script is this origin's or carries the nonce; none comes from elsewhere.
    const sources = [...html.matchAll(/<script\b[^>]*\ssrc="([^"]+)"/g)].map((match) => match[1] ?? "");
    expect(sources).toHaveLength(1);
    expect(sources[0]).toMatch(/^\/api\/docs\/scalar-\d+\.\d+\.\d+\.js$/);
    expect(html).not.toMatch(/https?:\/\/[^"'\s]*\.(js|css)\b/);
    for (const tag of html.match(/<script\b[^>]*>/g) ?? []) expect(tag).toContain(`nonce="${nonce}"`);
    // A new nonce for every page.
    const again = (await app.request("/api/docs")).headers.get("content-security-policy");
    expect(again).not.toBe(policy);

    const script = await app.request(sources[0] ?? "");
    expect(script.status).toBe(200);
    expect(script.headers.get("content-type")).toContain("text/javascript");
    expect(script.headers.get("cache-control")).toContain("immutable");
    expect((await script.text()).length).toBeGreaterThan(100_000);
  });

  it("is not served in production unless asked for; the OpenAPI document stays public", async () => {
    const production = createApp({ database, version: "test", production: true });
    expect((await production.request("/api/docs")).status).toBe(404);
    expect((await production.request("/api/openapi.json")).status).toBe(200);
    const asked = createApp({ database, version: "test", production: true, apiDocs: true });
    expect((await asked.request("/api/docs")).status).toBe(200);
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
