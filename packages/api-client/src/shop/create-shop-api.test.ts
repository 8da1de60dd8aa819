import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { ApiError, PRICE_CHANGED_PROBLEM } from "../api-error";
import { createApiClient } from "../create-api-client";
import { fetchIcons } from "../icons";
import { startTestServer, type TestServer } from "../testing/test-server";
import { createIdempotencyKey, createShopApi } from "./create-shop-api";
import type { Cart, CartItem, OrderStatus, TradingContract } from "./types";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());
beforeEach(() => {
  server.reset();
  vi.clearAllMocks();
});

const onUnauthorized = vi.fn();
const onFatalError = vi.fn();
const client = () =>
  createApiClient({
    baseURL: server.baseURL,
    retryDelay: 0,
    getToken: () => "jwt",
    onUnauthorized,
    onFatalError,
    logger: { error: vi.fn() },
  });
const shop = () => createShopApi(client());
const sent = () =>
  server.received.map(({ method, url, body, headers }) => ({
    call: `${method} ${url}`,
    body,
    bearer: headers.authorization !== undefined,
  }));

const cartItem: CartItem = {
  product: {
    "@id": "/api/catalog/products/12",
    id: 12,
    number: "100245",
    slug: "te-guan-yin",
    title: "Тегуаньинь",
  },
  measure: { id: 2, code: "kg", title: "кг", step: 0.1 },
  quantity: 0.5,
  price: 450000,
  amount: 225000,
  discount: 0,
};
const line = { product: { number: "100245" }, measure: { code: "kg" as const }, quantity: 0.5 };

describe("auth and users", () => {
  it("logs in anonymously, so wrong credentials do not log anybody out", async () => {
    server.answer(() => ({ status: 401, body: { title: "Неверный логин или пароль" } }));
    const error = await shop()
      .auth.login({ username: "customer@example.com", password: "bad", rememberMe: true }, { silent: true })
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(onUnauthorized).not.toHaveBeenCalled();
    expect(sent()).toEqual([
      {
        call: "POST /auth",
        body: { username: "customer@example.com", password: "bad", rememberMe: true },
        bearer: false,
      },
    ]);
  });

  it("keeps a 403 of the auth and user forms on the form, not the fatal error page", async () => {
    server.answer(() => ({
      status: 403,
      body: { type: "/api/problems/account-not-confirmed", title: "Forbidden" },
    }));
    const { auth, users } = shop();
    await expect(auth.login({ username: "new@ex.ru", password: "secret123" })).rejects.toMatchObject({
      statusCode: 403,
      problemType: "/api/problems/account-not-confirmed",
    });
    await expect(
      users.register({ name: "a", lastName: "b", email: "c", phone: "d", plainPassword: "e" }),
    ).rejects.toBeInstanceOf(ApiError);
    expect(onFatalError).not.toHaveBeenCalled();
    // A caller can still choose otherwise.
    await auth
      .login({ username: "new@ex.ru", password: "secret123" }, { handled: false })
      .catch(() => undefined);
    expect(onFatalError).toHaveBeenCalledOnce();
  });

  it("sends the users-by-email calls with the address encoded in the path", async () => {
    const { users } = shop();
    const code = { confirmationCode: "123456" };
    const withPassword = { confirmationCode: "123456", plainPassword: "secret123" };
    await users.register({
      name: "Анна",
      lastName: "Иванова",
      email: "a+b@ex.ru",
      phone: "+79990000000",
      plainPassword: "x1x1x1x1",
    });
    await users.confirmRegistration("a+b@ex.ru", code);
    await users.requestPasswordRecovery("a+b@ex.ru");
    await users.confirmPasswordRecovery("a+b@ex.ru", withPassword);
    await users.createPassword("a+b@ex.ru", withPassword);
    expect(sent().map(({ call, body, bearer }) => [call, body, bearer])).toEqual([
      [
        "POST /user/users",
        {
          name: "Анна",
          lastName: "Иванова",
          email: "a+b@ex.ru",
          phone: "+79990000000",
          plainPassword: "x1x1x1x1",
        },
        false,
      ],
      ["PATCH /user/users-by-email/a%2Bb%40ex.ru/confirm-registration", code, false],
      ["PATCH /user/users-by-email/a%2Bb%40ex.ru/password-recovery", {}, false],
      ["PATCH /user/users-by-email/a%2Bb%40ex.ru/password-recovery/confirm", withPassword, false],
      ["PATCH /user/users-by-email/a%2Bb%40ex.ru/create-password", withPassword, false],
    ]);
  });

  it("lists accounts and assigns a trading contract as staff, the contract sent as its IRI", async () => {
    const { users } = shop();
    const contract: TradingContract = {
      "@id": "/api/sales/trading-contracts/2",
      "@type": "TradingContract",
      id: 2,
      title: "Оптовый 5 %",
      discountPercent: "5.00",
    };
    await users.admin.list({ search: "anna" });
    await users.admin.update(7, { tradingContract: contract });
    await users.admin.update(7, { tradingContract: null });
    await users.admin.update(7, { roles: ["ROLE_STAFF"] });
    expect(sent().map(({ call, body, bearer }) => [call, body, bearer])).toEqual([
      ["GET /user/admin/users?page=1&itemsPerPage=20&search=anna", undefined, true],
      ["PATCH /user/admin/users/7", { tradingContract: "/api/sales/trading-contracts/2" }, true],
      ["PATCH /user/admin/users/7", { tradingContract: null }, true],
      ["PATCH /user/admin/users/7", { roles: ["ROLE_STAFF"] }, true],
    ]);
  });

  it("reads the audit log as an administrator: pages, a resource, an actor and a part of their email", async () => {
    const { auditLog } = shop();
    await auditLog.admin.list({
      page: 2,
      filters: {
        resource: "sales-channel",
        actor: "/api/user/admin/users/2",
        "actor.email": { contains: "staff" },
      },
    });
    await auditLog.admin.get(41);
    expect(sent().map(({ call, bearer }) => [call, bearer])).toEqual([
      [
        "GET /core/admin/audit-log?page=2&itemsPerPage=20&resource=sales-channel&actor=%2Fapi%2Fuser%2Fadmin%2Fusers%2F2&actor.email[contains]=staff",
        true,
      ],
      ["GET /core/admin/audit-log/41", true],
    ]);
  });

  it("reads and changes the profile with the token", async () => {
    const { profile } = shop();
    await profile.get();
    await profile.update({ phone: "+79990000001" });
    await profile.changeEmail({ email: "new@ex.ru", password: "secret123" });
    await profile.confirmEmailChange({ confirmationCode: "654321" });
    await profile.changePassword({ currentPassword: "secret123", plainPassword: "secret456" });
    expect(sent().map(({ call, bearer }) => [call, bearer])).toEqual([
      ["GET /user/profile", true],
      ["PATCH /user/profile", true],
      ["POST /user/profile/change-email", true],
      ["PATCH /user/profile/change-email/confirm", true],
      ["PATCH /user/profile/change-password", true],
    ]);
  });
});

describe("session, settings and reference lists", () => {
  it("loads the session, in admin-panel mode on request, and the public settings", async () => {
    const api = shop();
    await api.session.get();
    await api.session.get({ adminPanel: true });
    await api.settings.getPublic();
    expect(sent().map(({ call }) => call)).toEqual([
      "GET /core/session/session",
      "GET /core/session/session?application=admin-panel",
      "GET /core/settings/public",
    ]);
  });

  it("reads the sitemap, the market feed and moved addresses anonymously", async () => {
    const api = shop();
    await api.sitemap.get({ pageSize: 50_000 });
    await api.sitemap.entries("products", { after: 120, limit: 5_000 });
    await api.sitemap.entries("categories");
    await api.marketFeed.get();
    await api.marketFeed.offers({ after: 7, limit: 1_000 });
    await api.catalog.addressRedirect("category", "tea/green");
    expect(sent().map(({ call, bearer }) => [call, bearer])).toEqual([
      ["GET /sitemap?pageSize=50000", false],
      ["GET /sitemap/products?after=120&limit=5000", false],
      ["GET /sitemap/categories", false],
      ["GET /feeds/market", false],
      ["GET /feeds/market/offers?after=7&limit=1000", false],
      ["GET /catalog/address-redirects?kind=category&from=tea%2Fgreen", false],
    ]);
  });

  it("reads the five intl lists and refuses to write them", async () => {
    server.answer(() => ({ body: { member: [{ id: 1, code: "RU", title: "Россия" }], totalItems: 1 } }));
    const { intl } = shop();
    for (const list of [intl.countries, intl.currencies, intl.languages, intl.locales, intl.timezones]) {
      await list.list();
      await list.get(1);
    }
    expect(sent().map(({ call }) => call)).toEqual(
      ["countries", "currencies", "languages", "locales", "timezones"].flatMap((name) => [
        `GET /core/admin/intl/${name}?page=1&itemsPerPage=20`,
        `GET /core/admin/intl/${name}/1`,
      ]),
    );
    // The types have no `create` here; a caller past them still gets the 403 and nothing is sent.
    const untyped = intl.countries as unknown as { create(body: object): Promise<unknown> };
    await expect(untyped.create({ code: "XX" })).rejects.toMatchObject({ statusCode: 403 });
    expect(server.received).toHaveLength(10);
  });
});

describe("catalog", () => {
  it("lists products with category, attribute filters and sort, and reads by slug and number", async () => {
    server.answer(() => ({ body: { member: [], totalItems: 0 } }));
    const { products, categories } = shop();
    await products.list({
      filters: { category: "tea/green", "attributes.origin": ["cn"], price: { lte: 100000 } },
      sort: { number: "asc" },
      facets: true,
    });
    await products.getBySlug("te-guan-yin");
    await products.getByNumber("100245");
    await categories.getBySlug("tea/green/chinese");
    await categories.list({ itemsPerPage: 500, filters: { parent: 3 } });
    expect(sent().map(({ call }) => call)).toEqual([
      "GET /catalog/products?page=1&itemsPerPage=20&category=tea%2Fgreen&attributes.origin[]=cn&price[lte]=100000&sort[number]=asc&facets=1",
      "GET /catalog/products-by-slug/te-guan-yin",
      "GET /catalog/products-by-number/100245",
      "GET /catalog/categories-by-slug/tea/green/chinese",
      "GET /catalog/categories?page=1&itemsPerPage=500&parent=3",
    ]);
  });

  it("reads a product number with a slash, spaces or Cyrillic as one path segment", async () => {
    server.answer(() => ({ body: { id: 1 } }));
    const { products } = shop();
    await products.getByNumber("П4-1691/1");
    await products.getByNumber("Кар 02/../1?x=#");
    expect(sent().map(({ call }) => call)).toEqual([
      "GET /catalog/products-by-number/%D0%9F4-1691%2F1",
      "GET /catalog/products-by-number/%D0%9A%D0%B0%D1%80%2002%2F..%2F1%3Fx%3D%23",
    ]);
  });
});

describe("catalog (staff)", () => {
  it("lists staff's products by search, publication and category, and reads the editor's choices", async () => {
    server.answer(() => ({ body: { member: [], totalItems: 0 } }));
    const { products } = shop();
    await products.admin.list({ search: "улун", filters: { published: false, category: 7 }, page: 2 });
    await products.admin.reference();
    expect(sent()).toEqual([
      {
        call: "GET /catalog/admin/products?page=2&itemsPerPage=20&search=%D1%83%D0%BB%D1%83%D0%BD&published=false&category=7",
        body: undefined,
        bearer: true,
      },
      { call: "GET /catalog/admin/reference", body: undefined, bearer: true },
    ]);
  });

  it("uploads an image as a multipart form with the file in `file`, and answers the product", async () => {
    server.answer(() => ({ status: 201, body: { id: 12, published: true, images: [{ path: "/m.webp" }] } }));
    const photo = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], "чай.png", { type: "image/png" });
    const product = await shop().products.admin.uploadImage(12, photo);
    expect(product).toMatchObject({ id: 12, images: [{ path: "/m.webp" }] });
    const [request] = server.received;
    expect(`${request?.method} ${request?.url}`).toBe("POST /catalog/admin/products/12/images");
    expect(request?.headers.authorization).toBe("Bearer jwt");
    const contentType = request?.headers["content-type"] ?? "";
    expect(contentType).toMatch(/^multipart\/form-data; boundary=/);
    const body = String(request?.body);
    expect(body).toMatch(
      /Content-Disposition: form-data; name="file"; filename="(чай|%D1%87%D0%B0%D0%B9)\.png"/,
    );
    expect(body).toContain("Content-Type: image/png");
    expect(body).toContain("PNG");
  });

  it("starts a catalog import with the operator's currency rates as the form's `rates` field", async () => {
    server.answer(() => ({ status: 202, body: { id: 4, status: "running" } }));
    const { catalogImports } = shop();
    const file = new File(["<yml_catalog/>"], "выгрузка.yml", { type: "application/xml" });
    await catalogImports.start(file, { rates: " USD=92.5, EUR=100 " });
    await catalogImports.start(file, { rates: "  " });
    const [withRates, without] = server.received;
    expect(`${withRates?.method} ${withRates?.url}`).toBe("POST /catalog/admin/imports");
    expect(String(withRates?.body)).toMatch(/name="rates"\r\n\r\nUSD=92\.5, EUR=100\r\n/);
    expect(String(withRates?.body)).toMatch(/name="file"; filename=/);
    expect(String(without?.body)).not.toContain('name="rates"');
  });

  it("names a bare Blob's file and rejects a refused upload as an ApiError, with an event", async () => {
    server.answer(() => ({
      status: 422,
      body: {
        status: 422,
        detail: "Запрос некорректен.",
        violations: [{ propertyPath: "file", message: "Файл не читается как изображение." }],
      },
    }));
    const onEvent = vi.fn();
    const api = createShopApi(
      createApiClient({
        baseURL: server.baseURL,
        getToken: () => "jwt",
        onEvent,
        logger: { error: vi.fn() },
      }),
    );
    const error = await api.products.admin
      .uploadImage(5, new Blob(["not an image"], { type: "image/png" }), { fileName: "photo.png" })
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      statusCode: 422,
      message: "Запрос некорректен.",
      violations: [{ propertyPath: "file", message: "Файл не читается как изображение." }],
    });
    expect(onEvent).toHaveBeenCalledWith(expect.objectContaining({ type: "api-error" }));
    expect(String(server.received[0]?.body)).toContain('filename="photo.png"');
    // An upload is not repeated on its own: a second one would add the image twice.
    server.reset();
    server.answer(() => ({ status: 503, body: { detail: "Хранилище изображений не настроено." } }));
    await expect(
      api.products.admin.uploadImage(5, new Blob(["x"], { type: "image/png" }), { silent: true }),
    ).rejects.toMatchObject({ statusCode: 503 });
    expect(server.received).toHaveLength(1);
  });
});

describe("carts", () => {
  it("adds to a new cart or to an existing one, sending only number, code and quantity", async () => {
    const { carts } = shop();
    await carts.add({ items: [cartItem], currency: "RUB" });
    await carts.add({ items: [line], currency: "RUB" }, { cartId: 5 });
    await carts.replace(5, { items: [cartItem], currency: "RUB" });
    await carts.calculate({ items: [cartItem], currency: "RUB" });
    const body = { items: [line], currency: "RUB" };
    expect(sent().map(({ call, body }) => [call, body])).toEqual([
      ["POST /sales/carts/add", body],
      ["PATCH /sales/carts/5/add", body],
      ["PUT /sales/carts/5", body],
      ["POST /sales/carts/calculate", body],
    ]);
  });

  it("sends a line's variant by its article only, as the cart answered it", async () => {
    const { carts } = shop();
    const packed: CartItem = {
      ...cartItem,
      variant: { id: 3, number: "100245-100", title: "100 г" },
      measure: { id: 3, code: "pack", title: "упак", step: 1 },
      quantity: 2,
    };
    await carts.calculate({ items: [packed], currency: "RUB" });
    expect(sent().map(({ call, body }) => [call, body])).toEqual([
      [
        "POST /sales/carts/calculate",
        {
          items: [
            {
              product: { number: "100245" },
              variant: { number: "100245-100" },
              measure: { code: "pack" },
              quantity: 2,
            },
          ],
          currency: "RUB",
        },
      ],
    ]);
  });

  it("repeats an order into a new or an existing cart, reads one and deletes as staff", async () => {
    server.answer(({ method }) => (method === "DELETE" ? { status: 204 } : { body: {} }));
    const { carts } = shop();
    await carts.repeatOrder(41);
    await carts.repeatOrder(41, { cartId: 5 });
    await carts.get(5);
    await carts.admin.delete(5);
    expect(sent().map(({ call }) => call)).toEqual([
      "POST /sales/carts/repeat-order?orderId=41",
      "PATCH /sales/carts/5/repeat-order?orderId=41",
      "GET /sales/carts/5",
      "DELETE /sales/admin/carts/5",
    ]);
  });
});

describe("checkout and orders", () => {
  const cart = { "@id": "/api/sales/carts/5", "@type": "Cart", id: 5 } as Cart;
  const checkout = {
    cart,
    recipient: { name: "Анна", lastName: "Иванова", email: "a@ex.ru", phone: "+79990000000" },
    delivery: { method: "pickup" as const },
    payment: { method: "cash" as const },
    expectedTotalAmount: 225000,
  };

  it("places an order with the Idempotency-Key and the cart as its IRI, never retried", async () => {
    server.answer(() => ({ status: 201, body: { id: 9, number: "2026-000009" } }));
    const key = createIdempotencyKey();
    await shop().checkout.placeOrder(checkout, { idempotencyKey: key });
    expect(server.received[0]?.headers["idempotency-key"]).toBe(key);
    expect(sent()).toEqual([
      { call: "POST /sales/orders", body: { ...checkout, cart: "/api/sales/carts/5" }, bearer: true },
    ]);
  });

  it("rejects a changed price with the fresh cart kept on the error", async () => {
    const fresh = { totals: { itemsNumber: 1, amount: 230000, discount: 0, totalAmount: 230000 } };
    server.answer(() => ({
      status: 409,
      headers: { "content-type": "application/problem+json" },
      body: { type: PRICE_CHANGED_PROBLEM, title: "Цена изменилась", status: 409, cart: fresh },
    }));
    const error = await shop()
      .checkout.placeOrder(checkout, { idempotencyKey: "k1", silent: true })
      .catch((caught: unknown) => caught);
    expect(error).toMatchObject({
      statusCode: 409,
      problemType: PRICE_CHANGED_PROBLEM,
      data: { cart: fresh },
    });
    expect(server.received).toHaveLength(1);
  });

  it("lists own orders, reads by number and changes them through the admin path", async () => {
    server.answer(({ method }) =>
      method === "DELETE" ? { status: 204 } : { body: { member: [], totalItems: 0 } },
    );
    const { orders } = shop();
    await orders.list({ filters: { "status.code": "new" }, sort: { createdAt: "desc" } });
    await orders.getBySlug("2026-000009");
    await orders.admin.update(9, {
      status: { "@id": "/api/sales/order-statuses/2" } as OrderStatus,
      comment: "Позвонить",
    });
    await orders.admin.delete(9);
    expect(sent().map(({ call, body }) => [call, body])).toEqual([
      ["GET /sales/orders?page=1&itemsPerPage=20&status.code=new&sort[createdAt]=desc", undefined],
      ["GET /sales/orders-by-slug/2026-000009", undefined],
      ["PATCH /sales/admin/orders/9", { status: "/api/sales/order-statuses/2", comment: "Позвонить" }],
      ["DELETE /sales/admin/orders/9", undefined],
    ]);
  });

  it("reads order statuses publicly and manages them, sales channels and trading contracts as staff", async () => {
    const api = shop();
    await api.orderStatuses.list();
    await api.orderStatuses.getByCode("new");
    await api.orderStatuses.admin.create({
      code: "paid",
      title: "Оплачен",
      cssColor: "#2f9e44",
      salesChannels: [],
    });
    await api.orderStatuses.admin.move(4, { direction: "up" });
    await api.salesChannels.admin.list();
    await api.tradingContracts.list();
    await api.tradingContracts.admin.update(2, { discountPercent: "5.00" });
    expect(sent().map(({ call }) => call)).toEqual([
      "GET /sales/order-statuses?page=1&itemsPerPage=20",
      "GET /sales/order-statuses-by-code/new",
      "POST /sales/admin/order-statuses",
      "PATCH /sales/admin/order-statuses/4/move?direction=up&number=1",
      "GET /sales/admin/sales-channels?page=1&itemsPerPage=20",
      "GET /sales/trading-contracts?page=1&itemsPerPage=20",
      "PATCH /sales/admin/trading-contracts/2",
    ]);
  });
});

describe("icons and idempotency keys", () => {
  it("fetches several icons in one call with a comma-separated query", async () => {
    const sprite = '<svg xmlns="http://www.w3.org/2000/svg"><symbol id="cart"/><symbol id="user"/></svg>';
    server.answer(() => ({ body: sprite, headers: { "Content-Type": "image/svg+xml; charset=utf-8" } }));
    await expect(fetchIcons(client(), "/core/icons", ["cart", "user", "heart"])).resolves.toBe(sprite);
    expect(server.received[0]?.url).toBe("/core/icons?icons=cart,user,heart");
    expect(server.received[0]?.headers.accept).toBe("image/svg+xml");
  });

  it("makes a different key every time", () => {
    const keys = new Set(Array.from({ length: 50 }, createIdempotencyKey));
    expect(keys.size).toBe(50);
  });
});
