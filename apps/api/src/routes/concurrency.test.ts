// Concurrency of carts, checkout and price changes, through the real app and database (PGlite
// and PostgreSQL): requests are fired together with Promise.all, as two browser tabs, a
// double-clicking customer or staff editing prices during a sale would.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../app";
import type { DatabaseHandle } from "../db/client";
import { jsonRequest } from "../testing/http";
import { openSeededDatabase } from "../testing/seeded-database";
import { createTestUser, type TestUser } from "../testing/users";

interface Line {
  product: { number: string };
  measure: { code: string };
  quantity: number;
  price: number;
  amount: number;
  discount: number;
}
interface Totals {
  itemsNumber: number;
  amount: number;
  discount: number;
  totalAmount: number;
}
interface CartBody {
  "@id": string;
  id: number;
  items: Line[];
  totals: Totals;
}
interface OrderBody {
  id: number;
  items: Line[];
  delivery: { price: number };
  totals: Totals & { deliveryAmount: number };
}
interface Offer {
  id: number;
  number: string;
  measure: string;
  price: number;
}

let database: DatabaseHandle;
let app: ReturnType<typeof createApp>;
let staff: TestUser;
/** Products sold in whole units (шт or упак), with their retail price. */
let offers: Offer[];

beforeAll(async () => {
  database = await openSeededDatabase({ products: 40 });
  app = createApp({ database, version: "test", catalogCache: false });
  staff = await createTestUser(database, { roles: ["ROLE_STAFF"] });
  const list = (await (await app.request("/api/catalog/products?itemsPerPage=100")).json()) as {
    member: {
      id: number;
      number: string;
      prices: { price: number; priceType: string; measure: { code: string } }[];
    }[];
  };
  offers = list.member.flatMap((product) => {
    const price = product.prices.find(
      (candidate) => candidate.priceType === "retail" && ["pcs", "pack"].includes(candidate.measure.code),
    );
    return price
      ? [{ id: product.id, number: product.number, measure: price.measure.code, price: price.price }]
      : [];
  });
});
afterAll(() => database.close());

const auth = (user?: TestUser) => (user ? { Authorization: user.authorization } : {});
const item = (offer: Offer, quantity = 1) => ({
  product: { number: offer.number },
  measure: { code: offer.measure },
  quantity,
});
async function call<T>(
  method: "GET" | "POST" | "PUT" | "PATCH",
  path: string,
  body?: unknown,
  user?: TestUser,
) {
  const response = await app.request(
    `/api${path}`,
    method === "GET" ? { headers: auth(user) } : jsonRequest(method, body, auth(user)),
  );
  return { status: response.status, body: (await response.json()) as T & { type?: string } };
}
const newCart = async (user: TestUser | undefined, items: unknown[]) =>
  (await call<CartBody>("POST", "/sales/carts/add", { items }, user)).body;
const cartOf = async (cart: CartBody, user?: TestUser) =>
  (await call<CartBody>("GET", `/sales/carts/${cart.id}`, undefined, user)).body;
const quantities = (cart: CartBody) =>
  Object.fromEntries(cart.items.map((line) => [line.product.number, line.quantity]));

function checkout(user: TestUser, cart: CartBody, expectedTotalAmount: number, key = crypto.randomUUID()) {
  return app.request(
    "/api/sales/orders",
    jsonRequest(
      "POST",
      {
        cart: cart["@id"],
        recipient: { name: "Анна", lastName: "Иванова", email: "anna@example.com", phone: "+79123456789" },
        delivery: { method: "pickup" },
        payment: { method: "cash" },
        expectedTotalAmount,
      },
      { ...auth(user), "Idempotency-Key": key },
    ),
  );
}
const ordersOf = async (user: TestUser) =>
  (await call<{ member: OrderBody[] }>("GET", "/sales/orders?itemsPerPage=100", undefined, user)).body.member;

/** What every stored order must satisfy, whatever ran beside it. */
function expectConsistent(order: OrderBody) {
  const sum = (pick: (line: Line) => number) => order.items.reduce((total, line) => total + pick(line), 0);
  expect(order.totals.amount).toBe(sum((line) => line.amount));
  expect(order.totals.discount).toBe(sum((line) => line.discount));
  expect(order.totals.totalAmount).toBe(order.totals.amount - order.totals.discount + order.delivery.price);
  for (const line of order.items) expect(line.amount).toBe(Math.round(line.price * line.quantity));
}

describe("two tabs editing one cart", () => {
  it("keeps every line that concurrent saves set; a line two of them set has one of their quantities", async () => {
    const user = await createTestUser(database);
    const cart = await newCart(user, [item(offers[0] as Offer)]);
    const saves = offers.slice(1, 9).map((offer) => [item(offer)]);
    // Two tabs: each sets its own products, and both set the first product, to 3 and to 2.
    const answers = await Promise.all(
      [...saves, [item(offers[0] as Offer, 3)], [item(offers[0] as Offer, 2)]].map((items) =>
        call<CartBody>("PATCH", `/sales/carts/${cart.id}/add`, { items }, user),
      ),
    );
    expect(answers.map((answer) => answer.status)).toEqual(answers.map(() => 200));
    const stored = quantities(await cartOf(cart, user));
    const first = (offers[0] as Offer).number;
    expect([2, 3]).toContain(stored[first]);
    expect(stored).toEqual({
      [first]: stored[first],
      ...Object.fromEntries(offers.slice(1, 9).map((offer) => [offer.number, 1])),
    });
  });

  it("applies concurrent replacements one after the other: the cart is exactly one of them", async () => {
    const cart = await newCart(undefined, [item(offers[0] as Offer)]);
    const versions = offers
      .slice(0, 8)
      .map((offer, index) => [item(offer, index + 1), item(offers[(index + 3) % 8] as Offer, 2)]);
    const answers = await Promise.all(
      versions.map((items) => call<CartBody>("PUT", `/sales/carts/${cart.id}`, { items }, undefined)),
    );
    expect(answers.map((answer) => answer.status)).toEqual(answers.map(() => 200));
    const stored = quantities(await cartOf(cart));
    // Last write wins: no mixture of two replacements, no line twice.
    expect(answers.map((answer) => quantities(answer.body))).toContainEqual(stored);
  });
});

describe("concurrent checkouts of one cart", () => {
  it("place exactly one order when sent with different keys; the others are refused and nothing is lost", async () => {
    const user = await createTestUser(database);
    const cart = await newCart(user, [item(offers[0] as Offer, 2), item(offers[1] as Offer)]);
    const total = cart.totals.totalAmount;
    const answers = await Promise.all(Array.from({ length: 8 }, () => checkout(user, cart, total)));
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    // The losers saw the cart change under them (409) or already empty (422): never a 5xx.
    expect(statuses.every((status) => [201, 409, 422].includes(status))).toBe(true);
    const orders = await ordersOf(user);
    expect(orders).toHaveLength(1);
    expect(orders[0]?.totals.totalAmount).toBe(total);
    expect((await cartOf(cart, user)).items).toEqual([]);
  });

  it("place exactly one order when the same attempt is sent many times with one key", async () => {
    const user = await createTestUser(database);
    const cart = await newCart(user, [item(offers[2] as Offer, 3)]);
    const key = crypto.randomUUID();
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => checkout(user, cart, cart.totals.totalAmount, key)),
    );
    const bodies = (await Promise.all(answers.map((answer) => answer.json()))) as (OrderBody & {
      type?: string;
    })[];
    // Duplicates wait for the first and replay its order (201, same body); one that waited longer
    // than the API's 5 s would get 409 idempotency-key-in-use, never a second order.
    const placed = bodies.filter((_, index) => answers[index]?.status === 201);
    expect(placed.length).toBeGreaterThan(0);
    expect(new Set(placed.map((body) => body.id)).size).toBe(1);
    for (const [index, answer] of answers.entries()) {
      if (answer.status !== 201) {
        expect([answer.status, bodies[index]?.type]).toEqual([409, "/api/problems/idempotency-key-in-use"]);
      }
    }
    expect(await ordersOf(user)).toHaveLength(1);
  });
});

describe("price changes during checkouts", () => {
  it("orders each cart either at the price its customer saw or not at all (409), totals always matching the lines", async () => {
    const offer = offers[3] as Offer;
    const customers = await Promise.all(Array.from({ length: 6 }, () => createTestUser(database)));
    const carts = await Promise.all(customers.map((user) => newCart(user, [item(offer, 2)])));
    const oldTotal = offer.price * 2;
    const newPrice = offer.price + 1_000;

    const [priceChange, ...first] = await Promise.all([
      call(
        "PATCH",
        `/catalog/admin/products/${offer.id}`,
        { prices: { retail: { [offer.measure]: newPrice } } },
        staff,
      ),
      ...customers.map((user, index) => checkout(user, carts[index] as CartBody, oldTotal)),
    ]);
    expect(priceChange.status).toBe(200);
    for (const [index, answer] of first.entries()) {
      const user = customers[index] as TestUser;
      expect([201, 409]).toContain(answer.status);
      const body = (await answer.json()) as OrderBody & { type?: string; totals: { totalAmount: number } };
      if (answer.status === 201) {
        // Placed before the change committed: at the old price the customer saw.
        expect(body.totals.totalAmount).toBe(oldTotal);
        expect(body.items[0]?.price).toBe(offer.price);
      } else {
        expect(body.type).toBe("/api/problems/price-changed");
        expect(body.totals.totalAmount).toBe(newPrice * 2);
        // The customer confirms the new total and the order is placed at the new price.
        const retried = await checkout(user, carts[index] as CartBody, newPrice * 2);
        expect(retried.status).toBe(201);
        expect(((await retried.json()) as OrderBody).items[0]?.price).toBe(newPrice);
      }
      const orders = await ordersOf(user);
      expect(orders).toHaveLength(1);
      for (const order of orders) expectConsistent(order);
    }
    // A cart priced after the change shows the new price.
    expect((await newCart(undefined, [item(offer)])).totals.amount).toBe(newPrice);
  });
});
