import type { HttpBindings } from "@hono/node-server";
import { Hono } from "hono";
import { compress } from "hono/compress";
import { proxy } from "hono/proxy";
import { problem } from "./problem";
import { bearerFromCookie, reachedOverHttps, tokenAnswer } from "./token-cookie";

/**
 * `/api/*` forwarded to the API at `apiUrl`: the client's hop-by-hop headers stay on its
 * connection, the visitor's address is appended to X-Forwarded-For, the HttpOnly token cookie
 * becomes the Bearer header (and a token the API hands out becomes the cookie, server/token-cookie.ts),
 * and the JSON is compressed for the browser. The production server mounts it, and so does
 * `vite dev`, so a sign-in works the same in both.
 * @example
 *   app.route("/", apiProxy("http://127.0.0.1:3001"));
 */
export function apiProxy(apiUrl: string) {
  const app = new Hono<{ Bindings: Partial<HttpBindings> }>();
  // Node's fetch asks the API for gzip and hands over the unpacked body, so the answer is packed
  // again for the browser (a page of products: 25 kB of JSON, 2 kB gzip).
  app.use("/api/*", compress());
  app.all("/api/*", (c) => {
    // TRACE would echo the request (cookies included) back to a page's script; CONNECT is a tunnel.
    if (c.req.method === "TRACE" || c.req.method === "CONNECT") {
      c.header("Allow", API_METHODS);
      return problem(c, 405, "Method Not Allowed", "The shop API does not answer this method.");
    }
    const target = new URL(c.req.path + new URL(c.req.url).search, apiUrl);
    const headers = bearerFromCookie(c.req.method, c.req.path, forwardedHeaders(c.req.raw.headers));
    headers.set("X-Forwarded-Host", headers.get("host") ?? "");
    headers.set("X-Forwarded-Proto", new URL(c.req.url).protocol.replace(":", ""));
    appendPeer(headers, c.env);
    const secure = reachedOverHttps(c.req.url, c.req.raw.headers);
    const asked = { method: c.req.method, path: c.req.path, headers: c.req.raw.headers };
    return proxy(target, { raw: c.req.raw, headers }).then(
      (answer) => tokenAnswer(asked, answer, { secure }),
      () => problem(c, 502, "Bad Gateway", "The shop API does not answer."),
    );
  });
  return app;
}

const API_METHODS = "GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS";

// Headers of one connection, not of the request (RFC 9110 section 7.6.1), and Expect, which this
// server has answered itself (Node sends the 100 Continue): none of them goes on to the API.
const HOP_BY_HOP = [
  "connection",
  "keep-alive",
  "proxy-connection",
  "proxy-authenticate",
  "proxy-authorization",
  "te",
  "transfer-encoding",
  "upgrade",
  "expect",
];

/**
 * The request's headers as the API gets them: without the hop-by-hop ones, nor those the client's
 * `Connection` names.
 * @example
 *   forwardedHeaders(new Headers({ Connection: "x-hop", "x-hop": "1", Accept: "*\/*" })); // Accept only
 */
function forwardedHeaders(incoming: Headers): Headers {
  const headers = new Headers(incoming);
  for (const name of (incoming.get("connection") ?? "").split(",")) {
    if (name.trim()) headers.delete(name.trim());
  }
  for (const name of HOP_BY_HOP) headers.delete(name);
  return headers;
}

/**
 * Appends the address this server saw to X-Forwarded-For, after whatever the client wrote itself:
 * the API takes the last hop as the client (its per-address limits), both for `/api` and for the
 * calls a page makes while it is rendered.
 */
export function appendPeer(headers: Headers, bindings: Partial<HttpBindings> | undefined) {
  const peer = bindings?.incoming?.socket.remoteAddress;
  if (!peer) return;
  const claimed = headers.get("X-Forwarded-For");
  headers.set("X-Forwarded-For", claimed ? `${claimed}, ${peer}` : peer);
}
