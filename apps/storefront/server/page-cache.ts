import { constants, crc32, deflateRawSync } from "node:zlib";
import { LOCALE_COOKIE_NAME, readLocaleCookie, visitorLocale } from "@shop/i18n";
import { parseAccept } from "hono/utils/accept";
import { LRUCache } from "lru-cache";
import { readToken } from "../src/lib/auth-token";
import { isPublicHtmlAnswer } from "../src/lib/public-html-answer";
import type { PageRenderer } from "./page-renderer";
import { CSP_NONCE_HEADER } from "./security-headers/security-headers";

export interface PageCacheOptions {
  /** How long a rendered page is served as it is, in seconds (`PAGE_CACHE_SECONDS`, default 3). */
  freshSeconds: number;
  /**
   * How long after that the old copy may still be served, once, while a single fresh render runs
   * (stale-while-revalidate); a copy older than fresh + stale is rendered again before it is
   * served. Defaults to `freshSeconds`.
   */
  staleSeconds?: number;
  /** Bound of the cache's memory: the sum of its pages' bodies (UTF-16 code units × 2). */
  maxBytes?: number;
  /** The clock of the freshness (milliseconds); tests pass their own. Default `performance`. */
  clock?: { now(): number };
}

/**
 * A page as the renderer answered it: its body as UTF-8 bytes cut where the nonce it was rendered
 * with stood, so an answer is the parts joined by its own nonce. Bytes, not a string: a string
 * body of a few hundred kilobytes costs a copy, a well-formedness scan and an encoding per answer
 * (a quarter of the server's CPU under load, measured).
 */
interface StoredPage {
  status: number;
  headers: Array<[string, string]>;
  parts: Uint8Array[];
  /** The long parts deflated on their own, for the gzip answer (`gzipAnswer`). */
  deflatedParts: Array<Uint8Array | undefined>;
  /** The parts' bytes, both forms. */
  bytes: number;
}

interface RenderContext {
  request: Request;
  /** The renderer's answer when it may not be shared: the request that asked for it uses it. */
  unshared?: Response;
  /** Set once the caller has had its answer (a stale copy), so an unshared render is dropped. */
  answered?: boolean;
}

const DEFAULT_MAX_BYTES = 32 * 1024 * 1024;

/**
 * The key under which an anonymous GET of a page is shared, or undefined when the request may not
 * share a page with anyone: not a GET, or it carries the visitor's token (cookie or header). A page
 * depends on its URL (with the host, which the canonical link and Open Graph name), the visitor's
 * locale (the cookie, else Russian), and whether the visitor has a locale cookie yet (without
 * one, the answer sets it). The colour mode and the cart are applied in the browser.
 * @example
 *   pageCacheKey(new Request("http://shop.test/catalog", { headers: { cookie: "i18n_redirected=en-US" } }));
 *   // "en-US known http://shop.test/catalog"
 */
export function pageCacheKey(request: Request): string | undefined {
  if (request.method !== "GET" || request.headers.has("authorization")) return undefined;
  const cookieHeader = request.headers.get("cookie") ?? "";
  if (readToken(cookieHeader) !== null) return undefined;
  const cookie = readLocaleCookie(cookieHeader, LOCALE_COOKIE_NAME);
  const locale = visitorLocale({ cookie });
  return `${locale} ${cookie === undefined ? "new" : "known"} ${request.url}`;
}

/**
 * Whether an answer of the renderer may be shared by every anonymous visitor with the same key: a
 * public HTML page (`isPublicHtmlAnswer`) that sets no cookie but the locale's.
 */
function isShareable(response: Response): boolean {
  return (
    isPublicHtmlAnswer(response) &&
    response.headers.getSetCookie().every((cookie) => cookie.trimStart().startsWith(`${LOCALE_COOKIE_NAME}=`))
  );
}

/**
 * A short-lived cache of the public pages anonymous visitors get, in front of the page renderer
 * (issue 15: server rendering under 32 concurrent visitors stays within p99 150 ms and 200 MB only
 * if a popular page is not rendered again for each of them; see the README's figures).
 *
 * - Only what {@link pageCacheKey} and {@link isShareable} allow is shared: nothing of a visitor
 *   with a token, no private page, no error, redirect or non-HTML answer (the sitemap streams).
 * - Concurrent requests for a page not in the cache wait for one render (lru-cache's `fetch`).
 * - A copy past `freshSeconds` is served once more while one request renders it again.
 * - Every answer gets its own CSP nonce: the stored page's nonce is replaced by the response's.
 * @example
 *   const cached = createPageCache(pages, { freshSeconds: 3 });
 *   await cached.fetch(request); // rendered once, shared for 3 s
 */
export function createPageCache(pages: PageRenderer, options: PageCacheOptions): PageRenderer {
  const freshMs = options.freshSeconds * 1000;
  const staleMs = (options.staleSeconds ?? options.freshSeconds) * 1000;
  const cache = new LRUCache<string, StoredPage, RenderContext>({
    maxSize: options.maxBytes ?? DEFAULT_MAX_BYTES,
    sizeCalculation: (page) => Math.max(1, page.bytes),
    ttl: freshMs,
    allowStale: true,
    noDeleteOnStaleGet: true,
    ...(options.clock ? { perf: options.clock, ttlResolution: 0 } : {}),
    fetchMethod: async (_key, _stale, { context }) => {
      // The render must not end when the request that started it goes away: others wait for it.
      const { url, headers } = context.request;
      const response = await pages.fetch(new Request(url, { headers }));
      if (!isShareable(response)) {
        if (context.answered) await response.body?.cancel();
        else context.unshared = response;
        return undefined;
      }
      const body = Buffer.from(await response.arrayBuffer());
      const parts = splitAt(body, headers.get(CSP_NONCE_HEADER) ?? "");
      const deflatedParts = deflatedLongParts(parts);
      return {
        status: response.status,
        headers: [...response.headers].filter(([name]) => name !== "content-length"),
        parts,
        deflatedParts,
        bytes: body.byteLength + deflatedParts.reduce((sum, part) => sum + (part?.byteLength ?? 0), 0),
      };
    },
  });

  return {
    async fetch(request) {
      const key = pageCacheKey(request);
      if (key === undefined) return pages.fetch(request);
      // A copy older than fresh + stale is not served: it is rendered again first.
      if (cache.has(key) === false && cache.getRemainingTTL(key) < -staleMs) cache.delete(key);
      const context: RenderContext = { request };
      const page = await cache.fetch(key, { context });
      if (!page) return context.unshared ?? pages.fetch(request);
      context.answered = true;
      const nonce = Buffer.from(request.headers.get(CSP_NONCE_HEADER) ?? "");
      const headers = new Headers(page.headers);
      // Compressed when the page was stored, not for each answer (the compression downstream skips
      // an answer that has its encoding): gzip of a page of a few hundred kilobytes cost three
      // quarters of the server's CPU per cached answer, measured (docs/benchmarks/storefront.md).
      if (acceptsGzip(request.headers.get("Accept-Encoding"))) {
        headers.set("Content-Encoding", "gzip");
        headers.append("Vary", "Accept-Encoding");
        return new Response(gzipAnswer(page, nonce), { status: page.status, headers });
      }
      const body = page.parts.flatMap((part, index) => (index === 0 ? [part] : [nonce, part]));
      return new Response(Buffer.concat(body), { status: page.status, headers });
    },
  };
}

/** `body` cut at every occurrence of `separator` (without it); the whole body when it is empty. */
function splitAt(body: Buffer, separator: string): Uint8Array[] {
  if (separator === "") return [body];
  const parts: Uint8Array[] = [];
  let start = 0;
  for (let found = body.indexOf(separator, start); found !== -1; found = body.indexOf(separator, start)) {
    parts.push(body.subarray(start, found));
    start = found + Buffer.byteLength(separator);
  }
  parts.push(body.subarray(start));
  return parts;
}

/** Whether an `Accept-Encoding` header takes gzip (by name or by `*`, with a weight above 0). */
function acceptsGzip(header: string | null): boolean {
  const accepts = parseAccept(header ?? "");
  const gzip =
    accepts.find((accept) => accept.type.toLowerCase() === "gzip") ??
    accepts.find((accept) => accept.type === "*");
  return (gzip?.q ?? 0) > 0;
}

// A cached page's gzip answer is put together from parts compressed when it was stored. The page's
// long parts between two places of the nonce (its stylesheet, its body, its state) are deflated on
// their own, each ending at a byte boundary with a sync flush: a deflate stream may go on with
// blocks that do not look back at the ones before. The short ones (the head's tags, each with the
// nonce, the inline scripts) are deflated with the answer's nonce between them as each answer is
// made: a few kilobytes, where each compressed on its own would have cost about 15 % more bytes of
// the whole (measured on a category page). An empty last block and gzip's trailer close the
// stream (RFC 1951, 1952). Only the short parts and the CRC of the whole are worked per answer.

/** A part at least this long is compressed when the page is stored. */
const STORED_PART_BYTES = 2048;
/** gzip's header of a member: deflate, no flags, no time, unknown system (RFC 1952). */
const GZIP_HEADER = Uint8Array.of(0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 0xff);
/** The last block of a deflate stream: empty, with fixed codes, marked final. */
const FINAL_BLOCK = Uint8Array.of(0x03, 0x00);

/** Bytes deflated on their own, ending at a byte boundary, without a final block. */
function deflatedPart(bytes: Uint8Array, level = 9): Uint8Array {
  return deflateRawSync(bytes, { level, finishFlush: constants.Z_SYNC_FLUSH });
}

/** The long parts of a page deflated when it is stored; undefined for the short ones. */
function deflatedLongParts(parts: Uint8Array[]): Array<Uint8Array | undefined> {
  return parts.map((part) => (part.byteLength >= STORED_PART_BYTES ? deflatedPart(part) : undefined));
}

/** A stored page with `nonce` at its places, as one gzip member. */
function gzipAnswer(page: StoredPage, nonce: Uint8Array): Buffer<ArrayBuffer> {
  const chunks: Uint8Array[] = [GZIP_HEADER];
  let crc = 0;
  let size = 0;
  let short: Uint8Array[] = [];
  const add = (bytes: Uint8Array) => {
    crc = crc32(bytes, crc);
    size += bytes.byteLength;
  };
  const flushShort = () => {
    if (short.length === 0) return;
    chunks.push(deflatedPart(Buffer.concat(short), 6));
    short = [];
  };
  page.parts.forEach((part, index) => {
    if (index > 0) {
      short.push(nonce);
      add(nonce);
    }
    add(part);
    const deflated = page.deflatedParts[index];
    if (deflated === undefined) {
      short.push(part);
      return;
    }
    flushShort();
    chunks.push(deflated);
  });
  flushShort();
  const trailer = Buffer.alloc(8);
  trailer.writeUInt32LE(crc >>> 0, 0);
  trailer.writeUInt32LE(size >>> 0, 4);
  return Buffer.concat([...chunks, FINAL_BLOCK, trailer]);
}
