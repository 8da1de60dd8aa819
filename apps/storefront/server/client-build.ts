import { createHash } from "node:crypto";
import { existsSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { brotliCompressSync, gzipSync } from "node:zlib";
import { ROUTES_FILE, type RoutesManifest } from "./build/client-artifacts";
import type { ContentEncoding } from "./compression/accept-encoding";
import { inlineScriptHashes } from "./security-headers/security-headers";
import { createRouteMatcher } from "./spa-routes/route-matcher";

/** index.html of the build, as the server answers it. */
export interface Shell {
  variants: { identity: Uint8Array<ArrayBuffer> } & Partial<Record<ContentEncoding, Uint8Array<ArrayBuffer>>>;
  encodings: ContentEncoding[];
  etag: string;
  /** CSP sources of its inline scripts. */
  scriptHashes: string[];
}

/** What the server takes from a client build besides its static files. */
export interface ClientBuild {
  /**
   * The shell to answer a URL path with, and whether a route of the SPA matches the path (always
   * without a route list). A matched route's shell announces its scripts (`RoutesManifest.preload`).
   */
  page: (pathname: string) => { shell: Shell; known: boolean };
  /** CSP sources of the shell's inline scripts (the same in every page's shell). */
  scriptHashes: string[];
}

export interface ClientBuildOptions {
  /** Route paths to use instead of the build's routes.json. */
  routes?: readonly string[] | undefined;
  /** How often the files are checked for a new build, in ms. Default 1000. */
  recheckMs?: number;
}

const SHELL = "index.html";
const WATCHED = [SHELL, `${SHELL}.br`, `${SHELL}.gz`, ROUTES_FILE];

const etagOf = (html: Uint8Array) =>
  `"${createHash("sha256").update(html).digest("base64url").slice(0, 32)}"`;

/**
 * The shell with `<link rel="modulepreload">` for `scripts` before `</head>`, compressed here (a
 * page's HTML is a kilobyte or two: microseconds, once per route and build).
 */
function shellWithPreloads(html: string, scripts: readonly string[], scriptHashes: string[]): Shell {
  const links = scripts.map((url) => `<link rel="modulepreload" crossorigin href="${url}">`).join("");
  const identity = new Uint8Array(Buffer.from(html.replace("</head>", `${links}</head>`)));
  return {
    variants: {
      identity,
      br: new Uint8Array(brotliCompressSync(identity)),
      gzip: new Uint8Array(gzipSync(identity)),
    },
    encodings: ["br", "gzip"],
    etag: etagOf(identity),
    scriptHashes,
  };
}

function readClientBuild(clientDir: string, routes: readonly string[] | undefined): ClientBuild {
  const path = join(clientDir, SHELL);
  const html = readFileSync(path);
  const variant = (extension: string) =>
    existsSync(path + extension) ? new Uint8Array(readFileSync(path + extension)) : undefined;
  const variants = { identity: new Uint8Array(html), br: variant(".br"), gzip: variant(".gz") };
  const routesFile = join(clientDir, ROUTES_FILE);
  const manifest: RoutesManifest | undefined = existsSync(routesFile)
    ? JSON.parse(readFileSync(routesFile, "utf8"))
    : undefined;
  const routePaths = routes ?? manifest?.routes;
  const shell: Shell = {
    variants,
    encodings: (["br", "gzip"] as const).filter((encoding) => variants[encoding]),
    etag: etagOf(html),
    scriptHashes: inlineScriptHashes(html.toString("utf8")),
  };
  const { scriptHashes } = shell;
  if (!routePaths) return { page: () => ({ shell, known: true }), scriptHashes };
  const routeOf = createRouteMatcher(routePaths);
  const preload = manifest?.preload ?? {};
  const routeShells = new Map<string, Shell>();
  const hasHead = html.includes("</head>");
  return {
    page(pathname) {
      const route = routeOf(pathname);
      const scripts = route === undefined ? undefined : preload[route];
      // A shell without a head (never Vite's) is served as it is.
      if (route === undefined || !scripts?.length || !hasHead) return { shell, known: route !== undefined };
      let routeShell = routeShells.get(route);
      if (!routeShell) {
        routeShell = shellWithPreloads(html.toString("utf8"), scripts, scriptHashes);
        routeShells.set(route, routeShell);
      }
      return { shell: routeShell, known: true };
    },
    scriptHashes,
  };
}

/** Modification times of the files read, as one string: a new build changes it. */
const signatureOf = (clientDir: string) =>
  WATCHED.map((file) => statSync(join(clientDir, file), { throwIfNoEntry: false })?.mtimeMs ?? "-").join("|");

/**
 * The shells, their CSP hashes and the route list of the client build in `clientDir`, read again when
 * the build is replaced (a deploy into the same folder, a rebuild under a running server), so new
 * page loads get the new build's asset names instead of files that no longer exist.
 * @example
 *   const build = openClientBuild("dist/client");
 *   build.current().page("/product/sencha"); // { shell: (index.html + its scripts), known: true }
 */
export function openClientBuild(clientDir: string, { routes, recheckMs = 1000 }: ClientBuildOptions = {}) {
  if (!existsSync(join(clientDir, SHELL))) {
    throw new Error(`No client build at ${clientDir}: build the storefront first.`);
  }
  let signature = signatureOf(clientDir);
  let build = readClientBuild(clientDir, routes);
  let checkedAt = Date.now();
  return {
    current(): ClientBuild {
      if (Date.now() - checkedAt < recheckMs) return build;
      checkedAt = Date.now();
      const now = signatureOf(clientDir);
      // Mid-build the shell may be missing: keep serving the last complete one.
      if (now !== signature && existsSync(join(clientDir, SHELL))) {
        try {
          build = readClientBuild(clientDir, routes);
          signature = now;
        } catch {
          // a file vanished between the check and the read: try again next time
        }
      }
      return build;
    },
  };
}
