import { readdirSync } from "node:fs";
import { join } from "node:path";

const ROUTE_FILE = /\.(?:tsx|ts|jsx|js)$/;
const NOT_A_ROUTE = /\.(?:test|spec|stories|test-d)\.[jt]sx?$|\.d\.ts$/;

/**
 * Splits a file-route name at its dots, keeping `[...]` escapes together (`script[.]js` is one
 * segment).
 */
function splitSegments(name: string): string[] {
  const segments: string[] = [];
  let current = "";
  let escaped = false;
  for (const char of name) {
    if (char === "[") escaped = true;
    else if (char === "]") escaped = false;
    if (char === "." && !escaped) {
      segments.push(current);
      current = "";
    } else {
      current += char;
    }
  }
  segments.push(current);
  return segments;
}

/**
 * The URL part of one segment of a route file or folder name, or `undefined` when the segment adds
 * nothing to the URL: a `(group)`, a `_pathless` layout, `index`, `route`.
 */
function urlSegment(raw: string, isLast: boolean): string | undefined {
  if (/^\(.*\)$/.test(raw)) return undefined;
  if (raw.startsWith("_")) return undefined;
  if (isLast && (raw === "index" || raw === "route")) return undefined;
  // `posts_` opts out of nesting under `posts` in the component tree; the URL keeps `posts`.
  const unnested = raw.length > 1 && raw.endsWith("_") ? raw.slice(0, -1) : raw;
  return unnested.replace(/\[([^\]]*)\]/g, "$1");
}

/**
 * The URL path of one route file, in TanStack Router's notation, or `undefined` when the file is
 * not a page of its own (the root, a pathless layout).
 * @example
 *   routePathOfFile(["my"], "purchases.$slug.tsx"); // "/my/purchases/$slug"
 *   routePathOfFile([], "catalog.$.tsx"); // "/catalog/$"
 *   routePathOfFile(["about"], "index.tsx"); // "/about"
 */
export function routePathOfFile(folders: readonly string[], fileName: string): string | undefined {
  const name = fileName.replace(ROUTE_FILE, "").replace(/\.lazy$/, "");
  if (name === "__root") return undefined;
  const raw = [...folders.flatMap(splitSegments), ...splitSegments(name)];
  const last = raw.at(-1) ?? "";
  // A pathless layout (`_auth.tsx`) only wraps its children; it matches no URL by itself.
  if (last.startsWith("_")) return undefined;
  const parts = raw
    .map((segment, index) => urlSegment(segment, index === raw.length - 1))
    .filter((segment): segment is string => segment !== undefined && segment !== "");
  return `/${parts.join("/")}`;
}

/**
 * Every URL path of a TanStack Router file-route folder, sorted: what the SPA can show. Files and
 * folders starting with `-` are private to the routes (components, helpers) and skipped, as the
 * router's generator skips them; so are tests and stories.
 * @example
 *   routePathsOfFolder("src/routes"); // ["/", "/about", "/catalog/$", "/product/$slug", ...]
 */
export function routePathsOfFolder(routesDir: string): string[] {
  const paths = new Set<string>();
  const visit = (folders: string[]) => {
    for (const entry of readdirSync(join(routesDir, ...folders), { withFileTypes: true })) {
      if (entry.name.startsWith("-") || entry.name.startsWith(".")) continue;
      if (entry.isDirectory()) {
        visit([...folders, entry.name]);
      } else if (ROUTE_FILE.test(entry.name) && !NOT_A_ROUTE.test(entry.name)) {
        const path = routePathOfFile(folders, entry.name);
        if (path !== undefined) paths.add(path);
      }
    }
  };
  visit([]);
  return [...paths].sort();
}
