// Issue 29 point 5: three API processes (the API's own server entry, each its own Node process with
// its own catalog index and catalog cache) on one PostgreSQL database, writes sent to one and reads
// to the others, as behind a load balancer. What one replica does must hold on all of them:
// - a staff change of the catalog (a price, a publication) is in every replica's lists within the
//   catalog index's version check (VERSION_CHECK_MS) and a margin for a busy machine, with the
//   catalog cache on as in production;
// - a burst of wrong passwords for one account, spread over the replicas, is checked no more
//   times than the per-account limit allows;
// - a checkout's Idempotency-Key replays on another replica, and nothing is created twice;
// - a logout on one replica ends the token on all.
// PostgreSQL only: an embedded PGlite database belongs to one process.
import { randomUUID } from "node:crypto";
import { loadavg } from "node:os";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "./db/client";
import { orders, rateLimits } from "./db/schema/index";
import { VERSION_CHECK_MS } from "./domain/catalog/index/catalog-index-store";
import { LOGIN_LIMITS } from "./routes/auth";
import { seed } from "./seed/index";
import { type ApiProcess, startApiProcess } from "./testing/api-process";
import { jsonRequest } from "./testing/http";
import { createProcessDatabase, type ProcessDatabase } from "./testing/test-database";
import { createTestUser, type TestUser } from "./testing/users";

const REPLICAS = 3;
const PRODUCTS = 200;
/** What a busy 2-core machine may add to the version check's interval: the check, a rebuild, a poll. */
const MARGIN_MS = 3_000;
const PROPAGATION_BOUND_MS = VERSION_CHECK_MS + MARGIN_MS;
/** How often a read replica is asked again while a change has not reached it. */
const POLL_MS = 25;
/** Longer than any answer may take on a busy machine. */
const ANSWER_TIMEOUT_MS = 20_000;
const PASSWORD = "correct horse battery staple 29";
/** Retail prices (kopecks) set one after another, each above every seeded price. */
const PRICE_CHANGES = [98_765_400, 98_765_500, 98_765_600];

let database: ProcessDatabase;
let handle: DatabaseHandle;
let staff: TestUser;
let customer: TestUser;
const replicas: ApiProcess[] = [];
/** What the tests observed (each replica's delay, the answers counted), printed after them for the docs. */
const figures: string[] = [];

beforeAll(async () => {
  database = await createProcessDatabase();
  handle = await database.open();
  await handle.migrate();
  await seed(handle.db, { products: PRODUCTS });
  [staff, customer] = await Promise.all([
    createTestUser(handle, { roles: ["ROLE_STAFF"] }),
    createTestUser(handle, { password: PASSWORD }),
  ]);
  // Started together, as a deployment starts its replicas; the database is migrated and seeded, so
  // their starts only check it. A replica that started is killed in afterAll even if another failed.
  // The catalog cache on, as in production, whatever the caller's environment says: a cached
  // answer is what a change from another replica has to get past.
  const env = { ...database.env, CATALOG_CACHE: "1" };
  const starts = await Promise.allSettled(
    Array.from({ length: REPLICAS }, () => startApiProcess(env, { timeoutMs: 150_000 })),
  );
  for (const start of starts) if (start.status === "fulfilled") replicas.push(start.value);
  const failed = starts.find((start) => start.status === "rejected");
  if (failed) throw failed.reason;
}, 300_000);

afterAll(async () => {
  await Promise.all(replicas.map((replica) => replica.kill()));
  await handle?.close();
  await database?.remove();
  if (figures.length > 0) {
    console.info(
      `replicas (${REPLICAS} API processes, one PostgreSQL, ${PRODUCTS} products, load average ${loadavg()[0]?.toFixed(1)}):\n${figures.join("\n")}`,
    );
  }
});

const replica = (index: number) => replicas[index % REPLICAS] as ApiProcess;
const names = ["A", "B", "C"];

async function send(api: ApiProcess, path: string, init: RequestInit = {}): Promise<Response> {
  return fetch(`${api.baseURL}${path}`, { ...init, signal: AbortSignal.timeout(ANSWER_TIMEOUT_MS) });
}
async function json<Body>(api: ApiProcess, path: string, init: RequestInit = {}) {
  const response = await send(api, path, init);
  const text = await response.text();
  return {
    status: response.status,
    headers: response.headers,
    text,
    body: (text ? JSON.parse(text) : undefined) as Body,
  };
}

interface Card {
  id: number;
  number: string;
  prices: { measure: { code: string }; priceType: string; price: number }[];
  defaultMeasure: string;
}
interface Page<Member = Card> {
  totalItems: number;
  member: Member[];
}
const retailPrice = (card: Card) =>
  card.prices.find((price) => price.priceType === "retail" && price.measure.code === card.defaultMeasure)
    ?.price;

/**
 * Asks `api` for `path` (with the headers of `read`) every POLL_MS until `seen` holds for its
 * answer, and resolves with the milliseconds since `since`; gives up (rejects, with the last
 * answer) after `timeoutMs`.
 */
async function delayUntil<Body>(
  api: ApiProcess,
  path: string,
  seen: (page: Body) => boolean,
  since: number,
  { read = {}, timeoutMs = PROPAGATION_BOUND_MS + 10_000 }: { read?: RequestInit; timeoutMs?: number } = {},
): Promise<number> {
  const deadline = since + timeoutMs;
  for (;;) {
    const { status, body, text } = await json<Body>(api, path, read);
    if (status === 200 && seen(body)) return Math.round(performance.now() - since);
    if (performance.now() > deadline) {
      throw new Error(
        `${path} did not show the change within ${timeoutMs} ms; last answer ${status}: ${text.slice(0, 500)}`,
      );
    }
    await new Promise((resume) => setTimeout(resume, POLL_MS));
  }
}

/**
 * Sends `change` to replica A, then reads `path` from every replica until `seen` holds: A must show
 * it in its first answer (a replica's own writes are read at once), B and C within the bound. The
 * delays are measured from A's answer to the write. `read` holds the reads' headers (a locale).
 */
async function propagation<Body = Page>(
  what: string,
  path: string,
  change: () => Promise<void>,
  seen: (page: Body) => boolean,
  read: RequestInit = {},
) {
  // Every replica has answered `path` before the change, so the old answer is in its catalog cache.
  for (const api of replicas) {
    const before = await json<Body>(api, path, read);
    expect(before.status).toBe(200);
    expect(seen(before.body), `${what}: seen before the change`).toBe(false);
  }
  await change();
  const since = performance.now();
  const own = await json<Body>(replica(0), path, read);
  expect(seen(own.body), `${what}: replica A's first answer after its own write`).toBe(true);
  const delays = await Promise.all(
    [1, 2].map((index) => delayUntil(replica(index), path, seen, since, { read })),
  );
  figures.push(
    `  ${what}: A at once; ${delays.map((delay, index) => `${names[index + 1]} after ${delay} ms`).join(", ")} (bound ${PROPAGATION_BOUND_MS} ms)`,
  );
  for (const delay of delays)
    expect(delay, `${what}: ${delays.join(", ")} ms`).toBeLessThanOrEqual(PROPAGATION_BOUND_MS);
}

const asStaff = (method: "POST" | "PATCH", body: unknown) =>
  jsonRequest(method, body, { Authorization: staff.authorization });

describe(`${REPLICAS} API replicas on one PostgreSQL`, () => {
  it("show prices changed through replica A in every replica's lists within the version check's bound", async () => {
    const first = await json<Page>(replica(0), "/catalog/products?view=card&itemsPerPage=1");
    const product = first.body.member[0];
    if (!product) throw new Error("the seeded catalog lists no product");
    // Each above every seeded price, so only this product is at or above it once the change is in;
    // one change after another, so the delays fall at different points of the replicas' checks.
    for (const price of PRICE_CHANGES) {
      expect(retailPrice(product)).toBeLessThan(price);
      await propagation(
        `price change to ${price / 100} ₽`,
        `/catalog/products?view=card&price[gte]=${price}`,
        async () => {
          const changed = await json(
            replica(0),
            `/catalog/admin/products/${product.id}`,
            asStaff("PATCH", { prices: { retail: { [product.defaultMeasure]: price } } }),
          );
          expect(changed.status, changed.text).toBe(200);
        },
        (page) =>
          page.totalItems === 1 &&
          page.member[0]?.number === product.number &&
          retailPrice(page.member[0]) === price,
      );
    }
  }, 180_000);

  it("show a product published through replica A in every replica's lists within the bound", async () => {
    const { body: sample } = await json<{ member: { category: { "@id": string } }[] }>(
      replica(0),
      "/catalog/products?itemsPerPage=1",
    );
    const number = `R-${randomUUID().slice(0, 8)}`;
    const created = await json<{ id: number }>(
      replica(0),
      "/catalog/admin/products",
      asStaff("POST", {
        number,
        title: `Да Хун Пао реплик ${number}`,
        category: sample.member[0]?.category["@id"],
        defaultMeasure: "pcs",
        prices: { retail: { pcs: 45_000 } },
        published: false,
      }),
    );
    expect(created.status, created.text).toBe(201);
    await propagation(
      "a publication",
      `/catalog/products?view=card&number=${number}`,
      async () => {
        const published = await json(
          replica(0),
          `/catalog/admin/products/${created.body.id}`,
          asStaff("PATCH", {
            published: true,
          }),
        );
        expect(published.status, published.text).toBe(200);
      },
      (page) => page.totalItems === 1 && page.member[0]?.number === number,
    );
  }, 120_000);

  it("show a category created, renamed and translated through replica A in every replica's category menu within the bound", async () => {
    // The menu is the root categories (and their children) as /catalog/categories lists them; a
    // replica keeps the tree and the categories' texts in its catalog index store, for its version.
    interface Category {
      "@id": string;
      title: string;
    }
    const menu = "/catalog/categories?parent=null&itemsPerPage=500";
    const slug = `replicas-${randomUUID().slice(0, 8)}`;
    const titled = (title: string) => (page: Page<Category>) =>
      page.member.some((item) => item.title === title);
    let id = 0;
    await propagation<Page<Category>>(
      "a new category",
      menu,
      async () => {
        const created = await json<{ id: number }>(
          replica(0),
          "/catalog/admin/categories",
          asStaff("POST", { title: "Матча реплик", slug, parent: null }),
        );
        expect(created.status, created.text).toBe(201);
        id = created.body.id;
      },
      titled("Матча реплик"),
    );
    await propagation<Page<Category>>(
      "a category renamed",
      menu,
      async () => {
        const renamed = await json(
          replica(0),
          `/catalog/admin/categories/${id}`,
          asStaff("PATCH", { title: "Матча реплик, церемониальная" }),
        );
        expect(renamed.status, renamed.text).toBe(200);
      },
      titled("Матча реплик, церемониальная"),
    );
    // A translation writes category_translations only (no category row): its version is its own.
    await propagation<Page<Category>>(
      "a category's translation",
      menu,
      async () => {
        const translated = await json(
          replica(0),
          `/catalog/categories/${id}/translations`,
          asStaff("PATCH", { translations: { "en-US": { title: "Ceremonial matcha (replicas)" } } }),
        );
        expect(translated.status, translated.text).toBe(200);
      },
      titled("Ceremonial matcha (replicas)"),
      { headers: { "Accept-Language": "en-US" } },
    );
  }, 120_000);

  it("check a burst of wrong passwords spread over the replicas no more times than the account's limit", async () => {
    const victim = await createTestUser(handle, { password: PASSWORD });
    const attempts = 3 * LOGIN_LIMITS.perAccount;
    // Each attempt from its own address (X-Forwarded-For, trusted from loopback, where the
    // storefront's proxy sits), so the per-address limit is not what stops them: only the account's.
    const statuses = await Promise.all(
      Array.from({ length: attempts }, async (_, index) => {
        const response = await send(
          replica(index),
          "/auth",
          jsonRequest(
            "POST",
            { username: victim.email, password: `wrong-${index}` },
            {
              "X-Forwarded-For": `203.0.113.${index + 1}`,
            },
          ),
        );
        await response.arrayBuffer();
        return response.status;
      }),
    );
    const count = (status: number) => statuses.filter((answered) => answered === status).length;
    figures.push(
      `  sign-in burst: ${attempts} wrong passwords round-robin over ${REPLICAS} replicas: ${count(401)} × 401, ${count(429)} × 429 (limit ${LOGIN_LIMITS.perAccount})`,
    );
    expect({ 401: count(401), 429: count(429) }).toEqual({
      401: LOGIN_LIMITS.perAccount,
      429: attempts - LOGIN_LIMITS.perAccount,
    });
    // One counter in the database for the account, whichever replica counted the attempt.
    const [counter] = await handle.db
      .select({ hits: rateLimits.hits })
      .from(rateLimits)
      .where(eq(rateLimits.key, `login-account:${victim.email}`));
    expect(counter?.hits).toBe(attempts);
    // Locked on every replica, even for the right password, from an address not seen yet.
    for (const [index, api] of replicas.entries()) {
      const locked = await send(
        api,
        "/auth",
        jsonRequest(
          "POST",
          { username: victim.email, password: PASSWORD },
          {
            "X-Forwarded-For": `198.51.100.${index + 1}`,
          },
        ),
      );
      expect(locked.status).toBe(429);
      expect(Number(locked.headers.get("retry-after"))).toBeGreaterThan(0);
    }
  }, 120_000);

  it("replay a checkout's Idempotency-Key on another replica, creating one order", async () => {
    const cart = await json<{ "@id": string; totals: { totalAmount: number } }>(
      replica(0),
      "/sales/carts/add",
      jsonRequest(
        "POST",
        { items: [{ product: { number: "100021" }, measure: { code: "pcs" }, quantity: 2 }] },
        {
          Authorization: customer.authorization,
        },
      ),
    );
    expect(cart.status, cart.text).toBe(201);
    const key = randomUUID();
    const checkout = (api: ApiProcess) =>
      json<{ "@id": string; number: string }>(
        api,
        "/sales/orders",
        jsonRequest(
          "POST",
          {
            cart: cart.body["@id"],
            recipient: {
              name: "Анна",
              lastName: "Иванова",
              email: "anna@example.com",
              phone: "+79123456789",
            },
            delivery: { method: "pickup" },
            payment: { method: "cash" },
            expectedTotalAmount: cart.body.totals.totalAmount,
          },
          { Authorization: customer.authorization, "Idempotency-Key": key },
        ),
      );
    const placed = await checkout(replica(0));
    expect(placed.status, placed.text).toBe(201);
    expect(placed.headers.get("idempotent-replayed")).toBeNull();
    // The same request on the two other replicas, at the same moment.
    const replays = await Promise.all([checkout(replica(1)), checkout(replica(2))]);
    for (const replay of replays) {
      expect(replay.status, replay.text).toBe(201);
      expect(replay.headers.get("idempotent-replayed")).toBe("true");
      expect(replay.text).toBe(placed.text);
      expect(replay.headers.get("location")).toBe(placed.headers.get("location"));
    }
    figures.push(
      `  idempotency: checkout on A ${placed.status}; the same key on B and C at once: ${replays
        .map(
          (replay) => `${replay.status} (Idempotent-Replayed: ${replay.headers.get("idempotent-replayed")})`,
        )
        .join(", ")}`,
    );
    const [placedOrders] = await handle.db
      .select({ count: sql<number>`count(*)::int` })
      .from(orders)
      .where(eq(orders.userId, customer.id));
    expect(placedOrders?.count).toBe(1);
  }, 120_000);

  it("end a token on every replica when it logs out on one", async () => {
    const signedIn = await json<{ token: string }>(
      replica(1),
      "/auth",
      jsonRequest(
        "POST",
        { username: customer.email, password: PASSWORD },
        { "X-Forwarded-For": "192.0.2.10" },
      ),
    );
    expect(signedIn.status, signedIn.text).toBe(200);
    const bearer = { Authorization: `Bearer ${signedIn.body.token}` };
    const profileStatuses = () =>
      Promise.all(
        replicas.map(async (api) => (await send(api, "/user/profile", { headers: bearer })).status),
      );
    expect(await profileStatuses()).toEqual([200, 200, 200]);
    const loggedOut = await send(replica(0), "/auth/logout", { method: "POST", headers: bearer });
    expect(loggedOut.status).toBe(204);
    const after = await profileStatuses();
    figures.push(`  logout on A: the token's profile on A, B, C answers ${after.join(", ")}`);
    expect(after).toEqual([401, 401, 401]);
    // The other token of the same account, signed elsewhere, is not ended by it.
    expect(
      (await send(replica(2), "/user/profile", { headers: { Authorization: customer.authorization } }))
        .status,
    ).toBe(200);
  }, 120_000);
});
