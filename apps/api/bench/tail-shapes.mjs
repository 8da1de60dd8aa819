// What the slow requests share (issue 47 point 4). A load's p99 over its p50 says how long its tail
// is, not why: a shape of request that costs more every time (a list of the whole catalog, its facet
// counts over every product), or any request caught by a pause (a GC, a rebuild, the pool). So each
// request's time is kept with its path's shape and what it answered; at one connection (what each
// shape costs on its own) and at the load's connections, the report prints the tail, and for each
// trait the share of all requests that have it beside its share of the slowest 1 %: a trait far more
// common among the slowest is what they share; none, and the tail is the machine's scheduling.

import { performance } from "node:perf_hooks";

const percentile = (sorted, p) =>
  sorted.length === 0
    ? Number.NaN
    : sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

/** The traits of a request of the catalog API that may set its cost, from its path and its answer. */
function traitsOf(path, answer) {
  const url = new URL(path, "http://bench");
  const traits = [];
  if (url.pathname === "/api/catalog/products") {
    const search = url.searchParams.get("search");
    if (search !== null) traits.push(`search of ${search.split(/\s+/).length} word(s)`);
    else traits.push(url.searchParams.has("category") ? "one category" : "the whole catalog");
    const filters = [...url.searchParams.keys()].filter((key) => key.startsWith("attributes.")).length;
    if (search === null) traits.push(`${filters} attribute filter(s)`);
    if (url.searchParams.has("price[between]")) traits.push("a price range");
    const sort = [...url.searchParams.keys()].find((key) => key.startsWith("sort["));
    if (search === null) traits.push(sort ? `sorted by ${sort.slice(5, -1)}` : "default order");
    const page = Number(url.searchParams.get("page") ?? 1);
    traits.push(page === 1 ? "page 1" : page <= 5 ? "page 2-5" : "page 6-10");
    const total = typeof answer?.totalItems === "number" ? answer.totalItems : undefined;
    if (total !== undefined)
      traits.push(
        total === 0
          ? "no match"
          : total < 1_000
            ? "< 1 000 matches"
            : total < 10_000
              ? "1 000-9 999 matches"
              : total < 50_000
                ? "10 000-49 999 matches"
                : ">= 50 000 matches",
      );
  } else if (url.pathname === "/api/catalog/suggestions") {
    const length = (url.searchParams.get("search") ?? "").length;
    traits.push(length <= 2 ? "2 letters" : length <= 4 ? "3-4 letters" : "5+ letters");
  } else {
    traits.push(url.pathname.includes("by-slug") ? "by slug" : "by number");
  }
  return traits;
}

/**
 * Sends `path()` to `base` from `connections` loops for `seconds`, each request's time (to its last
 * byte, as autocannon counts) kept with its traits. Node's fetch keeps its connections alive, as
 * autocannon does; the answers are read as JSON to learn their sizes (matches of a list).
 */
async function timedLoad(base, path, connections, seconds) {
  const samples = [];
  const until = performance.now() + seconds * 1000;
  let errors = 0;
  const loop = async () => {
    while (performance.now() < until) {
      const next = path();
      const started = performance.now();
      try {
        const response = await fetch(`${base}${next}`, { headers: { "accept-encoding": "gzip" } });
        const text = await response.text();
        const took = performance.now() - started;
        if (!response.ok) {
          errors += 1;
          continue;
        }
        let answer;
        try {
          answer = JSON.parse(text);
        } catch {
          answer = undefined;
        }
        samples.push({ took, traits: traitsOf(next, answer) });
      } catch {
        errors += 1;
      }
    }
  };
  await Promise.all(Array.from({ length: connections }, loop));
  return { samples, errors };
}

/**
 * The API's GC pauses in its `--trace-gc` lines: young-generation (scavenges) and full collections,
 * each as a count, the time they held the main thread, and the longest.
 */
function gcPauses(text) {
  const pauses = { young: [], full: [] };
  const reasons = new Map();
  for (const [line, kind, pause] of text.matchAll(
    /ms: (Scavenge|Minor Mark-Sweep|Mark-Compact|Mark-Sweep)\b[^\n]*?([\d.]+) \/ [\d.]+ ms[^\n]*/g,
  )) {
    const young = kind === "Scavenge" || kind === "Minor Mark-Sweep";
    (young ? pauses.young : pauses.full).push(Number(pause));
    // What started a full collection: the words after V8's mutator-utilisation figures.
    const reason = young ? undefined : /current mu = [\d.]+\) (.+?);?\s*$/.exec(line)?.[1];
    if (reason) reasons.set(reason, (reasons.get(reason) ?? 0) + 1);
  }
  const describe = (list) =>
    `${list.length}, ${list.reduce((sum, pause) => sum + pause, 0).toFixed(0)} ms in all, longest ${Math.max(0, ...list).toFixed(1)} ms`;
  const why = [...reasons].map(([reason, count]) => `${count}x ${reason}`).join(", ");
  return `young-generation GCs ${describe(pauses.young)}; full GCs ${describe(pauses.full)}${why ? ` (${why})` : ""}`;
}

/** Prints a load's tail and, per trait, its share of all requests beside its share of the slowest 1 %. */
function printShapes(name, connections, { samples, errors, gc }) {
  const times = samples.map((sample) => sample.took).sort((a, b) => a - b);
  const p50 = percentile(times, 50);
  const p99 = percentile(times, 99);
  console.log(
    `  ${name}, ${connections} connection(s): ${samples.length} requests, p50 ${p50.toFixed(1)} ms, p99 ${p99.toFixed(1)} ms, p99/p50 ${(p99 / p50).toFixed(1)}x${errors ? `, ${errors} errors` : ""}`,
  );
  if (gc !== undefined) console.log(`    the API's ${gc}`);
  const slowest = samples.filter((sample) => sample.took >= p99);
  const traits = new Map();
  for (const sample of samples) {
    for (const trait of sample.traits) {
      const entry = traits.get(trait) ?? { all: 0, slow: 0, times: [] };
      entry.all += 1;
      entry.times.push(sample.took);
      traits.set(trait, entry);
    }
  }
  for (const sample of slowest) for (const trait of sample.traits) traits.get(trait).slow += 1;
  const rows = [...traits.entries()].sort((a, b) => b[1].slow / slowest.length - a[1].slow / slowest.length);
  for (const [trait, entry] of rows) {
    const own = entry.times.sort((a, b) => a - b);
    console.log(
      `    ${trait.padEnd(24)} ${((100 * entry.all) / samples.length).toFixed(0).padStart(3)} % of all, ${((100 * entry.slow) / Math.max(1, slowest.length)).toFixed(0).padStart(3)} % of the slowest 1 %;  its own p50 ${percentile(own, 50).toFixed(1).padStart(6)} ms, p99 ${percentile(own, 99).toFixed(1).padStart(6)} ms`,
    );
  }
}

/**
 * The shapes of each scenario's requests at one connection and at `connections`; with `output` (the
 * readers of an API started with `--trace-gc`), the GC pauses of each load too.
 * @example
 *   await tailShapes("http://127.0.0.1:3001", scenarios, { connections: 64, seconds: 10, output: api.readers });
 */
export async function tailShapes(base, scenarios, { connections, seconds, output }) {
  for (const [name, path] of Object.entries(scenarios)) {
    await timedLoad(base, path, connections, 2); // warm-up: JIT, connection pool
    for (const count of [1, connections]) {
      let text = "";
      const read = (chunk) => {
        text += chunk;
      };
      output?.add(read);
      const figures = await timedLoad(base, path, count, seconds);
      output?.delete(read);
      printShapes(name, count, { ...figures, gc: output ? gcPauses(text) : undefined });
    }
  }
}
