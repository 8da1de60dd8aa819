// Issue 17 point 11, directly against the API (the storefront's proxy has its own test,
// apps/storefront/server/oversized-bodies.test.ts): a 3 MB JSON body gets the 413 problem, which
// Node's fetch and curl both read (fetch got "other side closed"), and the next request of the same
// client is answered. The whole app on the API's own server (http/node-server.ts), over sockets.
import { execFile } from "node:child_process";
import { once } from "node:events";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import type { ServerType } from "@hono/node-server";
import { startNodeServer } from "@shop/node-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "./app";
import type { DatabaseHandle } from "./db/client";
import { openTestDatabase } from "./testing/test-database";

const run = promisify(execFile);
/** 3 MB of JSON, as in the issue. */
const BIG = JSON.stringify({ items: [], note: "ч".repeat(1_500_000) });

let database: DatabaseHandle;
let server: ServerType;
let api: string;
let work: string;
let bigFile: string;

beforeAll(async () => {
  database = await openTestDatabase();
  const app = createApp({ database, version: "test", catalogCache: false });
  server = startNodeServer(app.fetch, { port: 0, hostname: "127.0.0.1" });
  if (!server.listening) await once(server, "listening");
  api = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api`;
  work = mkdtempSync(join(tmpdir(), "api-bodies-"));
  bigFile = join(work, "big.json");
  writeFileSync(bigFile, BIG);
});
afterAll(async () => {
  await new Promise<void>((resolve) => {
    server.close(() => resolve());
    if ("closeAllConnections" in server) server.closeAllConnections();
  });
  await database.close();
  rmSync(work, { recursive: true, force: true });
});

/** curl: the oversized POST and then a GET in one process (one connection where it can). */
async function curl(...options: string[]) {
  const format = ["-sS", "--max-time", "20", "-w", "%{http_code}\\n", "-o", "/dev/null"];
  const { stdout } = await run(
    "curl",
    [
      ...format,
      "-X",
      "POST",
      "-H",
      "Content-Type: application/json",
      ...options,
      "--data-binary",
      `@${bigFile}`,
      `${api}/sales/carts/calculate`,
      "--next",
      ...format,
      `${api}/health`,
    ],
    { timeout: 45_000 },
  ).catch((error: Error & { stdout?: string; stderr?: string }) => {
    throw new Error(
      `curl failed (Debian's package curl): ${error.message}\n${error.stdout}\n${error.stderr}`,
    );
  });
  return stdout.trim().split("\n");
}

describe("a body over the limit, sent to the API's server", () => {
  it("gets the 413 problem with Node's fetch, and the same client's next request its answer", async () => {
    const outcomes: string[] = [];
    for (let round = 0; round < 5; round += 1) {
      try {
        const answer = await fetch(`${api}/sales/carts/calculate`, {
          method: "POST",
          headers: { "Content-Type": "application/json" },
          body: BIG,
        });
        const document = (await answer.json()) as { status: number };
        outcomes.push(`${answer.status} ${answer.headers.get("content-type")} ${document.status}`);
      } catch (error) {
        outcomes.push(`failed: ${(error as Error).message} ${(error as Error).cause ?? ""}`);
      }
      const next = await fetch(`${api}/health`).then(
        (answer) => String(answer.status),
        (error: Error) => `failed: ${error.message}`,
      );
      outcomes.push(`next ${next}`);
    }
    expect(outcomes).toEqual(
      Array.from({ length: 5 }, () => ["413 application/problem+json 413", "next 200"]).flat(),
    );
  });

  it("gets the 413 with curl: with a length (curl sends Expect: 100-continue), chunked, and Connection: close", async () => {
    expect(await curl()).toEqual(["413", "200"]);
    expect(await curl("-H", "Transfer-Encoding: chunked")).toEqual(["413", "200"]);
    expect(await curl("-H", "Connection: close")).toEqual(["413", "200"]);
  });
});
