// Issue 17 point 11: a body over the API's limit, sent through the storefront's `/api` proxy, is
// answered with the API's 413, which every client reads (Node's fetch got "other side closed"),
// and the request after it on the same client is answered as usual (it got a 502 from the proxy).
// Node's fetch and curl, over real sockets: the storefront's server as production starts it, in
// front of a stand-in for the API (Hono's body limit on the same server stack), and of one that
// resets the connection right after its 413, as the API did before its lingering close.
import { execFile } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { type ServerType, serve } from "@hono/node-server";
import { startNodeServer } from "@shop/node-server";
import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createServerApp } from "./app";
import type { PageRenderer } from "./page-renderer";

const run = promisify(execFile);
const API_LIMIT = 1024 * 1024;
/** 3 MB of JSON, as in the issue. */
const BIG = JSON.stringify({ items: [], note: "ч".repeat(1_500_000) });

const pages: PageRenderer = { fetch: () => new Response("<!doctype html><title>page</title>") };

/**
 * A stand-in for the API: Hono's body limit (1 MiB) on the server the storefront itself runs or,
 * `withoutLingering`, on @hono/node-server's defaults (it stops reading the body it refused, and
 * resets the connection 500 ms later), as the API was served before its lingering close.
 */
function apiStandIn({ withoutLingering = false } = {}) {
  const app = new Hono()
    .use(
      bodyLimit({
        maxSize: API_LIMIT,
        onError: (c) =>
          c.json({ type: "about:blank", title: "Payload Too Large", status: 413 }, 413, {
            "Content-Type": "application/problem+json",
          }),
      }),
    )
    .get("/api/health", (c) => c.json({ status: "ok" }))
    .post("/api/*", async (c) => c.json({ received: (await c.req.text()).length }));
  return withoutLingering
    ? serve({ fetch: app.fetch, port: 0, hostname: "127.0.0.1" })
    : startNodeServer(app.fetch, { port: 0, hostname: "127.0.0.1" });
}

/** An API that answers 413 at once and resets the connection, the rest of the body unread. */
function resettingApi() {
  return createServer((request, response) => {
    if (request.method === "GET") {
      response.writeHead(200, { "Content-Type": "application/json" }).end('{"status":"ok"}');
      return;
    }
    response.writeHead(413, { "Content-Type": "application/problem+json" });
    response.end('{"status":413}', () => request.socket.destroy());
  }).listen(0, "127.0.0.1");
}

async function listening(server: Server | ServerType): Promise<string> {
  if (!server.listening) await new Promise<void>((resolve) => server.once("listening", () => resolve()));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

const close = (server: Server | ServerType) =>
  new Promise<void>((resolve) => {
    server.close(() => resolve());
    if ("closeAllConnections" in server) server.closeAllConnections();
  });

let work: string;
let bigFile: string;
const servers: Array<Server | ServerType> = [];

/** The storefront's server in front of `api`, and its address. */
async function storefrontBefore(api: Server | ServerType): Promise<string> {
  const apiUrl = await listening(api);
  const storefront = startNodeServer(createServerApp({ clientDir: work, pages, apiUrl }).fetch, {
    port: 0,
    hostname: "127.0.0.1",
  });
  servers.push(api, storefront);
  return listening(storefront);
}

beforeAll(() => {
  work = mkdtempSync(join(tmpdir(), "storefront-bodies-"));
  bigFile = join(work, "big.json");
  writeFileSync(bigFile, BIG);
});
afterAll(async () => {
  await Promise.all(servers.map(close));
  rmSync(work, { recursive: true, force: true });
});

/** Node's fetch, one client throughout: an oversized POST, then a GET, five times. */
async function fetchRounds(origin: string) {
  const outcomes: string[] = [];
  for (let round = 0; round < 5; round += 1) {
    try {
      const answer = await fetch(`${origin}/api/sales/carts/calculate`, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: BIG,
      });
      outcomes.push(`${answer.status} ${answer.headers.get("content-type")} ${(await answer.json()).status}`);
    } catch (error) {
      outcomes.push(`failed: ${(error as Error).message} ${(error as Error).cause ?? ""}`);
    }
    const next = await fetch(`${origin}/api/health`).then(
      (answer) => String(answer.status),
      (error: Error) => `failed: ${error.message}`,
    );
    outcomes.push(`next ${next}`);
  }
  return outcomes;
}

/**
 * curl, one process and so one connection where it can: the oversized POST (curl sends it with
 * `Expect: 100-continue`, being over 1 MiB), then a GET. `chunked` sends the body without a length.
 */
async function curlRound(origin: string, { chunked = false } = {}) {
  const format = ["-w", "%{http_code}\\n", "-o", "/dev/null"];
  const { stdout } = await run(
    "curl",
    [
      "-sS",
      "--max-time",
      "20",
      ...format,
      "-X",
      "POST",
      "-H",
      "Content-Type: application/json",
      ...(chunked ? ["-H", "Transfer-Encoding: chunked"] : []),
      "--data-binary",
      `@${bigFile}`,
      `${origin}/api/sales/carts/calculate`,
      "--next",
      "-sS",
      "--max-time",
      "20",
      ...format,
      `${origin}/api/health`,
    ],
    { timeout: 45_000 },
  ).catch((error: Error & { stdout?: string; stderr?: string }) => {
    throw new Error(
      `curl failed (Debian's package curl): ${error.message}\n${error.stdout}\n${error.stderr}`,
    );
  });
  return stdout.trim().split("\n");
}

describe("a body over the API's limit through the /api proxy", () => {
  let origin: string;
  beforeAll(async () => {
    origin = await storefrontBefore(apiStandIn());
  });

  it("gets the API's 413 with Node's fetch, and the next request on the same client its answer", async () => {
    expect(await fetchRounds(origin)).toEqual(
      Array.from({ length: 5 }, () => ["413 application/problem+json 413", "next 200"]).flat(),
    );
  });

  it("gets the 413 with curl, with a length (and Expect: 100-continue) and chunked, then the next answer", async () => {
    expect(await curlRound(origin)).toEqual(["413", "200"]);
    expect(await curlRound(origin, { chunked: true })).toEqual(["413", "200"]);
  });

  it("passes a body under the limit on as it is", async () => {
    const note = "ч".repeat(100_000);
    const answer = await fetch(`${origin}/api/sales/carts/calculate`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ note }),
    });
    expect(await answer.json()).toEqual({ received: JSON.stringify({ note }).length });
  });
});

describe.each([
  ["resets the connection right after its 413", resettingApi],
  ["stops reading the body it refused, then resets", () => apiStandIn({ withoutLingering: true })],
])("an API that %s", (_name, api) => {
  let origin: string;
  beforeAll(async () => {
    origin = await storefrontBefore(api());
  });

  it("never hands the next request a broken upstream connection", async () => {
    const outcomes = await fetchRounds(origin);
    // The oversized request gets the API's 413 or, when the reset beat it, the proxy's 502; the
    // client's own connection survives either way, and the next request is answered.
    for (const [index, outcome] of outcomes.entries()) {
      if (index % 2 === 1) expect(outcome, `round ${index}`).toBe("next 200");
      else expect(outcome, `round ${index}`).toMatch(/^(?:413 application\/problem\+json 413|502 \S+ 502)$/);
    }
    const [, next] = await curlRound(origin);
    expect(next).toBe("200");
  });
});

describe("the storefront's own early answers", () => {
  let origin: string;
  beforeAll(async () => {
    origin = await storefrontBefore(apiStandIn());
  });

  it("are read by the client before the connection closes: a 405 to a 3 MB POST on a page", async () => {
    for (let round = 0; round < 3; round += 1) {
      const answer = await fetch(`${origin}/catalog`, { method: "POST", body: BIG });
      expect(answer.status).toBe(405);
      expect((await answer.json()).status).toBe(405);
      expect((await fetch(`${origin}/api/health`)).status).toBe(200);
    }
  });
});
