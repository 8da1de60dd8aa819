import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { basename, dirname, join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { Generator, getConfig } from "@tanstack/router-generator";
import { afterEach, describe, expect, it } from "vitest";
import { createRouteMatcher } from "./route-matcher";
import { routeFilesOfFolder, routePathOfFile, routePathsOfFolder } from "./route-paths";

const fixtures: string[] = [];
afterEach(() => {
  for (const folder of fixtures.splice(0)) rmSync(folder, { recursive: true, force: true });
});

/** A routes folder made of the given files (paths relative to it). */
function routesFolder(files: string[]): string {
  const folder = mkdtempSync(join(tmpdir(), "storefront-routes-"));
  fixtures.push(folder);
  for (const file of files) addFile(folder, file);
  return folder;
}

function addFile(folder: string, file: string) {
  mkdirSync(dirname(join(folder, file)), { recursive: true });
  writeFileSync(join(folder, file), "export const Route = {};\n");
}

describe("routePathOfFile", () => {
  it.each([
    [[], "index.tsx", "/"],
    [[], "cart.tsx", "/cart"],
    [[], "about.contacts.tsx", "/about/contacts"],
    [[], "auth.index.tsx", "/auth"],
    [[], "catalog.$.tsx", "/catalog/$"],
    [[], "product.$slug.tsx", "/product/$slug"],
    [[], "my.purchases.$slug.tsx", "/my/purchases/$slug"],
    [["my", "profile"], "edit.tsx", "/my/profile/edit"],
    [["my", "profile"], "index.tsx", "/my/profile"],
    [["legal"], "route.tsx", "/legal"],
    [["(shop)"], "search.tsx", "/search"],
    [[], "_account.my.tsx", "/my"],
    [[], "posts_.$id.edit.tsx", "/posts/$id/edit"],
    [[], "sitemap[.]xml.tsx", "/sitemap.xml"],
    [[], "{-$lang}.about.tsx", "/{-$lang}/about"],
    [[], "cart.lazy.tsx", "/cart"],
  ] as const)("%j + %s is %s", (folders, file, path) => {
    expect(routePathOfFile(folders, file)).toBe(path);
  });

  it("gives no path for the root and for a pathless layout alone", () => {
    expect(routePathOfFile([], "__root.tsx")).toBeUndefined();
    expect(routePathOfFile([], "_account.tsx")).toBeUndefined();
  });
});

describe("routePathsOfFolder", () => {
  it("lists the pages of a routes folder and skips private folders, tests and the root", () => {
    const folder = routesFolder([
      "__root.tsx",
      "index.tsx",
      "about.tsx",
      "about.contacts.tsx",
      "catalog.$.tsx",
      "product.$slug.tsx",
      "my/purchases.$slug.tsx",
      "-components/account-layout.tsx",
      "cart.test.tsx",
      "notes.md",
    ]);
    expect(routePathsOfFolder(folder)).toEqual([
      "/",
      "/about",
      "/about/contacts",
      "/catalog/$",
      "/my/purchases/$slug",
      "/product/$slug",
    ]);
  });

  it("recognises a route file added later, with no change to the server", () => {
    const folder = routesFolder(["__root.tsx", "index.tsx"]);
    expect(createRouteMatcher(routePathsOfFolder(folder))("/gift-cards/AB-12")).toBeUndefined();
    addFile(folder, "gift-cards.$code.tsx");
    expect(createRouteMatcher(routePathsOfFolder(folder))("/gift-cards/AB-12")).toBe("/gift-cards/$code");
  });

  it("agrees with TanStack Router's own generator on the app's route names and on rarer ones", async () => {
    const appRoutes = join(fileURLToPath(new URL("../../", import.meta.url)), "src/routes");
    const names = readdirSync(appRoutes, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => relative(appRoutes, join(entry.parentPath, entry.name)));
    const folder = routesFolder([
      ...names,
      "about.tsx",
      "_account.tsx",
      "_account.orders.tsx",
      "(shop)/wishlist.tsx",
      "posts_.$id.edit.tsx",
      "sitemap[.]xml.tsx",
      "{-$lang}.help.tsx",
      "legal/route.tsx",
      "files.report-{$id}[.]pdf.tsx",
    ]);
    const routeTree = join(folder, "..", `${basename(folder)}.gen.ts`);
    fixtures.push(routeTree);
    const config = getConfig(
      { routesDirectory: folder, generatedRouteTree: routeTree, disableLogging: true, target: "react" },
      folder,
    );
    await new Generator({ config, root: folder }).run();
    const block = /export interface FileRoutesByFullPath \{([\s\S]*?)\n\}/.exec(
      readFileSync(routeTree, "utf8"),
    )?.[1];
    const fullPaths = [...(block ?? "").matchAll(/^\s*'([^']+)':/gm)].map(([, path = ""]) =>
      path === "/" ? path : path.replace(/\/$/, ""),
    );
    expect(fullPaths).toContain("/files/report-{$id}.pdf");
    expect(routePathsOfFolder(folder)).toEqual([...new Set(fullPaths)].sort());

    // Parents: each `const X = XImport.update({ … getParentRoute: () => Y })` of the generated tree,
    // with the files the two names were imported from.
    const generated = readFileSync(routeTree, "utf8");
    const fileOfImport = new Map(
      [...generated.matchAll(/import \{ Route as (\w+) \} from '\.\/[^/]+\/([^']+)'/g)].map(
        ([, name = "", file = ""]) => [name, file],
      ),
    );
    const generatedParents = [
      ...generated.matchAll(/const (\w+) = (\w+)\.update\(\{[^}]*?getParentRoute: \(\) => (\w+),/g),
    ].map(([, , imported = "", parent = ""]) => [
      fileOfImport.get(imported),
      parent === "rootRouteImport" ? undefined : fileOfImport.get(`${parent}Import`),
    ]);
    const files = routeFilesOfFolder(folder);
    const idOfFile = new Map(files.map(({ file, id }) => [file.replace(/\.[jt]sx?$/, ""), id]));
    expect(generatedParents.length).toBeGreaterThan(30);
    expect(generatedParents).toContainEqual(["admin/orders.index", "admin/route"]);
    expect(generatedParents).toContainEqual(["_account.orders", "_account"]);
    for (const [file, parent] of generatedParents) {
      const route = files.find((candidate) => candidate.id === idOfFile.get(file ?? ""));
      expect(route?.parent, file).toBe(parent === undefined ? undefined : idOfFile.get(parent));
    }
  });
});

describe("createRouteMatcher", () => {
  const routeOf = createRouteMatcher([
    "/",
    "/about/contacts",
    "/catalog/$",
    "/product/$slug",
    "/{-$lang}/help",
    "/files/report-{$id}.pdf",
  ]);

  it.each([
    "/",
    "/about/contacts",
    "/About/Contacts/",
    "/catalog",
    "/catalog/",
    "/catalog/tea/green/sencha",
    "/product/sencha-100245",
    "/product/%D1%87%D0%B0%D0%B9",
    "/help",
    "/ru/help",
    "/files/report-7.pdf",
  ])("knows %s", (path) => {
    expect(routeOf(path)).toBeDefined();
  });

  it.each([
    "/about",
    "/about/contacts/more",
    "/product",
    "/product/a/b",
    "/catalogue",
    "/nowhere",
    "/ru/en/help",
    "/files/report-.pdf",
    "/product/%E0%A4%A",
  ])("does not know %s", (path) => {
    expect(routeOf(path)).toBeUndefined();
  });

  it("names the route a path opens, the most specific where several match", () => {
    const find = createRouteMatcher([
      "/admin/orders/$id",
      "/admin/orders/new",
      "/admin/$",
      "/{-$lang}/help",
      "/help",
      "/catalog/$",
    ]);
    expect(find("/admin/orders/new")).toBe("/admin/orders/new");
    expect(find("/admin/orders/A-7")).toBe("/admin/orders/$id");
    expect(find("/admin/settings")).toBe("/admin/$");
    expect(find("/help")).toBe("/help");
    expect(find("/ru/help")).toBe("/{-$lang}/help");
    expect(find("/Catalog/Tea/")).toBe("/catalog/$");
  });
});
