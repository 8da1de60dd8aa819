import { FetchError, ofetch } from "ofetch";
import { type ApiError, normalizeApiError, unreachablePathError } from "./api-error";
import { type ApiEventSink, apiErrorEvent, apiMessageEvent } from "./events";
import { isMessageResponse, replaceLinkedObjects } from "./json-ld";
import { type ApiResult, networkFailure } from "./network-failure";

/** HTTP methods the client sends. */
export type HttpMethod = "GET" | "HEAD" | "POST" | "PUT" | "PATCH" | "DELETE";

/** Query parameters of a call; `undefined` ones are left out. A string is appended as it is. */
export type QueryInit = string | Readonly<Record<string, string | number | boolean | undefined>>;

/** Where the client logs network failures; `console` by default. */
export interface ApiLogger {
  error(message: string, details: Record<string, unknown>): void;
}

export interface ApiClientOptions {
  /** Base URL of the API, e.g. `/api` or `https://shop.example/api`. */
  baseURL: string;
  /** The stored token, sent as `Authorization: Bearer …` unless the call is anonymous. */
  getToken?: () => string | null | undefined | Promise<string | null | undefined>;
  /** Current locale tag, sent as `Accept-Language` with every request. */
  getLocale?: () => string;
  /** A 401 answer to a call that was not anonymous: the stored token is no good, log out. */
  onUnauthorized?: (error: ApiError) => void;
  /** A 403 or 500 answer, unless the call was silent or handled: show the fatal error page. */
  onFatalError?: (error: ApiError) => void;
  /** Receives `api-error` and `api-message` events; the app turns them into toasts. */
  onEvent?: ApiEventSink;
  logger?: ApiLogger;
  /** Milliseconds before the one retry of a GET or HEAD; default 300. */
  retryDelay?: number;
  /** Milliseconds before a call is given up as a network failure; none by default. */
  timeout?: number;
  /** A fetch implementation; defaults to the global one. */
  fetch?: typeof globalThis.fetch;
}

/**
 * The request header that marks an anonymous call (`?1`, a structured-field boolean). A client that
 * holds the token itself simply leaves the Authorization header out; a proxy that adds the token
 * for the client (the storefront's `/api`, which keeps it in an HttpOnly cookie) reads this mark
 * and sends the call without it, and a 401 to it says nothing about the stored token.
 */
export const ANONYMOUS_CALL_HEADER = "Shop-Anonymous";

/** Per-call switches shared by every call of the client and of the resources. */
export interface CallOptions {
  /**
   * Send no token: no `Authorization` header, and the {@link ANONYMOUS_CALL_HEADER} mark for a proxy
   * that would add one; a 401 then means "wrong credentials", not "log out".
   */
  anonymous?: boolean;
  /** Raise no events and no fatal error: the caller shows the outcome itself. */
  silent?: boolean;
  /** The caller handles errors itself: no fatal error page, the `api-error` event still goes out. */
  handled?: boolean;
  signal?: AbortSignal;
  headers?: Readonly<Record<string, string>>;
}

export interface RequestOptions extends CallOptions {
  method?: HttpMethod;
  query?: QueryInit;
  /**
   * JSON body; linked objects below its top level are replaced by their IRIs. A `FormData` goes
   * as it is, as `multipart/form-data` (an upload).
   */
  body?: unknown;
}

/** The transport every resource uses; each call resolves to the answer or a `NetworkFailure`. */
export interface ApiClient {
  /**
   * Sends one request; rejects with {@link ApiError} on an error answer, and with a 404 of its own,
   * sending nothing, when the path holds a `.` or `..` segment (see `leavesItsPath`).
   * @example
   *   const result = await api.request<Product>("/catalog/products/12", { method: "GET" });
   */
  request<T>(path: string, options?: RequestOptions): Promise<ApiResult<T>>;
  /** @example const health = await api.get<Health>("/health", { silent: true }); */
  get<T>(path: string, options?: CallOptions & { query?: QueryInit }): Promise<ApiResult<T>>;
  /** @example await api.post<Cart>("/sales/carts/calculate", { items, currency: "RUB" }); */
  post<T>(path: string, body?: unknown, options?: CallOptions & { query?: QueryInit }): Promise<ApiResult<T>>;
  /** @example await api.put<Cart>("/sales/carts/3", { items, currency: "RUB" }); */
  put<T>(path: string, body?: unknown, options?: CallOptions & { query?: QueryInit }): Promise<ApiResult<T>>;
  /** @example await api.patch<Profile>("/user/profile", { phone: "+79990000000" }); */
  patch<T>(
    path: string,
    body?: unknown,
    options?: CallOptions & { query?: QueryInit },
  ): Promise<ApiResult<T>>;
  /** @example await api.delete("/sales/admin/carts/3"); */
  delete<T = undefined>(path: string, options?: CallOptions & { query?: QueryInit }): Promise<ApiResult<T>>;
}

/** Statuses worth one more try (SPEC.md section 9). */
export const RETRY_STATUS_CODES: readonly number[] = [408, 409, 425, 429, 500, 502, 503, 504];
const RETRIED_METHODS = new Set<HttpMethod>(["GET", "HEAD"]);
const FATAL_STATUS_CODES = new Set([403, 500]);

const isFormData = (body: unknown): body is FormData =>
  typeof FormData !== "undefined" && body instanceof FormData;

// `.` and `..`, spelled in any mix of dots and `%2e`: the segments a URL parser resolves (WHATWG
// URL), which a key put in a path must never be.
const DOT_SEGMENT = /^(?:\.|%2e){1,2}$/i;

/**
 * Whether a path holds a dot segment, so that the URL made of it would name another path (`\` counts
 * as `/` in an http URL). The resources encode each key with `encodeURIComponent`, which leaves dots
 * as they are: `getBySlug("../../core/session/session")` is such a path.
 * @example
 *   leavesItsPath("/catalog/products-by-slug/../../core/session/session"); // true
 *   leavesItsPath("/catalog/products-by-slug/..%2F..%2Fcore"); // false: one segment, sent as it is
 */
export function leavesItsPath(path: string): boolean {
  const pathname = path.split(/[?#]/, 1)[0] ?? "";
  return pathname.split(/[/\\]/).some((segment) => DOT_SEGMENT.test(segment));
}

/** Appends query parameters to a path that may already carry some. */
export function withQuery(path: string, query: QueryInit | undefined): string {
  const search =
    typeof query === "string"
      ? query
      : Object.entries(query ?? {})
          .filter((entry): entry is [string, string | number | boolean] => entry[1] !== undefined)
          .map(([key, value]) => `${encodeURIComponent(key)}=${encodeURIComponent(String(value))}`)
          .join("&");
  if (!search) return path;
  return `${path}${path.includes("?") ? "&" : "?"}${search}`;
}

/**
 * Creates a client of the shop API.
 * @example
 *   const api = createApiClient({
 *     baseURL: "/api",
 *     getLocale: () => "ru-RU",
 *     getToken: () => tokenCookie.get(),
 *     onUnauthorized: () => logout(),
 *     onFatalError: (error) => showErrorPage(error),
 *     onEvent: (event) => toaster.create(event.toast),
 *   });
 *   const health = await api.get<{ status: string }>("/health");
 */
export function createApiClient(options: ApiClientOptions): ApiClient {
  const logger = options.logger ?? console;
  // The fetch implementation is one of ofetch's global options (the second argument); among the
  // request defaults it would be ignored.
  const $fetch = ofetch.create({ baseURL: options.baseURL }, options.fetch ? { fetch: options.fetch } : {});

  function report(error: ApiError, call: RequestOptions) {
    if (error.statusCode === 401 && !call.anonymous) options.onUnauthorized?.(error);
    if (call.silent) return;
    options.onEvent?.(apiErrorEvent(error));
    if (FATAL_STATUS_CODES.has(error.statusCode) && !call.handled) options.onFatalError?.(error);
  }

  async function request<T>(path: string, call: RequestOptions = {}): Promise<ApiResult<T>> {
    // A key that is a dot segment names no item; sent, it would reach another path with the token.
    if (leavesItsPath(path)) throw unreachablePathError();
    const method = call.method ?? "GET";
    const headers = new Headers(call.headers);
    if (!headers.has("Accept")) headers.set("Accept", "application/ld+json");
    const locale = options.getLocale?.();
    if (locale) headers.set("Accept-Language", locale);
    const token = call.anonymous ? undefined : await options.getToken?.();
    if (token) headers.set("Authorization", `Bearer ${token}`);
    if (call.anonymous) headers.set(ANONYMOUS_CALL_HEADER, "?1");
    let body: string | FormData | undefined;
    // fetch writes the form's Content-Type itself: its boundary is only known there.
    if (isFormData(call.body)) body = call.body;
    else if (call.body !== undefined) {
      headers.set(
        "Content-Type",
        method === "PATCH" ? "application/merge-patch+json" : "application/ld+json",
      );
      body = JSON.stringify(replaceLinkedObjects(call.body));
    }
    const url = withQuery(path, call.query);
    // ofetch drops its own timeout when a signal is given: combine both so neither is lost.
    const timeout = options.timeout ? AbortSignal.timeout(options.timeout) : undefined;
    const signal =
      call.signal && timeout ? AbortSignal.any([call.signal, timeout]) : (call.signal ?? timeout);
    try {
      const data = await $fetch<T>(url, {
        method,
        headers,
        ...(body === undefined ? {} : { body }),
        retry: RETRIED_METHODS.has(method) ? 1 : 0,
        retryStatusCodes: [...RETRY_STATUS_CODES],
        retryDelay: options.retryDelay ?? 300,
        ...(signal ? { signal } : {}),
      });
      if (isMessageResponse(data) && !call.silent) options.onEvent?.(apiMessageEvent(data.message));
      return data;
    } catch (cause) {
      if (cause instanceof FetchError && cause.response) {
        const { status, statusText, headers: answerHeaders } = cause.response;
        // An HTML page (a proxy's 502) would make an unreadable toast: fall back to the unknown-error text.
        const isPage = answerHeaders.get("content-type")?.includes("html");
        const error = normalizeApiError(status, statusText, isPage ? null : cause.data);
        report(error, call);
        throw error;
      }
      // An abort the caller asked for is not a network failure: the caller is waiting for it.
      if (call.signal?.aborted) throw call.signal.reason;
      const failure = networkFailure(cause);
      logger.error("[api-client] network failure", { method, url, message: failure.message });
      return failure;
    }
  }

  return {
    request,
    get: (path, call) => request(path, { ...call, method: "GET" }),
    post: (path, body, call) => request(path, { ...call, method: "POST", body }),
    put: (path, body, call) => request(path, { ...call, method: "PUT", body }),
    patch: (path, body, call) => request(path, { ...call, method: "PATCH", body }),
    delete: (path, call) => request(path, { ...call, method: "DELETE" }),
  };
}
