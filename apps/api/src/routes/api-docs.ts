import { randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import { readFile } from "node:fs/promises";
import { fileURLToPath } from "node:url";
import { Scalar } from "@scalar/hono-api-reference";
import { Hono } from "hono";

// The reference's script comes from the pinned `@scalar/api-reference` package, served from the
// API's own origin under its version, never from a public CDN: a script on the shop's origin can
// read whatever that origin can.
const entry = import.meta.resolve("@scalar/api-reference");
const SCRIPT_FILE = fileURLToPath(new URL("./browser/standalone.js", entry));
const SCALAR_VERSION = (
  JSON.parse(readFileSync(fileURLToPath(new URL("../package.json", entry)), "utf8")) as { version: string }
).version;
const SCRIPT_PATH = `/docs/scalar-${SCALAR_VERSION}.js`;

/**
 * The policy of the reference page: scripts only from this origin with the page's nonce, no
 * requests but to this origin (the OpenAPI document, "try it" calls), styles inline as the
 * reference injects them, no frames, no forms elsewhere.
 */
function docsPolicy(nonce: string): string {
  return [
    "default-src 'none'",
    `script-src 'self' 'nonce-${nonce}'`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self' data:",
    "connect-src 'self'",
    "base-uri 'none'",
    "form-action 'none'",
    "frame-ancestors 'none'",
  ].join("; ");
}

/**
 * `GET /docs`, the API reference on `/api/openapi.json`, and its pinned script. Not mounted in
 * production unless asked for (`API_DOCS=1`): the OpenAPI document stays public either way.
 * @example
 *   if (!production || apiDocs) app.route("/", apiDocsRoutes());
 */
export function apiDocsRoutes() {
  const app = new Hono();
  let script: Promise<string> | undefined;
  app.get(SCRIPT_PATH, async (c) => {
    script ??= readFile(SCRIPT_FILE, "utf8");
    c.header("Cache-Control", "public, max-age=31536000, immutable");
    return c.body(await script, 200, { "Content-Type": "text/javascript; charset=utf-8" });
  });
  app.get("/docs", async (c, next) => {
    const nonce = randomBytes(16).toString("base64");
    c.header("Content-Security-Policy", docsPolicy(nonce));
    c.header("Cache-Control", "no-store");
    return Scalar({
      url: "/api/openapi.json",
      pageTitle: "Shop API",
      cdn: `/api${SCRIPT_PATH}`,
      nonce,
      // The default fonts come from Scalar's servers; the system's fonts do.
      withDefaultFonts: false,
    })(c, next);
  });
  return app;
}
