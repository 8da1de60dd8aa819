import {
  type ApiError,
  type ApiEvent,
  type ApiResult,
  createApiClient,
  createShopApi,
  isNetworkFailure,
} from "@shop/api-client";
import { isLocale, LOCALES } from "@shop/i18n";
import { createIsomorphicFn } from "@tanstack/react-start";
import { readToken } from "./auth-token";
import { i18n } from "./i18n";
import { currentVisitor } from "./page-request";

/** What the app shell does with the client's signals (toasts, logout, the fatal error page). */
export interface ApiHandlers {
  onEvent(event: ApiEvent): void;
  onUnauthorized(error: ApiError): void;
  onFatalError(error: ApiError): void;
}

// Code below the shell cannot import it, so the shell registers its handlers here at start.
let handlers: Partial<ApiHandlers> = {};

/** Called once by the app shell. */
export function setApiHandlers(next: Partial<ApiHandlers>) {
  handlers = next;
}

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
 * The shop's icon set (`GET /api/core/icons?icons=…`, SVG symbols) as the browser reaches it, for
 * `@shop/ui`'s `IconSet`: same-origin, so `<use href>` may draw from it, on the server's HTML too.
 */
export const ICON_SET_PATH = "/api/core/icons";

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
  onEvent: (event) => handlers.onEvent?.(event),
  onUnauthorized: (error) => handlers.onUnauthorized?.(error),
  onFatalError: (error) => handlers.onFatalError?.(error),
});

/** Typed shop resources over {@link apiClient}. */
export const shopApi = createShopApi(apiClient);

/** Thrown by query functions when the API did not answer at all; the error screen shows 503. */
export class ApiUnreachableError extends Error {
  readonly status = 503;
  constructor(message: string) {
    super(message);
    this.name = "ApiUnreachableError";
  }
}

/**
 * Turns the client's explicit "no answer" into an error, which is what TanStack Query expects of a
 * failed query function.
 * @example
 *   queryFn: async () => answered(await shopApi.products.getBySlug(slug)),
 */
export function answered<T>(result: ApiResult<T>): T {
  if (isNetworkFailure(result)) throw new ApiUnreachableError(result.message);
  return result;
}
