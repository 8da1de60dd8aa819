// PostgreSQL stopped (fast shutdown: open sessions are terminated) and started again while the
// API is under load: every request during the outage is answered, quickly, with a 503 problem
// document; once the server is back the same API process answers 200 again, without a restart,
// and checkouts refused during the outage succeed when retried with their key.
import { startThrowawayPostgres, type ThrowawayPostgres } from "@shop/cli/postgres";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase } from "../db/client";
import { seed } from "../seed/index";
import { type ApiProcess, startApiProcess } from "../testing/api-process";
import { createTestUser, type TestUser } from "../testing/users";

/** Longer than any answer may take: a request still open after this counts as hanging. */
const HANG_MS = 15_000;

interface Outcome {
  phase: "before" | "outage" | "after";
  status: number | "hang" | "network";
  contentType: string | null;
  retryAfter: string | null;
}

let cluster: ThrowawayPostgres;
let api: ApiProcess;
let customers: TestUser[];
let phase: Outcome["phase"] = "before";
const outcomes: Outcome[] = [];

beforeAll(async () => {
  cluster = await startThrowawayPostgres();
  const database = await openDatabase({ databaseUrl: cluster.url });
  try {
    await database.migrate();
    await seed(database.db, { products: 30 });
    customers = await Promise.all(Array.from({ length: 4 }, () => createTestUser(database)));
  } finally {
    await database.close();
  }
  // No catalog cache: every request reaches the database.
  api = await startApiProcess({
    DATABASE_URL: cluster.url,
    CATALOG_CACHE: "0",
    IDEMPOTENCY_LEASE_SECONDS: "1",
  });
}, 120_000);
afterAll(async () => {
  await api?.kill();
  cluster?.stop();
});

async function send(path: string, init: RequestInit = {}): Promise<Response | Outcome["status"]> {
  try {
    return await fetch(`${api.baseURL}${path}`, { ...init, signal: AbortSignal.timeout(HANG_MS) });
  } catch (error) {
    return (error as Error).name === "TimeoutError" ? "hang" : "network";
  }
}

/** One reader of the shop: catalog pages, product pages and cart calculations, until stopped. */
async function reader(index: number, running: () => boolean) {
  for (let round = 0; running(); round += 1) {
    const path = [
      `/catalog/products?page=${1 + ((index + round) % 3)}&itemsPerPage=10`,
      `/catalog/products-by-number/${100_001 + ((index * 7 + round) % 30)}`,
      "/sales/carts/calculate",
    ][round % 3] as string;
    const answered = phase;
    const response = await send(
      path,
      path.endsWith("calculate")
        ? {
            method: "POST",
            headers: { "Content-Type": "application/json" },
            body: JSON.stringify({
              items: [{ product: { number: "100021" }, measure: { code: "pcs" }, quantity: 1 }],
            }),
          }
        : {},
    );
    if (typeof response !== "object") {
      outcomes.push({ phase: answered, status: response, contentType: null, retryAfter: null });
      continue;
    }
    await response.arrayBuffer();
    outcomes.push({
      phase: answered,
      status: response.status,
      contentType: response.headers.get("content-type"),
      retryAfter: response.headers.get("retry-after"),
    });
  }
}

async function until(condition: () => boolean, what: string, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`gave up waiting for ${what}: ${tally()}\n${api.output()}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
/** "phase status × count" of every answer so far, for failure messages. */
function tally() {
  const counts = new Map<string, number>();
  for (const { phase: at, status } of outcomes)
    counts.set(`${at} ${status}`, (counts.get(`${at} ${status}`) ?? 0) + 1);
  return [...counts].map(([key, value]) => `${key} × ${value}`).join(", ");
}
const count = (which: Outcome["phase"], status?: number) =>
  outcomes.filter((outcome) => outcome.phase === which && (status === undefined || outcome.status === status))
    .length;

function checkout(user: TestUser, cart: { "@id": string; totals: { totalAmount: number } }, key: string) {
  return send("/sales/orders", {
    method: "POST",
    headers: {
      "Content-Type": "application/json",
      Authorization: user.authorization,
      "Idempotency-Key": key,
    },
    body: JSON.stringify({
      cart: cart["@id"],
      recipient: { name: "Анна", lastName: "Иванова", email: "anna@example.com", phone: "+79123456789" },
      delivery: { method: "pickup" },
      payment: { method: "cash" },
      expectedTotalAmount: cart.totals.totalAmount,
    }),
  });
}

describe("PostgreSQL restarted under load", () => {
  it("answers 503 problems during the outage, none hanging, and 200 again afterwards from the same process", async () => {
    const carts = await Promise.all(
      customers.map(async (user) => {
        const response = await send("/sales/carts/add", {
          method: "POST",
          headers: { "Content-Type": "application/json", Authorization: user.authorization },
          body: JSON.stringify({
            items: [{ product: { number: "100021" }, measure: { code: "pcs" }, quantity: 1 }],
          }),
        });
        if (typeof response !== "object" || response.status !== 201)
          throw new Error(`cart: ${String(response)}`);
        return (await response.json()) as { "@id": string; totals: { totalAmount: number } };
      }),
    );

    let running = true;
    const readers = Promise.all(Array.from({ length: 8 }, (_, index) => reader(index, () => running)));
    await until(() => count("before", 200) >= 50, "answers before the outage");

    cluster.shutdown();
    phase = "outage";
    await until(() => count("outage", 503) >= 50, "503 answers during the outage");
    // Checkouts during the outage are refused as well, with nothing written.
    const keys = customers.map(() => crypto.randomUUID());
    const refused = await Promise.all(
      customers.map((user, index) => checkout(user, carts[index] as never, keys[index] as string)),
    );
    expect(refused.map((response) => (typeof response === "object" ? response.status : response))).toEqual(
      customers.map(() => 503),
    );

    cluster.start();
    phase = "after";
    await until(() => count("after", 200) >= 50, "answers after PostgreSQL is back");
    running = false;
    await readers;

    // Never a hang, a dropped connection, a 500; every refusal is a 503 problem to retry.
    const failures = outcomes.filter((outcome) => outcome.status !== 200);
    expect(failures.filter((outcome) => outcome.status !== 503)).toEqual([]);
    for (const failure of failures) {
      expect(failure.contentType).toContain("application/problem+json");
      expect(failure.retryAfter).toBe("2");
    }
    // The process that lived through the outage is the one answering now.
    expect(api.running()).toBe(true);
    const health = await send("/health");
    expect(typeof health === "object" && health.status).toBe(200);

    // Retried with their keys, the refused checkouts each place one order.
    for (const [index, user] of customers.entries()) {
      let answer = await checkout(user, carts[index] as never, keys[index] as string);
      for (let attempt = 0; typeof answer === "object" && answer.status === 409; attempt += 1) {
        expect(attempt).toBeLessThan(10);
        await new Promise((resolve) => setTimeout(resolve, 1_000));
        answer = await checkout(user, carts[index] as never, keys[index] as string);
      }
      expect(typeof answer === "object" && answer.status).toBe(201);
    }
  }, 180_000);
});
