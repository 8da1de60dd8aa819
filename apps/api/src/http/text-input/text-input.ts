import type { MiddlewareHandler } from "hono";
import type { AppEnv } from "../env";
import { HttpProblem } from "../problem";

// PostgreSQL text cannot hold U+0000: a NUL that reached a query would fail it with a 500. It has
// no use in a shop's input, so it is refused at the door.

const hasNulInUrl = (url: string) => url.includes("\u0000") || /%00/i.test(url);

/**
 * True when a JSON text holds U+0000 in any key or string value (raw or as `\u0000`).
 * @example
 *   jsonHasNul('{"title":"a\\u0000b"}'); // true
 */
export function jsonHasNul(text: string): boolean {
  if (!text.includes("\u0000") && !/\\u0000/i.test(text)) return false;
  let found = false;
  JSON.parse(text, (key, value: unknown) => {
    if (key.includes("\u0000") || (typeof value === "string" && value.includes("\u0000"))) found = true;
    return value;
  });
  return found;
}

/**
 * Answers 400 (problem) to a path or query carrying U+0000 (`%00`). Bodies are checked by
 * `jsonBodies()`, which parses them anyway.
 * @example
 *   app.use(rejectNulInUrl());
 */
export function rejectNulInUrl(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (hasNulInUrl(c.req.url)) {
      throw new HttpProblem(400, {
        type: "/api/problems/invalid-character",
        detail: "Адрес запроса содержит недопустимый символ (U+0000).",
      });
    }
    return next();
  };
}
