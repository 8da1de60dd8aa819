import type { ApiClient, CallOptions } from "./create-api-client";
import type { ApiResult } from "./network-failure";

/**
 * Fetches several icons in one call: `GET {path}?icons=a,b,c`.
 * @example
 *   const icons = await fetchIcons<Record<string, string>>(api, "/core/icons", ["cart", "user"]);
 */
export function fetchIcons<T = Record<string, string>>(
  client: ApiClient,
  path: string,
  names: readonly string[],
  options?: CallOptions,
): Promise<ApiResult<T>> {
  // Commas stay literal: the API splits the one parameter on them.
  return client.get<T>(path, { ...options, query: `icons=${names.map(encodeURIComponent).join(",")}` });
}
