// The memory of a whole shop (issue 47 point 5: `./shop start` <= 400 MB in all for the seeded
// shop after a minute of browsing): `./shop serve --fresh-data` as `./shop start` runs it (the
// supervisor and both servers), browsed by Debian's Chromium for BENCH_SECONDS (60) — home,
// categories with their filters and pages, product pages with their photos, a search, lines added
// to the cart, the cart — then the resident memory of every process of the shop, at the end and
// at its peak (sampled each second). Writes reports/shop-memory.json.
//
//   node bench/shop-memory.ts        # the current build, on ports 4640/4641 (BENCH_PORT)

import { mkdirSync, writeFileSync } from "node:fs";
import { loadavg } from "node:os";
import { dirname } from "node:path";
import { fileURLToPath } from "node:url";
import { chromium } from "@playwright/test";
import { processTree, proportionalBytes, residentBytes, startShop } from "./shop.ts";
import { MB, table } from "./table.ts";

const SECONDS = Number(process.env.BENCH_SECONDS ?? 60);
const PORT = Number(process.env.BENCH_PORT ?? 4640);
/** Issue 47's goal for the whole shop. */
const GOAL_BYTES = 400 * 1024 * 1024;
const REPORT_FILE = fileURLToPath(new URL("../reports/shop-memory.json", import.meta.url));

const shop = await startShop({ port: PORT });
const root = shop.process.pid;
if (root === undefined) throw new Error("no shop process");
const peaks = new Map<string, number>();
let [peakTotal, peakShare] = [0, 0];
const sample = () => {
  let [total, share] = [0, 0];
  for (const { pid, name } of processTree(root)) {
    const bytes = residentBytes(pid);
    total += bytes;
    share += proportionalBytes(pid);
    peaks.set(name, Math.max(peaks.get(name) ?? 0, bytes));
  }
  peakTotal = Math.max(peakTotal, total);
  peakShare = Math.max(peakShare, share);
};
const sampler = setInterval(sample, 1000);

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: ["--headless", "--no-sandbox", "--disable-gpu"],
});
let pages = 0;
try {
  const context = await browser.newContext({ locale: "ru-RU", viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  const base = shop.baseUrl;
  const categories = (await (await fetch(`${base}/api/catalog/categories?itemsPerPage=100`)).json()) as {
    member: { path: string }[];
  };
  const products = (await (await fetch(`${base}/api/catalog/products?itemsPerPage=100`)).json()) as {
    member: { slug: string }[];
  };
  const paths = [
    "/",
    ...categories.member
      .slice(0, 12)
      .flatMap((category) => [
        `/catalog/${category.path}`,
        `/catalog/${category.path}?page=2`,
        `/catalog/${category.path}?sort=price`,
      ]),
    ...products.member.map((product) => `/product/${product.slug}`),
    "/search?q=чай",
    "/search?q=улун",
    "/cart",
  ];
  const end = Date.now() + SECONDS * 1000;
  for (let index = 0; Date.now() < end; index++) {
    const path = paths[(index * 7) % paths.length] ?? "/";
    await page.goto(`${base}${path}`, { waitUntil: "load" });
    pages++;
    // Now and then a line in the cart, as a shopper does (it is saved to the API).
    const add = page.getByRole("button", { name: "В корзину" }).first();
    if (path.startsWith("/product/") && index % 5 === 0 && (await add.isVisible())) await add.click();
  }
  await context.close();
} finally {
  await browser.close();
}
sample();
clearInterval(sampler);
const now = processTree(root).map(({ pid, name }) => ({
  name,
  bytes: residentBytes(pid),
  share: proportionalBytes(pid),
}));
shop.stop();
const total = now.reduce((sum, { bytes }) => sum + bytes, 0);
const share = now.reduce((sum, process) => sum + process.share, 0);
const [load1] = loadavg();
console.log(
  `\nthe whole shop after ${SECONDS} s of browsing (${pages} pages in Chromium), load average ${load1?.toFixed(1)}:\n`,
);
console.log(
  table(
    ["process", "RSS now", "RSS peak", "PSS now"],
    [
      ...now.map(({ name, bytes, share }) => [name, MB(bytes), MB(peaks.get(name) ?? bytes), MB(share)]),
      ["all", MB(total), MB(peakTotal), MB(share)],
    ],
  ),
);
// RSS counts every page a process maps, shared or not (the Node binary both servers run, twice);
// PSS shares each page out among the processes that map it: their sum is what the machine holds.
console.log(
  `\ngoal: <= ${MB(GOAL_BYTES)} in all: by PSS ${share <= GOAL_BYTES ? "met" : "NOT met"} (${MB(share)}, ` +
    `peak ${MB(peakShare)}); the RSS sum, shared pages counted twice: ${MB(total)}`,
);
mkdirSync(dirname(REPORT_FILE), { recursive: true });
writeFileSync(
  REPORT_FILE,
  `${JSON.stringify({ seconds: SECONDS, pages, load: load1, processes: now, total, peakTotal, share, peakShare, peaks: Object.fromEntries(peaks) }, null, 2)}\n`,
);
