import type { MiddlewareHandler } from "hono";
import { bodyLimit as honoBodyLimit } from "hono/body-limit";
import type { AppEnv } from "../env";
import { HttpProblem, problemResponse } from "../problem";

/** The largest request body the API reads (docs/contract.md). */
export const MAX_BODY_BYTES = 1024 * 1024;

/** A route that takes larger bodies than the rest (a file upload): its path and its own limit. */
export interface LargerBodies {
  path: RegExp;
  maxBytes: number;
}

const limitOf = (maxBytes: number) =>
  honoBodyLimit({
    maxSize: maxBytes,
    onError: (c) =>
      problemResponse(
        c,
        new HttpProblem(413, {
          detail: `Тело запроса больше допустимого (${Math.round(maxBytes / 1024)} КиБ).`,
        }),
      ),
  });

/**
 * Refuses request bodies above `maxBytes` (or a `larger` route's own limit) with a 413 problem, by
 * `Content-Length` or, for chunked bodies, while reading, so an endless body never fills memory.
 * @example
 *   app.use(bodyLimit(MAX_BODY_BYTES, [{ path: /^\/api\/uploads$/, maxBytes: 10 * 1024 * 1024 }]));
 */
export function bodyLimit(
  maxBytes = MAX_BODY_BYTES,
  larger: readonly LargerBodies[] = [],
): MiddlewareHandler<AppEnv> {
  const limit = limitOf(maxBytes);
  const limits = larger.map((route) => ({ path: route.path, limit: limitOf(route.maxBytes) }));
  // GET and HEAD requests carry no body (Fetch forbids one, @hono/node-server never reads one).
  // Asking for `c.req.raw.body` anyway would build a full Request, stream and abort signal for
  // every catalog read, which is what the lightweight request of the node server avoids.
  return (c, next) => {
    if (c.req.method === "GET" || c.req.method === "HEAD") return next();
    const own = limits.find((route) => route.path.test(c.req.path));
    return (own?.limit ?? limit)(c, next);
  };
}
