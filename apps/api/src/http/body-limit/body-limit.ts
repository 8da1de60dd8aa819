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
  const limit = honoBodyLimit({
    maxSize: maxBytes,
    onError: (c) =>
      problemResponse(
        c,
        new HttpProblem(413, {
          detail: `Тело запроса больше допустимого (${Math.round(maxBytes / 1024)} КиБ).`,
        }),
      ),
  });
  // GET and HEAD requests carry no body (Fetch forbids one, @hono/node-server never reads one).
  // Asking for `c.req.raw.body` anyway would build a full Request, stream and abort signal for
  // every catalog read, which is what the lightweight request of the node server avoids.
  return (c, next) => (c.req.method === "GET" || c.req.method === "HEAD" ? next() : limit(c, next));
}
