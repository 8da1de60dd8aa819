import type { IncomingMessage, Server, ServerResponse } from "node:http";

export interface LingerOptions {
  /** The most bytes of a body read and dropped after its answer while the connection stays open. */
  maxBytes?: number;
  /** How long that may take, from the answer on. */
  maxMs?: number;
  /** Once either is reached: how long the closed connection still drops what arrives before it is reset. */
  closeMs?: number;
}

/** Eight times the API's body limit (1 MiB): a client that sends that much is not waiting for an answer. */
export const LINGER_MAX_BYTES = 8 * 1024 * 1024;
export const LINGER_MAX_MS = 10_000;
export const LINGER_CLOSE_MS = 2_000;

/**
 * Lingering close for answers sent before their request's body was read: a 413 for a body over
 * the limit above all (the API's, or the API's forwarded by the storefront's `/api` proxy), but
 * also any other early answer (401 to an upload, 415, 404, the storefront's 405 to a POST on a page).
 *
 * A server that answers early and closes the connection while the client is still sending makes
 * its kernel reset the connection (unread data on close), and the reset can destroy the answer in
 * the client's buffer before the client reads it: Node's fetch reported "other side closed"
 * instead of the 413, and a proxy in front got a connection that failed its next request. So, after the answer is sent, what is left of the body is read and dropped:
 *
 * - On a kept-alive connection, up to `maxBytes` within `maxMs`: a body that ends by then leaves
 *   the connection as it was, for the client's next request. Past either bound the server ends its
 *   side (FIN after the answer), still drops what arrives, and closes the connection once the
 *   client has sent its body or closed, or after `closeMs`.
 * - On a connection that closes after this answer (the client sent `Connection: close`, or it is
 *   HTTP/1.0), Node would reset it at once: the server ends its side instead, drops up to
 *   `maxBytes` within `maxMs`, and closes it once the body has ended (so without a reset).
 *
 * Node's own `_dump()` would read such a body without any bound, and @hono/node-server's clean-up
 * (`autoCleanupIncoming`, to be turned off where this is used) gives up after 500 ms with a reset,
 * and stalls when the body had been turned into a web stream that nobody reads any more.
 * @example
 *   const server = serve({ fetch: app.fetch, port, autoCleanupIncoming: false });
 *   lingerAfterEarlyAnswers(server);
 */
export function lingerAfterEarlyAnswers(server: Pick<Server, "on">, options: LingerOptions = {}): void {
  server.on("request", (request: IncomingMessage, response: ServerResponse) => {
    const socket = request.socket;
    let draining: Drain | undefined;
    // Node ends a connection that closes after this answer with `destroySoon()` as soon as the
    // answer is written; while the body is unread, that is a reset.
    const destroySoon = socket.destroySoon;
    socket.destroySoon = () => {
      socket.destroySoon = destroySoon;
      if (request.complete || socket.destroyed) return destroySoon.call(socket);
      if (draining) draining.closeConnection();
      else draining = drainRemainder(request, { ...options, closing: true });
    };
    // Before Node's own handler of "finish", which dumps a body nobody started reading (its
    // `_dump()` reads without any bound and hands nothing to a "data" listener added later), and
    // then calls `destroySoon()` above on a connection that closes after this answer.
    response.prependOnceListener("finish", () => {
      if (!request.complete && !draining) draining = drainRemainder(request, options);
    });
    response.once("finish", () => {
      if (socket.destroySoon !== destroySoon && !draining) socket.destroySoon = destroySoon;
    });
    response.once("close", () => {
      if (!draining) socket.destroySoon = destroySoon;
    });
  });
}

/** A drain under way: `closeConnection()` when the connection turns out not to be kept after all. */
export interface Drain {
  closeConnection(): void;
}

/**
 * Reads and drops the rest of `request`'s body once its answer is sent (see
 * {@link lingerAfterEarlyAnswers}); `closing` when the connection is not kept for another request.
 */
export function drainRemainder(
  request: IncomingMessage,
  {
    maxBytes = LINGER_MAX_BYTES,
    maxMs = LINGER_MAX_MS,
    closeMs = LINGER_CLOSE_MS,
    closing: closingFromStart = false,
  }: LingerOptions & { closing?: boolean } = {},
): Drain {
  const socket = request.socket;
  if (request.complete || socket.destroyed) {
    if (closingFromStart) socket.destroySoon();
    return { closeConnection: () => socket.destroySoon() };
  }
  let connectionCloses = closingFromStart;
  let dropped = 0;
  let closing = false;
  let timer: NodeJS.Timeout | undefined;
  const startTimer = (ms: number, then: () => void) => {
    clearTimeout(timer);
    timer = setTimeout(then, ms);
    timer.unref();
  };
  const reset = () => socket.destroy();
  /** The server's side ends (FIN after the answer); the connection closes later. */
  const close = (within: number) => {
    closing = true;
    socket.end();
    startTimer(within, reset);
  };
  const drop = (chunk: Buffer) => {
    dropped += chunk.byteLength;
    if (dropped <= maxBytes) return;
    if (connectionCloses) reset();
    else if (!closing) close(closeMs);
  };
  const ended = () => {
    detach();
    // Nothing is left unread: a closing connection closes now, without a reset; a kept-alive one
    // carries on.
    if (closing) {
      clearTimeout(timer);
      socket.destroy();
    } else clearTimeout(timer);
  };
  const detach = () => {
    request.off("data", drop);
    request.off("end", ended);
    request.off("error", ended);
  };
  if (closingFromStart) close(maxMs);
  else startTimer(maxMs, () => close(closeMs));
  // Whatever read the body before (the web stream of the request, which pauses the socket once
  // nobody reads it) stops reading it: the bytes are dropped here, as Node's `_dump()` does.
  request.removeAllListeners("data");
  request.on("data", drop);
  request.once("end", ended);
  request.once("error", ended);
  socket.once("close", () => {
    clearTimeout(timer);
    detach();
  });
  request.resume();
  return {
    closeConnection() {
      if (connectionCloses) return;
      connectionCloses = true;
      if (dropped > maxBytes) reset();
      else if (!closing) close(maxMs);
    },
  };
}
