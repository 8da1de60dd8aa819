import type { MiddlewareHandler } from "hono";
import { bodyLimit as honoBodyLimit } from "hono/body-limit";
import type { AppEnv } from "../env";
import { HttpProblem, problemResponse } from "../problem";

/** The largest request body the API reads (docs/contract.md). */
export const MAX_BODY_BYTES = 1024 * 1024;

/**
 * Refuses request bodies above `maxBytes` with a 413 problem, by `Content-Length` or, for chunked
 * bodies, while reading, so an endless body never fills memory.
 * @example
 *   app.use(bodyLimit());
 */
export function bodyLimit(maxBytes = MAX_BODY_BYTES): MiddlewareHandler<AppEnv> {
  return honoBodyLimit({
    maxSize: maxBytes,
    onError: (c) =>
      problemResponse(
        c,
        new HttpProblem(413, {
          detail: `Тело запроса больше допустимого (${Math.round(maxBytes / 1024)} КиБ).`,
        }),
      ),
  });
}
