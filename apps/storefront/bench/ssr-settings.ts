// Issue 47 point 5: what a memory setting of `./shop start` costs in throughput, measured in turns.
// Two shops run side by side (`./shop serve --fresh-data`, as the server-rendering bench starts
// one), the shop's own settings and another; each scenario of bench/ssr-load.ts loads one, then
// the other, round after round, so that a machine that slows down or speeds up meanwhile moves both
// alike. Prints each turn's req/s, the medians, their ratio, and each shop's memory at its peak
// (all its processes), with the load average; then the same turns as CPU time per answered request
// of each shop's storefront server and API. On two cores shared by two shops and the load generator,
// req/s moves by 20 % between turns of the same shop; a server's CPU time per request moves far
// less, and it is what bounds the throughput of a server that has its cores to itself.
//
//   pnpm --filter @shop/storefront bench:settings     # MALLOC_ARENA_MAX=2 against glibc's default
//   BENCH_OTHER="STOREFRONT_NODE_FLAGS=" ...          # the other shop's environment, `;` between
//                                                     # variables: here the storefront server on V8's
//                                                     # heap defaults (tooling/shop/cli.mjs)
//
//   BENCH_FIRST="STOREFRONT_NODE_FLAGS=--max-semi-space-size=16" ...  # a candidate in place of the
//                                                     # shop's own settings
//
// BENCH_ROUNDS (4) and BENCH_SECONDS (8) set the turns, BENCH_CONNECTIONS (32) the load,
// BENCH_PORT (4640) the first of the four ports.

import { cpus, loadavg } from "node:os";
import { processTree, residentBytes, type StartedShop, serverPid, startShop } from "./shop.ts";
import { type Figures, load, type Scenario, scenarios } from "./ssr-load.ts";
import { MB, table } from "./table.ts";

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 4);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
const PORT = Number(process.env.BENCH_PORT ?? 4640);
/** glibc's own number of malloc arenas: eight per core (what a process gets without the setting). */
const GLIBC_ARENAS = String(8 * cpus().length);
/** `A=1; B=2` as an environment (an empty value is kept: `STOREFRONT_NODE_FLAGS=` means none). */
const environment = (pairs: string) =>
  Object.fromEntries(
    pairs
      .split(";")
      .map((pair) => pair.trim())
      .filter(Boolean)
      .map((pair) => [pair.slice(0, pair.indexOf("=")), pair.slice(pair.indexOf("=") + 1)]),
  );
const OTHER = environment(process.env.BENCH_OTHER ?? `MALLOC_ARENA_MAX=${GLIBC_ARENAS}`);
/** A candidate in the first shop's place, instead of the shop's own settings. */
const FIRST = process.env.BENCH_FIRST === undefined ? undefined : environment(process.env.BENCH_FIRST);
const settingName = (env: Record<string, string>) =>
  Object.entries(env)
    .map(([key, value]) => `${key}=${value === "" ? '""' : value}`)
    .join("; ");

interface Contender {
  name: string;
  shop: StartedShop;
  pid: number;
  apiPid: number | undefined;
  peakBytes: number;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
};
/** What all the shop's processes hold (VmRSS summed). */
const shopBytes = (shop: StartedShop) =>
  processTree(shop.process.pid ?? 0).reduce((sum, { pid }) => sum + residentBytes(pid), 0);

async function contender(
  name: string,
  port: number,
  env: Record<string, string | undefined>,
): Promise<Contender> {
  const shop = await startShop({ port, env });
  const pid = serverPid(shop.process, "storefront server");
  if (pid === undefined) throw new Error(`${name}: the storefront server's process was not found`);
  return { name, shop, pid, apiPid: serverPid(shop.process, "API"), peakBytes: shopBytes(shop) };
}

async function main() {
  const contenders: Contender[] = [];
  try {
    // What `./shop serve` sets unless its environment does (tooling/shop/cli.mjs): the variables
    // are left out, whatever this shell has exported.
    const shops = { MALLOC_ARENA_MAX: undefined, STOREFRONT_NODE_FLAGS: undefined };
    contenders.push(
      FIRST
        ? await contender(settingName(FIRST), PORT, { ...shops, ...FIRST })
        : await contender("the shop's settings", PORT, shops),
    );
    contenders.push(await contender(settingName(OTHER), PORT + 2, OTHER));
    const [first] = contenders;
    if (!first) return;
    const all: Scenario[] = await scenarios(first.shop.baseUrl);
    const loadBefore = loadavg()[0] ?? 0;
    // Warm-up: each server's code compiled, each API's first queries planned.
    for (const each of contenders)
      for (const scenario of all) await load(each.shop.baseUrl, each.pid, scenario, 2);

    // Each scenario's turns, per contender: every figure of a turn, read out per table below.
    const turns = new Map<string, Figures[][]>(
      all.map((scenario) => [scenario.name, contenders.map(() => [])]),
    );
    for (let round = 0; round < ROUNDS; round += 1) {
      for (const scenario of all) {
        // The order alternates too: neither shop is always the one loaded right after the other.
        const order = round % 2 === 0 ? contenders : [...contenders].reverse();
        for (const each of order) {
          const sampler = setInterval(() => {
            each.peakBytes = Math.max(each.peakBytes, shopBytes(each.shop));
          }, 250);
          try {
            const figures = await load(each.shop.baseUrl, each.pid, scenario, SECONDS, each.apiPid);
            if (figures.errors > 0 || figures.non2xx > 0)
              throw new Error(
                `${each.name}, ${scenario.name}: ${figures.errors} errors, ${figures.non2xx} non-2xx`,
              );
            turns.get(scenario.name)?.[contenders.indexOf(each)]?.push(figures);
          } finally {
            clearInterval(sampler);
          }
        }
      }
    }
    const loadAfter = loadavg()[0] ?? 0;

    const [a, b] = contenders;
    console.log(
      `${ROUNDS} rounds × ${SECONDS} s a turn; ${cpus().length} cores; load average ${loadBefore.toFixed(2)} before, ${loadAfter.toFixed(2)} after\n`,
    );
    /** One figure of every turn of a scenario, for the first contender and for the second. */
    const turnsOf = (scenario: Scenario, figure: (figures: Figures) => number) =>
      (turns.get(scenario.name) ?? []).map((ofOne) => ofOne.map(figure));
    const rows = all.map((scenario) => {
      const [ofA = [], ofB = []] = turnsOf(scenario, (figures) => figures.requestsPerSecond);
      const ratio = median(ofA) / Math.max(median(ofB), 1);
      return [
        scenario.name,
        `${median(ofA)} (${ofA.join(", ")})`,
        `${median(ofB)} (${ofB.join(", ")})`,
        `${(ratio * 100).toFixed(1)} %`,
      ];
    });
    console.log(table(["scenario", `req/s, ${a?.name}`, `req/s, ${b?.name}`, "first / second"], rows));
    // Throughput bound by CPU is the inverse of CPU time a request: first / second = second's ms / first's.
    const cpuRows = (figure: (figures: Figures) => number) =>
      all.map((scenario) => {
        const [ofA = [], ofB = []] = turnsOf(scenario, figure);
        // A static file never reaches the API, a cached page hardly: no ratio of nothing.
        const ratio =
          median(ofA) > 0 && median(ofB) > 0 ? `${((median(ofB) / median(ofA)) * 100).toFixed(1)} %` : "-";
        const ms = (values: number[]) => `${median(values).toFixed(3)} (${values.join(", ")})`;
        return [scenario.name, ms(ofA), ms(ofB), ratio];
      });
    const cpuHeader = (whose: string) => [
      "scenario",
      `${whose} CPU ms a request, ${a?.name}`,
      `the same, ${b?.name}`,
      "throughput first / second",
    ];
    console.log(
      `\n${table(
        cpuHeader("storefront server's"),
        cpuRows((figures) => figures.serverCpuMsPerRequest),
      )}`,
    );
    console.log(
      `\n${table(
        cpuHeader("API's"),
        cpuRows((figures) => figures.apiCpuMsPerRequest),
      )}`,
    );
    console.log(
      `\nthe shop's processes at their peak (VmRSS summed): ${contenders.map((each) => `${each.name} ${MB(each.peakBytes)}`).join("; ")}`,
    );
    console.log(
      "issue 47 point 5: the shop's settings lose at most 5 % of throughput (first / second >= 95 %)",
    );
  } finally {
    for (const each of contenders) each.shop.stop();
  }
}

if (import.meta.main) {
  await main();
}
