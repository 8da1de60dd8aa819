import { readLocaleCookie, serializeLocaleCookie } from "@shop/i18n";
import { createIsomorphicFn } from "@tanstack/react-start";
import { appendResponseHeader, getRequest } from "@tanstack/react-start/server";
import { clearedTokenCookie, readToken, TOKEN_COOKIE_NAME } from "./auth-token";
import { config } from "./config";
import { withoutCookies } from "./cookie-header";
import { isAuthPage } from "./guard";
import { publicOrigin } from "./public-origin";

/**
 * What the code shared by the server and the browser needs to know of the visitor: their cookies
 * (the token, the locale) and their address. On the server it is the page request being
 * rendered (TanStack Start keeps it per request), in the browser the document's own cookies.
 */
export interface Visitor {
  cookieHeader: string;
  /** The address the storefront's server saw, passed on to the API for its per-address limits. */
  forwardedFor: string | undefined;
}

/** The page request being rendered, or undefined outside one (Start's getRequest throws there). */
function currentRequest(): Request | undefined {
  try {
    return getRequest();
  } catch {
    return undefined;
  }
}

/**
 * The visitor of the page being rendered (server) or of this tab (browser).
 * @example
 *   readToken(currentVisitor().cookieHeader);
 */
export const currentVisitor = createIsomorphicFn()
  .server((): Visitor => {
    const request = currentRequest();
    // Outside a page request (a script, a unit test) the visitor is nobody in particular.
    if (!request) return { cookieHeader: "", forwardedFor: undefined };
    const { headers } = request;
    const cookieHeader = headers.get("cookie") ?? "";
    return {
      cookieHeader: refusedTokens.has(request) ? withoutToken(cookieHeader) : cookieHeader,
      forwardedFor: headers.get("x-forwarded-for") ?? undefined,
    };
  })
  .client((): Visitor => ({ cookieHeader: document.cookie, forwardedFor: undefined }));

/**
 * Keeps the locale a first visit was served in (SPEC.md section 9: `i18n_redirected`, 365 days,
 * path /, SameSite Lax), so the browser hydrates in the same language and later visits keep it. The
 * server sets it on the page's answer when the visitor has none; in the browser it is already there.
 */
export const rememberVisitorLocale = createIsomorphicFn()
  .server((locale: string) => {
    if (readLocaleCookie(currentVisitor().cookieHeader) !== undefined) return;
    const request = currentRequest();
    if (!request) return;
    const secure = new URL(request.url).protocol === "https:";
    appendResponseHeader("Set-Cookie", serializeLocaleCookie(locale, { secure }));
  })
  .client(() => undefined);

/**
 * The `Cache-Control` of a page: a page of the account, checkout or the panel, and any page rendered
 * for a signed-in visitor, is theirs alone and never stored (`private, no-store`); a public page an
 * anonymous visitor gets may be stored but is checked again each time (it shows prices and stock).
 * @example
 *   pageCacheControl({ pathname: "/my/profile", authorised: true }); // "private, no-store"
 *   pageCacheControl({ pathname: "/catalog/tea", authorised: false }); // "no-cache"
 */
export function pageCacheControl({ pathname, authorised }: { pathname: string; authorised: boolean }) {
  const path = pathname.replace(/\/+$/, "") || "/";
  const isPublic = config.anonymousPages.some((pattern) => pattern.test(path)) || isAuthPage(path);
  return authorised || !isPublic ? "private, no-store" : "no-cache";
}

/**
 * The nonce the production server gave this page for its inline scripts (the colour-mode script,
 * the state handed to the browser): its Content-Security-Policy lets only those run. The server sets
 * the header on every page request it forwards (server/security-headers); `vite dev` sets none.
 */
export const currentCspNonce = createIsomorphicFn()
  .server(() => currentRequest()?.headers.get("x-csp-nonce") ?? undefined)
  .client(() => undefined);

// Page requests whose token the API refused while they were rendered: the rest of the page is
// rendered for an anonymous visitor.
const refusedTokens = new WeakSet<Request>();

const withoutToken = (cookieHeader: string) => withoutCookies(cookieHeader, [TOKEN_COOKIE_NAME]);

/**
 * The API refused the visitor's token (expired, signed out everywhere, tampered with): on the
 * server the page goes on for an anonymous visitor and its answer clears the cookie, as a logout in
 * the browser would. Returns whether there was a token to forget; in the browser the API client's
 * 401 handler logs out instead, so there it returns false.
 * @example
 *   if (error.statusCode === 401 && forgetRefusedToken()) return loadSessionAgain();
 */
export const forgetRefusedToken = createIsomorphicFn()
  .server((): boolean => {
    const request = currentRequest();
    if (!request || refusedTokens.has(request) || readToken(request.headers.get("cookie") ?? "") === null) {
      return false;
    }
    refusedTokens.add(request);
    appendResponseHeader("Set-Cookie", clearedTokenCookie());
    return true;
  })
  .client((): boolean => false);

/**
 * The shop's origin for absolute URLs in the page's head (canonical link, Open Graph, JSON-LD):
 * on the server `PUBLIC_URL`'s, else the page request's (`publicOrigin`); the tab's in the browser.
 * @example
 *   `${pageOrigin()}/product/${slug}`; // "https://shop.example/product/sencha"
 */
export const pageOrigin = createIsomorphicFn()
  .server(() => {
    const request = currentRequest();
    return request ? publicOrigin(request.url) : "";
  })
  .client(() => location.origin);
