/** Methods that change nothing, which every page may send (their answers stay with their origin). */
const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * Whether a state-changing request through `/api` comes from a page that is not the shop's own,
 * and is refused (cross-site request forgery). The token travels in a SameSite=Lax cookie, which a
 * browser also sends from pages of the same site: another port, a sibling subdomain. So the shop
 * asks the browser where the request comes from: `Sec-Fetch-Site` (`same-origin`, or `none` for
 * what the visitor did in the browser's own interface), else `Origin`, which must be the shop's
 * (`PUBLIC_URL`'s origin when set, else the request's host with the scheme it reached the shop
 * over: `overHttps`, server/https.ts). A request with neither is not a browser's: it carries no
 * visitor's cookie and goes on (a script or a server, with its own Bearer token).
 * @example
 *   comesFromAnotherOrigin("POST", "http://shop.example/api/auth/logout", new Headers({ Origin: "http://evil.example" })); // true
 */
export function comesFromAnotherOrigin(
  method: string,
  url: string,
  headers: Headers,
  {
    publicUrl,
    overHttps = new URL(url).protocol === "https:",
  }: { publicUrl?: string | undefined; overHttps?: boolean } = {},
): boolean {
  if (SAFE_METHODS.has(method.toUpperCase())) return false;
  const site = headers.get("sec-fetch-site");
  if (site !== null) return site !== "same-origin" && site !== "none";
  const origin = headers.get("origin");
  if (origin === null) return false;
  const own = publicUrl ?? `${overHttps ? "https" : "http"}://${headers.get("host") ?? new URL(url).host}`;
  return origin.toLowerCase() !== own.toLowerCase();
}
