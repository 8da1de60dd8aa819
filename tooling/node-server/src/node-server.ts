import { Server as HttpServer } from "node:http";
import { type ServerType, serve } from "@hono/node-server";
import { type LingerOptions, lingerAfterEarlyAnswers } from "./lingering-close";

export interface NodeServerOptions {
  port: number;
  hostname: string;
  /** Bounds of the lingering close (tests shorten them). */
  linger?: LingerOptions;
}

/**
 * Serves `fetch` (a Hono app's) with Node's HTTP server as the API and the storefront run it: idle
 * connections kept longer than the clients in front keep theirs, and a lingering close after
 * answers sent before their request's body was read (a 413 above all; see lingering-close.ts).
 * @example
 *   const server = startNodeServer(app.fetch, { port: 3001, hostname: "127.0.0.1" }, (info) => log(info.port));
 */
export function startNodeServer(
  fetch: Parameters<typeof serve>[0]["fetch"],
  { port, hostname, linger }: NodeServerOptions,
  onListening?: (info: { port: number }) => void,
): ServerType {
  // @hono/node-server's own clean-up of unread bodies resets the connection after 500 ms; the
  // lingering close replaces it.
  const server = serve({ fetch, port, hostname, autoCleanupIncoming: false }, onListening);
  if (server instanceof HttpServer) {
    // A client keeps an idle connection open to reuse it (browsers, proxies, Playwright's request
    // context); Node closes it after 5 s idle by default, and a request sent just as it closes gets
    // ECONNRESET. Idle connections stay open longer than the clients in front of us keep theirs.
    server.keepAliveTimeout = 65_000;
    server.headersTimeout = 66_000;
    lingerAfterEarlyAnswers(server, linger);
  }
  return server;
}
