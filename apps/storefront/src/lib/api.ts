import {
  type ApiError,
  type ApiEvent,
  type ApiResult,
  createApiClient,
  createShopApi,
  isNetworkFailure,
} from "@shop/api-client";
import { readToken } from "./auth-token";
import { i18n } from "./i18n";

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

/** The app's one API client: same origin, under /api, the stored token and the active locale. */
export const apiClient = createApiClient({
  baseURL: "/api",
  getLocale: () => i18n.locale,
  getToken: () => readToken(),
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
