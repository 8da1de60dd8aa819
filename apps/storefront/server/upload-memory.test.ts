// Issue 48 point 3: uploads sent through the storefront's `/api` proxy are streamed, never held.
// A staff's 200 MB YML file sent chunked (no Content-Length) crashed the storefront (its heap is
// 128 MB and the body was kept whole beside it), and eight anonymous 250 MB uploads at once took
// it to 1.7 GB. The storefront's server as production starts it, in front of a stand-in for the API
// on a real socket that reads the body as the API does (a slow reader: it writes to disk), or
// answers 401 at once without reading it; the client sends real chunked bodies over sockets, and
// the process's RSS is read while they go through.
import { once } from "node:events";
import { createServer, request, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import type { ServerType } from "@hono/node-server";
import { lingerAfterEarlyAnswers, startNodeServer } from "@shop/node-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createServerApp } from "./app";
import type { PageRenderer } from "./page-renderer";

const MB = 1_000_000;
const pages: PageRenderer = { fetch: () => new Response("<!doctype html><title>page</title>") };

/**
 * The API's part, on the server the API runs (its lingering close included): reads an upload
 * slowly to its end (202), or refuses it unread (401).
 */
function apiStandIn(): Server {
  const server = createServer((incoming, answer) => {
    if (incoming.headers.authorization === undefined) {
      answer.writeHead(401, { "Content-Type": "application/problem+json" }).end('{"status":401}');
      return;
    }
    let bytes = 0;
    incoming.on("data", (chunk: Buffer) => {
      bytes += chunk.length;
      // A disk's pace: the reader falls behind the sender, so whatever sits between them fills.
      incoming.pause();
      setImmediate(() => incoming.resume());
    });
    incoming.on("end", () => {
      answer.writeHead(202, { "Content-Type": "application/json" }).end(JSON.stringify({ bytes }));
    });
  });
  lingerAfterEarlyAnswers(server);
  return server.listen(0, "127.0.0.1");
}

/** Sends `megabytes` chunked to the storefront's proxy; resolves with the status and the bytes sent. */
function upload(port: number, megabytes: number, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; sent: number }>((resolve, reject) => {
    const chunk = Buffer.alloc(64 * 1024, 120);
    let sent = 0;
    const sending = request({
      host: "127.0.0.1",
      port,
      path: "/api/catalog/admin/imports",
      method: "POST",
      headers: { "Content-Type": "application/xml", "Transfer-Encoding": "chunked", ...headers },
    });
    sending.on("response", (answer) => {
      answer.resume();
      answer.on("end", () => {
        resolve({ status: answer.statusCode ?? 0, sent });
        sending.destroy();
      });
    });
    sending.on("error", (error) => (sent > 0 ? resolve({ status: 0, sent }) : reject(error)));
    const write = () => {
      while (sent < megabytes * MB) {
        sent += chunk.length;
        if (!sending.write(chunk)) return void sending.once("drain", write);
      }
      sending.end();
    };
    write();
  });
}

/** Runs `work` while sampling this process's RSS; the growth over the RSS before, in MB. */
async function rssGrowth(work: () => Promise<unknown>) {
  globalThis.gc?.();
  const before = process.memoryUsage.rss();
  let peak = before;
  const sampler = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage.rss());
  }, 20);
  try {
    const result = await work();
    return { result, growthMB: (peak - before) / MB };
  } finally {
    clearInterval(sampler);
  }
}

let api: Server;
let storefront: ServerType;
let port: number;

beforeAll(async () => {
  api = apiStandIn();
  await once(api, "listening");
  const apiUrl = `http://127.0.0.1:${(api.address() as AddressInfo).port}`;
  storefront = startNodeServer(createServerApp({ clientDir: "/nonexistent", pages, apiUrl }).fetch, {
    port: 0,
    hostname: "127.0.0.1",
  });
  if (!storefront.listening) await once(storefront, "listening");
  port = (storefront.address() as AddressInfo).port;
});
afterAll(async () => {
  storefront.close();
  if ("closeAllConnections" in storefront) storefront.closeAllConnections();
  api.close();
  api.closeAllConnections();
});

describe("uploads through the /api proxy", () => {
  it("streams a staff's 200 MB chunked upload to the API without holding it", async () => {
    const { result, growthMB } = await rssGrowth(() => upload(port, 200, { Authorization: "Bearer staff" }));
    expect(result).toEqual({ status: 202, sent: expect.any(Number) });
    // Memory for the sockets' and streams' buffers and the garbage of the chunks gone through
    // (the client, the storefront and the API's stand-in share this process: about 60 MB
    // together), not for the body (200 MB; 280 MB grew before the proxy kept the API's pace).
    expect(growthMB).toBeLessThan(100);
  }, 120_000);

  it("answers eight anonymous 250 MB uploads at once with the API's 401, reading little of them", async () => {
    const { result, growthMB } = await rssGrowth(() =>
      Promise.all(Array.from({ length: 8 }, () => upload(port, 250))),
    );
    const outcomes = result as { status: number; sent: number }[];
    expect(outcomes.map((outcome) => outcome.status)).toEqual(Array(8).fill(401));
    // The lingering close drops at most 8 MiB of each before it closes the connection.
    for (const outcome of outcomes) expect(outcome.sent).toBeLessThan(40 * MB);
    expect(growthMB).toBeLessThan(50);
  }, 120_000);
});
