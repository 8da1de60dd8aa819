import { createServer, request, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { serve } from "@hono/node-server";
import { proxyTrust } from "@shop/node-server/client-address";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createServerApp } from "./app";

// The storefront behind a real reverse-proxy hop, all on loopback (Linux answers every 127.x
// address, so each party has an address of its own): clients at 127.0.0.2 and 127.0.0.3 reach a
// proxy that appends their address to X-Forwarded-For, as nginx's $proxy_add_x_forwarded_for does,
// and connects from 127.0.0.9, the one proxy the storefront trusts (TRUST_PROXY=127.0.0.9). The API
// behind it echoes the client it is told about, by which it counts its limits. The proxy stands for
// a TLS terminator: it says every request came over HTTPS.

const PROXY_ADDRESS = "127.0.0.9";
let api: Server;
let proxy: Server;
let storefront: ReturnType<typeof serve>;
let storefrontPort: number;
let proxyPort: number;

const listen = (server: Server) =>
  new Promise<number>((resolve) =>
    server.listen(0, "127.0.0.1", () => resolve((server.address() as AddressInfo).port)),
  );

beforeAll(async () => {
  api = createServer((incoming, outgoing) => {
    outgoing.writeHead(200, { "content-type": "application/json" });
    outgoing.end(JSON.stringify({ forwardedFor: incoming.headers["x-forwarded-for"] ?? null }));
  });
  const apiPort = await listen(api);
  const app = createServerApp({
    clientDir: "/nonexistent",
    pages: { fetch: () => new Response("page") },
    apiUrl: `http://127.0.0.1:${apiPort}`,
    trustProxy: proxyTrust(PROXY_ADDRESS),
  });
  storefrontPort = await new Promise<number>((resolve) => {
    storefront = serve({ fetch: app.fetch, port: 0, hostname: "127.0.0.1" }, (info) => resolve(info.port));
  });
  proxy = createServer((incoming, outgoing) => {
    const claimed = incoming.headers["x-forwarded-for"];
    const forwarded = `${claimed ? `${claimed}, ` : ""}${incoming.socket.remoteAddress}`;
    const upstream = request(
      {
        host: "127.0.0.1",
        port: storefrontPort,
        path: incoming.url,
        method: incoming.method,
        localAddress: PROXY_ADDRESS,
        // It terminates TLS, as nginx with `proxy_set_header X-Forwarded-Proto $scheme` would.
        headers: { ...incoming.headers, "x-forwarded-for": forwarded, "x-forwarded-proto": "https" },
      },
      (answer) => {
        outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(outgoing);
      },
    );
    incoming.pipe(upstream);
  });
  proxyPort = await listen(proxy);
});

afterAll(async () => {
  await Promise.all([
    new Promise((resolve) => proxy.close(resolve)),
    new Promise((resolve) => storefront.close(resolve)),
    new Promise((resolve) => api.close(resolve)),
  ]);
});

/** What the API was told of the client, for a request from `from` to `port` claiming `claimed`. */
function clientTheApiSees(from: string, port: number, claimed?: string): Promise<string | null> {
  return new Promise((resolve, reject) => {
    const sent = request(
      {
        host: "127.0.0.1",
        port,
        path: "/api/health",
        localAddress: from,
        headers: claimed ? { "X-Forwarded-For": claimed } : {},
      },
      (answer) => {
        let body = "";
        answer.on("data", (chunk: Buffer) => {
          body += chunk.toString();
        });
        answer.on("end", () => resolve((JSON.parse(body) as { forwardedFor: string | null }).forwardedFor));
      },
    );
    sent.on("error", reject);
    sent.end();
  });
}

describe("behind a trusted reverse proxy", () => {
  it("tells the clients behind the proxy apart, so one client's failures are not everybody's", async () => {
    expect(await clientTheApiSees("127.0.0.2", proxyPort)).toBe("127.0.0.2");
    expect(await clientTheApiSees("127.0.0.3", proxyPort)).toBe("127.0.0.3");
  });

  it("believes nothing a client writes into X-Forwarded-For itself", async () => {
    expect(await clientTheApiSees("127.0.0.2", proxyPort, "203.0.113.7")).toBe("127.0.0.2");
  });

  it("counts a client that goes around the proxy by its own address", async () => {
    expect(await clientTheApiSees("127.0.0.4", storefrontPort, "203.0.113.7")).toBe("127.0.0.4");
  });
});

/** The Strict-Transport-Security header of a page's answer to a request from `from` to `port`. */
function hstsOf(
  from: string,
  port: number,
  headers: Record<string, string> = {},
): Promise<string | undefined> {
  return new Promise((resolve, reject) => {
    const sent = request({ host: "127.0.0.1", port, path: "/", localAddress: from, headers }, (answer) => {
      answer.resume();
      resolve(answer.headers["strict-transport-security"] as string | undefined);
    });
    sent.on("error", reject);
    sent.end();
  });
}

describe("HSTS behind a trusted TLS proxy", () => {
  it("is sent when the trusted proxy says the request came over HTTPS", async () => {
    expect(await hstsOf("127.0.0.2", proxyPort)).toBe("max-age=31536000");
  });

  it("is not sent to a client that goes around the proxy, whatever it claims", async () => {
    expect(await hstsOf("127.0.0.4", storefrontPort, { "X-Forwarded-Proto": "https" })).toBeUndefined();
  });
});
