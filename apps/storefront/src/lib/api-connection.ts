import { createApiClient, createShopApi } from "@shop/api-client";
import { isLocale, LOCALES } from "@shop/i18n";
import { createIsomorphicFn } from "@tanstack/react-start";
import { apiHandlers } from "./api-handlers";
import { readToken } from "./auth-token";
import { i18n } from "./i18n";
import { currentVisitor } from "./page-request";

// The API client itself: loaded with the first call (lib/api.ts), not with the page's start script.

/**
 * Where the API is: in the browser the shop's own origin under /api (the storefront's server
 * forwards it); on the server the API itself (`API_URL`), with the visitor's address passed on so
 * the API's per-address limits count the visitor, not the storefront.
 */
const apiLocation = createIsomorphicFn()
  .server(() => {
    const base = (process.env.API_URL ?? `http://127.0.0.1:${process.env.API_PORT ?? 3001}`).replace(
      /\/+$/,
      "",
    );
    const fetchForVisitor: typeof fetch = (input, init) => {
      const { forwardedFor } = currentVisitor();
      if (!forwardedFor) return fetch(input, init);
      const headers = new Headers(input instanceof Request ? input.headers : undefined);
      for (const [name, value] of new Headers(init?.headers)) headers.set(name, value);
      headers.set("X-Forwarded-For", forwardedFor);
      return fetch(input, { ...init, headers });
    };
    return { baseURL: `${base}/api`, fetch: fetchForVisitor };
  })
  .client(() => ({ baseURL: "/api", fetch: undefined }));

const { baseURL, fetch: fetchImplementation } = apiLocation();

/**
 * The visitor's API token, for calls the server makes while it renders a page. The browser has
 * none to send: the token's cookie is HttpOnly, and the storefront's server adds it to every
 * `/api` request it forwards (server/token-cookie.ts).
 */
const visitorToken = createIsomorphicFn()
  .server(() => readToken(currentVisitor().cookieHeader))
  .client(() => null);

/**
 * The app's one API client, with the visitor's token and locale: those of the page request being
 * rendered on the server; in the browser the tab's active locale (its token travels as a cookie).
 */
export const apiClient = createApiClient({
  baseURL,
  ...(fetchImplementation ? { fetch: fetchImplementation } : {}),
  // The locale's BCP 47 tag (`ru-RU`), as docs/contract.md says requests carry it.
  getLocale: () => (isLocale(i18n.locale) ? LOCALES[i18n.locale].tag : i18n.locale),
  getToken: visitorToken,
  onEvent: (event) => apiHandlers().onEvent?.(event),
  onUnauthorized: (error) => apiHandlers().onUnauthorized?.(error),
  onFatalError: (error) => apiHandlers().onFatalError?.(error),
});

/** Typed shop resources over {@link apiClient}. */
export const shopApi = createShopApi(apiClient);
