// What a first visit's JavaScript is made of, read from the build alone (no browser, no server):
//
//   node bench/first-load-js.ts            # the three pages' sizes and their 25 biggest modules
//   node bench/first-load-js.ts --top 60   # more modules
//   node bench/first-load-js.ts --check    # exit 1 above JS_BUDGETS (the `build` script runs it)
//
// A page's first load is the entry script and the preloads TanStack Start's manifest names for the
// root route and the page's route chain (build/start-manifest.ts: the `<script>` and `<link
// rel="modulepreload">` tags of its HTML; Start resolves them from Vite's client manifest: each
// route's split chunk and its static imports). Each file counts as the gzip twin the server sends
// (`build/precompress-plugin.ts`, level 9), the same bytes e2e/performance.spec.ts sums in
// Chromium. Modules are attributed through the source maps: each module's share of its file is the
// gzip size of its own generated code, scaled so that a file's shares add up to the file's gzip
// size (gzip of parts alone is larger than of the whole, so the shares are estimates, good to a few
// hundred bytes).

import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { gzipSync } from "node:zlib";
import { eachMapping, TraceMap } from "@jridgewell/trace-mapping";
import { firstLoadFiles, readStartManifest } from "../build/start-manifest.ts";
import { JS_BUDGETS, JS_GOALS, type PageKind } from "./js-budgets.ts";

const appDir = fileURLToPath(new URL("..", import.meta.url));
const clientDir = join(appDir, "dist/client");

/** The route of each measured page (the spec measures `/`, the first product and its category). */
export const PAGE_ROUTES: Record<PageKind, string> = {
  home: "/",
  catalog: "/catalog/$",
  product: "/product/$slug",
};

function gzipSize(file: string): number {
  const path = join(clientDir, file);
  return existsSync(`${path}.gz`)
    ? readFileSync(`${path}.gz`).length
    : gzipSync(readFileSync(path), { level: 9 }).length;
}

/** A source's name without the store's path: `react-dom/cjs/…`, `src/…`, `packages/ui/src/…`. */
function moduleName(source: string): string {
  const fromStore = source.match(/node_modules\/\.pnpm\/[^/]+\/node_modules\/(.*)$/);
  if (fromStore?.[1]) return fromStore[1];
  const fromPackages = source.match(/(?:^|\/)(packages\/.*)$/);
  if (fromPackages?.[1]) return fromPackages[1];
  return source.replace(/^(?:\.\.\/)+(?:apps\/storefront\/)?/, "");
}

/** The package a module belongs to (`react-dom`, `@tanstack/router-core`), or its app folder. */
export function moduleGroup(name: string): string {
  if (name.startsWith("packages/")) return name.split("/").slice(0, 2).join("/");
  if (name.startsWith("src/") || name === "(unmapped)") return name.split("/").slice(0, 2).join("/");
  return name
    .split("/")
    .slice(0, name.startsWith("@") ? 2 : 1)
    .join("/");
}

/**
 * The frameworks the owner chose (React, TanStack Router, Start and Query, their serializer, jotai,
 * Lingui, Panda's runtime) and what they bring, by package or folder: what a page weighs before a
 * line of the shop's own code. `(unmapped)` is the bundler's runtime (the loader of dynamic imports
 * and their preloads, the `import.meta.env` object).
 */
const FRAMEWORKS = new Set([
  "react",
  "react-dom",
  "scheduler",
  "@tanstack/react-router",
  "@tanstack/router-core",
  "@tanstack/history",
  "@tanstack/store",
  "@tanstack/react-store",
  "@tanstack/start-client-core",
  "@tanstack/react-start-client",
  "@tanstack/react-start",
  "@tanstack/router-ssr-query-core",
  "@tanstack/react-router-ssr-query",
  "@tanstack/query-core",
  "@tanstack/react-query",
  "seroval",
  "seroval-plugins",
  "use-sync-external-store",
  "jotai",
  "@lingui/core",
  "@lingui/react",
  "@lingui/message-utils",
  "(unmapped)",
]);

/** Whether a module belongs to the frameworks (see {@link FRAMEWORKS}) rather than to the shop. */
export const isFramework = (name: string) =>
  FRAMEWORKS.has(moduleGroup(name)) || name.startsWith("packages/ui/styled-system/");

/** Each module's estimated gzip bytes in one built file. */
export function modulesOf(file: string): Map<string, number> {
  const path = join(clientDir, file);
  const code = readFileSync(path, "utf8");
  const total = gzipSize(file);
  const shares = new Map<string, number>();
  if (!existsSync(`${path}.map`)) return new Map([[file, total]]);
  const lines = code.split("\n");
  const texts = new Map<string, string[]>();
  let start: { line: number; column: number; source: string } | undefined;
  const take = (line: number, column: number) => {
    if (!start) return;
    const text =
      start.line === line
        ? (lines[line - 1] ?? "").slice(start.column, column)
        : [
            (lines[start.line - 1] ?? "").slice(start.column),
            ...lines.slice(start.line, line - 1),
            (lines[line - 1] ?? "").slice(0, column),
          ].join("\n");
    const parts = texts.get(start.source) ?? [];
    parts.push(text);
    texts.set(start.source, parts);
  };
  eachMapping(new TraceMap(readFileSync(`${path}.map`, "utf8")), (mapping) => {
    take(mapping.generatedLine, mapping.generatedColumn);
    const source = mapping.source ? moduleName(mapping.source) : "(unmapped)";
    start = { line: mapping.generatedLine, column: mapping.generatedColumn, source };
  });
  take(lines.length, lines.at(-1)?.length ?? 0);
  let sum = 0;
  for (const [source, parts] of texts) {
    const bytes = gzipSync(parts.join(""), { level: 9 }).length;
    shares.set(source, bytes);
    sum += bytes;
  }
  for (const [source, bytes] of shares) shares.set(source, (bytes * total) / sum);
  return shares;
}

export interface PageScripts {
  page: PageKind;
  route: string;
  files: Array<{ file: string; gzip: number }>;
  gzip: number;
  modules: Map<string, number>;
}

export async function measureBuild(): Promise<PageScripts[]> {
  const manifest = await readStartManifest();
  return (Object.keys(PAGE_ROUTES) as PageKind[]).map((page) => {
    const route = PAGE_ROUTES[page];
    const files = firstLoadFiles(manifest, route).map((file) => ({ file, gzip: gzipSize(file) }));
    const modules = new Map<string, number>();
    for (const { file } of files) {
      for (const [name, bytes] of modulesOf(file)) modules.set(name, (modules.get(name) ?? 0) + bytes);
    }
    return { page, route, files, gzip: files.reduce((sum, file) => sum + file.gzip, 0), modules };
  });
}

const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;

function largest(entries: Iterable<[string, number]>, count: number): string[] {
  return [...entries]
    .sort((a, b) => b[1] - a[1])
    .slice(0, count)
    .map(([name, bytes]) => `  ${kB(bytes).padStart(8)}  ${name}`);
}

async function main() {
  const args = process.argv.slice(2);
  const top = Number(args[args.indexOf("--top") + 1]) || 25;
  const pages = await measureBuild();
  let over = false;
  for (const { page, route, files, gzip, modules } of pages) {
    const budget = JS_BUDGETS[page];
    over ||= gzip > budget;
    const groups = new Map<string, number>();
    for (const [name, bytes] of modules) {
      const group = moduleGroup(name);
      groups.set(group, (groups.get(group) ?? 0) + bytes);
    }
    console.log(
      `\n${page} (${route}): ${kB(gzip)} gzip in ${files.length} scripts; budget ${kB(budget)}, goal ${kB(JS_GOALS[page])}${gzip > budget ? "  OVER BUDGET" : ""}`,
    );
    if (args.includes("--check")) continue;
    const frameworks = [...modules].reduce((sum, [name, bytes]) => sum + (isFramework(name) ? bytes : 0), 0);
    console.log(` frameworks ${kB(frameworks)}, the shop's own code ${kB(gzip - frameworks)}`);
    console.log(files.map(({ file, gzip: bytes }) => `  ${kB(bytes).padStart(8)}  ${file}`).join("\n"));
    console.log(" by package or folder:");
    console.log(largest(groups, 20).join("\n"));
    console.log(` the ${top} biggest modules:`);
    console.log(largest(modules, top).join("\n"));
  }
  if (over) {
    console.error("\nfirst-load JavaScript above its budget (bench/js-budgets.ts)");
    process.exitCode = 1;
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) await main();
