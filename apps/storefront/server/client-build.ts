import { createHash } from "node:crypto";
import { existsSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
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
  shell: Shell;
  /** Whether a route of the SPA matches a URL path (always true without a route list). */
  isKnownRoute: (pathname: string) => boolean;
}

export interface ClientBuildOptions {
  /** Route paths to use instead of the build's routes.json. */
  routes?: readonly string[] | undefined;
  /** How often the files are checked for a new build, in ms. Default 1000. */
  recheckMs?: number;
}

const SHELL = "index.html";
const WATCHED = [SHELL, `${SHELL}.br`, `${SHELL}.gz`, ROUTES_FILE];

function readClientBuild(clientDir: string, routes: readonly string[] | undefined): ClientBuild {
  const path = join(clientDir, SHELL);
  const html = readFileSync(path);
  const variant = (extension: string) =>
    existsSync(path + extension) ? new Uint8Array(readFileSync(path + extension)) : undefined;
  const variants = { identity: new Uint8Array(html), br: variant(".br"), gzip: variant(".gz") };
  const routesFile = join(clientDir, ROUTES_FILE);
  const routePaths =
    routes ??
    (existsSync(routesFile)
      ? (JSON.parse(readFileSync(routesFile, "utf8")) as RoutesManifest).routes
      : undefined);
  return {
    shell: {
      variants,
      encodings: (["br", "gzip"] as const).filter((encoding) => variants[encoding]),
      etag: `"${createHash("sha256").update(html).digest("base64url").slice(0, 32)}"`,
      scriptHashes: inlineScriptHashes(html.toString("utf8")),
    },
    isKnownRoute: routePaths ? createRouteMatcher(routePaths) : () => true,
  };
}

/** Modification times of the files read, as one string: a new build changes it. */
const signatureOf = (clientDir: string) =>
  WATCHED.map((file) => statSync(join(clientDir, file), { throwIfNoEntry: false })?.mtimeMs ?? "-").join("|");

/**
 * The shell, its CSP hashes and the route list of the client build in `clientDir`, read again when
 * the build is replaced (a deploy into the same folder, a rebuild under a running server), so new
 * page loads get the new build's asset names instead of files that no longer exist.
 * @example
 *   const build = openClientBuild("dist/client");
 *   build.current().isKnownRoute("/product/sencha"); // true
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
