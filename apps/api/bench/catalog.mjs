#!/usr/bin/env node
// Catalog benchmark (issue 5): seeds a throwaway PostgreSQL cluster with 100 000 products, starts
// the built API on loopback and loads the catalog list, the product page and search with
// autocannon, with and without the in-process catalog cache; then the same on PGlite for the
// record. Prints req/s, p50/p95/p99 and the ratio to a hello-world server on the same stack.
//
//   pnpm --filter @shop/api bench                       # everything (about 10 minutes)
//   node bench/catalog.mjs --products=20000 --duration=5 --drivers=postgres --cache=on
//
// Needs Debian's PostgreSQL 15 (/usr/lib/postgresql/15/bin) and root (the cluster runs as the
// `postgres` user). Everything listens on 127.0.0.1 and is deleted at the end.
import { spawn, spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { chmodSync, chownSync, mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import autocannon from "autocannon";

const options = Object.fromEntries(
  process.argv.slice(2).map((arg) => {
    const [key, value = "true"] = arg.replace(/^--/, "").split("=");
    return [key, value];
  }),
);
const PRODUCTS = Number(options.products ?? 100_000);
const DURATION = Number(options.duration ?? 10);
const CONNECTIONS = Number(options.connections ?? 64);
const DRIVERS = (options.drivers ?? "postgres,pglite").split(",");
const CACHE_MODES = (options.cache ?? "on,off").split(",");
const PG_BIN = options["pg-bin"] ?? "/usr/lib/postgresql/15/bin";
// The whole run is bounded: a stuck seed or server must not keep a machine busy for ever.
const DEADLINE_MS = Number(options["timeout-minutes"] ?? 30) * 60_000;

const apiDir = fileURLToPath(new URL("..", import.meta.url));
const work = mkdtempSync(join(tmpdir(), "shop-bench-"));
chmodSync(work, 0o755);
const children = new Set();
let cluster;

const deadline = setTimeout(() => {
  console.error(`bench: deadline of ${DEADLINE_MS / 60_000} minutes reached, stopping`);
  void cleanup().then(() => process.exit(2));
}, DEADLINE_MS);
deadline.unref();

async function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
    server.on("error", reject);
  });
}

function run(command, args, { as } = {}) {
  const [file, argv] = as ? ["runuser", ["-u", as, "--", command, ...args]] : [command, args];
  const result = spawnSync(file, argv, { encoding: "utf8" });
  if (result.status !== 0)
    throw new Error(`${command} ${args.join(" ")} failed:\n${result.stderr}${result.stdout}`);
  return result.stdout;
}

async function startPostgres() {
  const dir = join(work, "pg");
  mkdirSync(dir);
  chownSync(dir, Number(run("id", ["-u", "postgres"]).trim()), Number(run("id", ["-g", "postgres"]).trim()));
  const port = await freePort();
  // C.UTF-8 so pg_trgm treats Cyrillic letters as letters (the C locale would not).
  run(
    join(PG_BIN, "initdb"),
    ["-D", join(dir, "data"), "-U", "postgres", "-A", "trust", "-E", "UTF8", "--locale=C.UTF-8"],
    { as: "postgres" },
  );
  // fsync off: a throwaway cluster; it makes the 100 000-product seed faster and changes no read.
  const settings = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c shared_buffers=256MB -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=100`;
  run(
    join(PG_BIN, "pg_ctl"),
    ["-D", join(dir, "data"), "-o", settings, "-l", join(dir, "log"), "-w", "start"],
    { as: "postgres" },
  );
  cluster = join(dir, "data");
  run(join(PG_BIN, "createdb"), ["-h", "127.0.0.1", "-p", String(port), "-U", "postgres", "shop"], {
    as: "postgres",
  });
  return `postgres://postgres@127.0.0.1:${port}/shop`;
}

async function startProcess(label, args, env, readyCheck) {
  const child = spawn(process.execPath, args, {
    cwd: apiDir,
    env: { ...process.env, ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  children.add(child);
  let output = "";
  const remember = (chunk) => {
    output = (output + chunk).slice(-4000);
    const progress = /seeding \w+: \d+\/\d+/.exec(String(chunk));
    if (progress) process.stdout.write(`\r  ${label}: ${progress[0]}   `);
  };
  child.stdout.on("data", remember);
  child.stderr.on("data", remember);
  child.on("exit", () => children.delete(child));
  child.output = () => output;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${label} exited:\n${output}`);
    if (await readyCheck().catch(() => false)) break;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  process.stdout.write("\n");
  return child;
}

async function stopProcess(child) {
  if (!child || child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once("exit", resolve));
  child.kill("SIGTERM");
  await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 10_000))]);
  if (child.exitCode === null) child.kill("SIGKILL");
}

const pick = (items) => items[Math.floor(Math.random() * items.length)];
const CATEGORIES = [
  "",
  "tea",
  "tea/green",
  "tea/black",
  "tea/oolong/wuyi",
  "coffee",
  "coffee/beans",
  "sweets",
  "teaware",
  "teaware/teapots/clay",
];
const SEARCHES = [
  "лунцзин",
  "чайники",
  "дарджилинк",
  "кофе эфиопия",
  "мёд",
  "шу пуэр",
  "улун",
  "пиала",
  "шоколад горький",
  "иван-чай",
  "сенча",
  "да хун пао",
];

/** The three loads of the issue, each a path generator. */
function scenarios(products) {
  return {
    "catalog list": () => {
      const category = pick(CATEGORIES);
      const page = 1 + Math.floor(Math.random() * 5);
      return `/api/catalog/products?${category ? `category=${encodeURIComponent(category)}&` : ""}page=${page}`;
    },
    "product page": () => `/api/catalog/products-by-number/${100_001 + Math.floor(Math.random() * products)}`,
    search: () => `/api/catalog/products?search=${encodeURIComponent(pick(SEARCHES))}`,
  };
}

function percentile(sorted, p) {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

/** Drives `path()` at `CONNECTIONS` for `DURATION` seconds; latencies are measured per response. */
async function load(port, path, duration = DURATION) {
  const latencies = [];
  const instance = autocannon({
    url: `http://127.0.0.1:${port}`,
    connections: CONNECTIONS,
    duration,
    // Browsers (and the storefront's proxy) always accept gzip; so does the benchmark.
    headers: { "accept-encoding": "gzip, deflate, br" },
    requests: [{ method: "GET", setupRequest: (request) => ({ ...request, path: path() }) }],
  });
  instance.on("response", (_client, _status, _bytes, responseTime) => latencies.push(responseTime));
  const result = await instance;
  latencies.sort((a, b) => a - b);
  return {
    requestsPerSecond: result.requests.average,
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    p99: percentile(latencies, 99),
    errors: result.errors + result.timeouts + result.non2xx,
    errorDetail: `${result.errors} connection errors, ${result.timeouts} timeouts, non-2xx: ${JSON.stringify(
      Object.fromEntries(
        Object.entries(result.statusCodeStats ?? {}).filter(([code]) => !code.startsWith("2")),
      ),
    )}`,
    total: latencies.length,
  };
}

const rows = [];
function report(driver, cache, name, figures, hello) {
  const row = {
    driver,
    cache,
    name,
    ...figures,
    ratio: hello ? figures.requestsPerSecond / hello : Number.NaN,
  };
  rows.push(row);
  const ms = (value) => `${value.toFixed(1)} ms`.padStart(9);
  console.log(
    `  ${name.padEnd(13)} ${String(Math.round(row.requestsPerSecond)).padStart(6)} req/s  p50 ${ms(row.p50)}  p95 ${ms(row.p95)}  p99 ${ms(row.p99)}  ${(row.ratio * 100).toFixed(0).padStart(3)} % of hello-world  errors ${row.errors}`,
  );
  if (row.errors > 0) console.log(`    (${row.errorDetail})`);
}

async function benchServer(driver, env, hello) {
  for (const cache of CACHE_MODES) {
    const port = await freePort();
    console.log(
      `\n${driver}, catalog cache ${cache} (${PRODUCTS} products, ${CONNECTIONS} connections, ${DURATION} s each)`,
    );
    const server = await startProcess(
      `${driver} API`,
      ["dist/server.js"],
      {
        ...env,
        PORT: String(port),
        SEED_PRODUCTS: String(PRODUCTS),
        CATALOG_CACHE: cache === "on" ? "1" : "0",
        LOG_LEVEL: "warn",
        NODE_ENV: "production",
        // A production API starts only with a strong secret of its own.
        JWT_SECRET: randomBytes(32).toString("base64url"),
      },
      async () => (await fetch(`http://127.0.0.1:${port}/api/health`)).ok,
    );
    try {
      for (const [name, path] of Object.entries(scenarios(PRODUCTS))) {
        await load(port, path, 2); // warm-up: JIT, connection pool, caches
        report(driver, cache, name, await load(port, path), hello);
        if (server.exitCode !== null)
          throw new Error(`the ${driver} API exited during "${name}":\n${server.output()}`);
      }
    } finally {
      await stopProcess(server);
    }
  }
}

async function cleanup() {
  for (const child of children) child.kill("SIGKILL");
  if (cluster) {
    try {
      run(join(PG_BIN, "pg_ctl"), ["-D", cluster, "-m", "immediate", "stop"], { as: "postgres" });
    } catch (error) {
      console.error(String(error));
    }
  }
  rmSync(work, { recursive: true, force: true });
}

try {
  const helloPort = await freePort();
  const helloServer = await startProcess(
    "hello-world",
    ["bench/hello.mjs"],
    { PORT: String(helloPort) },
    async () => (await fetch(`http://127.0.0.1:${helloPort}/`)).ok,
  );
  await load(helloPort, () => "/", 2);
  const hello = await load(helloPort, () => "/");
  await stopProcess(helloServer);
  console.log(`hello-world: ${Math.round(hello.requestsPerSecond)} req/s, p99 ${hello.p99.toFixed(1)} ms`);

  if (DRIVERS.includes("postgres"))
    await benchServer(
      "postgres",
      { DATABASE_URL: await startPostgres(), DATA_DIR: join(work, "pg-data") },
      hello.requestsPerSecond,
    );
  if (DRIVERS.includes("pglite"))
    await benchServer("pglite", { DATA_DIR: join(work, "pglite") }, hello.requestsPerSecond);

  console.log(
    "\ntargets (PostgreSQL): catalog list p99 <= 25 ms, list and search p95 <= 40 ms, list >= 25 % of hello-world",
  );
  for (const cache of ["on", "off"]) {
    const of = (name) =>
      rows.find((row) => row.driver === "postgres" && row.cache === cache && row.name === name);
    const list = of("catalog list");
    const search = of("search");
    if (!list || !search) continue;
    const verdict = (ok) => (ok ? "met" : "NOT met");
    console.log(
      `  cache ${cache}: list p99 ${verdict(list.p99 <= 25)}, list p95 ${verdict(list.p95 <= 40)}, search p95 ${verdict(search.p95 <= 40)}, throughput ${verdict(list.ratio >= 0.25)}`,
    );
  }
} finally {
  await cleanup();
}
