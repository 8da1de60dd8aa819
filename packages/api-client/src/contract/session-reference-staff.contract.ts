import { beforeAll, describe, expect, inject, it } from "vitest";
import { ApiError, OPERATION_DENIED_PROBLEM } from "../api-error";
import { type ApiClient, createApiClient } from "../create-api-client";
import { isNetworkFailure } from "../network-failure";
import { createShopApi } from "../shop/create-shop-api";

let customerToken: string | undefined;
let staffToken: string | undefined;
let anonymous: ReturnType<typeof createShopApi>;
let customer: ReturnType<typeof createShopApi>;
let staff: ReturnType<typeof createShopApi>;
let staffClient: ApiClient;

function answered<T>(result: T): Exclude<T, { reason: "network" }> {
  if (isNetworkFailure(result)) throw new Error(`no answer: ${result.message}`);
  return result as Exclude<T, { reason: "network" }>;
}

const shopWith = (getToken: () => string | undefined) => {
  const client = createApiClient({ baseURL: inject("apiBaseURL"), getLocale: () => "ru-RU", getToken });
  return { client, shop: createShopApi(client) };
};

beforeAll(async () => {
  anonymous = shopWith(() => undefined).shop;
  customer = shopWith(() => customerToken).shop;
  ({ client: staffClient, shop: staff } = shopWith(() => staffToken));
  const password = inject("demoPassword");
  customerToken = answered(await anonymous.auth.login({ username: "customer@example.com", password })).token;
  staffToken = answered(await anonymous.auth.login({ username: "staff@example.com", password })).token;
});

describe("session", () => {
  it("answers anonymous callers with the shop's defaults and menus", async () => {
    const session = answered(await anonymous.session.get());
    expect(session).toMatchObject({
      authorized: false,
      user: null,
      application: { adminPanel: false },
      defaultCurrency: { code: "RUB" },
      settings: { registrationEnabled: expect.any(Boolean) },
    });
    expect(session.menus.map((menu) => menu.code)).toContain("catalog");
    expect(session.defaultMeasure).toMatchObject({ code: expect.any(String), step: expect.any(Number) });
  });

  it("knows the signed-in customer, and gives admin-panel mode to staff only", async () => {
    expect(answered(await customer.session.get())).toMatchObject({
      authorized: true,
      user: { email: "customer@example.com" },
    });
    expect(answered(await customer.session.get({ adminPanel: true })).application.adminPanel).toBe(false);
    const staffSession = answered(await staff.session.get({ adminPanel: true }));
    expect(staffSession.application.adminPanel).toBe(true);
    expect(staffSession.user?.roles).toContain("ROLE_STAFF");
  });
});

describe("reference lists", () => {
  it("lists and reads each of the five intl lists", async () => {
    const { intl } = anonymous;
    for (const list of [intl.countries, intl.currencies, intl.languages, intl.locales, intl.timezones]) {
      const page = answered(await list.list({ itemsPerPage: 5 }));
      expect(page.member.length).toBeGreaterThan(0);
      const [first] = page.member;
      if (!first) continue;
      expect(answered(await list.get(first.id))).toEqual(first);
    }
    const rub = answered(await intl.currencies.list({ filters: { code: "RUB" } }));
    expect(rub.member.map((currency) => currency.code)).toEqual(["RUB"]);
  });

  it("the API itself denies writing them, with the same problem type the client gives", async () => {
    const error = await staffClient
      .post("/core/admin/intl/countries", { code: "XX", title: "Нет такой" }, { silent: true })
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      statusCode: 403,
      problemType: OPERATION_DENIED_PROBLEM,
      // In the language the client asked for (ru-RU).
      message: "Операция запрещена.",
    });
  });

  it("reads trading contracts publicly, discount as a two-decimal string", async () => {
    const contracts = answered(await anonymous.tradingContracts.list());
    for (const contract of contracts.member) expect(contract.discountPercent).toMatch(/^\d+\.\d{2}$/);
  });
});

describe("staff", () => {
  it("manages sales channels at the admin path; customers are refused", async () => {
    await expect(customer.salesChannels.admin.list({}, { silent: true })).rejects.toMatchObject({
      statusCode: 403,
    });
    const created = answered(
      await staff.salesChannels.admin.create({
        title: "Оптовый канал",
        senderName: "Чайная лавка",
        senderEmail: "opt@example.com",
        managerEmail: "manager@example.com",
        publicDomain: "opt.example.com",
        ordersAccessRole: "ROLE_STAFF",
      }),
    );
    expect(answered(await staff.salesChannels.admin.update(created.id, { title: "Опт" })).title).toBe("Опт");
    expect(answered(await staff.salesChannels.admin.list()).member.map((channel) => channel.id)).toContain(
      created.id,
    );
    await staff.salesChannels.admin.delete(created.id);
    await expect(staff.salesChannels.admin.get(created.id, { silent: true })).rejects.toMatchObject({
      statusCode: 404,
    });
  });

  it("creates an order status linked to a channel object (sent as its IRI) and moves it", async () => {
    const [channel] = answered(await staff.salesChannels.admin.list()).member;
    const status = answered(
      await staff.orderStatuses.admin.create({
        code: `contract-${Date.now() % 100000}`,
        title: "Проверка",
        cssColor: "#1c7ed6",
        salesChannels: channel ? [channel] : [],
      }),
    );
    expect(status.salesChannels).toEqual(channel ? [channel["@id"]] : []);
    const before = answered(await staff.orderStatuses.admin.list({ itemsPerPage: 100 })).member.map(
      (s) => s.id,
    );
    answered(await staff.orderStatuses.admin.move(status.id, { direction: "up" }));
    const after = answered(await staff.orderStatuses.admin.list({ itemsPerPage: 100 })).member.map(
      (s) => s.id,
    );
    expect(after.indexOf(status.id)).toBe(before.indexOf(status.id) - 1);
    await staff.orderStatuses.admin.delete(status.id);
  });

  it("creates and changes a trading contract at the admin path", async () => {
    const contract = answered(
      await staff.tradingContracts.admin.create({ title: "Проверочный", discountPercent: "7.50" }),
    );
    expect(contract.discountPercent).toBe("7.50");
    expect(
      answered(await staff.tradingContracts.admin.update(contract.id, { discountPercent: "5.00" }))
        .discountPercent,
    ).toBe("5.00");
    await staff.tradingContracts.admin.delete(contract.id);
  });

  it("deletes a customer's cart and changes an order's status by code", async () => {
    const [product] = answered(
      await customer.products.list({ itemsPerPage: 1, sort: { number: "asc" } }),
    ).member;
    const offer = product?.prices.find((price) => price.price > 0);
    if (!product || !offer) throw new Error("the seed has a priced product");
    const line = {
      product: { number: product.number },
      measure: { code: offer.measure.code },
      quantity: offer.measure.step * 10,
    };
    const cart = answered(await customer.carts.add({ items: [line], currency: "RUB" }));
    await staff.carts.admin.delete(cart.id ?? 0);
    await expect(customer.carts.get(cart.id ?? 0, { silent: true })).rejects.toMatchObject({
      statusCode: 404,
    });

    const fresh = answered(await customer.carts.add({ items: [line], currency: "RUB" }));
    const order = answered(
      await customer.checkout.placeOrder(
        {
          cart: fresh,
          recipient: {
            name: "Анна",
            lastName: "Смирнова",
            email: "customer@example.com",
            phone: "+79990000000",
          },
          delivery: { method: "pickup" },
          payment: { method: "cash" },
          expectedTotalAmount: fresh.totals.totalAmount,
        },
        { idempotencyKey: `contract-${Date.now()}` },
      ),
    );
    const statuses = answered(await anonymous.orderStatuses.list()).member;
    const next = statuses.find((status) => status.code !== order.status.code);
    if (!next) throw new Error("the seed has several order statuses");
    const updated = answered(
      await staff.orders.admin.update(order.id, { status: { code: next.code }, comment: "Проверено" }),
    );
    expect(updated).toMatchObject({ status: { code: next.code }, comment: "Проверено" });
    await expect(
      customer.orders.admin.update(order.id, { comment: "x" }, { silent: true }),
    ).rejects.toMatchObject({
      statusCode: 403,
    });
  });
});
