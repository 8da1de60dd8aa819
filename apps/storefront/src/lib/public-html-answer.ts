// The rule of a page anyone may get a stored copy of, shared by the server's page cache
// (server/page-cache.ts) and the service worker (service-worker/sw.ts). Fetch API types only: no
// DOM, no Node, no worker API.

/**
 * Whether an answer is a public page: a 200 HTML page the server marked shareable (its
 * Cache-Control names neither `private` nor `no-store`; see `pageCacheControl` in page-request.ts).
 * The page cache and the worker each add their own conditions (cookies, redirects).
 * @example
 *   isPublicHtmlAnswer(new Response("…", { headers: { "Content-Type": "text/html", "Cache-Control": "no-cache" } })); // true
 *   isPublicHtmlAnswer(new Response("…", { headers: { "Content-Type": "text/html", "Cache-Control": "private, no-store" } })); // false
 */
export function isPublicHtmlAnswer(response: Response): boolean {
  return (
    response.status === 200 &&
    (response.headers.get("Content-Type") ?? "").startsWith("text/html") &&
    !/\b(?:private|no-store)\b/i.test(response.headers.get("Cache-Control") ?? "")
  );
}
