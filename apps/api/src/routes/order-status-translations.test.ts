import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../app";
import type { DatabaseHandle } from "../db/client";
import { jsonRequest } from "../testing/http";
import { openSeededDatabase } from "../testing/seeded-database";
import { createTestUser, type TestUser } from "../testing/users";

let database: DatabaseHandle;
let app: ReturnType<typeof createApp>;
let customer: TestUser;
let staff: TestUser;

beforeAll(async () => {
  database = await openSeededDatabase({ products: 20 });
  app = createApp({ database, version: "test" });
  [customer, staff] = await Promise.all([
    createTestUser(database),
    createTestUser(database, { roles: ["ROLE_STAFF"] }),
  ]);
});
afterAll(() => database.close());

interface Status {
  id: number;
  code: string;
  title: string;
}
interface Translations {
  translations: Record<string, Record<string, string>>;
}

const request = async <T>(
  method: "GET" | "POST" | "PATCH",
  path: string,
  { user, locale, body }: { user?: TestUser; locale?: string; body?: unknown } = {},
) => {
  const headers = {
    ...(user ? { Authorization: user.authorization } : {}),
    ...(locale ? { "Accept-Language": locale } : {}),
  };
  const response = await app.request(
    `/api${path}`,
    method === "GET" ? { method, headers } : jsonRequest(method, body, headers),
  );
  return { status: response.status, body: (await response.json()) as T };
};

const statusesIn = async (locale?: string) =>
  (await request<{ member: Status[] }>("GET", "/sales/order-statuses", { locale })).body.member;

describe("order status translations", () => {
  it("name the statuses in the request's language: Russian by default, English for en-US", async () => {
    const russian = await statusesIn();
    expect(russian.find((status) => status.code === "new")?.title).toBe("Новый");
    expect(await statusesIn("ru-RU")).toEqual(russian);
    const english = await statusesIn("en-US");
    expect(english.map((status) => status.code)).toEqual(russian.map((status) => status.code));
    expect(english.find((status) => status.code === "new")?.title).toBe("New");
    expect(english.find((status) => status.code === "shipped")?.title).toBe("Shipped");
    const byCode = await request<Status>("GET", "/sales/order-statuses-by-code/paid", { locale: "en-US" });
    expect(byCode.body.title).toBe("Paid");
  });

  it("are read and changed by staff at the admin path; staff's own answers keep the stored title", async () => {
    const paid = (await statusesIn()).find((status) => status.code === "paid") as Status;
    const path = `/sales/admin/order-statuses/${paid.id}/translations`;
    expect((await request("GET", path)).status).toBe(401);
    expect((await request("GET", path, { user: customer })).status).toBe(403);
    expect((await request("PATCH", path, { user: customer, body: { translations: {} } })).status).toBe(403);

    const read = await request<Translations>("GET", path, { user: staff });
    expect(read).toEqual({
      status: 200,
      body: { translations: { ru: { title: "Оплачен" }, "en-US": { title: "Paid" } } },
    });

    const changed = await request<Translations>("PATCH", path, {
      user: staff,
      body: { translations: { "en-US": { title: "Paid in full" } } },
    });
    expect(changed.body.translations["en-US"]).toEqual({ title: "Paid in full" });
    expect((await statusesIn("en-US")).find((status) => status.id === paid.id)?.title).toBe("Paid in full");
    // The staff list is what the status form edits: the Russian title, whatever the language.
    const adminItem = await request<Status>("GET", `/sales/admin/order-statuses/${paid.id}`, {
      user: staff,
      locale: "en-US",
    });
    expect(adminItem.body.title).toBe("Оплачен");

    // Removing the translation answers the Russian title in English too.
    await request("PATCH", path, { user: staff, body: { translations: { "en-US": { title: null } } } });
    expect((await statusesIn("en-US")).find((status) => status.id === paid.id)?.title).toBe("Оплачен");
    // A status has a title only; other fields and unknown locales are refused.
    const refused = await request<{ violations: { propertyPath: string }[] }>("PATCH", path, {
      user: staff,
      body: { translations: { "en-US": { description: "Money received" } } },
    });
    expect(refused.status).toBe(422);
    const unknown = await request("GET", "/sales/admin/order-statuses/999999/translations", { user: staff });
    expect(unknown.status).toBe(404);
  });

  it("name an order's status in the customer's language", async () => {
    const product = (
      await request<{ member: { number: string; prices: { measure: { code: string }; price: number }[] }[] }>(
        "GET",
        "/catalog/products?itemsPerPage=20",
      )
    ).body.member.find((item) =>
      item.prices.some((price) => price.measure.code === "pcs" && price.price > 0),
    );
    if (!product) throw new Error("the seed has no product sold by the piece");
    const cart = await request<{ "@id": string; totals: { totalAmount: number } }>(
      "POST",
      "/sales/carts/add",
      {
        user: customer,
        body: { items: [{ product: { number: product.number }, measure: { code: "pcs" }, quantity: 1 }] },
      },
    );
    const placed = await app.request(
      "/api/sales/orders",
      jsonRequest(
        "POST",
        {
          cart: cart.body["@id"],
          recipient: { name: "Анна", lastName: "Иванова", email: "anna@example.com", phone: "89123456789" },
          delivery: { method: "pickup" },
          payment: { method: "card-on-delivery" },
          expectedTotalAmount: cart.body.totals.totalAmount,
        },
        { Authorization: customer.authorization, "Idempotency-Key": crypto.randomUUID() },
      ),
    );
    expect(placed.status).toBe(201);
    const { id } = (await placed.json()) as { id: number };
    const inEnglish = await request<{ status: Status }>("GET", `/sales/orders/${id}`, {
      user: customer,
      locale: "en-US",
    });
    expect(inEnglish.body.status).toMatchObject({ code: "new", title: "New" });
    const inRussian = await request<{ status: Status }>("GET", `/sales/orders/${id}`, { user: customer });
    expect(inRussian.body.status).toMatchObject({ code: "new", title: "Новый" });
  });
});
