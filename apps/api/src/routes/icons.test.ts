import { mkdtemp, readdir, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../app";
import type { DatabaseHandle } from "../db/client";
import { iconsFolder } from "../paths";
import { openTestDatabase } from "../testing/test-database";
import { iconRoutes } from "./icons";

let database: DatabaseHandle;
let app: ReturnType<typeof createApp>;

beforeAll(async () => {
  database = await openTestDatabase();
  app = createApp({ database, version: "test" });
});
afterAll(() => database.close());

const symbolIds = (sprite: string) => [...sprite.matchAll(/<symbol id="([^"]+)"/g)].map((match) => match[1]);

describe("GET /api/core/icons", () => {
  it("answers the icons asked for as one cacheable SVG sprite of symbols named by them", async () => {
    const response = await app.request("/api/core/icons?icons=teaware,tea");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("image/svg+xml; charset=utf-8");
    expect(response.headers.get("cache-control")).toMatch(/^public, max-age=\d+/);
    const sprite = await response.text();
    expect(sprite.startsWith('<svg xmlns="http://www.w3.org/2000/svg">')).toBe(true);
    expect(symbolIds(sprite)).toEqual(["teaware", "tea"]);
    // The file's drawing attributes go with the symbol; its size stays with whoever draws it.
    expect(sprite).toContain('<symbol id="tea" viewBox="0 0 24 24" fill="none" stroke="currentColor"');
    expect(sprite).not.toMatch(/<symbol[^>]*\s(width|height)=/);
  });

  it("answers 304 to the ETag it gave, and another ETag for another set", async () => {
    const first = await app.request("/api/core/icons?icons=tea,coffee");
    const etag = first.headers.get("etag") ?? "";
    expect(etag).toMatch(/^"[\w-]+"$/);
    const again = await app.request("/api/core/icons?icons=tea,coffee", {
      headers: { "If-None-Match": etag },
    });
    expect(again.status).toBe(304);
    const other = await app.request("/api/core/icons?icons=tea", { headers: { "If-None-Match": etag } });
    expect(other.status).toBe(200);
    expect(other.headers.get("etag")).not.toBe(etag);
  });

  it("answers every icon of the set without a list, draws an unknown name as the section icon, and says what a bad list is", async () => {
    const files = (await readdir(iconsFolder)).filter((file) => file.endsWith(".svg"));
    const all = await (await app.request("/api/core/icons")).text();
    expect(symbolIds(all).sort()).toEqual(files.map((file) => file.slice(0, -4)).sort());
    for (const root of ["tea", "coffee", "sweets", "teaware"]) expect(symbolIds(all)).toContain(root);

    const some = await (await app.request("/api/core/icons?icons=tea,no-such-icon,tea")).text();
    expect(symbolIds(some)).toEqual(["tea", "no-such-icon"]);
    const section = /<symbol id="section"[^>]*>([\s\S]*?)<\/symbol>/.exec(all)?.[1];
    expect(section).toBeTruthy();
    expect(some).toContain(`${section}</symbol>`);

    const bad = await app.request("/api/core/icons?icons=tea,<script>", {
      headers: { "Accept-Language": "en-US" },
    });
    expect(bad.status).toBe(422);
    expect(bad.headers.get("content-type")).toContain("application/problem+json");
    const problem = (await bad.json()) as { violations: { propertyPath: string; message: string }[] };
    expect(problem.violations).toEqual([
      expect.objectContaining({
        propertyPath: "icons",
        message: "At most 100 icon names, separated by commas: lowercase Latin letters, digits and hyphens.",
      }),
    ]);
    const tooMany = Array.from({ length: 101 }, (_, index) => `i${index}`).join(",");
    expect((await app.request(`/api/core/icons?icons=${tooMany}`)).status).toBe(422);
  });

  it("refuses to serve an icon file that is not one <svg> element", async () => {
    const folder = await mkdtemp(join(tmpdir(), "icons-"));
    try {
      await writeFile(join(folder, "broken.svg"), "<svg><path/></svg><svg/>extra");
      const broken = iconRoutes(folder);
      const response = await broken.request("/core/icons?icons=broken");
      expect(response.status).toBe(500);
    } finally {
      await rm(folder, { recursive: true, force: true });
    }
  });
});
