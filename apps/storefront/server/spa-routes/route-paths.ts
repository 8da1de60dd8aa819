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

/** The name parts of a route file under its folders, in order: `["my", "purchases", "$slug"]`. */
function rawSegments(folders: readonly string[], fileName: string): string[] {
  const name = fileName.replace(ROUTE_FILE, "").replace(/\.lazy$/, "");
  return [...folders.flatMap(splitSegments), ...splitSegments(name)];
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
  const raw = rawSegments(folders, fileName);
  const last = raw.at(-1) ?? "";
  // A pathless layout (`_auth.tsx`), like the root (`__root.tsx`), only wraps its children; it
  // matches no URL by itself.
  if (last.startsWith("_")) return undefined;
  const parts = raw
    .map((segment, index) => urlSegment(segment, index === raw.length - 1))
    .filter((segment): segment is string => segment !== undefined && segment !== "");
  return `/${parts.join("/")}`;
}

/** One file of a TanStack Router routes folder. */
export interface RouteFile {
  /** Path relative to the routes folder, with `/` separators: `admin/orders.index.tsx`. */
  file: string;
  /**
   * Where the route sits in the tree: its folders and name parts, without `(groups)`, a closing
   * `route` or `.lazy`: `/admin/orders/index`. `cart.tsx` and `cart.lazy.tsx` share `/cart`.
   */
  id: string;
  /** Its URL path (`routePathOfFile`), or `undefined` for a pathless layout. */
  path: string | undefined;
  /** The `id` of the route that renders around it, or `undefined` under the root. */
  parent: string | undefined;
}

/** The segments that place a route in the tree (see `RouteFile.id`). */
function treeSegments(folders: readonly string[], fileName: string): string[] {
  const raw = rawSegments(folders, fileName).filter((segment) => !/^\(.*\)$/.test(segment));
  return raw.at(-1) === "route" ? raw.slice(0, -1) : raw;
}

/**
 * Every route file of a TanStack Router file-route folder with its place in the tree and URL path.
 * Files and folders starting with `-` are private to the routes (components, helpers) and skipped,
 * as the router's generator skips them; so are tests, stories and the root (`__root.tsx`). A route's
 * parent is the route whose segments are the longest proper prefix of its own, as the generator
 * nests them: `about.tsx` wraps `about.contacts.tsx`, `admin/route.tsx` wraps `admin/orders.tsx`,
 * an index route wraps nothing, and `posts_.$id.tsx` opts out of `posts.tsx`.
 * @example
 *   routeFilesOfFolder("src/routes");
 *   // [{ file: "admin/orders.index.tsx", id: "/admin/orders/index", path: "/admin/orders", parent: "/admin" },
 *   //  { file: "admin/route.tsx", id: "/admin", path: "/admin", parent: undefined }, ...]
 */
export function routeFilesOfFolder(routesDir: string): RouteFile[] {
  const found: { file: string; path: string | undefined; segments: string[] }[] = [];
  const visit = (folders: string[]) => {
    for (const entry of readdirSync(join(routesDir, ...folders), { withFileTypes: true })) {
      if (entry.name.startsWith("-") || entry.name.startsWith(".")) continue;
      if (entry.isDirectory()) {
        visit([...folders, entry.name]);
      } else if (ROUTE_FILE.test(entry.name) && !NOT_A_ROUTE.test(entry.name)) {
        if (folders.length === 0 && /^__root\./.test(entry.name)) continue;
        found.push({
          file: [...folders, entry.name].join("/"),
          path: routePathOfFile(folders, entry.name),
          segments: treeSegments(folders, entry.name),
        });
      }
    }
  };
  visit([]);
  const idOf = (segments: readonly string[]) => `/${segments.join("/")}`;
  const layouts = new Set(
    found.filter((route) => route.segments.at(-1) !== "index").map((route) => idOf(route.segments)),
  );
  return found
    .map(({ file, path, segments }) => {
      let parent: string | undefined;
      for (let length = segments.length - 1; length > 0 && !parent; length -= 1) {
        const candidate = idOf(segments.slice(0, length));
        if (layouts.has(candidate)) parent = candidate;
      }
      return { file, id: idOf(segments), path, parent };
    })
    .sort((a, b) => (a.file < b.file ? -1 : a.file > b.file ? 1 : 0));
}

/**
 * Every URL path of a TanStack Router file-route folder, sorted: what the SPA can show.
 * @example
 *   routePathsOfFolder("src/routes"); // ["/", "/about", "/catalog/$", "/product/$slug", ...]
 */
export function routePathsOfFolder(routesDir: string): string[] {
  const paths = new Set<string>();
  for (const { path } of routeFilesOfFolder(routesDir)) if (path !== undefined) paths.add(path);
  return [...paths].sort();
}
