import type { Context } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";

/**
 * Answers with an RFC 9457 problem document, the error format of the whole shop.
 * @example
 *   return problem(c, 403, "Forbidden", "Images are only taken from the shop's API hosts.");
 */
export function problem(c: Context, status: ContentfulStatusCode, title: string, detail: string) {
  return c.json({ type: "about:blank", title, status, detail }, status, {
    "Content-Type": "application/problem+json",
    "Cache-Control": "no-store",
  });
}
