import { randomUUID } from "node:crypto";
import type { MiddlewareHandler } from "hono";
import type { Logger } from "pino";
import type { AppEnv } from "../env";
import { setResponseHeader } from "../response-headers/response-headers";

const REQUEST_ID = /^[\w.:-]{1,100}$/;

/**
 * Gives each request a child logger `c.get("log")` tagged with a request id (the caller's
 * `X-Request-Id` when it looks sane, else a new one, echoed back) and logs one line per answer:
 * method, path, status and duration. Query strings are left out and emails in paths
 * (`/user/users-by-email/{email}/…`) masked: logs are no place for personal data.
 * @example
 *   app.use(requestLog(pino()));
 */
export function requestLog(log: Logger): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const incoming = c.req.header("X-Request-Id");
    const requestId = incoming && REQUEST_ID.test(incoming) ? incoming : randomUUID();
    const child = log.child({ requestId });
    c.set("log", child);
    const started = performance.now();
    await next();
    setResponseHeader(c, "X-Request-Id", requestId);
    const status = c.res.status;
    const fields = {
      method: c.req.method,
      path: c.req.path.replace(/[^/]*(@|%40)[^/]*/gi, "***"),
      status,
      ms: Math.round((performance.now() - started) * 10) / 10,
    };
    if (status >= 500) child.error(fields, "request failed");
    else child.info(fields, "request");
  };
}
