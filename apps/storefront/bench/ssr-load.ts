// Server rendering under load (issue 15): 32 connections for 20 s on a product page, a category
// page, many different product pages and, for comparison, a static file of the same server; the
// API on its embedded database (PGlite), as `./shop start` runs it. Prints latency, req/s and the
// storefront server's resident memory, writes reports/ssr-load.json.
//
//   pnpm --filter @shop/storefront bench:ssr          # serves the current build on ports 4630/4631
//   BENCH_PAGE_CACHE_SECONDS=0 pnpm --filter @shop/storefront bench:ssr   # every request rendered
//
// BENCH_SECONDS (20) and BENCH_CONNECTIONS (32) change the load; BENCH_PORT the ports.

import { mkdirSync, readdirSync, statSync, writeFileSync } from "node:fs";
import { loadavg } from "node:os";
import { dirname } from "node:path";
import { fileURLToPath } from "node:url";
import autocannon from "autocannon";
import { cpuSeconds, residentBytes, serverPid, startShop } from "./shop.ts";
import { MB, table } from "./table.ts";

const SECONDS = Number(process.env.BENCH_SECONDS ?? 20);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 32);
const PORT = Number(process.env.BENCH_PORT ?? 4630);
const PAGE_CACHE_SECONDS = process.env.BENCH_PAGE_CACHE_SECONDS;
/** How many different product pages the spread-out scenario asks for, round robin. */
const SPREAD = 100;
/** Issue 15's goals: p99 of the product and category pages, the server's memory under the load. */
export const GOALS = { p99Ms: 150, rssBytes: 200 * 1024 * 1024 } as const;
const REPORT_FILE = fileURLToPath(new URL("../reports/ssr-load.json", import.meta.url));

/** A browser's first visit: no cookie, Russian, compressed answers. */
const HEADERS = {
  accept: "text/html,application/xhtml+xml",
  "accept-language": "ru-RU,ru;q=0.9",
  "accept-encoding": "gzip, deflate, br",
};

export interface Scenario {
  name: string;
  /** Whether issue 15's p99 goal applies. */
  goal: boolean;
  paths: string[];
}

export interface Figures {
  name: string;
  paths: number;
  requests: number;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
  errors: number;
  non2xx: number;
  maxRssBytes: number;
  /** The storefront server's CPU time per answered request, in milliseconds. */
  serverCpuMsPerRequest: number;
  /** The API's CPU time per answered request (the pages' calls), in milliseconds; 0 if not measured. */
  apiCpuMsPerRequest: number;
}

async function json<T>(url: string): Promise<T> {
  const response = await fetch(url, { headers: { Accept: "application/ld+json" } });
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return (await response.json()) as T;
}

/**
 * The smallest script of the build over 1 kB: the server's own cost of an answer, not the bytes
 * of a large file through the loopback.
 */
const smallAsset = (() => {
  const dir = fileURLToPath(new URL("../dist/client/assets/", import.meta.url));
  const [smallest] = readdirSync(dir)
    .filter((name) => name.endsWith(".js"))
    .map((name) => ({ path: `/assets/${name}`, bytes: statSync(`${dir}${name}`).size }))
    .filter((file) => file.bytes > 1000)
    .sort((a, b) => a.bytes - b.bytes);
  if (!smallest) throw new Error("no script in dist/client/assets: build the storefront first");
  return smallest;
})();

/** The pages to load: the first product's page and category, SPREAD product pages (the API's largest page), a small file. */
export async function scenarios(baseUrl: string): Promise<Scenario[]> {
  const { member } = await json<{ member: Array<{ slug: string; category?: { path?: string } }> }>(
    `${baseUrl}/api/catalog/products?itemsPerPage=${SPREAD}`,
  );
  const first = member[0];
  if (!first?.category?.path) throw new Error("the shop has no product with a category");
  const product = `/product/${first.slug}`;
  return [
    { name: `static file (${smallAsset.bytes} bytes)`, goal: false, paths: [smallAsset.path] },
    { name: "product page", goal: true, paths: [product] },
    { name: "category page", goal: true, paths: [`/catalog/${first.category.path}`] },
    {
      name: `product pages, ${member.length} different`,
      goal: false,
      paths: member.map((item) => `/product/${item.slug}`),
    },
  ];
}

/**
 * One autocannon run over `paths` (round robin), with the server's memory sampled meanwhile and
 * the CPU time it (and the API, given `apiPid`) spent on the answers.
 */
export async function load(
  baseUrl: string,
  pid: number,
  scenario: Scenario,
  seconds: number,
  apiPid?: number,
): Promise<Figures> {
  let next = 0;
  const cpuBefore = cpuSeconds(pid);
  const apiCpuBefore = apiPid === undefined ? 0 : cpuSeconds(apiPid);
  let maxRssBytes = residentBytes(pid);
  const sampler = setInterval(() => {
    maxRssBytes = Math.max(maxRssBytes, residentBytes(pid));
  }, 200);
  try {
    const result = await autocannon({
      url: baseUrl,
      connections: CONNECTIONS,
      duration: seconds,
      headers: HEADERS,
      requests: [
        {
          setupRequest: (request) => {
            const path = scenario.paths[next % scenario.paths.length] ?? "/";
            next += 1;
            return { ...request, path };
          },
        },
      ],
    });
    const answered = Math.max(result.requests.total, 1);
    const cpuMs = (before: number, now: number) => Math.round(((now - before) * 1e6) / answered) / 1000;
    return {
      name: scenario.name,
      paths: scenario.paths.length,
      requests: result.requests.total,
      requestsPerSecond: Math.round(result.requests.average),
      p50Ms: result.latency.p50,
      p99Ms: result.latency.p99,
      maxMs: result.latency.max,
      errors: result.errors + result.timeouts,
      non2xx: result.non2xx,
      maxRssBytes,
      serverCpuMsPerRequest: cpuMs(cpuBefore, cpuSeconds(pid)),
      apiCpuMsPerRequest: apiPid === undefined ? 0 : cpuMs(apiCpuBefore, cpuSeconds(apiPid)),
    };
  } finally {
    clearInterval(sampler);
  }
}

async function main() {
  const shop = await startShop({
    port: PORT,
    env: PAGE_CACHE_SECONDS === undefined ? {} : { PAGE_CACHE_SECONDS },
  });
  try {
    const pid = serverPid(shop.process, "storefront server");
    if (pid === undefined) throw new Error("the storefront server's process was not found");
    const all = await scenarios(shop.baseUrl);
    const idleRssBytes = residentBytes(pid);
    const loadBefore = loadavg()[0] ?? 0;
    // Warm-up: the server's code compiled, the API's first queries planned.
    for (const scenario of all) await load(shop.baseUrl, pid, scenario, 2);
    const figures: Figures[] = [];
    const apiPid = serverPid(shop.process, "API");
    for (const scenario of all) figures.push(await load(shop.baseUrl, pid, scenario, SECONDS, apiPid));
    const loadAfter = loadavg()[0] ?? 0;

    const rows = figures.map((figure, index) => {
      const goal = all[index]?.goal;
      return [
        figure.name,
        String(figure.requestsPerSecond),
        `${figure.p50Ms} ms`,
        `${figure.p99Ms} ms${goal ? (figure.p99Ms <= GOALS.p99Ms ? " ok" : " OVER") : ""}`,
        `${figure.maxMs} ms`,
        String(figure.errors),
        String(figure.non2xx),
        `${MB(figure.maxRssBytes)}${figure.maxRssBytes <= GOALS.rssBytes ? "" : " OVER"}`,
        `${figure.serverCpuMsPerRequest} + ${figure.apiCpuMsPerRequest} ms`,
      ];
    });
    console.log(
      `${CONNECTIONS} connections × ${SECONDS} s each; page cache ${
        PAGE_CACHE_SECONDS === undefined ? "default (3 s)" : `${PAGE_CACHE_SECONDS} s`
      }; storefront server idle at ${MB(idleRssBytes)}; load average ${loadBefore.toFixed(2)} before, ${loadAfter.toFixed(2)} after\n`,
    );
    console.log(
      table(
        [
          "scenario",
          "req/s",
          "p50",
          "p99",
          "max",
          "errors",
          "non-2xx",
          "server RSS (max)",
          "CPU a request: server + API",
        ],
        rows,
      ),
    );
    console.log(
      `\ngoals of issue 15: product and category p99 <= ${GOALS.p99Ms} ms, RSS <= ${MB(GOALS.rssBytes)}`,
    );
    mkdirSync(dirname(REPORT_FILE), { recursive: true });
    writeFileSync(
      REPORT_FILE,
      `${JSON.stringify(
        {
          measuredAt: new Date().toISOString(),
          connections: CONNECTIONS,
          seconds: SECONDS,
          pageCacheSeconds: PAGE_CACHE_SECONDS ?? "default",
          idleRssBytes,
          loadAverage: { before: loadBefore, after: loadAfter },
          goals: GOALS,
          figures,
        },
        null,
        2,
      )}\n`,
    );
    console.log(`written to ${REPORT_FILE}`);
  } finally {
    shop.stop();
  }
}

if (import.meta.main) {
  await main();
}
