import { createHash } from "node:crypto";
import { gzipSync } from "node:zlib";
import type { MiddlewareHandler } from "hono";
import type { AppEnv } from "../../http/env";

export interface PublicCacheOptions {
  /** Entries kept (least recently used are dropped first). */
  maxEntries?: number;
  /** How long an entry is served before the route recomputes it. */
  ttlMs?: number;
  /** The clock (tests move it). */
  now?: () => number;
}

interface Entry {
  /** The answer as UTF-8 bytes. */
  body: Uint8Array;
  /**
   * The same bytes gzipped once, for the clients that accept it (every browser does); made on the
   * first hit that asks for it, so an answer asked for only once (one of 100 000 product pages)
   * never pays for compression.
   */
  gzipped?: Uint8Array;
  etag: string;
  contentType: string;
  storedAt: number;
}

const acceptsGzip = (header: string | undefined) => header !== undefined && /\bgzip\b/i.test(header);

/**
 * An in-process cache of public GET answers that do not depend on the caller (the catalog),
 * with strong ETags, 304 answers to `If-None-Match`, and gzip prepared once per entry. Entries are
 * keyed by URL and locale and are fresh for `ttlMs`; `invalidate()` drops them all after a write.
 * Each replica has its own cache, so a write elsewhere is visible here after at most `ttlMs` (plus
 * the time one recomputation takes: while one request recomputes an expired entry, the others
 * get the previous answer instead of queueing behind it).
 * @example
 *   const cache = publicCache({ ttlMs: 30_000 });
 *   catalog.use("/catalog/*", cache.middleware);
 */
export function publicCache({ maxEntries = 5_000, ttlMs = 30_000, now = Date.now }: PublicCacheOptions = {}) {
  // Bodies are kept encoded and compressed: a cached catalog page is ~40 KB of Cyrillic JSON, and
  // encoding or compressing it again on every hit would cost more than the lookup.
  const entries = new Map<string, Entry>();
  // Requests that miss while the same answer is being computed wait for it instead of computing it
  // again (a popular page expiring under load would otherwise be built once per waiting request).
  const pending = new Map<string, Promise<Entry | undefined>>();

  const middleware: MiddlewareHandler<AppEnv> = async (c, next) => {
    if (c.req.method !== "GET") return next();
    const answer = (entry: Entry, { fresh = false } = {}): Response => {
      // The request that computed the entry gets it as the route made it, uncompressed.
      const gzip = !fresh && acceptsGzip(c.req.header("Accept-Encoding"));
      // Each encoding is its own representation, so it has its own validator.
      const etag = gzip ? `${entry.etag.slice(0, -1)}-gzip"` : entry.etag;
      const headers: Record<string, string> = {
        ETag: etag,
        "Cache-Control": "public, max-age=0, must-revalidate",
        Vary: "Accept-Language, Accept-Encoding",
        "Content-Type": entry.contentType,
      };
      if (c.req.header("If-None-Match") === etag) return new Response(null, { status: 304, headers });
      if (!gzip) return new Response(entry.body, { status: 200, headers });
      headers["Content-Encoding"] = "gzip";
      entry.gzipped ??= new Uint8Array(gzipSync(entry.body));
      // Bytes and a plain header object: @hono/node-server writes such an answer directly.
      return new Response(entry.gzipped, { status: 200, headers });
    };
    const key = `${c.get("locale")} ${c.req.url}`;
    const hit = entries.get(key);
    if (hit && now() - hit.storedAt < ttlMs) {
      // Re-insert so the Map's order is least-recently-used first.
      entries.delete(key);
      entries.set(key, hit);
      return answer(hit);
    }
    const inFlight = pending.get(key);
    if (inFlight) {
      if (hit) return answer(hit);
      const shared = await inFlight;
      if (shared) return answer(shared);
    }
    let settle: (entry: Entry | undefined) => void = () => {};
    pending.set(key, new Promise((resolve) => (settle = resolve)));
    let entry: Entry | undefined;
    try {
      await next();
      if (c.res.status === 200) {
        // The route's answer is replaced below, so its body is read as it is, without a copy.
        const body = new Uint8Array(await c.res.arrayBuffer());
        entry = {
          body,
          etag: `"${createHash("sha1").update(body).digest("base64url")}"`,
          contentType: c.res.headers.get("content-type") ?? "application/json",
          storedAt: now(),
        };
        entries.delete(key);
        entries.set(key, entry);
        if (entries.size > maxEntries) entries.delete(entries.keys().next().value ?? key);
        // Assigning over a finished answer would copy the new one and merge the old headers into
        // it; this answer is complete, so the route's is dropped first.
        c.res = undefined;
        c.res = answer(entry, { fresh: true });
      } else if (hit) {
        entries.delete(key);
      }
    } finally {
      pending.delete(key);
      settle(entry);
    }
  };

  return { middleware, invalidate: () => entries.clear() };
}
