#!/usr/bin/env node
// Load test: the built API on a throwaway PostgreSQL, 200 connections for 60 s on loopback over
// the shop's mix: catalog list, product page, anonymous carts (add and replace), and customers'
// checkouts (a new cart, then the order with its Idempotency-Key). Every request must succeed:
// the mix contains no request whose refusal is expected, so one error, timeout or non-2xx answer
// fails the run. Then the orders are checked in the database (one per successful checkout, each
// with its lines, totals the sums of the lines).
//
//   pnpm --filter @shop/api load                           # builds, then 60 s at 200 connections
//   LOAD_DURATION=10 LOAD_CONNECTIONS=50 node bench/load.mjs --report=reports/test-load.json
//
// Prints req/s and p50/p99 per scenario; exits 1 on any failure. With --report=<file> it also
// writes the checks as a Vitest-style JSON report (numPassedTests, numFailedTests), which
// `./shop test` counts. Needs Debian's PostgreSQL (tooling/shop/postgres.mjs runs it as the
// `postgres` user when root); everything listens on 127.0.0.1 and is deleted at the end.
import { spawn } from "node:child_process";
import { randomBytes, randomUUID } from "node:crypto";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { startThrowawayPostgres } from "@shop/cli/postgres";
import autocannon from "autocannon";
import { SignJWT } from "jose";
import postgres from "postgres";
import { API_NODE_FLAGS } from "./api-flags.mjs";

const options = Object.fromEntries(
  process.argv.slice(2).map((arg) => {
    const [key, value = "true"] = arg.replace(/^--/, "").split("=");
    return [key, value];
  }),
);
const DURATION = Number(process.env.LOAD_DURATION ?? 60);
const CONNECTIONS = Number(process.env.LOAD_CONNECTIONS ?? 200);
const PRODUCTS = Number(process.env.LOAD_PRODUCTS ?? 10_000);
// Share of the connections per scenario: browsing dominates, as in a shop.
const SHARES = { "catalog list": 0.4, "product page": 0.3, "cart add/replace": 0.2, checkout: 0.1 };
/** The requests of each scenario, timed apart. */
const KINDS = {
  "catalog list": ["catalog list"],
  "product page": ["product page"],
  "cart add/replace": ["cart add", "cart replace"],
  checkout: ["checkout: cart", "checkout: order"],
};
const CUSTOMERS = 50;
const ANONYMOUS_CARTS = 200;
const REQUEST_TIMEOUT_SECONDS = 30;

const apiDir = fileURLToPath(new URL("..", import.meta.url));
const work = mkdtempSync(join(tmpdir(), "shop-load-"));
const jwtSecret = randomBytes(32).toString("hex");
let cluster;
let server;

async function freePort() {
  return new Promise((done, fail) => {
    const probe = createServer();
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address();
      probe.close(() => done(port));
    });
    probe.on("error", fail);
  });
}

/** Starts the built API and resolves once /api/health answers; collects its error log lines. */
async function startServer(databaseUrl) {
  const port = await freePort();
  // With the heap flags of the API's `start` script, as deployed (the README's "Memory").
  const child = spawn(process.execPath, [...API_NODE_FLAGS, "dist/server.js"], {
    cwd: apiDir,
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      DATA_DIR: join(work, "data"),
      PORT: String(port),
      HOST: "127.0.0.1",
      SEED_PRODUCTS: String(PRODUCTS),
      JWT_SECRET: jwtSecret,
      NODE_ENV: "production",
      LOG_LEVEL: "warn",
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const errorLines = [];
  let tail = "";
  const read = (chunk) => {
    tail = (tail + chunk).slice(-4000);
    for (const line of String(chunk).split("\n")) {
      if (/"level":(50|60)/.test(line)) errorLines.push(line.slice(0, 500));
    }
  };
  child.stdout.on("data", read);
  child.stderr.on("data", read);
  const baseURL = `http://127.0.0.1:${port}`;
  for (const started = Date.now(); ; ) {
    if (child.exitCode !== null) throw new Error(`the API exited while starting:\n${tail}`);
    if (Date.now() - started > 300_000) throw new Error(`the API did not start in 5 minutes:\n${tail}`);
    const healthy = await fetch(`${baseURL}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (healthy) break;
    await new Promise((done) => setTimeout(done, 250));
  }
  return { child, baseURL, port, errorLines };
}

async function json(baseURL, path, init = {}) {
  const response = await fetch(`${baseURL}/api${path}`, {
    ...init,
    headers: { "Content-Type": "application/json", ...init.headers },
  });
  if (!response.ok)
    throw new Error(`${init.method ?? "GET"} ${path}: ${response.status} ${await response.text()}`);
  return response.json();
}

/**
 * Customers written straight into the database, each with a session (auth_sessions) and its token
 * signed by the API's key, as a sign-in would hand out.
 */
async function createCustomers(sql) {
  const rows = await sql`
    insert into users (email, name, last_name, roles, status, credentials_changed_at)
    select 'load-' || n || '@example.com', 'Покупатель', 'Нагрузочный', array['ROLE_USER'], 'active',
      now() - interval '1 minute'
    from generate_series(1, ${CUSTOMERS}) as n
    returning id, email`;
  const sessions = rows.map((row) => ({ tokenId: randomUUID(), userId: row.id }));
  await sql`
    insert into auth_sessions (token_id, user_id, expires_at)
    select token_id, user_id, now() + interval '2 hours'
    from unnest(${sessions.map((s) => s.tokenId)}::text[], ${sessions.map((s) => s.userId)}::int[])
      as s(token_id, user_id)`;
  const key = new TextEncoder().encode(jwtSecret);
  return Promise.all(
    sessions.map(async ({ tokenId, userId }) => ({
      id: userId,
      authorization: `Bearer ${await new SignJWT({})
        .setProtectedHeader({ alg: "HS256", typ: "JWT" })
        .setSubject(String(userId))
        .setJti(tokenId)
        .setIssuedAt()
        .setExpirationTime("2h")
        .sign(key)}`,
    })),
  );
}

const pick = (items) => items[Math.floor(Math.random() * items.length)];
const CATEGORIES = ["", "tea", "tea/green", "tea/black", "tea/oolong/wuyi", "coffee", "sweets", "teaware"];

/** Per-scenario timings measured from each request's setup to its response. */
const timings = new Map();
function record(name, started, status) {
  const entry = timings.get(name) ?? { latencies: [], statuses: new Map() };
  entry.latencies.push(performance.now() - started);
  entry.statuses.set(status, (entry.statuses.get(status) ?? 0) + 1);
  timings.set(name, entry);
}
/** An autocannon request of scenario `name` whose path (and body) `build` makes per request. */
function timed(name, build, extra = {}) {
  return {
    ...extra,
    setupRequest: (request, context) => {
      context.started = performance.now();
      return { ...request, ...build(context) };
    },
    onResponse: (status, body, context) => {
      record(name, context.started, status);
      extra.onAnswer?.(status, body, context);
    },
  };
}

function scenarios({ offers, carts, customers }) {
  const lineOf = (offer, quantity) => ({
    product: { number: offer.number },
    measure: { code: offer.measure },
    quantity,
  });
  let nextCustomer = 0;
  return {
    "catalog list": [
      timed("catalog list", () => {
        const category = pick(CATEGORIES);
        const page = 1 + Math.floor(Math.random() * 5);
        return {
          path: `/api/catalog/products?${category ? `category=${encodeURIComponent(category)}&` : ""}page=${page}`,
        };
      }),
    ],
    "product page": [
      timed("product page", () => ({
        path: `/api/catalog/products-by-number/${100_001 + Math.floor(Math.random() * PRODUCTS)}`,
      })),
    ],
    // Many tabs on a few hundred anonymous carts: one unit added, or the cart replaced by two
    // lines (which keeps carts small, so no line ever reaches its largest quantity).
    "cart add/replace": [
      timed("cart add", () => ({
        method: "PATCH",
        path: `/api/sales/carts/${pick(carts)}/add`,
        headers: { "content-type": "application/merge-patch+json" },
        body: JSON.stringify({ items: [lineOf(pick(offers), 1)] }),
      })),
      timed("cart replace", () => ({
        method: "PUT",
        path: `/api/sales/carts/${pick(carts)}`,
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ items: [lineOf(pick(offers), 2), lineOf(pick(offers), 1)] }),
      })),
    ],
    // Each connection is one customer: a new cart, then its order (the key is new per order).
    checkout: [
      timed(
        "checkout: cart",
        (context) => {
          context.customer ??= customers[nextCustomer++ % customers.length];
          return {
            method: "POST",
            path: "/api/sales/carts/add",
            headers: { "content-type": "application/json", authorization: context.customer.authorization },
            body: JSON.stringify({ items: [lineOf(pick(offers), 1), lineOf(pick(offers), 2)] }),
          };
        },
        {
          onAnswer: (status, body, context) => {
            context.cart = status === 201 ? JSON.parse(body) : undefined;
          },
        },
      ),
      timed("checkout: order", (context) => ({
        method: "POST",
        path: "/api/sales/orders",
        headers: {
          "content-type": "application/json",
          authorization: context.customer.authorization,
          "idempotency-key": randomUUID(),
        },
        body: JSON.stringify({
          cart: context.cart?.["@id"] ?? "/api/sales/carts/1",
          recipient: { name: "Анна", lastName: "Иванова", email: "anna@example.com", phone: "+79123456789" },
          delivery: { method: "pickup" },
          payment: { method: "cash" },
          expectedTotalAmount: context.cart?.totals.totalAmount ?? 0,
        }),
      })),
    ],
  };
}

function percentile(sorted, p) {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

/**
 * The orders in the database against the checkouts answered 201. When the time is up autocannon
 * drops the requests still in flight, so up to one order per checkout connection may exist
 * without its answer having been counted.
 */
async function verifyOrders(sql, placed, inFlight) {
  const [counts] = await sql`
    select
      (select count(*)::int from orders) as orders,
      (select count(*)::int from orders o where not exists (select 1 from order_items i where i.order_id = o.id)) as without_lines,
      (select count(*)::int from orders where number like 'pending-%') as unnumbered,
      (select count(*)::int from orders o where o.amount <> (select sum(i.amount) from order_items i where i.order_id = o.id)
        or o.total_amount <> o.amount - o.discount + o.delivery_amount) as wrong_totals`;
  const problems = [];
  if (counts.orders < placed || counts.orders > placed + inFlight)
    problems.push(
      `${counts.orders} orders in the database, ${placed} answered 201 (${inFlight} may be in flight)`,
    );
  if (counts.without_lines) problems.push(`${counts.without_lines} orders without lines`);
  if (counts.unnumbered) problems.push(`${counts.unnumbered} orders without a number`);
  if (counts.wrong_totals)
    problems.push(`${counts.wrong_totals} orders whose totals are not the sums of their lines`);
  return { counts, problems };
}

async function main() {
  const checks = [];
  const check = (title, ok, detail) => {
    checks.push({ title, status: ok ? "passed" : "failed", detail });
    console.log(`  ${ok ? "ok  " : "FAIL"} ${title}${detail ? ` (${detail})` : ""}`);
  };

  console.log(`load: PostgreSQL, ${PRODUCTS} products, ${CONNECTIONS} connections for ${DURATION} s`);
  cluster = await startThrowawayPostgres({ log: (line) => console.log(`  ${line}`) });
  const seedStarted = Date.now();
  server = await startServer(cluster.url);
  console.log(
    `  API on ${server.baseURL}, migrated and seeded in ${((Date.now() - seedStarted) / 1000).toFixed(0)} s`,
  );
  const sql = postgres(cluster.url, { max: 2, onnotice: () => {} });
  try {
    const customers = await createCustomers(sql);
    const { member } = await json(server.baseURL, "/catalog/products?itemsPerPage=100&sort[number]=asc");
    const offers = member.flatMap((product) => {
      const price = product.prices.find(
        (candidate) => candidate.priceType === "retail" && ["pcs", "pack"].includes(candidate.measure.code),
      );
      return price ? [{ number: product.number, measure: price.measure.code }] : [];
    });
    const carts = [];
    for (let index = 0; index < ANONYMOUS_CARTS; index += 1) {
      const offer = offers[index % offers.length];
      const cart = await json(server.baseURL, "/sales/carts/add", {
        method: "POST",
        body: JSON.stringify({
          items: [{ product: { number: offer.number }, measure: { code: offer.measure }, quantity: 1 }],
        }),
      });
      carts.push(cart.id);
    }

    const mix = scenarios({ offers, carts, customers });
    const instances = Object.entries(mix).map(([name, requests]) => {
      const connections = Math.max(1, Math.round(CONNECTIONS * SHARES[name]));
      const instance = autocannon({
        url: server.baseURL,
        connections,
        duration: DURATION,
        timeout: REQUEST_TIMEOUT_SECONDS,
        headers: { "accept-encoding": "gzip, deflate, br" },
        requests,
      });
      return { name, connections, done: instance };
    });
    console.log(
      `  mix: ${instances.map(({ name, connections }) => `${name} ${connections}`).join(", ")} connections; running ${DURATION} s…`,
    );
    const results = await Promise.all(
      instances.map(async (entry) => ({ ...entry, result: await entry.done })),
    );

    console.log(
      `\n  ${"scenario".padEnd(18)} ${"requests".padStart(8)} ${"req/s".padStart(7)} ${"p50".padStart(9)} ${"p99".padStart(9)}  non-2xx`,
    );
    let placed = 0;
    let totalRequests = 0;
    for (const [name, entry] of timings) {
      const sorted = [...entry.latencies].sort((a, b) => a - b);
      const failed = [...entry.statuses].filter(([status]) => status < 200 || status >= 300);
      const failedCount = failed.reduce((sum, [, count]) => sum + count, 0);
      if (name === "checkout: order") placed = entry.statuses.get(201) ?? 0;
      totalRequests += sorted.length;
      const ms = (value) => `${value.toFixed(1)} ms`.padStart(9);
      console.log(
        `  ${name.padEnd(18)} ${String(sorted.length).padStart(8)} ${(sorted.length / DURATION).toFixed(0).padStart(7)} ${ms(percentile(sorted, 50))} ${ms(percentile(sorted, 99))}  ${failedCount}${failed.length ? ` ${JSON.stringify(Object.fromEntries(failed))}` : ""}`,
      );
    }
    console.log(
      `  ${"all".padEnd(18)} ${String(totalRequests).padStart(8)} ${(totalRequests / DURATION).toFixed(0).padStart(7)}\n`,
    );

    for (const { name, result } of results) {
      const failedAnswers = KINDS[name]
        .flatMap((kind) => [...(timings.get(kind)?.statuses ?? [])])
        .filter(([status]) => status < 200 || status >= 300);
      const detail = `${result.requests.total} requests, ${result.errors} errors, ${result.timeouts} timeouts, ${result.non2xx} non-2xx`;
      check(
        `${name}: no error, no timeout, every answer 2xx`,
        result.errors + result.timeouts + result.non2xx === 0 &&
          failedAnswers.length === 0 &&
          result.requests.total > 0,
        detail,
      );
    }
    const checkoutConnections = instances.find((instance) => instance.name === "checkout")?.connections ?? 0;
    const { counts, problems } = await verifyOrders(sql, placed, checkoutConnections);
    check(
      "orders: one per 201, each complete, totals the sums of the lines",
      problems.length === 0,
      problems.join("; ") || `${counts.orders} orders`,
    );
    const stillUp =
      server.child.exitCode === null &&
      (await fetch(`${server.baseURL}/api/health`).then(
        (r) => r.ok,
        () => false,
      ));
    check(
      "the API is healthy after the run and logged no error",
      stillUp && server.errorLines.length === 0,
      server.errorLines.slice(0, 3).join("\n") || undefined,
    );
  } finally {
    await sql.end({ timeout: 5 });
  }
  return checks;
}

async function cleanup() {
  if (server?.child.exitCode === null) {
    server.child.kill("SIGTERM");
    await Promise.race([
      new Promise((done) => server.child.once("exit", done)),
      new Promise((done) => setTimeout(done, 10_000)),
    ]);
    if (server.child.exitCode === null) server.child.kill("SIGKILL");
  }
  cluster?.stop();
  rmSync(work, { recursive: true, force: true });
}

// A report left by an earlier run must not be read as this run's (./shop test counts it).
const reportFile = options.report ? resolve(apiDir, options.report) : undefined;
if (reportFile) rmSync(reportFile, { force: true });
let checks = [];
try {
  checks = await main();
} catch (error) {
  console.error(`load: ${error instanceof Error ? error.stack : String(error)}`);
  checks.push({ title: "the load run completed", status: "failed", detail: String(error) });
} finally {
  await cleanup();
}
const failed = checks.filter((check) => check.status === "failed").length;
if (reportFile) {
  mkdirSync(dirname(reportFile), { recursive: true });
  writeFileSync(
    reportFile,
    JSON.stringify(
      {
        numPassedTests: checks.length - failed,
        numFailedTests: failed,
        testResults: [{ name: "bench/load.mjs", assertionResults: checks }],
      },
      null,
      2,
    ),
  );
}
console.log(failed === 0 ? "load: passed" : `load: ${failed} check(s) failed`);
process.exit(failed === 0 ? 0 : 1);
