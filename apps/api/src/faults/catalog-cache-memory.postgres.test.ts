// Issue 17 point 7: anyone can ask for as many distinct catalog URLs as they like, each a large
// answer the catalog cache keeps. The API, bundled and started as `pnpm start` starts it, answers
// 10 000 distinct catalog pages of ~37 KB (370 MB of answers in all) and its RSS never reaches
// 300 MB: the cache is bounded by bytes (`CATALOG_CACHE_MB`, 32 by default). Bounded by entries
// (5 000) it kept 185 MB of them and passed 400 MB.
//
// PostgreSQL only: an API on embedded PGlite holds the database in its own memory, so its RSS says
// little about the cache.
import { randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import { Agent, get } from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seed } from "../seed/index";
import { type ApiProcess, startApiProcess } from "../testing/api-process";
import { type BuiltServer, buildServer } from "../testing/built-server";
import { createProcessDatabase, type ProcessDatabase } from "../testing/test-database";

const URLS = 10_000;
const CONCURRENCY = 4;
const RSS_LIMIT_MB = 300;

let database: ProcessDatabase;
let server: BuiltServer;
let api: ApiProcess;

beforeAll(async () => {
  database = await createProcessDatabase();
  const handle = await database.open();
  try {
    await handle.migrate();
    await seed(handle.db, { products: 60 });
  } finally {
    await handle.close();
  }
  server = await buildServer();
  api = await startApiProcess(
    {
      ...database.env,
      NODE_ENV: "production",
      JWT_SECRET: randomBytes(48).toString("base64"),
    },
    { script: server.script, nodeFlags: server.nodeFlags, fromSources: false },
  );
}, 180_000);
afterAll(async () => {
  await api?.stop();
  await server?.remove();
  await database?.remove();
});

/** A line of `/proc/<pid>/status` in megabytes: `VmRSS` now, `VmHWM` the most it ever was. */
function memoryMb(pid: number, field: "VmRSS" | "VmHWM"): number {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  const kilobytes = Number(new RegExp(`^${field}:\\s+(\\d+) kB`, "m").exec(status)?.[1]);
  return Math.round(kilobytes / 1024);
}

describe("the catalog cache under distinct large URLs", () => {
  it(`keeps the API under ${RSS_LIMIT_MB} MB of RSS through ${URLS} distinct catalog pages`, async () => {
    const atStart = memoryMb(api.pid, "VmRSS");
    let next = 0;
    let bytes = 0;
    const statuses = new Map<number, number>();
    // node:http rather than fetch: the client shares the two cores with the API and PostgreSQL, and
    // reading and dropping the bytes costs it half of what fetch does.
    const agent = new Agent({ keepAlive: true, maxSockets: CONCURRENCY });
    const status = (path: string) =>
      new Promise<number>((resolve, reject) => {
        const request = get(`${api.baseURL}${path}`, { agent, timeout: 30_000 }, (response) => {
          response.on("data", (chunk: Buffer) => {
            bytes += chunk.byteLength;
          });
          response.on("end", () => resolve(response.statusCode ?? 0));
          response.on("error", reject);
        });
        request.on("timeout", () => request.destroy(new Error(`${path}: no answer within 30 s`)));
        request.on("error", reject);
      });
    // Every price filter below the cheapest price names the same page: distinct URLs, each computed
    // and cached on its own.
    const worker = async () => {
      while (next < URLS) {
        const answered = await status(`/catalog/products?itemsPerPage=20&price[gte]=${next++}`);
        statuses.set(answered, (statuses.get(answered) ?? 0) + 1);
      }
    };
    let sampled = atStart;
    const sampler = setInterval(() => {
      if (api.running()) sampled = Math.max(sampled, memoryMb(api.pid, "VmRSS"));
    }, 250);
    try {
      await Promise.all(Array.from({ length: CONCURRENCY }, worker));
    } finally {
      clearInterval(sampler);
      agent.destroy();
    }
    const peak = memoryMb(api.pid, "VmHWM");
    const report = `RSS at start ${atStart} MB, most seen ${sampled} MB, peak ${peak} MB, after ${memoryMb(api.pid, "VmRSS")} MB`;
    console.info(`catalog cache memory: ${URLS} URLs, ${Math.round(bytes / URLS)} bytes each; ${report}`);
    expect(Object.fromEntries(statuses), report).toEqual({ 200: URLS });
    // Large answers, as the point is about: over 300 MB of them in all.
    expect(bytes / URLS, report).toBeGreaterThan(30_000);
    expect(peak, report).toBeLessThan(RSS_LIMIT_MB);
  }, 300_000);
});
