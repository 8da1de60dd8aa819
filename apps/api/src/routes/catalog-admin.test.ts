import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../app";
import type { DatabaseHandle } from "../db/client";
import { jsonRequest } from "../testing/http";
import { openSeededDatabase } from "../testing/seeded-database";
import { createTestUser, type TestUser } from "../testing/users";

interface Price {
  measure: { code: string };
  priceType: string;
  price: number;
  compareAtPrice?: number;
}
interface Product {
  id: number;
  number: string;
  defaultMeasure: string;
  prices: Price[];
}
interface Problem {
  type: string;
  status: number;
  violations?: { propertyPath: string }[];
  totals?: { totalAmount: number };
}

let database: DatabaseHandle;
// The catalog cache stays on: a new price must show at once, not after the cache expires.
let app: ReturnType<typeof createApp>;
let customer: TestUser;
let staff: TestUser;

beforeAll(async () => {
  database = await openSeededDatabase({ products: 30 });
  app = createApp({ database, version: "test" });
  [customer, staff] = await Promise.all([
    createTestUser(database),
    createTestUser(database, { roles: ["ROLE_STAFF"] }),
  ]);
});
afterAll(() => database.close());

const auth = (user?: TestUser) => (user ? { Authorization: user.authorization } : {});
const productBy = async (number: string) =>
  (await (await app.request(`/api/catalog/products-by-number/${number}`)).json()) as Product;
const offerOf = (product: Product, priceType: string, measure: string) =>
  product.prices.find((price) => price.priceType === priceType && price.measure.code === measure);
const priceOf = (product: Product, priceType: string, measure: string) =>
  offerOf(product, priceType, measure)?.price;
async function patchPrices(id: number | string, body: unknown, user: TestUser | null = staff) {
  const response = await app.request(
    `/api/catalog/admin/products/${id}`,
    jsonRequest("PATCH", body, auth(user ?? undefined)),
  );
  return {
    status: response.status,
    type: response.headers.get("content-type"),
    body: (await response.json()) as Product & Problem,
  };
}

describe("PATCH /catalog/admin/products/{id}", () => {
  it("changes one price, leaves the others, and the cached public answers show it at once", async () => {
    const before = await productBy("100002"); // cached now
    const wholesale = priceOf(before, "wholesale", "kg");
    const answer = await patchPrices(before.id, { prices: { retail: { kg: 123_456 } } });
    expect(answer.status).toBe(200);
    expect(priceOf(answer.body, "retail", "kg")).toBe(123_456);
    expect(priceOf(answer.body, "wholesale", "kg")).toBe(wholesale);
    expect(priceOf(await productBy("100002"), "retail", "kg")).toBe(123_456);
  });

  it("keeps list sorting and price filters on the new default-measure price", async () => {
    const product = await productBy("100003");
    const list = async () =>
      (
        (await (await app.request("/api/catalog/products?price[gte]=9000000&itemsPerPage=100")).json()) as {
          member: { number: string }[];
        }
      ).member.map((item) => item.number);
    expect(await list()).not.toContain("100003");
    await patchPrices(product.id, { prices: { retail: { [product.defaultMeasure]: 9_500_000 } } });
    expect(await list()).toContain("100003");
  });

  it("adds a price for a new measure and removes one with null", async () => {
    const teapot = await productBy("100021"); // sold by the piece only
    expect(priceOf(teapot, "retail", "pack")).toBeUndefined();
    const added = await patchPrices(teapot.id, { prices: { retail: { pack: 450_000 } } });
    expect(priceOf(added.body, "retail", "pack")).toBe(450_000);
    const removed = await patchPrices(teapot.id, { prices: { retail: { pack: null } } });
    expect(priceOf(removed.body, "retail", "pack")).toBeUndefined();
    // The product is no longer sold in that measure: a cart line in it is refused.
    const cart = await app.request(
      "/api/sales/carts/calculate",
      jsonRequest("POST", {
        items: [{ product: { number: "100021" }, measure: { code: "pack" }, quantity: 1 }],
      }),
    );
    expect(cart.status).toBe(422);
  });

  it("makes a checkout that expected the old total answer 409 price-changed, then the new total orders", async () => {
    const teapot = await productBy("100021");
    const oldPrice = priceOf(teapot, "retail", "pcs") ?? 0;
    const created = await app.request(
      "/api/sales/carts/add",
      jsonRequest(
        "POST",
        { items: [{ product: { number: "100021" }, measure: { code: "pcs" }, quantity: 1 }] },
        auth(customer),
      ),
    );
    const cart = ((await created.json()) as { "@id": string })["@id"];
    await patchPrices(teapot.id, { prices: { retail: { pcs: oldPrice + 1_000 } } });
    const checkout = (expectedTotalAmount: number) =>
      app.request(
        "/api/sales/orders",
        jsonRequest(
          "POST",
          {
            cart,
            recipient: {
              name: "Анна",
              lastName: "Иванова",
              email: "anna@example.com",
              phone: "+79123456789",
            },
            delivery: { method: "pickup" },
            payment: { method: "cash" },
            expectedTotalAmount,
          },
          { ...auth(customer), "Idempotency-Key": crypto.randomUUID() },
        ),
      );
    const stale = await checkout(oldPrice);
    expect(stale.status).toBe(409);
    const problem = (await stale.json()) as Problem;
    expect(problem.type).toBe("/api/problems/price-changed");
    expect(problem.totals?.totalAmount).toBe(oldPrice + 1_000);
    const placed = await checkout(oldPrice + 1_000);
    expect(placed.status).toBe(201);
    expect(((await placed.json()) as { totals: { totalAmount: number } }).totals.totalAmount).toBe(
      oldPrice + 1_000,
    );
  });

  it("is for staff only: 401 without a token, 403 for a customer, and nothing changes", async () => {
    const product = await productBy("100004");
    const retail = priceOf(product, "retail", product.defaultMeasure);
    const body = { prices: { retail: { [product.defaultMeasure]: 1 } } };
    const anonymous = await patchPrices(product.id, body, null);
    expect([anonymous.status, anonymous.type]).toEqual([401, "application/problem+json"]);
    expect((await patchPrices(product.id, body, customer)).status).toBe(403);
    expect(priceOf(await productBy("100004"), "retail", product.defaultMeasure)).toBe(retail);
  });

  it("answers 404 for an unknown product and 422 naming unknown codes, bad prices and other fields", async () => {
    const missing = await patchPrices(999_999, { prices: { retail: { kg: 100 } } });
    expect([missing.status, missing.type]).toEqual([404, "application/problem+json"]);
    const product = await productBy("100005");
    const unknown = await patchPrices(product.id, { prices: { vip: { kg: 100 }, retail: { litre: 100 } } });
    expect(unknown.status).toBe(422);
    expect(unknown.body.violations?.map((violation) => violation.propertyPath).sort()).toEqual([
      "prices.retail.litre",
      "prices.vip",
    ]);
    for (const price of [0, -100, 12.5, "100"]) {
      expect((await patchPrices(product.id, { prices: { retail: { kg: price } } })).status).toBe(422);
    }
    expect((await patchPrices(product.id, { stock: 5 })).status).toBe(422);
    expect(await productBy("100005")).toEqual(product);
  });
});

describe("was-prices (compareAtPrices)", () => {
  const violations = (answer: { body: Problem }) =>
    answer.body.violations?.map((violation) => violation.propertyPath).sort();
  const cardOf = async (number: string) => {
    const page = (await (
      await app.request(`/api/catalog/products?view=card&search=${number}&itemsPerPage=5`)
    ).json()) as { member: (Product & { price?: Price })[] };
    return page.member.find((member) => member.number === number);
  };

  it("sets one beside a price: the product, its card in lists and staff's answer show it struck through", async () => {
    const product = await productBy("100006");
    const measure = product.defaultMeasure;
    const price = priceOf(product, "retail", measure) ?? 0;
    await cardOf("100006"); // the card is held by the index now
    const answer = await patchPrices(product.id, {
      compareAtPrices: { retail: { [measure]: price + 10_000 } },
    });
    expect(answer.status).toBe(200);
    expect(offerOf(answer.body, "retail", measure)?.compareAtPrice).toBe(price + 10_000);
    expect(offerOf(await productBy("100006"), "retail", measure)?.compareAtPrice).toBe(price + 10_000);
    expect(JSON.stringify(await cardOf("100006"))).toContain(`"compareAtPrice":${price + 10_000}`);

    // Taken away with null.
    const taken = await patchPrices(product.id, { compareAtPrices: { retail: { [measure]: null } } });
    expect(offerOf(taken.body, "retail", measure)?.compareAtPrice).toBeUndefined();
    expect(JSON.stringify(await cardOf("100006"))).not.toContain("compareAtPrice");
  });

  it("refuses (422, nothing written) one not above its price, or with no price beside it", async () => {
    const product = await productBy("100007");
    const measure = product.defaultMeasure;
    const price = priceOf(product, "retail", measure) ?? 0;
    const equal = await patchPrices(product.id, {
      title: "Не сохранится",
      compareAtPrices: { retail: { [measure]: price } },
    });
    expect([equal.status, violations(equal)]).toEqual([422, [`compareAtPrices.retail.${measure}`]]);
    // The price and the was-price of one change are judged together.
    const lowered = await patchPrices(product.id, {
      prices: { retail: { [measure]: price + 20_000 } },
      compareAtPrices: { retail: { [measure]: price + 10_000 } },
    });
    expect(violations(lowered)).toEqual([`compareAtPrices.retail.${measure}`]);
    const unknownCodes = await patchPrices(product.id, {
      prices: { retail: { litre: null } },
      compareAtPrices: { retail: { litre: 100 } },
    });
    expect(violations(unknownCodes)).toEqual(["compareAtPrices.retail.litre", "prices.retail.litre"]);
    const unsold = await patchPrices(product.id, { compareAtPrices: { wholesale: { pcs: 1_000_000 } } });
    expect(priceOf(product, "wholesale", "pcs")).toBeUndefined();
    expect([unsold.status, violations(unsold)]).toEqual([422, ["compareAtPrices.wholesale.pcs"]]);
    expect(await productBy("100007")).toEqual(product);
  });

  it("goes with its price; a price raised past it hides it from shoppers and staff alike", async () => {
    const product = await productBy("100008");
    const measure = product.defaultMeasure;
    const price = priceOf(product, "retail", measure) ?? 0;
    await patchPrices(product.id, { compareAtPrices: { retail: { [measure]: price + 5_000 } } });
    const raised = await patchPrices(product.id, { prices: { retail: { [measure]: price + 6_000 } } });
    expect(raised.status).toBe(200);
    expect(offerOf(raised.body, "retail", measure)?.compareAtPrice).toBeUndefined();
    // Lowered again under it, the stored was-price shows again.
    const lowered = await patchPrices(product.id, { prices: { retail: { [measure]: price } } });
    expect(offerOf(lowered.body, "retail", measure)?.compareAtPrice).toBe(price + 5_000);

    // A new measure's price and its was-price in one change; deleting the price deletes both.
    const added = await patchPrices(product.id, {
      prices: { retail: { pack: 45_000 } },
      compareAtPrices: { retail: { pack: 50_000 } },
    });
    expect(offerOf(added.body, "retail", "pack")).toMatchObject({ price: 45_000, compareAtPrice: 50_000 });
    await patchPrices(product.id, { prices: { retail: { pack: null } } });
    const back = await patchPrices(product.id, { prices: { retail: { pack: 45_000 } } });
    expect(offerOf(back.body, "retail", "pack")?.compareAtPrice).toBeUndefined();
  });
});
