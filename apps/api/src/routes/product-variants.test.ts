import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../app";
import type { DatabaseHandle } from "../db/client";
import { auditLog, categories } from "../db/schema/index";
import { jsonRequest } from "../testing/http";
import { openSeededDatabase } from "../testing/seeded-database";
import { createTestUser, type TestUser } from "../testing/users";

// Variants (issue 46 point 4) through the whole app: staff set a product's variants, the catalog
// answers them and lists the product at its cheapest available variant's price, a cart holds one
// line per variant priced from the variant, and an order keeps the variant's article and name.

interface Variant {
  id: number;
  number: string;
  title: string;
  price: number;
  compareAtPrice?: number;
  available: boolean;
}
interface Product {
  id: number;
  number: string;
  prices: { priceType: string; measure: { code: string }; price: number }[];
  variants: Variant[];
}
interface CartLine {
  product: { number: string };
  variant?: { number: string; title: string };
  measure: { code: string };
  quantity: number;
  price: number;
  amount: number;
}
interface Cart {
  "@id": string;
  items: CartLine[];
  unavailableItems: (Omit<CartLine, "price" | "amount"> & { reason: string })[];
  totals: { amount: number; totalAmount: number };
}
interface Problem {
  status: number;
  violations?: { propertyPath: string; code?: string }[];
}

let database: DatabaseHandle;
let app: ReturnType<typeof createApp>;
let staff: TestUser;
let customer: TestUser;
let categoryId: number;

beforeAll(async () => {
  database = await openSeededDatabase({ products: 12 });
  app = createApp({ database, version: "test" });
  [staff, customer] = await Promise.all([
    createTestUser(database, { roles: ["ROLE_STAFF"] }),
    createTestUser(database),
  ]);
  const [row] = await database.db
    .select({ id: categories.id })
    .from(categories)
    .where(eq(categories.path, "tea/green"));
  if (!row) throw new Error("the seed has no tea/green");
  categoryId = row.id;
});
afterAll(async () => {
  await database.close();
});

async function call<Body>(
  method: "GET" | "POST" | "PUT" | "PATCH",
  path: string,
  body?: unknown,
  user?: TestUser,
) {
  const headers = user ? { Authorization: user.authorization } : {};
  const init = method === "GET" ? { method, headers } : jsonRequest(method, body, headers);
  const response = await app.request(`/api${path}`, init);
  const text = await response.text();
  return { status: response.status, body: (text ? JSON.parse(text) : undefined) as Body };
}

let sequence = 0;
/** A tea sold in packs, with the variants given (its number `number` when given). */
async function teaWithVariants(variants: Record<string, unknown>[], defaultMeasure = "pack", given?: string) {
  sequence += 1;
  const number = given ?? `V-${sequence}-${Date.now() % 100_000}`;
  const created = await call<Product>(
    "POST",
    "/catalog/admin/products",
    {
      number,
      title: `Улун с вариантами ${sequence}`,
      category: categoryId,
      defaultMeasure,
      prices: { retail: { [defaultMeasure]: 99_900 } },
      // Shown in the shop: staff's products start as drafts.
      published: true,
    },
    staff,
  );
  expect(created.status).toBe(201);
  const numbered = variants.map((variant, index) => ({ number: `${number}-${index + 1}`, ...variant }));
  const put = await call<Product>(
    "PUT",
    `/catalog/admin/products/${created.body.id}/variants`,
    { variants: numbered },
    staff,
  );
  return { number, put };
}

const retailOf = (product: Product, measure: string) =>
  product.prices.find((price) => price.priceType === "retail" && price.measure.code === measure)?.price;

describe("variants of a product", () => {
  it("are set by staff, answered by the catalog, and price the product in lists at the cheapest available one", async () => {
    const { number, put } = await teaWithVariants([
      { title: "50 г", price: 19_000, available: false },
      { title: "100 г", price: 35_000 },
      { title: "250 г", price: 80_000, compareAtPrice: 90_000 },
    ]);
    expect(put.status).toBe(200);
    expect(put.body.variants.map(({ title, price, available }) => ({ title, price, available }))).toEqual([
      { title: "50 г", price: 19_000, available: false },
      { title: "100 г", price: 35_000, available: true },
      { title: "250 г", price: 80_000, available: true },
    ]);
    expect(put.body.variants[2]?.compareAtPrice).toBe(90_000);
    // The cheapest available one (100 г): the 50 г is out of stock.
    expect(retailOf(put.body, "pack")).toBe(35_000);

    const page = await call<Product>("GET", `/catalog/products-by-number/${number}`);
    expect(page.body.variants).toHaveLength(3);
    const list = await call<{ member: Product[] }>("GET", `/catalog/products?number=${number}&view=card`);
    expect(list.body.member[0]?.prices.find((price) => price.priceType === "retail")?.price).toBe(35_000);

    // Edit one, remove one, add one: ids keep identity, the order is the list's.
    const [fifty, hundred] = put.body.variants;
    const changed = await call<Product>(
      "PUT",
      `/catalog/admin/products/${put.body.id}/variants`,
      {
        variants: [
          { id: hundred?.id, number: hundred?.number, title: "100 г", price: 36_000 },
          { number: `${number}-500`, title: "500 г", price: 150_000 },
          { id: fifty?.id, number: fifty?.number, title: "50 г", price: 19_000, available: true },
        ],
      },
      staff,
    );
    expect(changed.status).toBe(200);
    expect(changed.body.variants.map((variant) => variant.title)).toEqual(["100 г", "500 г", "50 г"]);
    expect(changed.body.variants[0]?.id).toBe(hundred?.id);
    expect(retailOf(changed.body, "pack")).toBe(19_000);
    const entries = await database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.resource, "product"), eq(auditLog.resourceId, String(put.body.id))));
    expect(entries.filter((entry) => JSON.stringify(entry.after).includes("variants"))).toHaveLength(2);
  });

  it("are refused where they cannot be sold: by weight, a repeated or taken article, customers", async () => {
    const loose = await teaWithVariants([{ title: "100 г", price: 35_000 }], "kg");
    expect(loose.put.status).toBe(422);
    expect((loose.put.body as unknown as Problem).violations?.[0]?.propertyPath).toBe("variants");

    const { number, put } = await teaWithVariants([{ title: "100 г", price: 35_000 }]);
    const repeated = await call<Problem>(
      "PUT",
      `/catalog/admin/products/${put.body.id}/variants`,
      {
        variants: [
          { number: "R-1", title: "a", price: 1_000 },
          { number: "R-1", title: "b", price: 2_000 },
        ],
      },
      staff,
    );
    expect(repeated.status).toBe(422);
    expect(repeated.body.violations?.[0]?.propertyPath).toBe("variants.1.number");
    const other = await teaWithVariants([{ title: "100 г", price: 35_000 }]);
    const taken = await call<Problem>(
      "PUT",
      `/catalog/admin/products/${other.put.body.id}/variants`,
      { variants: [{ number: `${number}-1`, title: "100 г", price: 35_000 }] },
      staff,
    );
    expect(taken.status).toBe(409);
    // The editor keeps what the variants stand on: their measure, and the price they keep.
    const measure = await call<Problem>(
      "PATCH",
      `/catalog/admin/products/${put.body.id}`,
      { defaultMeasure: "kg" },
      staff,
    );
    expect(measure.status).toBe(422);
    expect(measure.body.violations?.[0]?.propertyPath).toBe("defaultMeasure");
    const ownPrice = await call<Problem>(
      "PATCH",
      `/catalog/admin/products/${put.body.id}`,
      { prices: { retail: { pack: 1_000 } } },
      staff,
    );
    expect(ownPrice.status).toBe(422);
    expect(ownPrice.body.violations?.[0]?.propertyPath).toBe("prices.retail.pack");
    const byCustomer = await call<Problem>(
      "PUT",
      `/catalog/admin/products/${put.body.id}/variants`,
      { variants: [] },
      customer,
    );
    expect(byCustomer.status).toBe(403);
  });

  it("keep their articles apart from other products' numbers, whichever is written first", async () => {
    const { number, put } = await teaWithVariants([{ title: "100 г", price: 35_000 }]);
    expect(put.status).toBe(200);
    const article = `${number}-1`;
    const created = await call<Problem>(
      "POST",
      "/catalog/admin/products",
      {
        number: article,
        title: "Улун под чужим артикулом",
        category: categoryId,
        defaultMeasure: "pack",
        prices: { retail: { pack: 99_900 } },
      },
      staff,
    );
    expect(created.status).toBe(409);
    expect(created.body.violations?.[0]?.propertyPath).toBe("number");
    const other = await teaWithVariants([{ title: "50 г", price: 19_000 }]);
    const renamed = await call<Problem>(
      "PATCH",
      `/catalog/admin/products/${other.put.body.id}`,
      { number: article },
      staff,
    );
    expect(renamed.status).toBe(409);
    expect(renamed.body.violations?.[0]?.propertyPath).toBe("number");
    // Its own variant's article is no other product's.
    const own = await call<Product>(
      "PATCH",
      `/catalog/admin/products/${put.body.id}`,
      { number: article },
      staff,
    );
    expect(own.status).toBe(200);
    expect(own.body.number).toBe(article);
  });
});

describe("a cart and an order of variants", () => {
  it("take a product's and a variant's article as long as the catalog takes one (64 characters)", async () => {
    const long = (start: string) => `${start}-${Date.now()}`.padEnd(64, "Z");
    const { number, put } = await teaWithVariants(
      [{ number: long("VL"), title: "100 г", price: 35_000 }],
      "pack",
      long("PL"),
    );
    expect(put.status).toBe(200);
    expect([number.length, put.body.variants[0]?.number.length]).toEqual([64, 64]);
    const cart = await call<Cart>("POST", "/sales/carts/calculate", {
      items: [
        {
          product: { number },
          variant: { number: put.body.variants[0]?.number },
          measure: { code: "pack" },
          quantity: 1,
        },
      ],
    });
    expect(cart.status).toBe(200);
    expect(cart.body.items.map((line) => [line.product.number, line.variant?.number])).toEqual([
      [number, put.body.variants[0]?.number],
    ]);
    // One more is past any article: the body is refused.
    const past = await call<Problem>("POST", "/sales/carts/calculate", {
      items: [{ product: { number: `${number}Z` }, measure: { code: "pack" }, quantity: 1 }],
    });
    expect(past.status).toBe(422);
  });

  it("hold one line per variant, priced from the variant, and the order keeps the variant's name", async () => {
    const { number, put } = await teaWithVariants([
      { title: "100 г", price: 35_000 },
      { title: "250 г", price: 80_050 },
      { title: "500 г", price: 150_000, available: false },
    ]);
    const [hundred, twoFifty, fiveHundred] = put.body.variants;

    // A product sold in variants needs one named; an unknown one is refused.
    const noVariant = await call<Problem>("POST", "/sales/carts/calculate", {
      items: [{ product: { number }, measure: { code: "pack" }, quantity: 1 }],
    });
    expect(noVariant.status).toBe(422);
    expect(noVariant.body.violations?.[0]).toMatchObject({
      propertyPath: "items.0.variant",
      code: "variant_required",
    });
    const unknown = await call<Problem>("POST", "/sales/carts/calculate", {
      items: [
        { product: { number }, variant: { number: "NO-SUCH" }, measure: { code: "pack" }, quantity: 1 },
      ],
    });
    expect(unknown.body.violations?.[0]?.code).toBe("unknown_variant");
    const outOfStock = await call<Problem>("POST", "/sales/carts/calculate", {
      items: [
        {
          product: { number },
          variant: { number: fiveHundred?.number },
          measure: { code: "pack" },
          quantity: 1,
        },
      ],
    });
    expect(outOfStock.body.violations?.[0]?.code).toBe("variant_unavailable");

    // A client's price is ignored: each line is priced from its variant.
    const created = await call<Cart>(
      "POST",
      "/sales/carts/add",
      {
        items: [
          {
            product: { number },
            variant: { number: hundred?.number },
            measure: { code: "pack" },
            quantity: 2,
            price: 1,
          },
          { product: { number }, variant: { id: twoFifty?.id }, measure: { code: "pack" }, quantity: 1 },
        ],
      },
      customer,
    );
    expect(created.status).toBe(201);
    expect(
      created.body.items.map(({ variant, price, amount, quantity }) => ({
        variant: variant?.title,
        price,
        amount,
        quantity,
      })),
    ).toEqual([
      { variant: "100 г", price: 35_000, amount: 70_000, quantity: 2 },
      { variant: "250 г", price: 80_050, amount: 80_050, quantity: 1 },
    ]);
    expect(created.body.totals.amount).toBe(150_050);

    // Setting one variant's line leaves the other alone.
    const id = created.body["@id"].split("/").pop();
    const set = await call<Cart>(
      "PATCH",
      `/sales/carts/${id}/add`,
      {
        items: [
          {
            product: { number },
            variant: { number: twoFifty?.number },
            measure: { code: "pack" },
            quantity: 3,
          },
        ],
      },
      customer,
    );
    expect(set.status).toBe(200);
    expect(set.body.items.map((line) => [line.variant?.title, line.quantity])).toEqual([
      ["100 г", 2],
      ["250 г", 3],
    ]);
    const total = 70_000 + 3 * 80_050;
    expect(set.body.totals.amount).toBe(total);

    const order = await app.request(
      "/api/sales/orders",
      jsonRequest(
        "POST",
        {
          cart: created.body["@id"],
          recipient: { name: "Анна", lastName: "Иванова", email: "anna@example.com", phone: "+79123456789" },
          delivery: { method: "pickup" },
          payment: { method: "cash" },
          expectedTotalAmount: total,
        },
        { Authorization: customer.authorization, "Idempotency-Key": crypto.randomUUID() },
      ),
    );
    expect(order.status).toBe(201);
    const placed = (await order.json()) as {
      items: (CartLine & { variant: { number: string; title: string } })[];
    };
    expect(
      placed.items.map(({ variant, price }) => ({ number: variant.number, title: variant.title, price })),
    ).toEqual([
      { number: hundred?.number, title: "100 г", price: 35_000 },
      { number: twoFifty?.number, title: "250 г", price: 80_050 },
    ]);

    // Deleting the variants later leaves the order's snapshot as it was.
    await call<Product>("PUT", `/catalog/admin/products/${put.body.id}/variants`, { variants: [] }, staff);
    const again = await call<{ items: { variant?: { id: number | null; title: string } }[] }>(
      "GET",
      `/sales/orders/${(placed as unknown as { id: number }).id}`,
      undefined,
      customer,
    );
    expect(again.body.items.map((line) => line.variant)).toEqual([
      { id: null, number: hundred?.number, title: "100 г" },
      { id: null, number: twoFifty?.number, title: "250 г" },
    ]);
  });
});
