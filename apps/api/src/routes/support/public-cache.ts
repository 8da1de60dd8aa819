import { createHash } from "node:crypto";
import type { MiddlewareHandler } from "hono";
import type { AppEnv } from "../../http/env";

export interface PublicCacheOptions {
  /** Entries kept (least recently used are dropped first). */
  maxEntries?: number;
  /** How long an entry is served before the route recomputes it. */
  ttlMs?: number;
}

/**
 * An in-process cache of public GET answers that do not depend on the caller (the catalog),
 * with strong ETags and 304 answers to `If-None-Match`. Entries are keyed by URL and locale and
 * live `ttlMs`; `invalidate()` drops them all after a write. Each replica has its own cache, so
 * a write elsewhere is visible here after at most `ttlMs`.
 * @example
 *   const cache = publicCache({ ttlMs: 30_000 });
 *   catalog.use("/catalog/*", cache.middleware);
 */
export function publicCache({ maxEntries = 5_000, ttlMs = 30_000 }: PublicCacheOptions = {}) {
  // Bodies are kept encoded: a cached catalog page is tens of kilobytes of Cyrillic text, and
  // encoding it to UTF-8 again on every hit would cost more than the lookup.
  const entries = new Map<
    string,
    { body: Uint8Array; etag: string; contentType: string; storedAt: number }
  >();

  const middleware: MiddlewareHandler<AppEnv> = async (c, next) => {
    if (c.req.method !== "GET") return next();
    const answer = (entry: { body: Uint8Array; etag: string; contentType: string }): Response => {
      const headers = {
        ETag: entry.etag,
        "Cache-Control": "public, max-age=0, must-revalidate",
        Vary: "Accept-Language",
        "Content-Type": entry.contentType,
      };
      if (c.req.header("If-None-Match") === entry.etag) return new Response(null, { status: 304, headers });
      return new Response(entry.body, { status: 200, headers });
    };
    const key = `${c.get("locale")} ${c.req.url}`;
    const hit = entries.get(key);
    if (hit && Date.now() - hit.storedAt < ttlMs) {
      // Re-insert so the Map's order is least-recently-used first.
      entries.delete(key);
      entries.set(key, hit);
      return answer(hit);
    }
    await next();
    if (c.res.status !== 200) return;
    const body = new Uint8Array(await c.res.clone().arrayBuffer());
    const entry = {
      body,
      etag: `"${createHash("sha1").update(body).digest("base64url")}"`,
      contentType: c.res.headers.get("content-type") ?? "application/json",
      storedAt: Date.now(),
    };
    entries.set(key, entry);
    if (entries.size > maxEntries) entries.delete(entries.keys().next().value ?? key);
    c.res = answer(entry);
  };

  return { middleware, invalidate: () => entries.clear() };
}
