// The shop's commands, run by ../../shop once Node, pnpm and the packages are in place.
// Plain JavaScript on purpose: it runs on any Node >= 22 before anything is built.
import { spawn, spawnSync } from "node:child_process";
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { stripVTControlCharacters } from "node:util";
import { changedFiles, narrowedTestScript, plan } from "./check.mjs";
import { failureReport } from "./failure-report.mjs";
import { findPostgresBin, startThrowawayPostgres } from "./postgres.mjs";
import { reportFileTimes, timingTable } from "./test-timings.mjs";
import { waitFor } from "./wait-healthy.mjs";

const root = resolve(fileURLToPath(new URL("../..", import.meta.url)));
const isCI = Boolean(process.env.CI && process.env.CI !== "false");

const say = (message) => process.stderr.write(`\x1b[1m[shop]\x1b[0m ${message}\n`);

// Turborepo asks to send anonymous usage data; nothing run by ./shop sends any.
process.env.TURBO_TELEMETRY_DISABLED = "1";

const commands = {
  start: {
    run: start,
    help: "build, then serve the whole shop (API + storefront) and print its URL; --production: as deployed",
  },
  serve: { run: serve, help: "serve what is already built (--fresh-data: a throwaway embedded database)" },
  test: {
    run: test,
    help: "lint, typecheck, unit tests, build, e2e, load test; ends with 'N passed, N failed'",
  },
  check: {
    run: check,
    help: "the short loop: lint, typecheck, related unit tests and e2e specs of what changed since --since=REF (HEAD: not yet committed); --postgres, --no-e2e",
  },
  "test-api": {
    run: testApi,
    help: "only the API suite, on PGlite and on a throwaway PostgreSQL (the harness of test)",
  },
  import: {
    run: importYml,
    help: "import FILE.yml [--rate USD=92.5] [--pictures DIR] (a YML catalog: categories and offers) into the shop's database; stop the shop first",
  },
  dev: {
    run: dev,
    help: "API and storefront from their sources: the API restarts on a change, the page updates at once",
  },
  help: { run: help, help: "this list" },
};

function help() {
  say("usage: ./shop <command>");
  for (const [name, { help: text }] of Object.entries(commands)) say(`  ${name.padEnd(8)} ${text}`);
  say(
    "environment: PORT (3000), API_PORT (PORT+1), DATA_DIR (.data), DATABASE_URL (PostgreSQL instead of PGlite), " +
      "START_TIMEOUT_SECONDS (180: how long start waits for the shop's health check)",
  );
  return 0;
}

/** Runs a command in the repository root, streaming its output; resolves to its exit code. */
function run(command, args, options = {}) {
  return new Promise((done) => {
    const child = spawn(command, args, { cwd: root, stdio: "inherit", ...options });
    child.on("exit", (code, signal) => done(code ?? (signal ? 1 : 0)));
    child.on("error", (error) => {
      say(`${command}: ${error.message}`);
      done(1);
    });
  });
}

// ---------------------------------------------------------------- start / serve

async function start(args) {
  say("building the shop (turbo run build; unchanged packages come from the cache)");
  const code = await run("pnpm", ["exec", "turbo", "run", "build", "--output-logs=errors-only"]);
  if (code !== 0) {
    say("the build failed; see the output above");
    return code;
  }
  return serve(args);
}

// The storefront server's heap, as its `start` script sets it (docs/benchmarks/storefront.md, "Server
// rendering under load"): its live heap is tens of megabytes, but left to its defaults V8 lets the
// young and old generations grow to 300-450 MB of RSS under 32 concurrent visitors before it
// collects; these keep it near 200 MB at the same latency. STOREFRONT_NODE_FLAGS replaces them
// (space-separated; empty: V8's defaults), for a deployment's own choice and the benches that weigh
// them (apps/storefront/bench/ssr-settings.ts).
const STOREFRONT_HEAP_FLAGS =
  process.env.STOREFRONT_NODE_FLAGS === undefined
    ? ["--max-semi-space-size=4", "--max-old-space-size=128"]
    : process.env.STOREFRONT_NODE_FLAGS.split(/\s+/).filter(Boolean);

// The API's Node flags, read from its `start` script so that there is one list
// (docs/benchmarks/api-memory.md): left to its defaults on a large machine, V8 let the young
// generation grow to 128 MB and collected the old one late, 350-450 MB of RSS under catalog traffic.
// `--liftoff-only` keeps V8 from optimizing PGlite's WebAssembly: on Node 24 its optimizing
// compiler took up to 580 MB at once for one of PostgreSQL's functions (docs/benchmarks/api-memory.md).
const API_NODE_FLAGS = JSON.parse(readFileSync(join(root, "apps/api/package.json"), "utf8"))
  .scripts.start.split(/\s+/)
  .filter((word) => word.startsWith("--"));

async function serve(args) {
  const timeoutSeconds = startTimeoutSeconds();
  if (!timeoutSeconds) return 1;
  const port = Number(process.env.PORT ?? 3000);
  const apiPort = Number(process.env.API_PORT ?? port + 1);
  const freshData = args.includes("--fresh-data");
  const dataDir = freshData
    ? mkdtempSync(join(tmpdir(), "shop-data-"))
    : resolve(root, process.env.DATA_DIR ?? ".data");
  for (const built of ["apps/api/dist/server.js", "apps/storefront/dist/node/index.js"]) {
    if (!existsSync(join(root, built))) {
      say(`${built} is missing: run ./shop start (it builds first)`);
      return 1;
    }
  }

  // `--production` (or NODE_ENV=production) runs the API as a deployment does: no demo accounts, no
  // development mailbox, and it refuses to start without a strong JWT_SECRET.
  const production = args.includes("--production") || process.env.NODE_ENV === "production";
  // A deployment names its address: absolute URLs (canonical links, sitemaps) come from it, never
  // from a request's Host header, and the storefront answers no other host (421).
  if (production && !process.env.PUBLIC_URL?.trim()) {
    say("--production needs PUBLIC_URL, the address visitors open (e.g. PUBLIC_URL=https://shop.example)");
    return 1;
  }
  // Two malloc arenas per process rather than glibc's eight per core: the servers' native work
  // (libvips resizing, argon2) runs on few threads, and the extra arenas only kept freed memory
  // resident, ~60 MB of the shop's RSS after a minute of browsing (bench/shop-memory.ts,
  // docs/benchmarks/shop-memory.md). A deployment's own setting wins.
  const env = { MALLOC_ARENA_MAX: "2", ...process.env, NODE_ENV: "production" };
  const host = storefrontHost({ production });
  const servers = [
    {
      name: "the API",
      dir: join(root, "apps/api"),
      args: [...API_NODE_FLAGS, "--enable-source-maps", "dist/server.js"],
      // Without --production the API runs in development mode: a local shop gets the demo
      // accounts and the development mailbox (so registration can be finished without a mail
      // server); the start banner says so.
      env: {
        NODE_ENV: production ? "production" : "development",
        PORT: String(apiPort),
        HOST: "127.0.0.1",
        DATA_DIR: dataDir,
      },
    },
    {
      name: "the storefront server",
      dir: join(root, "apps/storefront"),
      args: [...STOREFRONT_HEAP_FLAGS, "--enable-source-maps", "dist/node/index.js"],
      env: { PORT: String(port), HOST: host, API_URL: `http://127.0.0.1:${apiPort}` },
    },
  ];
  // The storefront's own health route, which answers this machine whatever PUBLIC_URL's host
  // (apps/storefront/server/health.ts), and asks the API's in turn.
  const health = `${localUrl(host, port)}/_health`;
  // With PUBLIC_URL the shop answers that host alone: the address to open is that one.
  let address = `http://localhost:${port}`;
  try {
    address = new URL(process.env.PUBLIC_URL?.trim() ?? "").origin;
  } catch {
    // no PUBLIC_URL (the storefront refuses a malformed one itself)
  }
  const served = new URL(address).port === String(port) ? "" : ` (the storefront listens on port ${port})`;
  const readyLine = `the shop is running at ${address}${served}  (API: ${address}/api, data: ${freshData ? "throwaway" : dataDir}); Ctrl-C stops it`;
  const noteLine = production
    ? ""
    : "development mode: demo accounts with a known password and /api/dev/mailbox, which lists every mailed code, are on. " +
      "Fine on this machine; never deploy it so: ./shop start --production (with JWT_SECRET) turns them off";

  // This process hands over to a bash supervisor (serve.sh): a Node process left to wait holds
  // about 80 MB of a small server's memory (issue 47 point 5).
  const bash = supervisingBash();
  if (bash) {
    const command = ({ dir, args, env: own }) => {
      const words = [
        ...Object.entries(own).map(([key, value]) => `${key}=${value}`),
        process.execPath,
        ...args,
      ];
      return [String(words.length + 1), dir, ...words];
    };
    process.execve(
      bash,
      [
        bash,
        join(root, "tooling/shop/serve.sh"),
        process.execPath,
        health,
        String(timeoutSeconds),
        freshData ? dataDir : "",
        readyLine,
        noteLine,
        ...servers.flatMap(command),
      ],
      env,
    );
  }
  const children = servers.map(({ dir, args, env: own }) =>
    spawn(process.execPath, args, { cwd: dir, stdio: "inherit", env: { ...env, ...own } }),
  );
  return supervise(children, {
    health,
    timeoutSeconds,
    names: servers.map((server) => server.name),
    cleanup: () => {
      if (freshData) rmSync(dataDir, { recursive: true, force: true });
    },
    ready: () => {
      say(readyLine);
      if (noteLine) say(noteLine);
    },
  });
}

/**
 * The bash that can run serve.sh (5.1 or later, for `wait -n -p`), for this Node to replace itself
 * with (`process.execve`: every Node ./shop accepts, 22.18 and later, has it), else undefined: the
 * Node supervisor, which SHOP_NODE_SUPERVISOR also asks for.
 */
function supervisingBash() {
  if (process.env.SHOP_NODE_SUPERVISOR) return undefined;
  for (const bash of ["/bin/bash", "/usr/bin/bash", "/usr/local/bin/bash"]) {
    if (!existsSync(bash)) continue;
    // biome-ignore lint/suspicious/noTemplateCurlyInString: bash expands it, not JavaScript.
    const version = spawnSync(bash, ["-c", 'echo "${BASH_VERSINFO[0]} ${BASH_VERSINFO[1]}"'], {
      encoding: "utf8",
    }).stdout?.trim();
    const [major, minor] = (version ?? "").split(" ").map(Number);
    if (major > 5 || (major === 5 && minor >= 1)) return bash;
  }
  return undefined;
}

// ---------------------------------------------------------------- import
/**
 * `./shop import FILE.yml`: the YML import of apps/api (src/import-yml.ts) against the database
 * `./shop start` uses. The embedded database serves one process: with it, a running shop is asked
 * to stop first rather than have two processes write the same files.
 */
async function importYml(args) {
  const file = args.find(
    (arg, index) => !arg.startsWith("--") && !/^--(rate|pictures)$/.test(args[index - 1] ?? ""),
  );
  if (!file) {
    say("Запуск: ./shop import ФАЙЛ.yml [--rate USD=92.5] [--pictures ПАПКА]");
    return 2;
  }
  const script = join(root, "apps/api/dist/import-yml.js");
  if (!existsSync(script)) {
    say("Нет apps/api/dist/import-yml.js: запустите ./shop start один раз (он собирает магазин).");
    return 1;
  }
  // Paths are the caller's (the import runs in apps/api): the file and the pictures' folder.
  const passed = args.map((arg, index) =>
    arg === file || args[index - 1] === "--pictures"
      ? resolve(process.cwd(), arg)
      : arg.startsWith("--pictures=")
        ? `--pictures=${resolve(process.cwd(), arg.slice("--pictures=".length))}`
        : arg,
  );
  const port = Number(process.env.PORT ?? 3000);
  const apiPort = Number(process.env.API_PORT ?? port + 1);
  if (!process.env.DATABASE_URL && (await waitFor(`http://127.0.0.1:${apiPort}/api/health`, 1_000))) {
    say(
      `Магазин запущен (его API отвечает на порту ${apiPort}): остановите его и повторите импорт; встроенная база обслуживает один процесс.`,
    );
    return 1;
  }
  const dataDir = resolve(root, process.env.DATA_DIR ?? ".data");
  // The API's own memory limits: the import holds a batch, never the file.
  return run(process.execPath, [...API_NODE_FLAGS, "--enable-source-maps", script, ...passed], {
    cwd: join(root, "apps/api"),
    env: { ...process.env, DATA_DIR: dataDir },
  });
}

/**
 * Keeps the servers of the shop running until a signal, and stops them all when one exits.
 * Children started `detached` are stopped as a process group (a script and what it runs).
 */
async function supervise(children, { health, timeoutSeconds, names, cleanup = () => {}, ready }) {
  let stopping = false;
  const exited = children.map((child) => new Promise((done) => child.on("exit", (code) => done(code ?? 0))));
  const signal = (child, name) => {
    if (child.exitCode !== null) return;
    try {
      if (child.group && child.pid) process.kill(-child.pid, name);
      else child.kill(name);
    } catch {
      child.kill(name);
    }
  };
  const stop = async (reason) => {
    if (stopping) return;
    stopping = true;
    say(`stopping (${reason})`);
    for (const child of children) signal(child, "SIGTERM");
    const timer = setTimeout(() => {
      for (const child of children) signal(child, "SIGKILL");
    }, 10_000);
    await Promise.all(exited);
    clearTimeout(timer);
    cleanup();
  };
  process.on("SIGINT", () => stop("Ctrl-C").then(() => process.exit(0)));
  process.on("SIGTERM", () => stop("SIGTERM").then(() => process.exit(0)));
  // If either server dies, the shop is down: stop the other one too and report failure.
  const firstExit = Promise.race(exited.map((promise, index) => promise.then((code) => ({ code, index }))));
  firstExit.then(async ({ code, index }) => {
    if (stopping) return;
    say(`${names[index]} exited with code ${code}`);
    await stop("a server exited");
    process.exit(code || 1);
  });

  const url = `http://localhost:${new URL(health).port}`;
  if (await waitFor(health, timeoutSeconds * 1000, () => stopping)) {
    ready(url);
  } else if (!stopping) {
    say(`the shop did not answer ${health} within ${timeoutSeconds} s (START_TIMEOUT_SECONDS)`);
    await stop("not healthy");
    return 1;
  }
  return new Promise(() => {}); // keep serving until a signal arrives
}

/**
 * The address the storefront listens on: `HOST` when given; else every interface for a production
 * shop (it is deployed to be reached), and loopback alone in development mode, whose demo accounts
 * and mailbox (every mailed code, through `/api/dev/mailbox`) must not be open to the network.
 */
function storefrontHost({ production }) {
  const asked = process.env.HOST?.trim();
  if (!asked) return production ? "0.0.0.0" : "127.0.0.1";
  if (!production && !isLoopback(asked)) {
    say(
      `HOST=${asked}: this development shop (demo accounts, the mailbox of every mailed code) is open to the network`,
    );
  }
  return asked;
}

const isLoopback = (host) => host === "localhost" || host === "::1" || host.startsWith("127.");

/**
 * Where this machine reaches a server listening on `host`: loopback when it listens on every
 * interface, else that address itself (a server bound to 10.0.0.5 does not answer on 127.0.0.1).
 */
function localUrl(host, port) {
  if (host === "0.0.0.0" || host === "::" || host === "") return `http://127.0.0.1:${port}`;
  return `http://${host.includes(":") ? `[${host}]` : host}:${port}`;
}

/**
 * How long start, serve and dev wait for the shop's first healthy answer (`START_TIMEOUT_SECONDS`,
 * default 180: a first start migrates and seeds the database) before they stop it as not healthy.
 * Undefined, with a message, when the setting is not a positive number.
 */
function startTimeoutSeconds() {
  const setting = process.env.START_TIMEOUT_SECONDS?.trim() || "180";
  const seconds = Number(setting);
  if (Number.isFinite(seconds) && seconds > 0) return seconds;
  say(`START_TIMEOUT_SECONDS must be a positive number of seconds, not ${setting}`);
  return undefined;
}

// ---------------------------------------------------------------- dev

/**
 * `./shop dev`: the shop from its sources. The API is rebuilt by tsup on every change and
 * restarted (its `dev` script); the storefront runs `vite dev` with React Fast Refresh, and its
 * `/api` goes to this API. PORT, API_PORT, HOST, DATA_DIR and DATABASE_URL are honoured as by start
 * (both listen on loopback unless HOST says otherwise);
 * a taken port stops it with Vite's or Node's message instead of drifting to another.
 */
async function dev() {
  const timeoutSeconds = startTimeoutSeconds();
  if (!timeoutSeconds) return 1;
  const port = Number(process.env.PORT ?? 3000);
  const apiPort = Number(process.env.API_PORT ?? port + 1);
  const dataDir = resolve(root, process.env.DATA_DIR ?? ".data");
  // The API's bundle leaves workspace packages to Node: those it imports are built first. Vite
  // reads the storefront's packages from their sources, but ui's sources import the styles Panda
  // generates (packages/ui/styled-system), which a fresh clone does not have yet.
  const prepared =
    (await run("pnpm", [
      "exec",
      "turbo",
      "run",
      "build",
      "--filter=@shop/api^...",
      "--output-logs=errors-only",
    ])) ||
    (await run("pnpm", [
      "exec",
      "turbo",
      "run",
      "codegen",
      "--filter=@shop/storefront^...",
      "--output-logs=errors-only",
    ]));
  if (prepared !== 0) return prepared;
  const env = { ...process.env, NODE_ENV: "development" };
  const host = storefrontHost({ production: false });
  const pnpmScript = (cwd, script, extra) => {
    const child = spawn("pnpm", ["run", "--silent", script], {
      cwd: join(root, cwd),
      stdio: "inherit",
      // Its own process group: stopping it stops what the script runs (tsup, the API, Vite).
      detached: true,
      env: { ...env, ...extra },
    });
    child.group = true;
    return child;
  };
  const children = [
    pnpmScript("apps/api", "dev", { PORT: String(apiPort), HOST: "127.0.0.1", DATA_DIR: dataDir }),
    pnpmScript("apps/storefront", "dev", {
      PORT: String(port),
      HOST: host,
      API_URL: `http://127.0.0.1:${apiPort}`,
    }),
  ];
  return supervise(children, {
    // Vite's dev server answers every host; /api/health is the API's, through its proxy.
    health: `${localUrl(host, port)}/api/health`,
    timeoutSeconds,
    names: ["the API", "the storefront dev server"],
    ready: (url) =>
      say(
        `the shop runs from its sources at ${url}  (API: ${url}/api, port ${apiPort}, data: ${process.env.DATABASE_URL ? "DATABASE_URL" : dataDir}); edits show at once; Ctrl-C stops it`,
      ),
  });
}

// ---------------------------------------------------------------- test

const chromiumPath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
// The end-to-end tests of the shoppers' paths run in Chromium's headless shell (playwright.config.ts).
const headlessShellPath = process.env.CHROMIUM_HEADLESS_SHELL_PATH ?? "/usr/bin/chromium-headless-shell";
const nginxPath = "/usr/sbin/nginx";

/**
 * A Debian package the tests run (Chromium for Playwright, nginx, PostgreSQL): installed with apt
 * when we are root, else a message naming it. Resolves to whether `binary` is there.
 */
function ensureDebianPackage(binary, debianPackage, purpose) {
  if (existsSync(binary)) return true;
  const isRoot = typeof process.getuid === "function" && process.getuid() === 0;
  const hasApt = spawnSync("sh", ["-c", "command -v apt-get"], { stdio: "ignore" }).status === 0;
  if (!isRoot || !hasApt) {
    say(
      `${binary} is missing: install Debian's package '${debianPackage}' (needed for ${purpose}), e.g. sudo apt-get install ${debianPackage}`,
    );
    return false;
  }
  say(`installing Debian's '${debianPackage}' for ${purpose} (apt-get; one time)`);
  const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
  const installed =
    spawnSync("apt-get", ["update"], { stdio: "inherit", env }).status === 0 &&
    spawnSync("apt-get", ["install", "-y", "--no-install-recommends", debianPackage], {
      stdio: "inherit",
      env,
    }).status === 0;
  if (!installed || !existsSync(binary)) {
    say(`could not install '${debianPackage}'; install it by hand and run ./shop test again`);
    return false;
  }
  return true;
}

/** Runs turbo with a run summary; returns the exit code and the summary's tasks. */
async function turbo(tasks) {
  const runsDir = join(root, ".turbo", "runs");
  const before = new Set(existsSync(runsDir) ? readdirSync(runsDir) : []);
  const code = await run("pnpm", [
    "exec",
    "turbo",
    "run",
    ...tasks,
    "--continue",
    "--summarize",
    "--concurrency=3",
  ]);
  const created = existsSync(runsDir) ? readdirSync(runsDir).filter((name) => !before.has(name)) : [];
  const newest = created.sort(
    (a, b) => statSync(join(runsDir, b)).mtimeMs - statSync(join(runsDir, a)).mtimeMs,
  )[0];
  const summary = newest ? JSON.parse(readFileSync(join(runsDir, newest), "utf8")) : { tasks: [] };
  for (const name of created) rmSync(join(runsDir, name), { force: true });
  return { code, tasks: summary.tasks ?? [] };
}

/** The first line of an error message, short enough for a summary line. */
const firstLine = (text = "") => {
  const line = stripVTControlCharacters(String(text)).trim().split("\n")[0] ?? "";
  return line.length > 160 ? `${line.slice(0, 157)}...` : line;
};

/** The failed tests of a Vitest JSON report, as "file > name: first line of the error". */
function vitestFailures(report, directory) {
  const failures = [];
  for (const file of report.testResults ?? []) {
    const name = relative(directory, file.name ?? "");
    const failedTests = (file.assertionResults ?? []).filter((test) => test.status === "failed");
    for (const test of failedTests) {
      failures.push(`${name} > ${test.fullName}: ${firstLine(test.failureMessages?.[0])}`);
    }
    if (file.status === "failed" && failedTests.length === 0)
      failures.push(`${name}: ${firstLine(file.message)}`);
  }
  return failures;
}

/** The failed tests of a Playwright JSON report, as "file:line > title: first line of the error". */
function playwrightFailures(report, pages) {
  const failures = [];
  const walk = (suite, titles) => {
    for (const spec of suite.specs ?? []) {
      if (spec.ok) continue;
      const results = (spec.tests ?? []).flatMap((test) => test.results ?? []);
      const error = results.map((result) => result.error?.message).find(Boolean);
      const name = `${spec.file}:${spec.line} > ${[...titles, spec.title].join(" > ")}`;
      failures.push(`${name}: ${firstLine(error)}`);
      const attachments = results.flatMap((result) => result.attachments ?? []);
      const context = attachments.find((attachment) => attachment.name === "error-context");
      const journal = attachments.find((attachment) => attachment.name === "page journal");
      pages.push({ name, error, context, journal });
    }
    for (const child of suite.suites ?? []) walk(child, [...titles, child.title]);
  };
  for (const suite of report.suites ?? []) walk(suite, []);
  for (const error of report.errors ?? []) failures.push(`(outside a test): ${firstLine(error.message)}`);
  return failures;
}

/**
 * Counts of one test report (Vitest's JSON or Playwright's JSON), with a line per failed test: the
 * run's last lines name what failed even when only its tail is kept (a CI log).
 */
function readReport(file) {
  if (!existsSync(file)) return undefined;
  try {
    const report = JSON.parse(readFileSync(file, "utf8"));
    if (typeof report.numPassedTests === "number") {
      return {
        passed: report.numPassedTests,
        failed: report.numFailedTests + (report.numRuntimeErrors ?? 0),
        failures: vitestFailures(report, dirname(dirname(file))),
      };
    }
    if (report.stats) {
      const pages = [];
      return {
        passed: report.stats.expected + report.stats.flaky,
        failed: report.stats.unexpected,
        failures: playwrightFailures(report, pages),
        pages,
      };
    }
  } catch {
    // an unreadable report counts as the task's own result below
  }
  return undefined;
}

/**
 * Tests count one by one (from each task's report); every other task (lint, typecheck, build)
 * counts as one check. A test task that failed without reporting a failure counts one failure.
 */
function tally(tasks, counts) {
  for (const task of tasks) {
    const failedTask = (task.execution?.exitCode ?? 0) !== 0;
    const isTestTask = task.task.startsWith("test");
    const report = isTestTask
      ? readReport(join(root, task.directory ?? "", "reports", `${task.task.replace(":", "-")}.json`))
      : undefined;
    if (report) {
      counts.passed += report.passed;
      counts.failed += report.failed + (failedTask && report.failed === 0 ? 1 : 0);
      counts.failures.push(...report.failures.map((line) => `${task.taskId}: ${line}`));
      counts.pages.push(...(report.pages ?? []));
    } else if (failedTask) {
      counts.failed += 1;
      counts.failedTasks.push(task.taskId);
    } else {
      counts.passed += 1;
    }
    if (report && failedTask) counts.failedTasks.push(task.taskId);
  }
}

/**
 * Points TEST_DATABASE_URL at a PostgreSQL server for the API suite's second half: the caller's
 * when already set, else a throwaway cluster of Debian's `postgresql` (installed with apt when
 * missing and root), on a free loopback port in a temporary directory. Resolves to the function
 * that stops and removes it (also run on Ctrl-C and at exit), or undefined when no server can run.
 */
async function providePostgres() {
  if (process.env.TEST_DATABASE_URL) {
    say("API tests on PostgreSQL: the server of TEST_DATABASE_URL");
    return () => {};
  }
  if (!findPostgresBin()) {
    ensureDebianPackage("/usr/lib/postgresql", "postgresql", "the API tests on PostgreSQL");
    if (!findPostgresBin()) return undefined;
  }
  let cluster;
  try {
    cluster = await startThrowawayPostgres({ log: (line) => say(`API tests on PostgreSQL: ${line}`) });
  } catch (error) {
    say(`could not start PostgreSQL for the API tests: ${error.message}`);
    return undefined;
  }
  const interrupted = () => {
    cluster.stop();
    process.exit(130);
  };
  process.once("SIGINT", interrupted);
  process.once("SIGTERM", interrupted);
  process.env.TEST_DATABASE_URL = cluster.url;
  return () => {
    process.off("SIGINT", interrupted);
    process.off("SIGTERM", interrupted);
    delete process.env.TEST_DATABASE_URL;
    cluster.stop();
  };
}

/**
 * Where the run's time went (issue 43): phases, slowest turbo tasks, the ten slowest files of each
 * runner; also written to reports/test-run.md, whose first clean-clone copy is
 * docs/benchmarks/test-run.md.
 */
function sayTimings(phases, tasks) {
  const perRunner = new Map();
  for (const task of tasks) {
    if (!task.task.startsWith("test")) continue;
    const file = join(root, task.directory ?? "", "reports", `${task.task.replace(":", "-")}.json`);
    const { runner, files } = reportFileTimes(file, root);
    if (files.length > 0) perRunner.set(runner, [...(perRunner.get(runner) ?? []), ...files]);
  }
  const runners = [...perRunner].map(([name, files]) => ({ name, files }));
  const lines = timingTable({ phases, tasks, runners });
  mkdirSync(join(root, "reports"), { recursive: true });
  writeFileSync(join(root, "reports", "test-run.md"), `${lines.join("\n")}\n`);
  say("where the time went (reports/test-run.md):");
  for (const line of lines) process.stderr.write(`${line}\n`);
}

/** An attachment's text: inline (base64) or in the file Playwright wrote. */
function attachmentText(attachment) {
  if (!attachment) return "";
  if (attachment.body) return Buffer.from(attachment.body, "base64").toString("utf8");
  if (attachment.path && existsSync(attachment.path)) return readFileSync(attachment.path, "utf8");
  return "";
}

/**
 * For the first few failed browser tests, what a CI log's tail must hold to understand a failure
 * seen once on a loaded machine (failure-report.mjs): the error, the page journal's last events and
 * what the page showed.
 */
function sayFailedPages(pages) {
  for (const page of pages.slice(0, 3)) {
    const lines = failureReport({
      error: page.error ?? "",
      journal: attachmentText(page.journal),
      context: attachmentText(page.context),
    });
    if (lines.length === 0) continue;
    say(`when it failed: ${page.name}`);
    for (const line of lines) process.stderr.write(`  ${line}\n`);
  }
}

/** Names the failed tests again at the end (at most 30), each with its error's first line. */
function sayFailures(failures) {
  if (failures.length === 0) return;
  say(`failed tests (${failures.length}):`);
  for (const line of failures.slice(0, 30)) say(`  ${line}`);
  if (failures.length > 30) say(`  ...and ${failures.length - 30} more (see the output above)`);
}

async function testApi() {
  const stopPostgres = await providePostgres();
  if (!stopPostgres) {
    console.log("0 passed, 1 failed");
    return 1;
  }
  let code;
  try {
    code = await run("pnpm", ["--filter", "@shop/api", "test"]);
  } finally {
    stopPostgres();
  }
  const report = readReport(join(root, "apps/api/reports/test.json")) ?? { passed: 0, failed: 1 };
  const failed = report.failed + (code !== 0 && report.failed === 0 ? 1 : 0);
  sayFailures(report.failures ?? []);
  console.log(`${report.passed} passed, ${failed} failed`);
  return failed === 0 ? 0 : 1;
}

/** The packages whose `test:e2e` is a Vitest suite against the built API, not a browser's. */
const CONTRACT_SUITES = ["@shop/api-client", "@shop/library-checks"];

async function test() {
  const started = Date.now();
  const counts = { passed: 0, failed: 0, failedTasks: [], failures: [], pages: [] };
  /** Each phase's wall time and the turbo tasks of all of them, for the closing timing table. */
  const phases = [];
  const tasks = [];
  const timed = async (name, work) => {
    const phaseStarted = Date.now();
    try {
      const result = await work();
      tasks.push(...(result?.tasks ?? []));
      return result;
    } finally {
      phases.push({ name, ms: Date.now() - phaseStarted });
    }
  };
  if (
    !ensureDebianPackage(chromiumPath, "chromium", "the end-to-end tests") ||
    !ensureDebianPackage(headlessShellPath, "chromium-headless-shell", "the end-to-end tests")
  ) {
    console.log("0 passed, 1 failed");
    return 1;
  }
  // The README's nginx recipe runs in front of a production shop (e2e/production-recipe.spec.ts);
  // without nginx that spec fails and names the package.
  ensureDebianPackage(nginxPath, "nginx", "the end-to-end test of the README's nginx recipe");

  // Without a server the API's PostgreSQL half fails on its own (it never passes empty); the
  // missing server is counted here too, so the closing line names it.
  const stopPostgres = await providePostgres();
  phases.push({ name: "set-up (Chromium, nginx, PostgreSQL)", ms: Date.now() - started });
  if (!stopPostgres) {
    counts.failed += 1;
    counts.failedTasks.push("postgresql (not available)");
  }
  say(
    "lint, typecheck, unit and contract tests, build and the Storybook build (turbo; unchanged work comes from the cache)",
  );
  // The two contract suites (api-client's typed resources and the library READMEs' runnable
  // examples, each against the built API) need only the builds of this phase, not the started
  // shop: they run here, in a slot the unit suites leave, instead of beside the browsers.
  let checks;
  try {
    checks = await timed("lint, typecheck, unit and contract tests, build, Storybook", () =>
      turbo([
        "lint",
        "typecheck",
        "test",
        "build",
        "storybook:build",
        ...CONTRACT_SUITES.map((name) => `${name}#test:e2e`),
      ]),
    );
  } finally {
    stopPostgres?.();
  }
  tally(checks.tasks, counts);
  const buildFailed = checks.tasks.some((task) => task.task === "build" && task.execution?.exitCode !== 0);

  if (buildFailed) {
    say("the build failed, so the end-to-end and load tests cannot run");
    counts.failed += 2;
    counts.failedTasks.push("test:e2e (not run)", "test:load (not run)");
  } else {
    say("end-to-end tests (Playwright in Debian's Chromium against the started shop)");
    const e2e = await timed("end-to-end", () => turbo(["@shop/storefront#test:e2e", "--only"]));
    tally(e2e.tasks, counts);
    if (e2e.code !== 0 && e2e.tasks.length === 0) counts.failed += 1;

    // Alone on the machine: 200 connections for 60 s would starve anything running beside it.
    say("load test (the API on a throwaway PostgreSQL, 200 connections for 60 s, zero errors)");
    const load = await timed("load test", () => turbo(["test:load", "--only"]));
    tally(load.tasks, counts);
    if (load.code !== 0 && load.tasks.length === 0) counts.failed += 1;
  }
  if (checks.code !== 0 && checks.tasks.length === 0) counts.failed += 1;

  const minutes = ((Date.now() - started) / 60_000).toFixed(1);
  sayTimings(phases, tasks);
  sayFailedPages(counts.pages);
  sayFailures(counts.failures);
  if (counts.failedTasks.length > 0) say(`failed: ${counts.failedTasks.join(", ")}`);
  say(`finished in ${minutes} min${isCI ? " (CI)" : ""}`);
  console.log(`${counts.passed} passed, ${counts.failed} failed`);
  return counts.failed === 0 ? 0 : 1;
}

// ---------------------------------------------------------------- check

/**
 * The short loop for a change (issue 43): Biome on the changed files, the typecheck of the touched
 * packages and their dependents, the unit tests related to the change in each (Vitest's
 * `--changed`), and the end-to-end specs of the touched storefront features on a build of the
 * shop (turbo's cache keeps an unchanged package's build). The API's tests run on PGlite here;
 * `--postgres` adds the PostgreSQL half, which `./shop test` always runs.
 */
async function check(args) {
  const since = args.find((arg) => arg.startsWith("--since="))?.slice("--since=".length) ?? "HEAD";
  const withPostgres = args.includes("--postgres");
  let files;
  try {
    files = changedFiles(root, since);
  } catch (error) {
    say(error.message);
    return 2;
  }
  if (files.length === 0) {
    say(`nothing differs from ${since}`);
    return 0;
  }
  const work = plan(root, files);
  say(
    `${files.length} changed file(s) since ${since}; packages: ${work.packages.map((pkg) => pkg.name).join(", ") || "none"}` +
      (work.affected.length > work.packages.length
        ? `; their dependents: ${work.affected
            .filter((pkg) => !work.packages.includes(pkg))
            .map((pkg) => pkg.name)
            .join(", ")}`
        : ""),
  );
  if (work.outside.length > 0) {
    say(
      `changed outside the packages (${work.outside.slice(0, 4).join(", ")}): ./shop test runs what they affect`,
    );
  }
  const failed = [];
  const step = async (name, command, commandArgs, options) => {
    say(name);
    if ((await run(command, commandArgs, options)) !== 0) failed.push(name);
  };

  if (work.lintable.length > 0) {
    await step("lint (Biome) of the changed files", "pnpm", [
      "exec",
      "biome",
      "check",
      "--no-errors-on-unmatched",
      ...work.lintable,
    ]);
  }
  const filters = work.packages.flatMap((pkg) => ["--filter", `...${pkg.name}`]);
  if (filters.length > 0) {
    await step("typecheck of the touched packages and their dependents", "pnpm", [
      "exec",
      "turbo",
      "run",
      "typecheck",
      ...filters,
      "--output-logs=errors-only",
    ]);
  }

  const needsPostgres = withPostgres && work.affected.some((pkg) => pkg.name === "@shop/api");
  const stopPostgres = needsPostgres ? await providePostgres() : () => {};
  if (!stopPostgres) return 1;
  try {
    for (const pkg of work.affected) {
      const projects =
        pkg.name === "@shop/api" && !withPostgres
          ? ["--project", "pglite", "--project", "pglite (isolated)"]
          : [];
      const script = narrowedTestScript(pkg.scripts.test, since, projects);
      if (!script) continue;
      await step(`unit tests of ${pkg.name} related to the change`, "sh", ["-c", script], {
        cwd: join(root, pkg.dir),
        env: {
          ...process.env,
          PATH: `${join(root, pkg.dir, "node_modules/.bin")}:${join(root, "node_modules/.bin")}:${process.env.PATH}`,
        },
      });
    }
  } finally {
    stopPostgres();
  }

  if (work.e2e.length > 0 && !args.includes("--no-e2e")) {
    await step("build of the shop for the end-to-end specs", "pnpm", [
      "exec",
      "turbo",
      "run",
      "build",
      "--filter=@shop/storefront",
      "--filter=@shop/api",
      "--output-logs=errors-only",
    ]);
    if (!failed.includes("build of the shop for the end-to-end specs")) {
      await step(
        `end-to-end: ${work.e2e.join(" ")}`,
        "pnpm",
        ["exec", "playwright", "test", ...work.e2e, "--project", "shop"],
        {
          cwd: join(root, "apps/storefront"),
        },
      );
    }
  }
  say(failed.length === 0 ? "check passed" : `check failed: ${failed.join("; ")}`);
  return failed.length === 0 ? 0 : 1;
}

// ---------------------------------------------------------------- main

const [name = "help", ...args] = process.argv.slice(2);
const command = commands[name];
if (!command) {
  say(`unknown command '${name}'`);
  help();
  process.exit(2);
}
const code = await command.run(args);
if (typeof code === "number") process.exit(code);
