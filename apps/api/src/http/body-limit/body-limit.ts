import type { Context, MiddlewareHandler } from "hono";
import { requireRole } from "../auth/auth";
import type { AppEnv } from "../env";
import { HttpProblem, problemResponse } from "../problem";

/** The largest request body the API reads (docs/contract.md). */
export const MAX_BODY_BYTES = 1024 * 1024;

/**
 * A route that takes larger bodies than the rest (a file upload): its path, its own limit, and the
 * role a caller needs to send one. A caller without that role is refused before a byte of the body
 * is read, so the larger limit is only ever spent on staff.
 */
export interface LargerBodies {
  path: RegExp;
  maxBytes: number;
  role: string;
}

const tooLarge = (maxBytes: number) =>
  new HttpProblem(413, {
    detail: `Тело запроса больше допустимого (${Math.round(maxBytes / 1024)} КиБ).`,
  });

/**
 * The body as a stream that counts what goes through and errors with `overLimit.error` past
 * `maxBytes` (noting that it did).
 * It reads a chunk only when its reader asks for one, so a body nobody reads is never read, and
 * one read is never held whole here. The request's own stream is released, never cancelled:
 * cancelling it destroys the client's connection (@hono/node-server), and the 413 with it; the
 * server's lingering close (`@shop/node-server`) drops the rest of the body after the answer.
 */
function counted(
  body: ReadableStream<Uint8Array>,
  maxBytes: number,
  overLimit: { error: HttpProblem; passed: boolean },
): ReadableStream<Uint8Array> {
  const reader = body.getReader();
  let bytes = 0;
  return new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        const { done, value } = await reader.read();
        if (done) return controller.close();
        bytes += value.byteLength;
        if (bytes <= maxBytes) return controller.enqueue(value);
        reader.releaseLock();
        overLimit.passed = true;
        controller.error(overLimit.error);
      },
      cancel() {
        reader.releaseLock();
      },
    },
    { highWaterMark: 0 },
  );
}

/** Whether the request announces a body longer than `maxBytes` (a chunked one announces none). */
function announcedTooLarge(c: Context<AppEnv>, maxBytes: number): boolean {
  const length = c.req.header("Content-Length");
  return length !== undefined && !c.req.header("Transfer-Encoding") && Number(length) > maxBytes;
}

/**
 * Refuses request bodies above `maxBytes` (or a `larger` route's own limit) with a 413 problem:
 * by `Content-Length` before reading, and for a chunked body while the route reads it, without
 * holding it (the route's read fails with the 413 once the limit is passed). A `larger` route
 * first checks its caller's role (authentication runs before this), so an anonymous 250 MB upload
 * is answered 401 with nothing read. Node's HTTP parser holds a body with a `Content-Length` to
 * that length, so only bodies without one (chunked) are counted.
 *
 * Why not Hono's own `bodyLimit`: for a chunked body it reads the whole body into memory (up to the
 * limit) before the route, its role check included, runs.
 * @example
 *   app.use(authentication({ db, tokens }));
 *   app.use(bodyLimit(MAX_BODY_BYTES, [{ path: /^\/api\/uploads$/, maxBytes: 10 * 1024 * 1024, role: "ROLE_STAFF" }]));
 */
export function bodyLimit(
  maxBytes = MAX_BODY_BYTES,
  larger: readonly LargerBodies[] = [],
): MiddlewareHandler<AppEnv> {
  const roleChecks = new Map(larger.map((route) => [route, requireRole(route.role)]));
  const limit = async (c: Context<AppEnv>, next: () => Promise<void>, allowed: number) => {
    if (announcedTooLarge(c, allowed)) return problemResponse(c, tooLarge(allowed));
    if (c.req.header("Content-Length") !== undefined && !c.req.header("Transfer-Encoding")) return next();
    const body = c.req.raw.body;
    if (!body) return next();
    const overLimit = { error: tooLarge(allowed), passed: false };
    c.req.raw = new Request(c.req.raw, { body: counted(body, allowed, overLimit), duplex: "half" });
    await next();
    // The body went past the limit while the route read it: the answer is this 413, whatever the
    // route made of its failed read (a form parser reports only "not a form") and whatever the
    // app's error handler is.
    if (overLimit.passed && c.res.status !== 413) c.res = problemResponse(c, overLimit.error);
  };
  // GET and HEAD requests carry no body (Fetch forbids one, @hono/node-server never reads one).
  // Asking for `c.req.raw.body` anyway would build a full Request, stream and abort signal for
  // every catalog read, which is what the lightweight request of the node server avoids.
  return (c, next) => {
    if (c.req.method === "GET" || c.req.method === "HEAD") return next();
    const own = larger.find((route) => route.path.test(c.req.path));
    const roleCheck = own && roleChecks.get(own);
    if (!own || !roleCheck) return limit(c, next, maxBytes);
    return roleCheck(c, async () => {
      const refused = await limit(c, next, own.maxBytes);
      if (refused instanceof Response) c.res = refused;
    });
  };
}
