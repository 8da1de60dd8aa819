import type { IncomingMessage } from "node:http";
import type { HttpBindings } from "@hono/node-server";
import { clientAddress, type ProxyTrust, proxyTrust } from "@shop/node-server/client-address";
import { type Context, Hono } from "hono";
import { compress } from "hono/compress";
import { proxy } from "hono/proxy";
import { sendUpload } from "./api-upload";
import { comesFromAnotherOrigin } from "./cross-origin";
import { requestCameOverHttps } from "./https";
import { problem } from "./problem";
import { credentialsFromCookies, tokenAnswer } from "./token-cookie";

/**
 * `/api/*` forwarded to the API at `apiUrl`: the client's hop-by-hop headers stay on its
 * connection, the visitor's address (past the proxies `trust` names) is X-Forwarded-For, the HttpOnly token cookie
 * becomes the Bearer header, the device cookie the sign-in's `Device-Token` (and tokens the API hands
 * out become those cookies, server/token-cookie.ts),
 * and the JSON is compressed for the browser. The production server mounts it, and so does
 * `vite dev`, so a sign-in works the same in both.
 *
 * Request bodies are streamed to the API (see {@link uploadOf}). An upload the API may refuse
 * part-way (over 64 KiB, or of unknown length) goes on a connection of its own, closed after its
 * answer: one that the API answered early, without reading the whole body, is never handed to the
 * next request (issue 17 point 11, where that request got a 502); and it is sent at the pace the
 * API reads it, never held here (server/api-upload.ts, issue 48).
 * @example
 *   app.route("/", apiProxy("http://127.0.0.1:3001"));
 */
export function apiProxy(
  apiUrl: string,
  { trust = proxyTrust(undefined), publicUrl }: { trust?: ProxyTrust; publicUrl?: string | undefined } = {},
) {
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
    const overHttps = requestCameOverHttps(c, trust);
    if (comesFromAnotherOrigin(c.req.method, c.req.url, c.req.raw.headers, { publicUrl, overHttps })) {
      return problem(
        c,
        403,
        "Forbidden",
        "The shop does not take changes sent from another site's page. Open the shop itself and try again.",
      );
    }
    // The path goes on as it came (percent-escapes and all), and the proxy's own rules (which
    // answer carries a token, which ends the session) read it as the API's router will: the same
    // route, however it is spelled. A spelling no route has is the API's 404; one with control
    // characters or spaces, which a URL parser on the way may drop (`/api/au%09th` became a sign-in
    // whose token stayed in the answer), is refused here.
    const { pathname, search } = new URL(c.req.url);
    const path = routedPath(pathname);
    if (hasControlOrSpace(path)) {
      return problem(c, 400, "Bad Request", "The path holds control characters or spaces.");
    }
    const target = new URL(pathname + search, apiUrl);
    const headers = credentialsFromCookies(c.req.method, path, forwardedHeaders(c.req.raw.headers));
    headers.set("X-Forwarded-Host", headers.get("host") ?? "");
    headers.set("X-Forwarded-Proto", overHttps ? "https" : "http");
    forwardClient(headers, c.env, trust);
    const asked = { method: c.req.method, path, headers: c.req.raw.headers };
    const upload = uploadOf(c);
    const length = headers.get("content-length");
    const large = upload !== undefined && (length === null || Number(length) > OWN_CONNECTION_ABOVE_BYTES);
    if (large) headers.set("Connection", "close");
    return proxy(target, {
      method: c.req.method,
      headers,
      ...(upload ? { body: upload, duplex: "half" } : {}),
      signal: abortedWithClient(c),
      // A large upload goes at the pace the API takes it (server/api-upload.ts).
      ...(large && c.env?.incoming ? { customFetch: sendUpload } : {}),
    }).then(
      (answer) => tokenAnswer(asked, answer, { secure: overHttps }),
      () => problem(c, 502, "Bad Gateway", "The shop API does not answer."),
    );
  });
  return app;
}

const API_METHODS = "GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS";

/** Whether a text holds an ASCII control character (U+0000 to U+001F, U+007F) or a space. */
const hasControlOrSpace = (text: string) =>
  [...text].some((character) => {
    const code = character.charCodeAt(0);
    return code <= 0x20 || code === 0x7f;
  });

/**
 * A request path as the API's router (Hono) matches it: percent-escapes decoded as `decodeURI`
 * does (`%61uth` is `auth`; an escaped `/` stays one), a malformed escape left as it is.
 * @example
 *   routedPath("/api/%61uth"); // "/api/auth"
 */
export function routedPath(pathname: string): string {
  try {
    return decodeURI(pathname);
  } catch {
    return pathname;
  }
}

/**
 * Uploads larger than this (or of unknown length) go to the API on a connection of their own. The
 * requests of the shop's pages are JSON of a few kilobytes and share kept-alive connections.
 */
const OWN_CONNECTION_ABOVE_BYTES = 64 * 1024;

/**
 * The request's body as the upload to the API, or undefined when it has none. Node's server hands
 * over the client's connection itself (`incoming`); its body is read from there into a stream of
 * our own, because the web stream that @hono/node-server makes of it destroys the client's
 * connection when it is cancelled, which fetch does when the API answers before the upload ends:
 * the client then lost the answer ("other side closed"). Cancelled, this stream only stops
 * reading; the server's lingering close (server/lingering-close.ts) drops the rest of the body
 * once the answer is sent. Without Node's bindings (`app.request()` in tests) the request's own
 * body is forwarded.
 */
function uploadOf(c: Context<{ Bindings: Partial<HttpBindings> }>): ReadableStream<Uint8Array> | undefined {
  if (c.req.method === "GET" || c.req.method === "HEAD") return undefined;
  const incoming = c.env?.incoming;
  if (!incoming) return c.req.raw.body ?? undefined;
  const headers = incoming.headers;
  if (headers["content-length"] === "0" || (!headers["content-length"] && !headers["transfer-encoding"])) {
    return undefined;
  }
  return streamOf(incoming);
}

/** `incoming`'s body as a byte stream that pauses with the reader and never destroys `incoming`. */
function streamOf(incoming: IncomingMessage): ReadableStream<Uint8Array> {
  let onData: (chunk: Buffer) => void = () => {};
  let onEnd: () => void = () => {};
  let onError: (error: Error) => void = () => {};
  const detach = () => {
    incoming.off("data", onData);
    incoming.off("end", onEnd);
    incoming.off("error", onError);
  };
  return new ReadableStream<Uint8Array>(
    {
      start(controller) {
        onData = (chunk) => {
          // A copy: the chunk's memory belongs to the connection's reads.
          controller.enqueue(new Uint8Array(chunk));
          if ((controller.desiredSize ?? 0) <= 0) incoming.pause();
        };
        onEnd = () => {
          detach();
          controller.close();
        };
        onError = (error) => {
          detach();
          controller.error(error);
        };
        incoming.on("data", onData);
        incoming.once("end", onEnd);
        incoming.once("error", onError);
      },
      pull() {
        incoming.resume();
      },
      cancel() {
        detach();
        incoming.pause();
      },
    },
    new ByteLengthQueuingStrategy({ highWaterMark: 64 * 1024 }),
  );
}

/**
 * A signal aborted when the client goes away before its answer is sent, so the API's work for it
 * is cancelled; read from Node's response rather than from `c.req.raw.signal`, which would make
 * @hono/node-server turn the body into its own web stream.
 */
function abortedWithClient(c: Context<{ Bindings: Partial<HttpBindings> }>): AbortSignal {
  const outgoing = c.env?.outgoing;
  if (!outgoing) return c.req.raw.signal;
  const controller = new AbortController();
  outgoing.once("close", () => {
    if (!outgoing.writableFinished) controller.abort(new Error("The client went away."));
  });
  return controller.signal;
}

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
 * Names the client to the next server in `X-Forwarded-For`: the one the shop's rule resolves
 * (`@shop/node-server`'s `clientAddress`: the socket's peer, or past the proxies `trust` names, the
 * hop before them), and nothing a client wrote itself. The API trusts this server on loopback and
 * counts its limits by that address. Without a socket (`app.request` in tests) the header stays.
 * @example
 *   forwardClient(headers, c.env, trust); // X-Forwarded-For: 203.0.113.7
 */
export function forwardClient(
  headers: Headers,
  bindings: Partial<HttpBindings> | undefined,
  trust: ProxyTrust,
) {
  const peer = bindings?.incoming?.socket.remoteAddress;
  if (!peer) return;
  headers.set(
    "X-Forwarded-For",
    clientAddress({ peer, forwardedFor: headers.get("X-Forwarded-For") }, trust),
  );
}
