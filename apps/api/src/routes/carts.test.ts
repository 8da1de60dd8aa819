import { lineQuantityProblem, QUANTITY_SCALE, quantityFromWire } from "@shop/cart-core";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../app";
import type { DatabaseHandle } from "../db/client";
import { customerTradingContracts, tradingContracts } from "../db/schema/index";
import { jsonRequest } from "../testing/http";
import { openSeededDatabase } from "../testing/seeded-database";
import { createTestUser, type TestUser } from "../testing/users";

interface CartBody {
  id: number;
  "@id": string;
  items: {
    product: { number: string };
    measure: { code: string };
    quantity: number;
    price: number;
    amount: number;
    discount: number;
  }[];
  totals: { itemsNumber: number; amount: number; discount: number; totalAmount: number };
}
interface ProductBody {
  number: string;
  prices: { price: number; priceType: string; measure: { code: string } }[];
}

let database: DatabaseHandle;
let app: ReturnType<typeof createApp>;
let anna: TestUser;
let boris: TestUser;
let staff: TestUser;
let loose: ProductBody; // sold by the kilogram
let teapot: ProductBody; // sold by the piece

const retail = (product: ProductBody, measure: string) =>
  product.prices.find((price) => price.priceType === "retail" && price.measure.code === measure)?.price ?? 0;

beforeAll(async () => {
  database = await openSeededDatabase({ products: 27 });
  app = createApp({ database, version: "test", catalogCache: false });
  [anna, boris, staff] = await Promise.all([
    createTestUser(database),
    createTestUser(database),
    createTestUser(database, { roles: ["ROLE_STAFF"] }),
  ]);
  const list = (await (await app.request("/api/catalog/products?itemsPerPage=100")).json()) as {
    member: ProductBody[];
  };
  loose = list.member.find(
    (product) => retail(product, "kg") > 0 && retail(product, "pack") > 0,
  ) as ProductBody;
  teapot = list.member.find((product) => retail(product, "pcs") > 0) as ProductBody;
});
afterAll(() => database.close());

const send = async (method: "POST" | "PUT" | "PATCH", path: string, body: unknown, user?: TestUser) => {
  const response = await app.request(
    `/api${path}`,
    jsonRequest(method, body, user ? { Authorization: user.authorization } : {}),
  );
  return {
    status: response.status,
    body: (await response.json()) as CartBody & { violations?: { propertyPath: string }[] },
  };
};
const read = async (path: string, user?: TestUser) => {
  const response = await app.request(`/api${path}`, {
    headers: user ? { Authorization: user.authorization } : {},
  });
  return {
    status: response.status,
    body: response.status === 204 ? null : ((await response.json()) as CartBody),
  };
};

describe("pricing", () => {
  it("prices every line from the database and ignores client prices", async () => {
    const { status, body } = await send("POST", "/sales/carts/calculate", {
      currency: "RUB",
      items: [
        { product: { number: loose.number }, measure: { code: "kg" }, quantity: 0.3, price: 1 },
        { product: { number: teapot.number }, measure: { code: "pcs" }, quantity: 2, price: 1 },
      ],
    });
    expect(status).toBe(200);
    const kg = retail(loose, "kg");
    const expectedLoose = Math.floor((kg * 300 + 500) / 1000);
    expect(body.items[0]).toMatchObject({ price: kg, amount: expectedLoose, quantity: 0.3, discount: 0 });
    expect(body.items[1]).toMatchObject({ price: retail(teapot, "pcs"), amount: retail(teapot, "pcs") * 2 });
    expect(body.totals).toEqual({
      itemsNumber: 2,
      amount: expectedLoose + retail(teapot, "pcs") * 2,
      discount: 0,
      totalAmount: expectedLoose + retail(teapot, "pcs") * 2,
    });
  });

  it("applies the customer's trading contract discount per line", async () => {
    const [contract] = await database.db
      .insert(tradingContracts)
      .values({ title: "Тест 10 %", discountPercent: "10.00" })
      .returning();
    const customer = await createTestUser(database);
    await database.db
      .insert(customerTradingContracts)
      .values({ userId: customer.id, tradingContractId: contract?.id ?? 0 });
    const { body } = await send(
      "POST",
      "/sales/carts/calculate",
      { items: [{ product: { number: teapot.number }, measure: { code: "pcs" }, quantity: 1 }] },
      customer,
    );
    const price = retail(teapot, "pcs");
    expect(body.totals.discount).toBe(Math.floor((price * 1000 + 5000) / 10000));
    expect(body.totals.totalAmount).toBe(price - body.totals.discount);
  });

  it("rejects quantities off the measure's step and measures without a price, naming the line", async () => {
    const step = await send("POST", "/sales/carts/calculate", {
      items: [{ product: { number: teapot.number }, measure: { code: "pcs" }, quantity: 1.5 }],
    });
    expect(step.status).toBe(422);
    expect(step.body.violations?.[0]?.propertyPath).toBe("items.0.quantity");
    const measure = await send("POST", "/sales/carts/calculate", {
      items: [
        { product: { number: teapot.number }, measure: { code: "pcs" }, quantity: 1 },
        { product: { number: teapot.number }, measure: { code: "kg" }, quantity: 1 },
      ],
    });
    expect(measure.status).toBe(422);
    expect(measure.body.violations?.[0]?.propertyPath).toBe("items.1.measure");
    const unknown = await send("POST", "/sales/carts/calculate", {
      items: [{ product: { number: "999999" }, measure: { code: "pcs" }, quantity: 1 }],
    });
    expect(unknown.body.violations?.[0]?.propertyPath).toBe("items.0.product");
  });
});

describe("a line's quantity", () => {
  // The API, cart-core (which the storefront's cart and steppers use) and the storefront agree on
  // which quantities a line may hold: the API accepts exactly those cart-core's rule allows.
  const quantities = fc.oneof(
    // Near the measure's grid: multiples of a thousandth, of the 0.1 кг step, of whole pieces...
    fc.integer({ min: -2, max: 10_001_000 }).map((thousandths) => thousandths / QUANTITY_SCALE),
    fc.integer({ min: 0, max: 10_010 }),
    // ...and off it: more decimals than a thousandth, huge and tiny numbers.
    fc.double({ min: 0, max: 2e4, noNaN: true, noDefaultInfinity: true }),
  );

  it("is accepted by the API exactly when cart-core's rule allows it, for кг (0.1) and шт (1)", async () => {
    await fc.assert(
      fc.asyncProperty(
        quantities,
        fc.constantFrom(["kg", 100], ["pcs", 1000]),
        async (quantity, [code, step]) => {
          const product = code === "kg" ? loose : teapot;
          const { status, body } = await send("POST", "/sales/carts/calculate", {
            items: [{ product: { number: product.number }, measure: { code }, quantity }],
          });
          const thousandths = quantityFromWire(quantity);
          const allowed = thousandths !== undefined && lineQuantityProblem(thousandths, step) === undefined;
          expect(status, `${quantity} ${code}`).toBe(allowed ? 200 : 422);
          if (allowed) expect(body.items[0]?.quantity).toBe(quantity);
          else expect(body.violations?.[0]?.propertyPath).toMatch(/^items\.0\.quantity$/);
        },
      ),
      { numRuns: 150 },
    );
  });
});

describe("limits", () => {
  it("answers out-of-range ids and quantities with 4xx, never a database error", async () => {
    expect((await read("/sales/carts/99999999999999999")).status).toBe(422);
    expect((await read("/catalog/products/2147483648")).status).toBe(422);
    const tooMany = await send("POST", "/sales/carts/calculate", {
      items: [{ product: { number: teapot.number }, measure: { code: "pcs" }, quantity: 10_001 }],
    });
    expect(tooMany.status).toBe(422);
    const merged = await send("POST", "/sales/carts/calculate", {
      items: Array.from({ length: 3 }, () => ({
        product: { number: teapot.number },
        measure: { code: "pcs" },
        quantity: 5_000,
      })),
    });
    expect(merged.status).toBe(422);
    expect(merged.body.violations?.[0]?.propertyPath).toBe("items.2.quantity");
    const huge = await send("POST", "/sales/carts/calculate", {
      items: [{ product: { id: 2 ** 40 }, measure: { code: "pcs" }, quantity: 1 }],
    });
    expect(huge.status).toBe(422);
  });
});

describe("cart lifecycle", () => {
  it("creates, sets, replaces and reads a customer's cart", async () => {
    const created = await send(
      "POST",
      "/sales/carts/add",
      { items: [{ product: { number: loose.number }, measure: { code: "kg" }, quantity: 0.2 }] },
      anna,
    );
    expect(created.status).toBe(201);
    const id = created.body.id;
    const set = await send(
      "PATCH",
      `/sales/carts/${id}/add`,
      {
        items: [
          { product: `/api/catalog/products/${await productId(loose.number)}`, measure: "kg", quantity: 0.1 },
        ],
      },
      anna,
    );
    expect(set.status).toBe(200);
    expect(set.body.items).toHaveLength(1);
    // The quantity sent is the line's quantity: a save of 0.1 kg leaves 0.1 kg, not 0.3.
    expect(set.body.items[0]?.quantity).toBe(0.1);

    const replaced = await send(
      "PUT",
      `/sales/carts/${id}`,
      { items: [{ product: { number: teapot.number }, measure: { code: "pcs" }, quantity: 3 }] },
      anna,
    );
    expect(replaced.body.items.map((item) => item.product.number)).toEqual([teapot.number]);
    const again = await read(`/sales/carts/${id}`, anna);
    expect(again.body?.totals.amount).toBe(retail(teapot, "pcs") * 3);
  });

  it("/add sets each line sent (0 removes it) and keeps the lines not sent", async () => {
    const line = (product: ProductBody, measure: string, quantity: number) => ({
      product: { number: product.number },
      measure: { code: measure },
      quantity,
    });
    const created = await send(
      "POST",
      "/sales/carts/add",
      // A 0 line of a new cart is nothing to remove: left out.
      { items: [line(loose, "kg", 0.3), line(teapot, "pcs", 1), line(loose, "pack", 0)] },
      anna,
    );
    expect(created.status).toBe(201);
    const quantities = (cart: CartBody) =>
      Object.fromEntries(
        cart.items.map((item) => [`${item.product.number}/${item.measure.code}`, item.quantity]),
      );
    expect(quantities(created.body)).toEqual({ [`${loose.number}/kg`]: 0.3, [`${teapot.number}/pcs`]: 1 });

    const path = `/sales/carts/${created.body.id}/add`;
    const first = await send("PATCH", path, { items: [line(loose, "kg", 0.5)] }, anna);
    expect(quantities(first.body)).toEqual({ [`${loose.number}/kg`]: 0.5, [`${teapot.number}/pcs`]: 1 });
    const second = await send(
      "PATCH",
      path,
      { items: [line(teapot, "pcs", 0), line(loose, "pack", 2)] },
      anna,
    );
    expect(quantities(second.body)).toEqual({ [`${loose.number}/kg`]: 0.5, [`${loose.number}/pack`]: 2 });
    const stored = await read(`/sales/carts/${created.body.id}`, anna);
    expect(quantities(stored.body as CartBody)).toEqual(quantities(second.body));
  });

  it("/add names a refused line by its place in the body and changes nothing", async () => {
    const created = await send(
      "POST",
      "/sales/carts/add",
      { items: [{ product: { number: teapot.number }, measure: { code: "pcs" }, quantity: 2 }] },
      anna,
    );
    const refused = await send(
      "PATCH",
      `/sales/carts/${created.body.id}/add`,
      {
        items: [
          { product: { number: teapot.number }, measure: { code: "pcs" }, quantity: 0 },
          { product: { number: "999999999" }, measure: { code: "pcs" }, quantity: 1 },
        ],
      },
      anna,
    );
    expect(refused.status).toBe(422);
    expect(refused.body.violations?.map((violation) => violation.propertyPath)).toEqual(["items.1.product"]);
    expect((await read(`/sales/carts/${created.body.id}`, anna)).body?.items).toHaveLength(1);
  });

  it("keeps the cart's amount cap when lines are set one by one", async () => {
    // Three lines of about 0.4 of the cart's amount cap (10^10 kopecks) each: any two fit, three do not.
    const list = (await (await app.request("/api/catalog/products?itemsPerPage=100")).json()) as {
      member: ProductBody[];
    };
    const CAP = 10_000_000_000;
    const lines = list.member
      .flatMap((product) =>
        product.prices
          .filter((price) => price.priceType === "retail" && price.price * 10_000 >= 0.4 * CAP)
          .map((price) => ({
            product: { number: product.number },
            measure: { code: price.measure.code },
            quantity: Math.floor((0.4 * CAP) / price.price),
            amount: Math.floor((0.4 * CAP) / price.price) * price.price,
          })),
      )
      .slice(0, 3);
    expect(lines).toHaveLength(3);
    expect(lines.reduce((sum, line) => sum + line.amount, 0)).toBeGreaterThan(CAP);

    const [first, ...rest] = lines.map(({ amount: _amount, ...body }) => body);
    const created = await send("POST", "/sales/carts/add", { items: [first] }, anna);
    expect(created.status).toBe(201);
    const path = `/sales/carts/${created.body.id}/add`;
    const answers = [];
    for (const line of rest) answers.push(await send("PATCH", path, { items: [line] }, anna));
    const last = answers.at(-1);
    expect(last?.status).toBe(422);
    expect(last?.body.violations?.map((violation) => violation.propertyPath)).toEqual(["items"]);
    expect(answers.slice(0, -1).every((answer) => answer.status === 200)).toBe(true);
    // The refused line is not in the cart: the stored amount is still under the cap.
    const stored = (await read(`/sales/carts/${created.body.id}`, anna)).body as CartBody;
    expect(stored.items).toHaveLength(lines.length - 1);
    expect(stored.totals.amount).toBeLessThanOrEqual(CAP);
  });

  it("hides a customer's cart from everyone else (404) and lets staff delete it", async () => {
    const created = await send(
      "POST",
      "/sales/carts/add",
      { items: [{ product: { number: teapot.number }, measure: { code: "pcs" }, quantity: 1 }] },
      anna,
    );
    const path = `/sales/carts/${created.body.id}`;
    expect((await read(path, boris)).status).toBe(404);
    expect((await read(path)).status).toBe(404);
    expect((await send("PUT", path, { items: [] }, boris)).status).toBe(404);
    expect((await send("PATCH", `${path}/add`, { items: [] }, boris)).status).toBe(404);

    const denied = await app.request(`/api/sales/admin/carts/${created.body.id}`, {
      method: "DELETE",
      headers: { Authorization: anna.authorization },
    });
    expect(denied.status).toBe(403);
    const deleted = await app.request(`/api/sales/admin/carts/${created.body.id}`, {
      method: "DELETE",
      headers: { Authorization: staff.authorization },
    });
    expect(deleted.status).toBe(204);
    expect((await read(path, anna)).status).toBe(404);
  });

  it("lets an anonymous cart be claimed by the customer who saves it", async () => {
    const created = await send("POST", "/sales/carts/add", {
      items: [{ product: { number: teapot.number }, measure: { code: "pcs" }, quantity: 1 }],
    });
    const path = `/sales/carts/${created.body.id}`;
    expect((await read(path)).status).toBe(200);
    await send(
      "PUT",
      path,
      { items: [{ product: { number: teapot.number }, measure: { code: "pcs" }, quantity: 2 }] },
      boris,
    );
    expect((await read(path)).status).toBe(404);
    expect((await read(path, boris)).body?.items[0]?.quantity).toBe(2);
  });

  it("denies operations carts do not declare", async () => {
    const response = await app.request("/api/sales/carts/1", { method: "DELETE" });
    expect(response.status).toBe(403);
    expect(((await response.json()) as { type: string }).type).toBe("/api/problems/operation-denied");
  });
});

async function productId(number: string): Promise<number> {
  const response = await app.request(`/api/catalog/products-by-number/${number}`);
  return ((await response.json()) as { id: number }).id;
}

describe("lines no longer sold", () => {
  interface UnavailableBody {
    product: { id: number; title: string };
    measure: { code: string };
    quantity: number;
    reason: string;
  }
  const readIn = async (path: string, user: TestUser, locale: string) => {
    const response = await app.request(`/api${path}`, {
      headers: { Authorization: user.authorization, "Accept-Language": locale },
    });
    return (await response.json()) as CartBody & { unavailableItems: UnavailableBody[] };
  };
  const setRetail = async (id: number, measure: string, price: number | null) => {
    const response = await app.request(
      `/api/catalog/admin/products/${id}`,
      jsonRequest(
        "PATCH",
        { prices: { retail: { [measure]: price } } },
        { Authorization: staff.authorization },
      ),
    );
    expect(response.status).toBe(200);
  };

  it("answers a stored line whose price was removed apart, with its reason, and keeps it stored", async () => {
    const looseId = await productId(loose.number);
    const created = await send(
      "POST",
      "/sales/carts/add",
      {
        items: [
          { product: { number: teapot.number }, measure: { code: "pcs" }, quantity: 1 },
          { product: { number: loose.number }, measure: { code: "kg" }, quantity: 0.5 },
        ],
      },
      anna,
    );
    expect(created.status).toBe(201);
    const path = `/sales/carts/${created.body.id}`;
    await setRetail(looseId, "kg", null);
    try {
      const russian = await readIn(path, anna, "ru");
      expect(russian.items.map((item) => item.product.number)).toEqual([teapot.number]);
      expect(russian.totals.amount).toBe(retail(teapot, "pcs"));
      expect(russian.unavailableItems).toEqual([
        expect.objectContaining({
          product: expect.objectContaining({ id: looseId }),
          measure: expect.objectContaining({ code: "kg" }),
          quantity: 0.5,
        }),
      ]);
      const title = russian.unavailableItems[0]?.product.title;
      expect(russian.unavailableItems[0]?.reason).toBe(`«${title}» не продаётся в этой единице измерения.`);
      const english = await readIn(path, anna, "en-US");
      expect(english.unavailableItems[0]?.reason).toBe(`“${title}” is not sold in this unit of measure.`);

      // The session's cart says the same.
      const session = await app.request("/api/core/session/session", {
        headers: { Authorization: anna.authorization, "Accept-Language": "en-US" },
      });
      const { cart } = (await session.json()) as {
        cart: { id: number; unavailableItems: UnavailableBody[] };
      };
      expect(cart.id).toBe(created.body.id);
      expect(cart.unavailableItems[0]?.reason).toBe(english.unavailableItems[0]?.reason);

      // Saving another line keeps it stored and answered apart.
      const added = await send(
        "PATCH",
        `${path}/add`,
        { items: [{ product: { number: teapot.number }, measure: { code: "pcs" }, quantity: 2 }] },
        anna,
      );
      expect(added.status).toBe(200);
      expect(
        (added.body as unknown as { unavailableItems: UnavailableBody[] }).unavailableItems,
      ).toHaveLength(1);
    } finally {
      await setRetail(looseId, "kg", retail(loose, "kg"));
    }
    // Sold again: the line is back in `items` and the totals.
    const again = await readIn(path, anna, "ru");
    expect(again.unavailableItems).toEqual([]);
    expect(again.items.map((item) => [item.product.number, item.quantity])).toEqual([
      [teapot.number, 2],
      [loose.number, 0.5],
    ]);
    expect(again.totals.amount).toBe(retail(teapot, "pcs") * 2 + retail(loose, "kg") / 2);
  });

  it("lets the customer remove a line no longer sold with a 0 quantity", async () => {
    const looseId = await productId(loose.number);
    const created = await send(
      "POST",
      "/sales/carts/add",
      { items: [{ product: { number: loose.number }, measure: { code: "kg" }, quantity: 1 }] },
      boris,
    );
    const path = `/sales/carts/${created.body.id}`;
    await setRetail(looseId, "kg", null);
    try {
      expect((await readIn(path, boris, "ru")).unavailableItems).toHaveLength(1);
      const removed = await send(
        "PATCH",
        `${path}/add`,
        { items: [{ product: { number: loose.number }, measure: { code: "kg" }, quantity: 0 }] },
        boris,
      );
      expect(removed.status).toBe(200);
      expect((removed.body as unknown as { unavailableItems: unknown[] }).unavailableItems).toEqual([]);
    } finally {
      await setRetail(looseId, "kg", retail(loose, "kg"));
    }
    expect((await readIn(path, boris, "ru")).items).toEqual([]);
  });
});
