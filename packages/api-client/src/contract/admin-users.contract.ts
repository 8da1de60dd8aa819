import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { ApiError } from "../api-error";
import { createApiClient } from "../create-api-client";
import { isNetworkFailure } from "../network-failure";
import { createShopApi } from "../shop/create-shop-api";

let customerToken: string | undefined;
let staffToken: string | undefined;
let adminToken: string | undefined;
let customer: ReturnType<typeof createShopApi>;
let staff: ReturnType<typeof createShopApi>;
let admin: ReturnType<typeof createShopApi>;
let customerId: number;

function answered<T>(result: T): Exclude<T, { reason: "network" }> {
  if (isNetworkFailure(result)) throw new Error(`no answer: ${result.message}`);
  return result as Exclude<T, { reason: "network" }>;
}

const shopWith = (getToken: () => string | undefined) =>
  createShopApi(createApiClient({ baseURL: inject("apiBaseURL"), getLocale: () => "ru-RU", getToken }));

beforeAll(async () => {
  customer = shopWith(() => customerToken);
  staff = shopWith(() => staffToken);
  admin = shopWith(() => adminToken);
  const password = inject("demoPassword");
  customerToken = answered(await customer.auth.login({ username: "customer@example.com", password })).token;
  staffToken = answered(await staff.auth.login({ username: "staff@example.com", password })).token;
  adminToken = answered(await admin.auth.login({ username: "admin@example.com", password })).token;
  const found = answered(await staff.users.admin.list({ search: "customer@example.com" }));
  customerId = found.member[0]?.id ?? 0;
});
// The demo customer is shared by the other contract files: it leaves without a contract.
afterAll(async () => {
  await admin.users.admin.update(customerId, { tradingContract: null });
});

describe("trading contract of a customer", () => {
  it("is assigned by administrators only: customers do not see accounts, staff only read them", async () => {
    const denied = await customer.users.admin.list().catch((error: unknown) => error);
    expect(denied).toBeInstanceOf(ApiError);
    expect((denied as ApiError).statusCode).toBe(403);
    expect(customerId).toBeGreaterThan(0);
    const byStaff = await staff.users.admin
      .update(customerId, { tradingContract: null })
      .catch((error: unknown) => error);
    expect(byStaff).toBeInstanceOf(ApiError);
    expect((byStaff as ApiError).statusCode).toBe(403);
  });

  it("discounts the customer's cart once an administrator assigns it, and no more once taken away", async () => {
    const contracts = answered(await customer.tradingContracts.list());
    const five = contracts.member.find((contract) => contract.discountPercent === "5.00");
    if (!five) throw new Error("the seed has no 5 % contract");
    const teapot = answered(await customer.products.getByNumber("100021"));
    const line = { product: { number: teapot.number }, measure: { code: "pcs" as const }, quantity: 2 };

    const assigned = answered(await admin.users.admin.update(customerId, { tradingContract: five }));
    expect(assigned.tradingContract).toMatchObject({ id: five.id, discountPercent: "5.00" });
    const discounted = answered(await customer.carts.calculate({ items: [line], currency: "RUB" }));
    expect(discounted.totals.discount).toBeGreaterThan(0);
    expect(discounted.totals.totalAmount).toBe(discounted.totals.amount - discounted.totals.discount);

    answered(await admin.users.admin.update(customerId, { tradingContract: null }));
    const full = answered(await customer.carts.calculate({ items: [line], currency: "RUB" }));
    expect(full.totals.discount).toBe(0);
  });
});
