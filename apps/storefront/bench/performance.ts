// Performance figures of the storefront (issue 7, "Proof"): the JavaScript a first visit downloads,
// and Lighthouse's performance and accessibility scores on a phone. Used by e2e/performance.spec.ts
// (against the shop Playwright starts) and runnable alone:
//
//   pnpm --filter @shop/storefront bench             # builds nothing: serves the current build
//   BENCH_URL=http://127.0.0.1:3000 pnpm --filter @shop/storefront bench   # a shop already running
//
// Alone it starts the built shop on a throwaway database (port BENCH_PORT, default 4620, and the
// next one for the API), prints the figures, writes reports/performance.json and stops the shop.

import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { createServer, request as httpRequest } from "node:http";
import type { AddressInfo } from "node:net";
import { dirname } from "node:path";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";
import { type Browser, chromium } from "@playwright/test";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { JS_BUDGETS } from "./js-budgets.ts";
import { startShop } from "./shop.ts";
import { table } from "./table.ts";

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
export const CHROMIUM_ARGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];

// The goals and asserted ceilings of first-load JavaScript live in one file, which the build's own
// check (bench/first-load-js.ts) reads too.
export { JS_BUDGETS, JS_GOALS } from "./js-budgets.ts";

export const REPORT_FILE = fileURLToPath(new URL("../reports/performance.json", import.meta.url));

export interface ShopPages {
  home: string;
  /** The category page of the first product, or `/catalog` when the API has no product. */
  catalog: string;
  /** The first product's page, or a made-up slug when the API has none. */
  product: string;
}

/**
 * Pages to measure, from the API behind the shop: the first product of
 * `GET /api/catalog/products?itemsPerPage=1` and its category.
 * @example
 *   await findPages("http://127.0.0.1:4310"); // { home: "/", catalog: "/catalog/tea/green", product: "/product/chzhu-e-tsin-pervyy-sort" }
 */
export async function findPages(baseUrl: string): Promise<ShopPages> {
  const response = await fetch(new URL("/api/catalog/products?itemsPerPage=1", baseUrl), {
    headers: { Accept: "application/ld+json" },
  });
  const body = (await response.json().catch(() => ({}))) as {
    member?: Array<{ slug?: string; category?: { path?: string } }>;
  };
  const product = response.ok ? body.member?.[0] : undefined;
  return {
    home: "/",
    catalog: product?.category?.path ? `/catalog/${product.category.path}` : "/catalog",
    product: `/product/${product?.slug ?? "no-such-product"}`,
  };
}

/** What a category page weighs, and what its product list weighs as cards and as whole products. */
export interface ListingWeight {
  path: string;
  /** The page's HTML, as sent (uncompressed) and gzip. */
  html: number;
  htmlGzip: number;
  /** The API's answer for the same 20 products: as cards (what the page uses) and whole. */
  cards: number;
  whole: number;
}

/**
 * The weight of a category page and of its product list in both shapes, from the same server in
 * the same run: the page carries its products twice (the cards' markup, and the state handed to
 * the browser), so the members' shape counts in its HTML.
 */
export async function measureListingWeight(baseUrl: string, catalogPath: string): Promise<ListingWeight> {
  const html = Buffer.from(await (await fetch(new URL(catalogPath, baseUrl))).arrayBuffer());
  const category = catalogPath.replace(/^\/catalog\/?/, "");
  const list = (view: string) =>
    fetch(
      new URL(
        `/api/catalog/products?category=${encodeURIComponent(category)}&itemsPerPage=20${view}`,
        baseUrl,
      ),
      { headers: { Accept: "application/ld+json" } },
    ).then(async (answer) => (await answer.arrayBuffer()).byteLength);
  return {
    path: catalogPath,
    html: html.byteLength,
    htmlGzip: gzipSync(html, { level: 6 }).byteLength,
    cards: await list("&view=card"),
    whole: await list(""),
  };
}

export interface ScriptLoad {
  url: string;
  /** Bytes on the wire as Chromium got them (brotli from this server). */
  transferred: number;
  /** The same file gzip-compressed, as the server sends it to a gzip-only client. */
  gzip: number;
}

export interface FirstLoadJs {
  path: string;
  /** HTTP status of the document (a page the SPA does not know yet answers 404). */
  status: number;
  scripts: ScriptLoad[];
  transferred: number;
  gzip: number;
}

/** Body bytes of a URL fetched raw with `Accept-Encoding: gzip` (no decompression). */
function gzipBytes(url: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const request = httpRequest(url, { headers: { "Accept-Encoding": "gzip" } }, (response) => {
      let bytes = 0;
      response.on("data", (chunk: Buffer) => {
        bytes += chunk.length;
      });
      response.on("end", () => resolve(bytes));
      response.on("error", reject);
    });
    request.on("error", reject);
    request.end();
  });
}

/**
 * The JavaScript of a first visit to `path` in a fresh browser context (empty cache): every
 * script the page asked for before its `load` event (waiting for the network to be idle, so they
 * have all arrived), with the bytes Chromium transferred and the gzip size of the same files.
 * Scripts asked for after `load` are not the page's first load: the service worker's client is
 * imported then on purpose (docs/storefront/offline.md).
 * @example
 *   const home = await measureFirstLoadJs(browser, "http://127.0.0.1:4310", "/");
 *   home.gzip; // 104231
 */
export async function measureFirstLoadJs(
  browser: Browser,
  baseUrl: string,
  path: string,
): Promise<FirstLoadJs> {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    const requests: Array<import("@playwright/test").Request> = [];
    page.on("request", (request) => {
      if (request.resourceType() === "script") requests.push(request);
    });
    const document = await page.goto(new URL(path, baseUrl).href, { waitUntil: "networkidle" });
    // Asked for before the load event, by the page's own clock: Playwright's `load` event reaches
    // the test after requests made in the page's load handlers, so it cannot tell them apart.
    const beforeLoad = new Set(
      await page.evaluate(() => {
        const [navigation] = performance.getEntriesByType("navigation") as PerformanceNavigationTiming[];
        const loadStart = navigation?.loadEventStart || Number.POSITIVE_INFINITY;
        return performance
          .getEntriesByType("resource")
          .filter((entry) => entry.startTime < loadStart)
          .map((entry) => entry.name);
      }),
    );
    const responses = (
      await Promise.all(
        requests.filter((request) => beforeLoad.has(request.url())).map((request) => request.response()),
      )
    ).filter((response) => response !== null);
    const origin = new URL(baseUrl).origin;
    const scripts = await Promise.all(
      responses.map(async (response): Promise<ScriptLoad> => {
        await response.finished();
        const { responseBodySize } = await response.request().sizes();
        const url = response.url();
        const gzip = new URL(url).origin === origin ? await gzipBytes(url) : responseBodySize;
        return { url: url.replace(origin, ""), transferred: responseBodySize, gzip };
      }),
    );
    scripts.sort((a, b) => b.gzip - a.gzip);
    const sum = (key: "transferred" | "gzip") => scripts.reduce((total, script) => total + script[key], 0);
    return {
      path,
      status: document?.status() ?? 0,
      scripts,
      transferred: sum("transferred"),
      gzip: sum("gzip"),
    };
  } finally {
    await context.close();
  }
}

export interface LighthouseScores {
  path: string;
  /** Why Lighthouse could not measure the page (its scores are then 0). */
  error?: string;
  /** The median run's score. */
  performance: number;
  /** Every run's score, in the order they ran. */
  performanceRuns: number[];
  accessibility: number;
  /** Accessibility audits that failed, with what they say: empty at 100. */
  accessibilityFailures: string[];
  seo: number;
  /** SEO audits that failed: empty at 100. */
  seoFailures: string[];
  /**
   * Lighthouse's measure of the machine's speed (its `environment.benchmarkIndex`, higher is
   * faster) during the median run: the scores move with it.
   */
  benchmarkIndex: number;
  metrics: {
    firstContentfulPaintMs: number;
    largestContentfulPaintMs: number;
    totalBlockingTimeMs: number;
    cumulativeLayoutShift: number;
  };
}

/**
 * How many times Lighthouse measures each page; the median run is reported (its docs advise it). The
 * suite checks accessibility and SEO, which do not vary between runs, beside its other specs (a
 * busy machine's performance score is printed, not the record): one run. The bench, whose
 * performance figures are the record, takes 5 on a quiet machine (one run's score moves by 5
 * points on this machine).
 */
export const LIGHTHOUSE_RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 1);
const BENCH_LIGHTHOUSE_RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 5);

/**
 * The `benchmarkIndex` of the phone every machine's bench emulates: Lighthouse's CPU slowdown is set
 * to the host's index divided by this, so a figure measured on a fast machine on a quiet day and
 * on a slow one on a busy day describe the same phone (Lighthouse's own default, 4x, assumes a
 * host of 3 500).
 */
export const REFERENCE_PHONE_BENCHMARK_INDEX = 875;

/** How Lighthouse runs: its defaults, or a CPU slowdown of its own (see `emulatedPhone`). */
export interface LighthouseOptions {
  cpuSlowdownMultiplier?: number;
}

/** One Lighthouse run of a URL in the Chromium listening on `port`. */
async function lighthouseOnce(
  port: number,
  url: string,
  path: string,
  { cpuSlowdownMultiplier }: LighthouseOptions = {},
): Promise<LighthouseScores> {
  // A page that paints nothing in time (NO_FCP) is usually a busy machine: it gets a second try.
  let run: Awaited<ReturnType<typeof lighthouse>>;
  for (let attempt = 1; ; attempt += 1) {
    run = await lighthouse(url, {
      port,
      output: "json",
      logLevel: "error",
      onlyCategories: ["performance", "accessibility", "seo"],
      ...(cpuSlowdownMultiplier === undefined ? {} : { throttling: { cpuSlowdownMultiplier } }),
    });
    if (!run?.lhr.runtimeError || attempt === 2) break;
  }
  if (!run) throw new Error(`Lighthouse returned nothing for ${path}`);
  const applied = run.lhr.configSettings.throttling?.cpuSlowdownMultiplier;
  if (cpuSlowdownMultiplier !== undefined && applied !== cpuSlowdownMultiplier) {
    throw new Error(`Lighthouse ran with a CPU slowdown of ${applied}, not ${cpuSlowdownMultiplier}`);
  }
  const { categories, audits, runtimeError } = run.lhr;
  const score = (name: string) => Math.round((categories[name]?.score ?? 0) * 100);
  const numeric = (id: string) => Math.round((audits[id]?.numericValue ?? 0) * 1000) / 1000;
  const performance = score("performance");
  const failures = (category: string) =>
    (categories[category]?.auditRefs ?? [])
      .map((ref) => audits[ref.id])
      .filter(
        (audit) => audit && audit.score !== null && audit.score < 1 && audit.scoreDisplayMode === "binary",
      )
      .map((audit) => `${audit?.id}: ${audit?.title}`);
  return {
    path,
    ...(runtimeError ? { error: `${runtimeError.code}: ${runtimeError.message}` } : {}),
    performance,
    performanceRuns: [performance],
    accessibility: score("accessibility"),
    accessibilityFailures: failures("accessibility"),
    seo: score("seo"),
    seoFailures: failures("seo"),
    benchmarkIndex: Math.round(run.lhr.environment?.benchmarkIndex ?? 0),
    metrics: {
      firstContentfulPaintMs: Math.round(numeric("first-contentful-paint")),
      largestContentfulPaintMs: Math.round(numeric("largest-contentful-paint")),
      totalBlockingTimeMs: Math.round(numeric("total-blocking-time")),
      cumulativeLayoutShift: numeric("cumulative-layout-shift"),
    },
  };
}

/**
 * Of several runs of one page, the one with the median performance score, carrying every run's
 * score and the lowest accessibility score seen (accessibility does not vary between runs; if it
 * ever does, the worse one is the truth).
 * @example
 *   medianRun([run96, run98, run97]).performance; // 97, with performanceRuns [96, 98, 97]
 */
export function medianRun(runs: readonly LighthouseScores[]): LighthouseScores {
  const sorted = [...runs].sort((a, b) => a.performance - b.performance);
  const median = sorted[Math.floor((sorted.length - 1) / 2)];
  if (!median) throw new Error("no Lighthouse runs to choose from");
  const worstAccessibility = runs.reduce((worst, run) =>
    run.accessibility < worst.accessibility ? run : worst,
  );
  const worstSeo = runs.reduce((worst, run) => (run.seo < worst.seo ? run : worst));
  return {
    ...median,
    performanceRuns: runs.map((run) => run.performance),
    accessibility: worstAccessibility.accessibility,
    accessibilityFailures: worstAccessibility.accessibilityFailures,
    seo: worstSeo.seo,
    seoFailures: worstSeo.seoFailures,
  };
}

/**
 * Lighthouse's default (mobile, simulated throttling) performance and accessibility scores of
 * each path, one after the other in Debian's Chromium: `runs` runs per page (LIGHTHOUSE_RUNS,
 * default 1), the median reported, since one run's score moves by a few points with the machine.
 * @example
 *   const [home] = await runLighthouse("http://127.0.0.1:4310", ["/"]);
 *   home.accessibility; // 100
 *   home.performanceRuns; // [97, 98, 98]
 */
export async function runLighthouse(
  baseUrl: string,
  paths: readonly string[],
  runs = LIGHTHOUSE_RUNS,
  options: LighthouseOptions = {},
): Promise<LighthouseScores[]> {
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: CHROMIUM_ARGS });
  try {
    const results: LighthouseScores[] = [];
    for (const path of paths) {
      const pageRuns: LighthouseScores[] = [];
      for (let run = 0; run < Math.max(1, runs); run += 1) {
        pageRuns.push(await lighthouseOnce(chrome.port, new URL(path, baseUrl).href, path, options));
      }
      results.push(medianRun(pageRuns));
    }
    return results;
  } finally {
    chrome.kill();
  }
}

export interface PerformanceReport {
  measuredAt: string;
  baseUrl: string;
  budgets: typeof JS_BUDGETS;
  firstLoadJs?: FirstLoadJs[];
  lighthouse?: LighthouseScores[];
}

/** Merges figures into reports/performance.json (each part may come from its own test). */
export function writeReport(baseUrl: string, part: Pick<PerformanceReport, "firstLoadJs" | "lighthouse">) {
  let previous: Partial<PerformanceReport> = {};
  try {
    previous = JSON.parse(readFileSync(REPORT_FILE, "utf8")) as PerformanceReport;
  } catch {
    // first write
  }
  const report: PerformanceReport = {
    ...(previous.baseUrl === baseUrl ? previous : {}),
    ...part,
    measuredAt: new Date().toISOString(),
    baseUrl,
    budgets: JS_BUDGETS,
  };
  mkdirSync(dirname(REPORT_FILE), { recursive: true });
  writeFileSync(REPORT_FILE, `${JSON.stringify(report, null, 2)}\n`);
}

const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;

/** The first-load JavaScript as a table, with each page's budget. */
export function formatFirstLoadJs(
  loads: readonly FirstLoadJs[],
  budgets: ReadonlyMap<string, number>,
): string {
  const rows = loads.map((load) => {
    const budget = budgets.get(load.path);
    const verdict = budget === undefined ? "" : load.gzip <= budget ? "ok" : "OVER";
    return [
      `${load.path} (${load.status})`,
      String(load.scripts.length),
      kB(load.transferred),
      kB(load.gzip),
      budget === undefined ? "-" : `${kB(budget)} ${verdict}`,
    ];
  });
  return table(["first-load JS", "scripts", "transferred (br)", "gzip", "budget (gzip)"], rows);
}

/** Lighthouse's scores as a table. */
export function formatLighthouse(scores: readonly LighthouseScores[]): string {
  const rows = scores.map((score) => [
    score.path,
    score.performanceRuns.length > 1
      ? `${score.performance} (${score.performanceRuns.join(", ")})`
      : String(score.performance),
    String(score.accessibility),
    String(score.seo),
    `${score.metrics.firstContentfulPaintMs} ms`,
    `${score.metrics.largestContentfulPaintMs} ms`,
    `${score.metrics.totalBlockingTimeMs} ms`,
    String(score.metrics.cumulativeLayoutShift),
    String(score.benchmarkIndex),
  ]);
  return table(
    [
      "Lighthouse (mobile)",
      "performance (runs)",
      "accessibility",
      "SEO",
      "FCP",
      "LCP",
      "TBT",
      "CLS",
      "benchmarkIndex",
    ],
    rows,
  );
}

const CEILING_PAGE_NAME = "a bare HTML page (a heading and a paragraph, no script, no style)";

/**
 * Lighthouse's scores of the cheapest page there is, served by a server of its own, run in the
 * same Chromium setup right after the shop's pages: what Lighthouse's simulated phone gives on this
 * machine now, against which the shop's scores are read (they move 2x with the machine's load).
 */
async function lighthouseCeiling(runs: number, options: LighthouseOptions = {}): Promise<LighthouseScores> {
  return withBarePage(async (baseUrl) => {
    const [scores] = await runLighthouse(baseUrl, ["/"], runs, options);
    if (!scores) throw new Error("Lighthouse measured no ceiling page");
    return { ...scores, path: "ceiling: bare HTML" };
  });
}

/**
 * The phone every machine emulates: the host's `benchmarkIndex` (the median of three Lighthouse
 * runs of the bare page, which measure it as they start) and the CPU slowdown that makes it a
 * phone of {@link REFERENCE_PHONE_BENCHMARK_INDEX}.
 * @example
 *   const phone = await emulatedPhone(); // { hostBenchmarkIndex: 3150, cpuSlowdownMultiplier: 3.6 }
 */
export async function emulatedPhone(): Promise<{
  hostBenchmarkIndex: number;
  cpuSlowdownMultiplier: number;
}> {
  const indexes = await withBarePage(async (baseUrl) =>
    (await runLighthouse(baseUrl, ["/", "/", "/"], 1)).map((run) => run.benchmarkIndex),
  );
  const hostBenchmarkIndex = indexes.sort((a, b) => a - b)[1] ?? 0;
  if (hostBenchmarkIndex <= 0) throw new Error("Lighthouse measured no benchmarkIndex on this machine");
  const cpuSlowdownMultiplier =
    Math.round((100 * hostBenchmarkIndex) / REFERENCE_PHONE_BENCHMARK_INDEX) / 100;
  return { hostBenchmarkIndex, cpuSlowdownMultiplier };
}

/** Serves the bare page on a port of its own while `use` runs. */
async function withBarePage<T>(use: (baseUrl: string) => Promise<T>): Promise<T> {
  const html =
    '<!doctype html><html lang="ru"><head><meta charset="utf-8">' +
    '<meta name="viewport" content="width=device-width, initial-scale=1">' +
    '<meta name="description" content="Чай, кофе и посуда">' +
    "<title>Чайная лавка</title></head><body><main><h1>Чайная лавка</h1>" +
    "<p>Чай, кофе, сладости и посуда с доставкой.</p></main></body></html>";
  const server = createServer((_request, response) => {
    response.writeHead(200, { "Content-Type": "text/html; charset=utf-8" });
    response.end(html);
  });
  await new Promise<void>((listening) => server.listen(0, "127.0.0.1", listening));
  try {
    const { port } = server.address() as AddressInfo;
    return await use(`http://127.0.0.1:${port}`);
  } finally {
    server.close();
  }
}

// ---------------------------------------------------------------- a tap before hydration

export interface EarlyTap {
  /** From the tap on «В корзину» at its first paint to the confirmation on screen. */
  tapToEffectMs: number;
  /** From the same tap until the app had hydrated the document: the ceiling the replay waits for. */
  tapToHydratedMs: number;
}

/**
 * A tap on «В корзину» the moment it paints, with the CPU slowed 4x (a mid-range phone): the button
 * sends its form, which React queues and runs once the form has hydrated (src/lib/early-form.ts).
 * Each run's delay to the effect beside the delay to hydration (`<html data-hydrated>`), in page
 * time; the median of `runs`.
 * @example
 *   const tap = await measureEarlyTap(browser, "http://127.0.0.1:4310", "/product/piala-tszindechzhen-120-ml");
 */
export async function measureEarlyTap(
  browser: Browser,
  baseUrl: string,
  productPath: string,
  runs = 5,
): Promise<EarlyTap> {
  const samples: EarlyTap[] = [];
  for (let run = 0; run < runs; run += 1) {
    const context = await browser.newContext({ locale: "ru-RU" });
    try {
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
      await page.goto(new URL(productPath, baseUrl).href, { waitUntil: "commit" });
      const button = page.getByRole("button", { name: "В корзину" });
      await button.waitFor();
      const tappedAt = await page.evaluate(() => performance.now());
      await button.click({ noWaitAfter: true });
      const hydratedAt = page.evaluate(
        () =>
          new Promise<number>((resolve) => {
            const check = () =>
              document.documentElement.hasAttribute("data-hydrated")
                ? resolve(performance.now())
                : setTimeout(check, 5);
            check();
          }),
      );
      const status = page.getByTestId("add-to-cart-status");
      await status.filter({ hasText: /\S/ }).waitFor({ timeout: 30_000 });
      const effectAt = await page.evaluate(() => performance.now());
      samples.push({ tapToEffectMs: effectAt - tappedAt, tapToHydratedMs: (await hydratedAt) - tappedAt });
    } finally {
      await context.close();
    }
  }
  samples.sort((a, b) => a.tapToEffectMs - b.tapToEffectMs);
  const median = samples[Math.floor((samples.length - 1) / 2)];
  if (!median) throw new Error("no early taps measured");
  return {
    tapToEffectMs: Math.round(median.tapToEffectMs),
    tapToHydratedMs: Math.round(median.tapToHydratedMs),
  };
}

// ---------------------------------------------------------------- run alone

async function main() {
  const port = Number(process.env.BENCH_PORT ?? 4620);
  const shop = process.env.BENCH_URL ? undefined : await startShop({ port });
  const baseUrl = process.env.BENCH_URL ?? `http://127.0.0.1:${port}`;
  try {
    const pages = await findPages(baseUrl);
    const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
    let firstLoadJs: FirstLoadJs[];
    let earlyTap: EarlyTap;
    try {
      firstLoadJs = [
        await measureFirstLoadJs(browser, baseUrl, pages.home),
        await measureFirstLoadJs(browser, baseUrl, pages.catalog),
        await measureFirstLoadJs(browser, baseUrl, pages.product),
      ];
      earlyTap = await measureEarlyTap(browser, baseUrl, pages.product);
    } finally {
      await browser.close();
    }
    const budgets = new Map([
      [pages.home, JS_BUDGETS.home],
      [pages.catalog, JS_BUDGETS.catalog],
      [pages.product, JS_BUDGETS.product],
    ]);
    console.log(formatFirstLoadJs(firstLoadJs, budgets));
    const weight = await measureListingWeight(baseUrl, pages.catalog);
    console.log(
      `\ncategory page ${weight.path}: HTML ${kB(weight.html)} (${kB(weight.htmlGzip)} gzip); its 20 products ` +
        `as cards ${kB(weight.cards)} of JSON, as whole products ${kB(weight.whole)} ` +
        `(the cards are ${Math.round((100 * weight.cards) / weight.whole)} % of it)`,
    );
    console.log(
      `\nearly tap on «В корзину» (CPU 4x, median of 5): effect ${earlyTap.tapToEffectMs} ms after the tap, ` +
        `the button hydrated ${earlyTap.tapToHydratedMs} ms after it (the ceiling: the hand-over adds ` +
        `${earlyTap.tapToEffectMs - earlyTap.tapToHydratedMs} ms)`,
    );
    const phone = await emulatedPhone();
    console.log(
      `\nLighthouse emulates one phone: host benchmarkIndex ${phone.hostBenchmarkIndex} / ` +
        `${REFERENCE_PHONE_BENCHMARK_INDEX} = cpuSlowdownMultiplier ${phone.cpuSlowdownMultiplier}`,
    );
    const lighthouseOptions = { cpuSlowdownMultiplier: phone.cpuSlowdownMultiplier };
    const scores = await runLighthouse(
      baseUrl,
      [pages.home, pages.catalog, pages.product],
      BENCH_LIGHTHOUSE_RUNS,
      lighthouseOptions,
    );
    const ceiling = await lighthouseCeiling(BENCH_LIGHTHOUSE_RUNS, lighthouseOptions);
    console.log(`\n${formatLighthouse([...scores, ceiling])}`);
    console.log(
      `the last row is the ceiling of this machine in this run: ${CEILING_PAGE_NAME}; ` +
        `each page's performance is ${scores.map((score) => `${Math.round((100 * score.performance) / Math.max(1, ceiling.performance))} %`).join(", ")} of it`,
    );
    for (const score of scores) {
      if (score.error) console.log(`Lighthouse could not measure ${score.path}: ${score.error}`);
      if (score.accessibilityFailures.length > 0) {
        console.log(`accessibility failures on ${score.path}: ${score.accessibilityFailures.join("; ")}`);
      }
    }
    writeReport(baseUrl, { firstLoadJs, lighthouse: scores });
    console.log(`\nwritten to ${REPORT_FILE}`);
  } finally {
    shop?.stop();
  }
}

if (import.meta.main) {
  await main();
}
