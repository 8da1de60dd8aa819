import type { ApiClient, CallOptions } from "./create-api-client";
import { type ApiResult, isNetworkFailure } from "./network-failure";

/**
 * Fetches several icons in one call, `GET {path}?icons=a,b,c`: the answer is an SVG sprite whose
 * `<symbol id="a">` … draw with `<use href="#a">` once the sprite is in the document. A page can also
 * point `<use href>` at the same URL (`@shop/ui`'s `IconSet` does), which needs no script at all.
 * @example
 *   const sprite = await fetchIcons(api, "/core/icons", ["tea", "coffee"]);
 *   if (!isNetworkFailure(sprite)) spriteHolder.innerHTML = sprite;
 */
export async function fetchIcons(
  client: ApiClient,
  path: string,
  names: readonly string[],
  options?: CallOptions,
): Promise<ApiResult<string>> {
  const answer = await client.get<string | Blob>(path, {
    ...options,
    headers: { Accept: "image/svg+xml", ...options?.headers },
    // Commas stay literal: the API splits the one parameter on them.
    query: `icons=${names.map(encodeURIComponent).join(",")}`,
  });
  if (isNetworkFailure(answer) || typeof answer === "string") return answer;
  // ofetch reads image/svg+xml as a Blob.
  return answer.text();
}
