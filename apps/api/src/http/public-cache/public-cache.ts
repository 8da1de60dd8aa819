import { createHash } from "node:crypto";
import { gzipSync } from "node:zlib";
import type { MiddlewareHandler } from "hono";
import { LRUCache } from "lru-cache";
import type { AppEnv } from "../env";

/** The cache's default bound: the bytes of its answers (`CATALOG_CACHE_MB`, see the README). */
export const DEFAULT_CACHE_BYTES = 32 * 1024 * 1024;

export interface PublicCacheOptions {
  /**
   * Bound of the cache's memory in bytes: each entry counts its body, its gzipped copy once made,
   * its key and validator, and a fixed overhead; the least recently used go first.
   */
  maxBytes?: number;
  /** How long an entry is served before the route recomputes it. */
  ttlMs?: number;
  /** The clock, in milliseconds (tests move it). Default `performance.now()`. */
  now?: () => number;
  /**
   * The version of the data the answers are made from (the catalog's): an answer is served only
   * under the version it was made under, and a new version drops the older ones, so a change that
   * came from elsewhere (another replica) is served as soon as the version says so, not after
   * `ttlMs`. Read at the start of each request.
   */
  version?: () => number;
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

/**
 * What an entry is counted as besides its bytes: the entry object, two typed arrays and their
 * buffers, and lru-cache's slots for it, measured at a little under this on Node 24.
 */
const ENTRY_OVERHEAD_BYTES = 512;

/** The bytes an entry is counted for (strings as UTF-16, as V8 may keep them). */
const sizeOf = (entry: Entry, key: string) =>
  ENTRY_OVERHEAD_BYTES +
  entry.body.byteLength +
  (entry.gzipped?.byteLength ?? 0) +
  2 * (key.length + entry.etag.length + entry.contentType.length);

/**
 * Drops the expired entries of `cache` every `everyMs`, on a timer that keeps no process alive and
 * no cache either: once the cache is collected, the timer stops.
 */
function sweepExpired(cache: LRUCache<string, Entry>, everyMs: number) {
  const ref = new WeakRef(cache);
  const timer = setInterval(() => {
    const alive = ref.deref();
    if (alive) alive.purgeStale();
    else clearInterval(timer);
  }, everyMs);
  timer.unref();
}

const acceptsGzip = (header: string | undefined) => header !== undefined && /\bgzip\b/i.test(header);

/**
 * An in-process cache of public GET answers that do not depend on the caller (the catalog),
 * with strong ETags, 304 answers to `If-None-Match`, and gzip prepared once per entry. Entries are
 * keyed by URL, locale and the data's `version`, and are fresh for `ttlMs`; `invalidate()` drops them
 * all after a write. Each replica has its own cache: a write elsewhere is visible here once
 * `version` moves, or, for what the version does not follow, after at most `ttlMs` (plus the time
 * one recomputation takes: while one request recomputes an expired entry, the others get the
 * previous answer instead of queueing behind it).
 *
 * Memory is bounded by bytes, not entries (lru-cache's `maxSize`): anyone can ask for 10 000
 * distinct catalog URLs of 180 KB each. An expired entry is dropped when its key is computed
 * again, or by a sweep every `ttlMs` (an unref'd timer), so none outlives two TTLs.
 * @example
 *   const cache = publicCache({ ttlMs: 30_000, maxBytes: 32 * 1024 * 1024 });
 *   catalog.use("/catalog/*", cache.middleware);
 */
export function publicCache({
  maxBytes = DEFAULT_CACHE_BYTES,
  ttlMs = 30_000,
  now = () => performance.now(),
  version = () => 0,
}: PublicCacheOptions = {}) {
  // Bodies are kept encoded and compressed: a cached catalog page is ~40 KB of Cyrillic JSON, and
  // encoding or compressing it again on every hit would cost more than the lookup.
  const entries = new LRUCache<string, Entry>({
    maxSize: maxBytes,
    sizeCalculation: sizeOf,
    ttl: ttlMs,
    // An expired entry stays readable (not deleted by the read) until its recomputation replaces
    // it or the sweep drops it; freshness is decided below, by `storedAt`.
    allowStale: true,
    noDeleteOnStaleGet: true,
    // lru-cache's default reuses a reading for 1 ms through a timer per read; the clock is cheap.
    ttlResolution: 0,
    perf: { now },
  });
  sweepExpired(entries, ttlMs);
  // Requests that miss while the same answer is being computed wait for it instead of computing it
  // again (a popular page expiring under load would otherwise be built once per waiting request).
  const pending = new Map<string, Promise<Entry | undefined>>();
  let currentVersion = version();

  const middleware: MiddlewareHandler<AppEnv> = async (c, next) => {
    if (c.req.method !== "GET") return next();
    const answeredVersion = version();
    if (answeredVersion !== currentVersion) {
      // The older answers are never served again: their memory goes at once. One still being
      // computed is kept under its own version's key, which no later request asks for.
      currentVersion = answeredVersion;
      entries.clear();
    }
    const key = `${answeredVersion} ${c.get("locale")} ${c.req.url}`;
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
      if (!entry.gzipped) {
        const gzipped = new Uint8Array(gzipSync(entry.body));
        entry.gzipped = gzipped;
        // Counted again with its compressed copy, under its own expiry (a new object: lru-cache
        // recounts an entry only when the value changes). Too large now, it is dropped, and served.
        if (entries.peek(key, { allowStale: true }) === entry) {
          entries.set(key, { ...entry }, { noUpdateTTL: true });
        }
        return new Response(gzipped, { status: 200, headers });
      }
      // Bytes and a plain header object: @hono/node-server writes such an answer directly.
      return new Response(entry.gzipped, { status: 200, headers });
    };
    const hit = entries.get(key);
    if (hit && now() - hit.storedAt < ttlMs) return answer(hit);
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
        // An answer larger than the whole bound is served and not kept (lru-cache refuses it).
        entries.set(key, entry);
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

  return {
    middleware,
    invalidate: () => entries.clear(),
    /** What the cache holds: entries and the bytes they are counted for (tests, diagnostics). */
    stats: () => ({ entries: entries.size, bytes: entries.calculatedSize }),
  };
}

/** A cache of public answers: its middleware, and `invalidate` to drop every entry. */
export type PublicCache = ReturnType<typeof publicCache>;
