import type { Context, MiddlewareHandler } from "hono";

/**
 * Sets (or appends to) a header of the answer a handler already produced, in place. `c.header()`
 * on a finished answer copies the Response first, and with @hono/node-server the copy turns a body
 * held as a string or bytes into a stream that the server then reads back chunk by chunk: for a
 * small cached catalog page that costs more than the rest of the request. Headers that cannot be
 * changed in place (`Response.redirect()`, a fetched response) are set on a copy, as `c.header()` does.
 * @example
 *   await next();
 *   setResponseHeader(c, "X-Request-Id", requestId);
 */
export function setResponseHeader(
  c: Context,
  name: string,
  value: string,
  { append = false }: { append?: boolean } = {},
): void {
  try {
    if (append) c.res.headers.append(name, value);
    else c.res.headers.set(name, value);
  } catch (error) {
    // An immutable header list throws a TypeError; anything else is not ours to hide.
    if (!(error instanceof TypeError)) throw error;
    c.header(name, value, append ? { append } : undefined);
  }
}

/**
 * `X-Content-Type-Options: nosniff` on every answer: a browser takes a JSON answer or a media file
 * for what its Content-Type says, never sniffs it into HTML or script (an uploaded or echoed text
 * can then not run as a page of the shop's origin).
 * @example
 *   app.use(noSniff());
 */
export function noSniff(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    setResponseHeader(c, "X-Content-Type-Options", "nosniff");
  };
}
