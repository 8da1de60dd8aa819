import { FetchError, ofetch } from "ofetch";
import { type ApiError, normalizeApiError } from "./api-error";

export interface ApiClientOptions {
  /** Base URL of the API, e.g. `https://shop.example/api` or `/api`. */
  baseURL: string;
  /** Current locale tag, sent as `Accept-Language` with every request. */
  getLocale?: () => string;
  /** A fetch implementation; defaults to the global one. */
  fetch?: typeof globalThis.fetch;
}

export interface ApiClient {
  /** GET a JSON resource; rejects with {@link ApiError}. */
  get<T>(path: string, init?: { query?: Record<string, string | number> }): Promise<T>;
}

/**
 * Creates a client of the shop API.
 * @example
 *   const api = createApiClient({ baseURL: "/api", getLocale: () => "ru-RU" });
 *   const health = await api.get<{ status: string }>("/health");
 */
export function createApiClient(options: ApiClientOptions): ApiClient {
  const $fetch = ofetch.create({
    baseURL: options.baseURL,
    ...(options.fetch ? { fetch: options.fetch } : {}),
    retry: 0,
    onRequest({ options: request }) {
      request.headers.set("Accept", "application/ld+json, application/json;q=0.9");
      if (options.getLocale) request.headers.set("Accept-Language", options.getLocale());
    },
  });

  return {
    async get<T>(path: string, init?: { query?: Record<string, string | number> }): Promise<T> {
      try {
        return await $fetch<T>(path, { method: "GET", ...(init?.query ? { query: init.query } : {}) });
      } catch (cause) {
        throw toApiError(cause);
      }
    },
  };
}

function toApiError(cause: unknown): ApiError {
  if (cause instanceof FetchError && cause.response) {
    return normalizeApiError(cause.response.status, cause.response.statusText, cause.data);
  }
  throw cause;
}
