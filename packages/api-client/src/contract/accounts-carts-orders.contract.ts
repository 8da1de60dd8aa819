import { DELIVERY_PRICES, deliveryPrice, FREE_COURIER_FROM } from "@shop/cart-core";
import { beforeAll, describe, expect, inject, it, vi } from "vitest";
import { ApiError, PRICE_CHANGED_PROBLEM } from "../api-error";
import { createApiClient } from "../create-api-client";
import type { ApiEvent } from "../events";
import { isNetworkFailure } from "../network-failure";
import { createIdempotencyKey, createShopApi } from "../shop/create-shop-api";
import type { Cart, CartLineInput, CheckoutInput, DeliveryMethod, OrderTotals } from "../shop/types";

let token: string | undefined;
const events: ApiEvent[] = [];
const onUnauthorized = vi.fn();
let shop: ReturnType<typeof createShopApi>;
let mailbox: (to: string) => Promise<string>;

const email = `contract-${Date.now()}@example.com`;
const password = "Secret123";

beforeAll(async () => {
  const client = createApiClient({
    baseURL: inject("apiBaseURL"),
    getLocale: () => "ru-RU",
    getToken: () => token,
    onUnauthorized,
    onEvent: (event) => events.push(event),
  });
  shop = createShopApi(client);
  mailbox = async (to) => {
    const mail = answered(
      await client.get<{ member: { text: string }[] }>("/dev/mailbox", { query: { to } }),
    );
    return mail.member[0]?.text ?? "";
  };
});

function answered<T>(result: T): Exclude<T, { reason: "network" }> {
  if (isNetworkFailure(result)) throw new Error(`no answer: ${result.message}`);
  return result as Exclude<T, { reason: "network" }>;
}

const codeIn = (text: string) => /\b(\d{6})\b/.exec(text)?.[1] ?? "";

/** One priced line of the first product that has a positive price: `steps` steps of its measure. */
async function someLine(steps = 5): Promise<CartLineInput> {
  const { member } = answered(await shop.products.list({ itemsPerPage: 20, sort: { number: "asc" } }));
  for (const product of member) {
    const offer = product.prices.find((price) => price.price > 0);
    if (offer) {
      const quantity = Math.round(offer.measure.step * steps * 1000) / 1000;
      return { product: { number: product.number }, measure: { code: offer.measure.code }, quantity };
    }
  }
  throw new Error("the seed has a priced product");
}

describe("registration, login and profile", () => {
  it("reads the public settings", async () => {
    expect(answered(await shop.settings.getPublic())).toEqual({ registrationEnabled: expect.any(Boolean) });
  });

  it("refuses a bad registration with violations, as an api-error event", async () => {
    events.length = 0;
    const error = await shop.users
      .register({
        name: "Анна",
        lastName: "Иванова",
        email: "not-an-email",
        phone: "+79990000000",
        plainPassword: password,
      })
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ statusCode: 422 });
    expect((error as ApiError).violations.map((violation) => violation.propertyPath)).toContain("email");
    expect(events.map((event) => event.type)).toEqual(["api-error"]);
  });

  it("registers, confirms the mailed code and logs in", async () => {
    events.length = 0;
    const registered = answered(
      await shop.users.register({
        name: "Анна",
        lastName: "Иванова",
        email,
        phone: "+79990000000",
        plainPassword: password,
      }),
    );
    expect(registered).toMatchObject({ "@type": "MessageResponse", message: expect.any(String) });
    expect(events).toEqual([expect.objectContaining({ type: "api-message", message: registered.message })]);

    const code = codeIn(await mailbox(email));
    expect(code).toMatch(/^\d{6}$/);
    answered(await shop.users.confirmRegistration(email, { confirmationCode: code }));

    const wrong = await shop.auth
      .login({ username: email, password: "Wrong1234" }, { silent: true })
      .catch((caught: unknown) => caught);
    expect(wrong).toMatchObject({ statusCode: 401 });
    expect(onUnauthorized).not.toHaveBeenCalled();

    const signedIn = answered(await shop.auth.login({ username: email, password }));
    token = signedIn.token;
    expect(token).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(signedIn.deviceToken).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(signedIn.deviceToken).not.toBe(token);
    expect(answered(await shop.profile.get())).toMatchObject({ email, name: "Анна", lastName: "Иванова" });
  });

  it("updates the profile with a merge patch", async () => {
    expect(answered(await shop.profile.update({ name: "Мария" }))).toMatchObject({
      name: "Мария",
      lastName: "Иванова",
    });
  });

  it("recovers the password with a mailed code", async () => {
    answered(await shop.users.requestPasswordRecovery(email));
    const code = codeIn(await mailbox(email));
    answered(
      await shop.users.confirmPasswordRecovery(email, { confirmationCode: code, plainPassword: "Newer4567" }),
    );
    token = answered(await shop.auth.login({ username: email, password: "Newer4567" })).token;
    await expect(shop.auth.login({ username: email, password }, { silent: true })).rejects.toMatchObject({
      statusCode: 401,
    });
  });

  it("changes the password, keeping this device signed in with the answer's token", async () => {
    const changed = answered(
      await shop.profile.changePassword({ currentPassword: "Newer4567", plainPassword: password }),
    );
    expect(changed).toMatchObject({ "@type": "MessageResponse", token: expect.any(String) });
    token = changed.token;
    expect(answered(await shop.profile.get()).email).toBe(email);
  });

  it("a 401 to a call with a bad token logs out", async () => {
    const saved = token;
    token = "not.a.token";
    await shop.profile.get({ silent: true }).catch(() => undefined);
    token = saved;
    expect(onUnauthorized).toHaveBeenCalledOnce();
  });

  it("logs out on this device, and then on every device", async () => {
    const signIn = async () => answered(await shop.auth.login({ username: email, password })).token;
    const [laptop, phone, tablet] = [await signIn(), await signIn(), await signIn()];
    const saved = token;
    token = laptop;
    expect(answered(await shop.auth.logout())).toBeUndefined();
    await expect(shop.profile.get({ silent: true })).rejects.toMatchObject({ statusCode: 401 });
    token = phone;
    expect(answered(await shop.profile.get()).email).toBe(email);
    expect(answered(await shop.profile.logoutEverywhere())).toBeUndefined();
    for (const device of [phone, tablet, saved]) {
      token = device;
      await expect(shop.profile.get({ silent: true })).rejects.toMatchObject({ statusCode: 401 });
    }
    token = await signIn();
  });
});

describe("carts", () => {
  it("prices a cart without storing it, for anybody", async () => {
    const line = await someLine();
    const saved = token;
    token = undefined;
    const priced = answered(await shop.carts.calculate({ items: [line], currency: "RUB" }));
    token = saved;
    expect(priced.id).toBeNull();
    expect(priced.items).toHaveLength(1);
    const [item] = priced.items;
    expect(Number.isInteger(item?.price)).toBe(true);
    expect(priced.totals).toMatchObject({ itemsNumber: 1, amount: item?.amount });
    expect(priced.totals.totalAmount).toBe(priced.totals.amount - priced.totals.discount);
  });

  it("creates a cart, sets a line's quantity, removes it with 0, replaces the lines and reads them back", async () => {
    const line = await someLine();
    const created = answered(await shop.carts.add({ items: [line], currency: "RUB" }));
    expect(created.id).toEqual(expect.any(Number));
    const cartId = created.id ?? 0;
    // `add` sets the quantity sent (a save repeated after a timeout changes nothing): 2 units, not 3.
    const doubled = { ...line, quantity: line.quantity * 2 };
    const set = answered(await shop.carts.add({ items: [doubled], currency: "RUB" }, { cartId }));
    expect(set.items).toHaveLength(1);
    expect(set.items[0]?.quantity).toBeCloseTo(line.quantity * 2, 3);
    const again = answered(await shop.carts.add({ items: [doubled], currency: "RUB" }, { cartId }));
    expect(again.items[0]?.quantity).toBeCloseTo(line.quantity * 2, 3);
    const emptied = answered(
      await shop.carts.add({ items: [{ ...line, quantity: 0 }], currency: "RUB" }, { cartId }),
    );
    expect(emptied.items).toEqual([]);
    // A cart answer's own lines go back as they are: only number, code and quantity are sent.
    const replaced = answered(await shop.carts.replace(cartId, { items: created.items, currency: "RUB" }));
    expect(replaced.items[0]?.quantity).toBeCloseTo(line.quantity, 3);
    expect(answered(await shop.carts.get(cartId)).totals).toEqual(replaced.totals);
  });

  it("an unknown cart is a 404", async () => {
    await expect(shop.carts.get(99_999_999, { silent: true })).rejects.toMatchObject({ statusCode: 404 });
  });
});

describe("order statuses", () => {
  it("lists them with one default and reads one by code", async () => {
    const statuses = answered(await shop.orderStatuses.list());
    expect(statuses.member.filter((status) => status.default)).toHaveLength(1);
    const [first] = statuses.member;
    if (!first) throw new Error("the seed has order statuses");
    expect(answered(await shop.orderStatuses.getByCode(first.code)).id).toBe(first.id);
  });

  it("admin calls need staff: a customer gets 403", async () => {
    const error = await shop.orderStatuses.admin
      .move(1, { direction: "down" }, { silent: true })
      .catch((caught: unknown) => caught);
    expect(error).toMatchObject({ statusCode: 403 });
  });
});

describe("checkout and orders", () => {
  async function filledCart() {
    const cart = answered(await shop.carts.add({ items: [await someLine()], currency: "RUB" }));
    return cart;
  }
  const recipient = { name: "Анна", lastName: "Иванова", email, phone: "+79990000000" };

  it("a total the customer did not see is a 409 price-changed with the fresh cart", async () => {
    const cart = await filledCart();
    const input: CheckoutInput = {
      cart,
      recipient,
      delivery: { method: "pickup" },
      payment: { method: "cash" },
      expectedTotalAmount: cart.totals.totalAmount + 1,
    };
    const error = await shop.checkout
      .placeOrder(input, { idempotencyKey: createIdempotencyKey(), silent: true })
      .catch((caught: unknown) => caught);
    expect(error).toMatchObject({ statusCode: 409, problemType: PRICE_CHANGED_PROBLEM });
    expect((error as ApiError).data).toMatchObject({ cart: { totals: cart.totals } });
  });

  it("places one order however often the same attempt is sent, and finds it by number", async () => {
    const cart = await filledCart();
    const input: CheckoutInput = {
      cart,
      recipient,
      delivery: { method: "pickup" },
      payment: { method: "cash" },
      expectedTotalAmount: cart.totals.totalAmount,
    };
    const idempotencyKey = createIdempotencyKey();
    const order = answered(await shop.checkout.placeOrder(input, { idempotencyKey }));
    const again = answered(await shop.checkout.placeOrder(input, { idempotencyKey }));
    expect(again.id).toBe(order.id);
    expect(order.totals.totalAmount).toBe(cart.totals.totalAmount);
    expect(answered(await shop.orders.getBySlug(order.number)).id).toBe(order.id);
    const mine = answered(await shop.orders.list({ sort: { createdAt: "desc" } }));
    expect(mine.member.map((candidate) => candidate.id)).toContain(order.id);
  });

  it("charges delivery by @shop/cart-core's deliveryPrice, below and from the free courier threshold", async () => {
    const oneStep = answered(await shop.carts.calculate({ items: [await someLine(1)], currency: "RUB" }));
    const below = answered(await shop.carts.add({ items: [await someLine(1)], currency: "RUB" }));
    // Twice the steps that reach the threshold before discount: past it after any discount too.
    const steps = 2 * Math.ceil(FREE_COURIER_FROM / oneStep.totals.amount);
    const from = answered(await shop.carts.add({ items: [await someLine(steps)], currency: "RUB" }));
    expect(below.totals.totalAmount).toBeLessThan(FREE_COURIER_FROM);
    expect(from.totals.totalAmount).toBeGreaterThanOrEqual(FREE_COURIER_FROM);

    /** The server's totals for checking out `cart` with `method` (its 409 to a total nobody saw). */
    async function checkoutTotals(cart: Cart, method: DeliveryMethod): Promise<OrderTotals> {
      const address = { city: "Москва", street: "Тверская", house: "1", postcode: "125009" };
      const error = await shop.checkout
        .placeOrder(
          {
            cart,
            recipient,
            delivery: method === "pickup" ? { method } : { method, address },
            payment: { method: "cash" },
            // Never a real total: delivery costs whole roubles, so the answer is a 409 with the figures.
            expectedTotalAmount: cart.totals.totalAmount + 1,
          },
          { idempotencyKey: createIdempotencyKey(), silent: true },
        )
        .catch((caught: unknown) => caught);
      expect(error).toMatchObject({ statusCode: 409, problemType: PRICE_CHANGED_PROBLEM });
      return ((error as ApiError).data as { totals: OrderTotals }).totals;
    }

    const methods = Object.keys(DELIVERY_PRICES) as DeliveryMethod[];
    for (const cart of [below, from]) {
      for (const method of methods) {
        const totals = await checkoutTotals(cart, method);
        const expected = deliveryPrice(method, cart.totals.totalAmount);
        expect({ method, deliveryAmount: totals.deliveryAmount }).toEqual({
          method,
          deliveryAmount: expected,
        });
        expect(totals.totalAmount).toBe(cart.totals.totalAmount + expected);
      }
    }
  });
});
