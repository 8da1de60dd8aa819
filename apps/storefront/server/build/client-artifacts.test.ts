import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, relative } from "node:path";
import type { Rolldown } from "vite";
import { afterAll, describe, expect, it } from "vitest";
import { routeFilesOfFolder } from "../spa-routes/route-paths";
import { routePreloads } from "./client-artifacts";

const routesDir = mkdtempSync(join(tmpdir(), "storefront-preload-routes-"));
afterAll(() => rmSync(routesDir, { recursive: true, force: true }));
for (const file of [
  "__root.tsx",
  "index.tsx",
  "catalog.$.tsx",
  "admin/route.tsx",
  "admin/orders.index.tsx",
  "about.index.tsx",
  "about.contacts.tsx",
]) {
  mkdirSync(dirname(join(routesDir, file)), { recursive: true });
  writeFileSync(join(routesDir, file), "export const Route = {};\n");
}

/** The parts of a Rolldown output chunk the preload list reads. */
function chunk(
  fileName: string,
  { facade, imports = [], entry = false }: { facade?: string; imports?: string[]; entry?: boolean },
): Rolldown.OutputChunk {
  return {
    type: "chunk",
    fileName,
    facadeModuleId: facade === undefined ? null : join(routesDir, facade),
    isEntry: entry,
    isDynamicEntry: !entry && facade !== undefined,
    imports,
  } as unknown as Rolldown.OutputChunk;
}

describe("routePreloads", () => {
  const bundle = Object.fromEntries(
    [
      chunk("assets/index.js", { entry: true, imports: ["assets/shell.js"] }),
      chunk("assets/shell.js", {}),
      chunk("assets/catalog.js", {
        facade: "catalog.$.tsx?tsr-split=component",
        imports: ["assets/shell.js", "assets/select.js"],
      }),
      chunk("assets/select.js", { imports: ["assets/presence.js"] }),
      chunk("assets/presence.js", {}),
      chunk("assets/catalog-error.js", { facade: "catalog.$.tsx?tsr-split=errorComponent" }),
      chunk("assets/catalog-head.js", { facade: "../features/catalog-head.ts" }),
      chunk("assets/admin.js", { facade: "admin/route.tsx?tsr-split=component" }),
      chunk("assets/orders.js", {
        facade: "admin/orders.index.tsx?tsr-split=component---notFoundComponent",
      }),
      chunk("assets/contacts.js", { facade: "about.contacts.tsx?tsr-split=component" }),
      chunk("assets/about.js", { facade: "about.index.tsx?tsr-split=component" }),
    ].map((output) => [output.fileName, output]),
  ) as Rolldown.OutputBundle;
  // What each route module imports with import(): its split-off parts, and the catalog's loader a helper.
  const dynamicImports: Record<string, string[]> = {
    "catalog.$.tsx": [
      "catalog.$.tsx?tsr-split=component",
      "catalog.$.tsx?tsr-split=errorComponent",
      "../features/catalog-head.ts",
    ],
    "admin/route.tsx": ["admin/route.tsx?tsr-split=component"],
    "admin/orders.index.tsx": ["admin/orders.index.tsx?tsr-split=component---notFoundComponent"],
    "about.contacts.tsx": ["about.contacts.tsx?tsr-split=component"],
    "about.index.tsx": ["about.index.tsx?tsr-split=component"],
  };
  const preloadsWith = (base: string) =>
    routePreloads({
      bundle,
      routesDir,
      routeFiles: routeFilesOfFolder(routesDir),
      dynamicImportsOf: (id) =>
        (dynamicImports[relative(routesDir, id)] ?? []).map((imported) => join(routesDir, imported)),
      base,
    });
  const preload = preloadsWith("/");

  it("lists a page's component chunk, its loader's imports and what they import, not the entry's scripts", () => {
    expect(preload["/catalog/$"]).toEqual([
      "/assets/catalog-head.js",
      "/assets/catalog.js",
      "/assets/presence.js",
      "/assets/select.js",
    ]);
  });

  it("adds the chunks of the layouts around the page, and nothing of its siblings", () => {
    expect(preload["/admin/orders"]).toEqual(["/assets/admin.js", "/assets/orders.js"]);
    expect(preload["/admin"]).toEqual(["/assets/admin.js"]);
    expect(preload["/about/contacts"]).toEqual(["/assets/contacts.js"]);
  });

  it("leaves out pages whose code all came with the entry", () => {
    expect(preload["/"]).toBeUndefined();
  });

  it("puts the build's base in front of the file names", () => {
    expect(preloadsWith("/shop/")["/admin"]).toEqual(["/shop/assets/admin.js"]);
  });
});
