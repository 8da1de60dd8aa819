import { LOCALE_COOKIE_NAME, readLocaleCookie, visitorLocale } from "@shop/i18n";
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
      return {
        status: response.status,
        headers: [...response.headers].filter(([name]) => name !== "content-length"),
        parts: splitAt(body, headers.get(CSP_NONCE_HEADER) ?? ""),
        bytes: body.byteLength,
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
      const body = page.parts.flatMap((part, index) => (index === 0 ? [part] : [nonce, part]));
      // One buffer: the compression downstream works best on few large chunks.
      return new Response(Buffer.concat(body), { status: page.status, headers: new Headers(page.headers) });
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
