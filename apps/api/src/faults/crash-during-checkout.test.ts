// The API process killed (SIGKILL: no clean-up of any kind) while many checkouts are in flight,
// then started again on the same database: every order is complete or absent, never half-written,
// and retrying each checkout with its Idempotency-Key ends with exactly one order per customer.
// Runs on PostgreSQL and on PGlite (where the database dies with the process).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seed } from "../seed/index";
import { type ApiProcess, startApiProcess } from "../testing/api-process";
import { createProcessDatabase, type ProcessDatabase } from "../testing/test-database";
import { createTestUser, type TestUser } from "../testing/users";

const CUSTOMERS = 40;

interface Line {
  product: { number: string };
  measure: { code: string };
  quantity: number;
  price: number;
  amount: number;
  discount: number;
}
interface CartBody {
  "@id": string;
  id: number;
  items: Line[];
  totals: { totalAmount: number };
}
interface OrderBody {
  id: number;
  number: string;
  items: Line[];
  delivery: { price: number };
  totals: { itemsNumber: number; amount: number; discount: number; totalAmount: number };
}
interface Customer {
  user: TestUser;
  cart: CartBody;
  key: string;
  /** The order the client saw before the crash, if its answer arrived. */
  answered?: OrderBody;
}

let database: ProcessDatabase;
let api: ApiProcess | undefined;
let staff: TestUser;
const customers: Customer[] = [];

beforeAll(async () => {
  database = await createProcessDatabase();
  // Catalog and accounts are written before the API starts (PGlite allows one process at a time).
  const handle = await database.open();
  try {
    await handle.migrate();
    await seed(handle.db, { products: 30 });
    staff = await createTestUser(handle, { roles: ["ROLE_STAFF"] });
    for (let index = 0; index < CUSTOMERS; index += 1) {
      customers.push({
        user: await createTestUser(handle),
        cart: undefined as never,
        key: crypto.randomUUID(),
      });
    }
  } finally {
    await handle.close();
  }
  // A short lease: a retry after the restart takes over a key whose checkout died with the process.
  api = await startApiProcess({ ...database.env, IDEMPOTENCY_LEASE_SECONDS: "1" });
}, 120_000);
afterAll(async () => {
  await api?.kill();
  await database?.remove();
});

async function call<T>(method: string, path: string, user?: TestUser, body?: unknown, headers = {}) {
  if (!api) throw new Error("the API is not running");
  const response = await fetch(`${api.baseURL}${path}`, {
    method,
    headers: {
      ...(user ? { Authorization: user.authorization } : {}),
      ...(body === undefined ? {} : { "Content-Type": "application/json" }),
      ...headers,
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return { status: response.status, headers: response.headers, body: (await response.json()) as T };
}
const checkout = ({ user, cart, key }: Customer) =>
  call<OrderBody & { type?: string }>(
    "POST",
    "/sales/orders",
    user,
    {
      cart: cart["@id"],
      recipient: { name: "Анна", lastName: "Иванова", email: "anna@example.com", phone: "+79123456789" },
      delivery: { method: "pickup" },
      payment: { method: "cash" },
      expectedTotalAmount: cart.totals.totalAmount,
    },
    { "Idempotency-Key": key },
  );
const ordersOf = async (user: TestUser) =>
  (await call<{ member: OrderBody[] }>("GET", "/sales/orders?itemsPerPage=100", user)).body.member;
const linesOf = (items: Line[]) =>
  items.map((line) => [line.product.number, line.measure.code, line.quantity]);

/** An order as written in one piece: numbered, with its lines, totals that are their sums. */
function expectComplete(order: OrderBody, cart: CartBody) {
  expect(order.number).toMatch(/^\d{4}-\d{6}$/);
  expect(linesOf(order.items)).toEqual(linesOf(cart.items));
  expect(order.totals.amount).toBe(order.items.reduce((sum, line) => sum + line.amount, 0));
  expect(order.totals.totalAmount).toBe(cart.totals.totalAmount);
}

describe("the API killed in the middle of checkouts", () => {
  it("leaves every cart either ordered completely or untouched, and retries place each order once", async () => {
    // Products sold in whole units (шт or упак), two lines per cart.
    const catalog = await call<{
      member: { number: string; prices: { priceType: string; measure: { code: string } }[] }[];
    }>("GET", "/catalog/products?itemsPerPage=100");
    const offers = catalog.body.member.flatMap((product) => {
      const price = product.prices.find(
        (candidate) => candidate.priceType === "retail" && ["pcs", "pack"].includes(candidate.measure.code),
      );
      return price ? [{ product: { number: product.number }, measure: { code: price.measure.code } }] : [];
    });
    for (const [index, customer] of customers.entries()) {
      const items = [
        { ...offers[index % offers.length], quantity: 1 + (index % 3) },
        { ...offers[(index + 7) % offers.length], quantity: 2 },
      ];
      const created = await call<CartBody>("POST", "/sales/carts/add", customer.user, { items });
      expect(created.status).toBe(201);
      customer.cart = created.body;
    }

    // All checkouts at once; the process is killed when a quarter of the orders are answered, so
    // the others are queued, in their transaction, or between the commit and the answer.
    let answers = 0;
    const killed = new Promise<void>((resolve) => {
      const attempts = customers.map(async (customer) => {
        const answer = await checkout(customer).catch(() => undefined);
        if (answer?.status === 201) {
          customer.answered = answer.body;
          answers += 1;
          if (answers === CUSTOMERS / 4) void api?.kill().then(resolve);
        }
      });
      void Promise.all(attempts).then(() => resolve());
    });
    await killed;
    const answeredBeforeCrash = customers.filter((customer) => customer.answered).length;
    expect(answeredBeforeCrash).toBeGreaterThan(0);
    expect(answeredBeforeCrash).toBeLessThan(CUSTOMERS);

    api = await startApiProcess({ ...database.env, IDEMPOTENCY_LEASE_SECONDS: "1" });

    // After the restart, before any retry: no partial order, no half-emptied cart.
    const placedBeforeRetry = new Map<string, number>();
    for (const customer of customers) {
      const orders = await ordersOf(customer.user);
      const cart = (await call<CartBody>("GET", `/sales/carts/${customer.cart.id}`, customer.user)).body;
      expect(orders.length).toBeLessThanOrEqual(1);
      const [order] = orders;
      if (order) {
        expectComplete(order, customer.cart);
        expect(cart.items).toEqual([]);
        placedBeforeRetry.set(customer.key, order.id);
      } else {
        expect(customer.answered).toBeUndefined();
        expect(linesOf(cart.items)).toEqual(linesOf(customer.cart.items));
      }
      if (customer.answered) expect(order?.id).toBe(customer.answered.id);
    }
    // Staff see every order of the shop: none beyond the customers' (no order without its lines).
    const all = await call<{ member: OrderBody[]; totalItems: number }>(
      "GET",
      "/sales/orders?itemsPerPage=100",
      staff,
    );
    expect(all.body.totalItems).toBe(placedBeforeRetry.size);
    expect(all.body.member.every((order) => order.items.length > 0)).toBe(true);

    // Each client retries its checkout with the same key, as the api-client does after a lost answer.
    for (const customer of customers) {
      let retry = await checkout(customer);
      for (
        let attempt = 0;
        retry.status === 409 && retry.body.type === "/api/problems/idempotency-key-in-use";
        attempt += 1
      ) {
        expect(attempt).toBeLessThan(10);
        await new Promise((resolve) => setTimeout(resolve, 1_000));
        retry = await checkout(customer);
      }
      expect(retry.status).toBe(201);
      expectComplete(retry.body, customer.cart);
      const before = placedBeforeRetry.get(customer.key);
      if (before !== undefined) {
        // Committed before the crash (answered or not): the same order, replayed.
        expect(retry.body.id).toBe(before);
        expect(retry.headers.get("idempotent-replayed")).toBe("true");
      }
      expect((await ordersOf(customer.user)).map((order) => order.id)).toEqual([retry.body.id]);
    }
    expect(placedBeforeRetry.size).toBeGreaterThanOrEqual(answeredBeforeCrash);
  }, 180_000);
});
