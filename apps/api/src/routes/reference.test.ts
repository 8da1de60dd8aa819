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
  database = await openSeededDatabase({ products: 27 });
  app = createApp({ database, version: "test" });
  [customer, staff] = await Promise.all([
    createTestUser(database),
    createTestUser(database, { roles: ["ROLE_STAFF"] }),
  ]);
});
afterAll(() => database.close());

const auth = (user?: TestUser) => (user ? { Authorization: user.authorization } : {});
const getJson = async <T>(path: string, user?: TestUser) => {
  const response = await app.request(`/api${path}`, { headers: auth(user) });
  return { status: response.status, body: (await response.json()) as T };
};

interface Session {
  authorized: boolean;
  user: { email: string } | null;
  application: { adminPanel: boolean };
  menus: { code: string; items: { url: string; children?: unknown[] }[] }[];
  cart: { id: number; items: unknown[] } | null;
  defaultCurrency: { code: string };
  priceType: { code: string };
  defaultMeasure: { code: string; title: string };
  settings: { registrationEnabled: boolean };
}

describe("session", () => {
  it("answers anonymous callers with menus and the shop's defaults", async () => {
    const { status, body } = await getJson<Session>("/core/session/session");
    expect(status).toBe(200);
    expect(body).toMatchObject({
      authorized: false,
      user: null,
      application: { adminPanel: false },
      cart: null,
      defaultCurrency: { code: "RUB" },
      priceType: { code: "retail" },
      defaultMeasure: { code: "pcs", title: "шт" },
    });
    expect(body.menus.map((menu) => menu.code)).toEqual(["catalog", "footer-info", "footer-legal"]);
    expect(body.menus[0]?.items[0]).toMatchObject({ url: "/catalog/tea" });
    expect(body.menus[0]?.items[0]?.children?.length).toBeGreaterThan(0);
  });

  it("gives a signed-in customer their latest cart, and the admin panel only to staff who ask", async () => {
    const response = await app.request(
      "/api/sales/carts/add",
      jsonRequest("POST", { items: [] }, auth(customer)),
    );
    const cart = (await response.json()) as { id: number };
    const { body } = await getJson<Session>("/core/session/session?application=admin-panel", customer);
    expect(body.authorized).toBe(true);
    expect(body.user?.email).toBe(customer.email);
    expect(body.cart?.id).toBe(cart.id);
    expect(body.application.adminPanel).toBe(false);
    const forStaff = await getJson<Session>("/core/session/session?application=admin-panel", staff);
    expect(forStaff.body.application.adminPanel).toBe(true);
  });
});

describe("reference lists", () => {
  it("lists and reads each list", async () => {
    for (const list of ["countries", "currencies", "languages", "locales", "timezones"]) {
      const { status, body } = await getJson<{
        member: { "@id": string; code: string; title: string }[];
        totalItems: number;
      }>(`/core/admin/intl/${list}`);
      expect(status).toBe(200);
      expect(body.totalItems).toBeGreaterThan(1);
      const first = body.member[0];
      const item = await getJson<{ code: string }>(first?.["@id"].replace(/^\/api/, "") ?? "");
      expect(item.body.code).toBe(first?.code);
    }
    const rub = await getJson<{ member: { title: string }[] }>("/core/admin/intl/currencies?code=RUB");
    expect(rub.body.member.map((entry) => entry.title)).toEqual(["Российский рубль"]);
  });

  it("denies every other operation, even to staff", async () => {
    for (const [method, path] of [
      ["POST", "/api/core/admin/intl/countries"],
      ["PATCH", "/api/core/admin/intl/countries/1"],
      ["DELETE", "/api/core/admin/intl/timezones/1"],
    ] as const) {
      const response = await app.request(path, {
        method,
        headers: {
          ...auth(staff),
          "Content-Type": method === "PATCH" ? "application/merge-patch+json" : "application/ld+json",
        },
        body: "{}",
      });
      expect(response.status).toBe(403);
      expect(((await response.json()) as { type: string }).type).toBe("/api/problems/operation-denied");
    }
  });
});

describe("sales channels and trading contracts", () => {
  it("keeps sales channels to staff", async () => {
    expect((await getJson("/sales/admin/sales-channels")).status).toBe(401);
    expect((await getJson("/sales/admin/sales-channels", customer)).status).toBe(403);
    const { body } = await getJson<{ member: { ordersAccessRole: string; publicDomain: string }[] }>(
      "/sales/admin/sales-channels",
      staff,
    );
    expect(body.member[0]).toMatchObject({ ordersAccessRole: "ROLE_STAFF" });
    const created = await app.request(
      "/api/sales/admin/sales-channels",
      jsonRequest(
        "POST",
        {
          title: "Маркетплейс",
          senderName: "Лавка",
          senderEmail: "a@example.com",
          managerEmail: "b@example.com",
          publicDomain: "shop.example.ru",
        },
        auth(staff),
      ),
    );
    expect(created.status).toBe(201);
    const bad = await app.request(
      "/api/sales/admin/sales-channels",
      jsonRequest(
        "POST",
        {
          title: "x",
          senderName: "x",
          senderEmail: "not-an-email",
          managerEmail: "b@example.com",
          publicDomain: "x",
        },
        auth(staff),
      ),
    );
    expect(bad.status).toBe(422);
  });

  it("shows contracts publicly with exact percentages and lets only staff change them", async () => {
    const { body } = await getJson<{ member: { id: number; discountPercent: string }[] }>(
      "/sales/trading-contracts",
    );
    expect(body.member.map((contract) => contract.discountPercent)).toEqual(["0.00", "5.00", "12.50"]);
    const id = body.member[1]?.id;
    expect(
      (
        await app.request(
          `/api/sales/trading-contracts/${id}`,
          jsonRequest("PATCH", { title: "x" }, auth(staff)),
        )
      ).status,
    ).toBe(403);
    expect(
      (
        await app.request(
          `/api/sales/admin/trading-contracts/${id}`,
          jsonRequest("PATCH", { discountPercent: "7.5" }, auth(customer)),
        )
      ).status,
    ).toBe(403);
    const updated = await app.request(
      `/api/sales/admin/trading-contracts/${id}`,
      jsonRequest("PATCH", { discountPercent: "7.5" }, auth(staff)),
    );
    expect(((await updated.json()) as { discountPercent: string }).discountPercent).toBe("7.50");
    const tooMuch = await app.request(
      `/api/sales/admin/trading-contracts/${id}`,
      jsonRequest("PATCH", { discountPercent: "150" }, auth(staff)),
    );
    expect(tooMuch.status).toBe(422);
    for (const discountPercent of ["l", -1, 1e-300]) {
      const malformed = await app.request(
        "/api/sales/admin/trading-contracts",
        jsonRequest("POST", { title: "Новый", discountPercent }, auth(staff)),
      );
      expect(malformed.status).toBe(422);
    }
  });
});

describe("media", () => {
  it("serves a product image as webp and 404 for unknown products", async () => {
    const response = await app.request("/api/media/products/100001-1.webp");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("image/webp");
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect(new TextDecoder().decode(bytes.slice(8, 12))).toBe("WEBP");
    expect((await app.request("/api/media/products/999999-1.webp")).status).toBe(404);
    expect((await app.request("/api/media/products/100001-9.webp")).status).toBe(404);
  });
});
