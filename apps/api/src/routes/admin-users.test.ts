import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../app";
import type { DatabaseHandle } from "../db/client";
import { jsonRequest } from "../testing/http";
import { openSeededDatabase } from "../testing/seeded-database";
import { createTestUser, type TestUser } from "../testing/users";

interface Totals {
  itemsNumber: number;
  amount: number;
  discount: number;
  totalAmount: number;
}
interface AdminUser {
  "@id": string;
  id: number;
  email: string;
  roles: string[];
  tradingContract: { "@id": string; id: number; title: string; discountPercent: string } | null;
}
interface Contract {
  "@id": string;
  id: number;
  discountPercent: string;
}

let database: DatabaseHandle;
let app: ReturnType<typeof createApp>;
let customer: TestUser;
let staff: TestUser;
let admin: TestUser;
let contracts: Contract[];
let teapot: { number: string; price: number };

beforeAll(async () => {
  database = await openSeededDatabase({ products: 27 });
  app = createApp({ database, version: "test", catalogCache: false });
  [customer, staff, admin] = await Promise.all([
    createTestUser(database, { name: "Покупатель" }),
    createTestUser(database, { roles: ["ROLE_STAFF"] }),
    createTestUser(database, { roles: ["ROLE_ADMIN"] }),
  ]);
  contracts = ((await (await app.request("/api/sales/trading-contracts")).json()) as { member: Contract[] })
    .member;
  const list = (await (await app.request("/api/catalog/products?category=teaware/teapots/clay")).json()) as {
    member: { number: string; prices: { price: number; priceType: string; measure: { code: string } }[] }[];
  };
  const first = list.member[0];
  teapot = {
    number: first?.number ?? "",
    price:
      first?.prices.find((price) => price.priceType === "retail" && price.measure.code === "pcs")?.price ?? 0,
  };
});
afterAll(() => database.close());

const auth = (user?: TestUser) => (user ? { Authorization: user.authorization } : {});
const contractOf = (percent: string) => {
  const contract = contracts.find((candidate) => candidate.discountPercent === percent);
  if (!contract) throw new Error(`the seed has no ${percent} % contract`);
  return contract;
};
/** An administrator assigns a contract to the customer; `user: null` sends no token. */
async function assign(tradingContract: unknown, user: TestUser | null = admin, id = customer.id) {
  const response = await app.request(
    `/api/user/admin/users/${id}`,
    jsonRequest("PATCH", { tradingContract }, auth(user ?? undefined)),
  );
  return {
    status: response.status,
    type: response.headers.get("content-type"),
    body: (await response.json()) as AdminUser & { violations?: { propertyPath: string }[] },
  };
}
const teapots = (quantity: number) => ({
  items: [{ product: { number: teapot.number }, measure: { code: "pcs" }, quantity }],
});
async function calculate(quantity = 3): Promise<Totals> {
  const response = await app.request(
    "/api/sales/carts/calculate",
    jsonRequest("POST", teapots(quantity), auth(customer)),
  );
  return ((await response.json()) as { totals: Totals }).totals;
}
/** The discount rule of docs/contract.md: per line, half up, of the line amount (basis points). */
const discountOf = (amount: number, basisPoints: number) =>
  Math.floor((amount * basisPoints + 5_000) / 10_000);

describe("staff account list", () => {
  it("is for staff only: 401 without a token, 403 for customers", async () => {
    expect((await app.request("/api/user/admin/users")).status).toBe(401);
    const denied = await app.request("/api/user/admin/users", { headers: auth(customer) });
    expect([denied.status, denied.headers.get("content-type")]).toEqual([403, "application/problem+json"]);
  });

  it("lists and finds accounts with their contract, and reads one", async () => {
    const response = await app.request(`/api/user/admin/users?search=${encodeURIComponent(customer.email)}`, {
      headers: auth(staff),
    });
    const { member, totalItems } = (await response.json()) as { member: AdminUser[]; totalItems: number };
    expect(totalItems).toBe(1);
    expect(member[0]).toMatchObject({ id: customer.id, email: customer.email, tradingContract: null });
    const one = await app.request(`/api/user/admin/users/${customer.id}`, { headers: auth(staff) });
    expect(((await one.json()) as AdminUser)["@id"]).toBe(`/api/user/admin/users/${customer.id}`);
    const missing = await app.request("/api/user/admin/users/999999", { headers: auth(staff) });
    expect(missing.status).toBe(404);
  });
});

describe("assigning a trading contract", () => {
  it("is for administrators only and refuses unknown contracts, accounts and fields", async () => {
    const five = contractOf("5.00");
    expect((await assign(five["@id"], null)).status).toBe(401);
    expect((await assign(five["@id"], customer)).status).toBe(403);
    // Staff read accounts, but what a customer pays is an administrator's decision.
    expect((await assign(five["@id"], staff)).status).toBe(403);
    const unknownContract = await assign("/api/sales/trading-contracts/999999");
    expect([unknownContract.status, unknownContract.type]).toEqual([422, "application/problem+json"]);
    expect(unknownContract.body.violations?.[0]?.propertyPath).toBe("tradingContract");
    expect((await assign("/api/catalog/products/1")).status).toBe(422);
    expect((await assign(five["@id"], admin, 999_999)).status).toBe(404);
    const email = await app.request(
      `/api/user/admin/users/${customer.id}`,
      jsonRequest("PATCH", { email: "other@example.com" }, auth(staff)),
    );
    expect(email.status).toBe(422);
    // Roles are administrators' to change (security-staff.test.ts).
    const roles = await app.request(
      `/api/user/admin/users/${customer.id}`,
      jsonRequest("PATCH", { roles: ["ROLE_ADMIN"] }, auth(staff)),
    );
    expect(roles.status).toBe(403);
    expect(await calculate()).toMatchObject({ discount: 0 });
  });

  it("gives the customer's cart calculation the contract's discount, per line, rounded half up", async () => {
    const contract = contractOf("12.50");
    const assigned = await assign(contract["@id"]);
    expect(assigned.status).toBe(200);
    expect(assigned.body.tradingContract).toMatchObject({ id: contract.id, discountPercent: "12.50" });

    const totals = await calculate(3);
    const amount = teapot.price * 3;
    expect(totals.amount).toBe(amount);
    expect(totals.discount).toBe(discountOf(amount, 1_250));
    expect(totals.discount).toBeGreaterThan(0);
    expect(totals.totalAmount).toBe(amount - totals.discount);

    // Another contract replaces it; an id works as well as an IRI.
    await assign(contractOf("5.00").id);
    expect((await calculate(3)).discount).toBe(discountOf(amount, 500));
  });

  it("discounts the placed order too, and null takes the contract away", async () => {
    const five = contractOf("5.00");
    await assign(five["@id"]);
    const cart = (await (
      await app.request("/api/sales/carts/add", jsonRequest("POST", teapots(2), auth(customer)))
    ).json()) as { "@id": string; totals: Totals };
    const amount = teapot.price * 2;
    expect(cart.totals.discount).toBe(discountOf(amount, 500));

    const placed = await app.request(
      "/api/sales/orders",
      jsonRequest(
        "POST",
        {
          cart: cart["@id"],
          recipient: {
            name: "Анна",
            lastName: "Иванова",
            email: "anna@example.com",
            phone: "8 (912) 345-67-89",
          },
          delivery: { method: "pickup" },
          payment: { method: "card-on-delivery" },
          expectedTotalAmount: amount - cart.totals.discount,
        },
        { ...auth(customer), "Idempotency-Key": crypto.randomUUID() },
      ),
    );
    expect(placed.status).toBe(201);
    const order = (await placed.json()) as { totals: Totals & { deliveryAmount: number } };
    expect(order.totals).toMatchObject({
      amount,
      discount: discountOf(amount, 500),
      totalAmount: amount - discountOf(amount, 500),
    });

    const removed = await assign(null);
    expect(removed.body.tradingContract).toBeNull();
    expect((await calculate(2)).discount).toBe(0);
  });
});
