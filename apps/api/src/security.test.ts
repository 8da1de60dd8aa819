// The API's security checks in one place, through the whole app on the real test database (PGlite
// and PostgreSQL). Each block names the rule a caller relies on; the README's "Security" section
// lists which test proves what, here and in the route tests.
import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { SignJWT } from "jose";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createApp } from "./app";
import type { DatabaseHandle } from "./db/client";
import { customerTradingContracts, mailOutbox, settings, users } from "./db/schema/index";
import { CODE_CHECKS_PER_ADDRESS, MAIL_LIMITS } from "./http/rate-limit/account-mail-limits";
import { LOGIN_LIMITS } from "./routes/auth";
import { jsonRequest, mailedCode } from "./testing/http";
import { openSeededDatabase } from "./testing/seeded-database";
import { createTestUser, type TestUser } from "./testing/users";

// Counts argon2 work (the real hashing still runs): the no-enumeration checks compare how much
// expensive work each branch does instead of timing it, which flakes on a busy machine.
const argon2Calls = vi.hoisted(() => ({ count: 0 }));
vi.mock("@node-rs/argon2", async (importOriginal) => {
  const original = await importOriginal<typeof import("@node-rs/argon2")>();
  return {
    ...original,
    hash: (...args: Parameters<typeof original.hash>) => {
      argon2Calls.count += 1;
      return original.hash(...args);
    },
    verify: (...args: Parameters<typeof original.verify>) => {
      argon2Calls.count += 1;
      return original.verify(...args);
    },
  };
});

interface Problem {
  type: string;
  title: string;
  status: number;
  detail?: string;
}
interface CartBody {
  id: number;
  "@id": string;
  priceType: string;
  items: { product: { number: string }; quantity: number; price: number; amount: number; discount: number }[];
  totals: { itemsNumber: number; amount: number; discount: number; totalAmount: number };
}
interface OrderBody {
  id: number;
  number: string;
  status: { code: string };
  delivery: { price: number };
  items: { price: number; amount: number; discount: number }[];
  totals: { amount: number; discount: number; deliveryAmount: number; totalAmount: number };
}

let database: DatabaseHandle;
let app: ReturnType<typeof createApp>;
let anna: TestUser; // the owner of the cart and order others reach for
let boris: TestUser; // another customer
let staff: TestUser;
let teapotNumber: string;
let teapotPrice: number;
let annaCart: CartBody;
let annaOrder: OrderBody;
const password = "тайный-чай-2026";

beforeAll(async () => {
  database = await openSeededDatabase({ products: 27 });
  app = createApp({ database, version: "test", catalogCache: false, production: false });
  [anna, boris, staff] = await Promise.all([
    createTestUser(database, { password }),
    createTestUser(database, { password }),
    createTestUser(database, { roles: ["ROLE_STAFF"] }),
  ]);
  const list = (await (await app.request("/api/catalog/products?category=teaware/teapots/clay")).json()) as {
    member: { number: string; prices: { price: number; priceType: string; measure: { code: string } }[] }[];
  };
  const teapot = list.member[0];
  teapotNumber = teapot?.number ?? "";
  teapotPrice =
    teapot?.prices.find((price) => price.priceType === "retail" && price.measure.code === "pcs")?.price ?? 0;
  annaOrder = await placeOrder(anna, await cartOf(anna));
  annaCart = await cartOf(anna, 2);
});
afterAll(() => database.close());

const as = (user?: TestUser) => (user ? { Authorization: user.authorization } : {});
const teapotLine = (quantity = 1) => ({
  product: { number: teapotNumber },
  measure: { code: "pcs" },
  quantity,
});

async function cartOf(user: TestUser | undefined, quantity = 1): Promise<CartBody> {
  const response = await app.request(
    "/api/sales/carts/add",
    jsonRequest("POST", { items: [teapotLine(quantity)] }, as(user)),
  );
  expect(response.status).toBe(201);
  return (await response.json()) as CartBody;
}

const checkoutBody = (cart: CartBody, expectedTotalAmount: number) => ({
  cart: cart["@id"],
  recipient: { name: "Анна", lastName: "Иванова", email: "anna@example.com", phone: "+79123456789" },
  delivery: { method: "pickup" },
  payment: { method: "card-on-delivery" },
  expectedTotalAmount,
});

async function placeOrder(user: TestUser, cart: CartBody): Promise<OrderBody> {
  const response = await app.request(
    "/api/sales/orders",
    jsonRequest("POST", checkoutBody(cart, cart.totals.totalAmount), {
      ...as(user),
      "Idempotency-Key": crypto.randomUUID(),
    }),
  );
  expect(response.status).toBe(201);
  return (await response.json()) as OrderBody;
}

/** Any request, with a JSON body in the storefront's content type when one is given. */
function call(
  method: string,
  path: string,
  user?: TestUser,
  body?: unknown,
  headers: Record<string, string> = {},
) {
  if (body === undefined) return app.request(`/api${path}`, { method, headers: { ...as(user), ...headers } });
  return app.request(
    `/api${path}`,
    jsonRequest(method as "POST" | "PUT" | "PATCH", body, { ...as(user), ...headers }),
  );
}

/** A refusal: the status, as a problem document, and nothing of the object in it. */
async function expectRefusal(response: Response, statuses: number[], secrets: string[] = []) {
  expect(statuses, `${response.status} ${response.url}`).toContain(response.status);
  expect(response.headers.get("content-type")).toContain("application/problem+json");
  const text = await response.text();
  const problem = JSON.parse(text) as Problem;
  expect(problem.status).toBe(response.status);
  for (const secret of secrets) expect(text).not.toContain(secret);
  expect(text).not.toMatch(/"(items|totals|recipient)"/);
  return problem;
}

describe("object-level access: another customer's cart", () => {
  it("is neither read, changed, added to, repeated into, ordered nor deleted by anybody else", async () => {
    const borisOrder = await placeOrder(boris, await cartOf(boris));
    const id = annaCart.id;
    const attempts: [string, string, unknown?][] = [
      ["GET", `/sales/carts/${id}`],
      ["PUT", `/sales/carts/${id}`, { items: [] }],
      ["PATCH", `/sales/carts/${id}`, { items: [teapotLine(5)] }],
      ["PATCH", `/sales/carts/${id}/add`, { items: [teapotLine(5)] }],
      ["PATCH", `/sales/carts/${id}/repeat-order?orderId=${borisOrder.id}`],
      ["DELETE", `/sales/carts/${id}`],
      ["DELETE", `/sales/admin/carts/${id}`],
    ];
    for (const intruder of [boris, undefined]) {
      for (const [method, path, body] of attempts) {
        await expectRefusal(await call(method, path, intruder, body), [401, 403, 404], [teapotNumber]);
      }
    }
    // Checkout of her cart by someone else, by IRI and by bare id.
    for (const cart of [annaCart["@id"], annaCart.id]) {
      const response = await call(
        "POST",
        "/sales/orders",
        boris,
        { ...checkoutBody(annaCart, annaCart.totals.totalAmount), cart },
        { "Idempotency-Key": crypto.randomUUID() },
      );
      await expectRefusal(response, [404], [teapotNumber]);
    }

    const after = await call("GET", `/sales/carts/${id}`, anna);
    expect(after.status).toBe(200);
    expect(((await after.json()) as CartBody).items.map((item) => item.quantity)).toEqual([2]);
    const ordersOfBoris = (await (await call("GET", "/sales/orders", boris)).json()) as {
      totalItems: number;
    };
    expect(ordersOfBoris.totalItems).toBe(1);
  });

  it("never shows up in another customer's session", async () => {
    const session = (await (await call("GET", "/core/session/session", boris)).json()) as {
      cart: CartBody | null;
    };
    expect(session.cart?.id).not.toBe(annaCart.id);
  });

  it("has an id nobody can guess: carts are not numbered one after another", async () => {
    // An anonymous cart is reachable by its id alone (the first customer to write to it owns it).
    const ids = await Promise.all(Array.from({ length: 5 }, async () => (await cartOf(undefined)).id));
    const sorted = [...ids].sort((a, b) => a - b);
    expect(sorted.every((cartId, index) => index === 0 || cartId - (sorted[index - 1] ?? 0) > 1000)).toBe(
      true,
    );
    expect(Math.max(...ids)).toBeGreaterThan(2 ** 32);
  });
});

describe("object-level access: another customer's order", () => {
  it("is neither read by id or number, changed, deleted nor repeated by anybody else", async () => {
    const { id, number } = annaOrder;
    const { id: borisCartId } = await cartOf(boris);
    const attempts: [string, string, unknown?][] = [
      ["GET", `/sales/orders/${id}`],
      ["GET", `/sales/orders-by-slug/${number}`],
      ["PATCH", `/sales/orders/${id}`, { comment: "мой" }],
      ["PUT", `/sales/orders/${id}`, { comment: "мой" }],
      ["DELETE", `/sales/orders/${id}`],
      ["PATCH", `/sales/admin/orders/${id}`, { status: { code: "cancelled" } }],
      ["DELETE", `/sales/admin/orders/${id}`],
      ["POST", `/sales/carts/repeat-order?orderId=${id}`],
      ["POST", `/sales/carts/repeat-order?orderId=${encodeURIComponent(`/api/sales/orders/${id}`)}`],
      ["PATCH", `/sales/carts/${borisCartId}/repeat-order?orderId=${id}`],
    ];
    for (const intruder of [boris, undefined]) {
      for (const [method, path, body] of attempts) {
        await expectRefusal(await call(method, path, intruder, body), [401, 403, 404], [number, "Иванова"]);
      }
    }

    const list = (await (await call("GET", "/sales/orders?itemsPerPage=100&userId=1", boris)).json()) as {
      member: OrderBody[];
    };
    expect(list.member.map((order) => order.number)).not.toContain(number);
    const own = await call("GET", `/sales/orders-by-slug/${number}`, anna);
    expect(((await own.json()) as OrderBody).status.code).toBe("new");
    const borisCart = (await (await call("GET", `/sales/carts/${borisCartId}`, boris)).json()) as CartBody;
    expect(borisCart.items.map((item) => item.quantity)).toEqual([1]);
  });

  it("is never replayed to another caller who sends its Idempotency-Key", async () => {
    const cart = await cartOf(anna);
    const key = crypto.randomUUID();
    const body = checkoutBody(cart, cart.totals.totalAmount);
    const first = await call("POST", "/sales/orders", anna, body, { "Idempotency-Key": key });
    expect(first.status).toBe(201);
    const { number } = (await first.json()) as OrderBody;
    const replayed = await call("POST", "/sales/orders", boris, body, { "Idempotency-Key": key });
    await expectRefusal(replayed, [404], [number]);
    expect(replayed.headers.get("idempotent-replayed")).toBeNull();
  });
});

describe("mass assignment: what a client may not set", () => {
  const extras = {
    id: 4242,
    userId: 1,
    user: "/api/user/users/1",
    priceType: "wholesale",
    totals: { itemsNumber: 1, amount: 1, discount: 0, totalAmount: 1 },
  };
  const pricedLine = (quantity = 2) => ({ ...teapotLine(quantity), price: 1, amount: 2, discount: 99_999 });

  it("ignores prices, amounts, discounts, owner and price type in cart bodies: the server prices every line", async () => {
    const created = await call("POST", "/sales/carts/add", boris, { ...extras, items: [pricedLine()] });
    expect(created.status).toBe(201);
    const cart = (await created.json()) as CartBody;
    expect(cart.id).not.toBe(extras.id);
    expect(cart.priceType).toBe("retail");
    expect(cart.items[0]).toMatchObject({ price: teapotPrice, amount: teapotPrice * 2, discount: 0 });
    expect(cart.totals).toEqual({
      itemsNumber: 1,
      amount: teapotPrice * 2,
      discount: 0,
      totalAmount: teapotPrice * 2,
    });
    // Owned by the caller, not by the body's user.
    expect((await call("GET", `/sales/carts/${cart.id}`, anna)).status).toBe(404);

    for (const [method, path] of [
      ["PUT", `/sales/carts/${cart.id}`],
      ["PATCH", `/sales/carts/${cart.id}`],
      ["POST", "/sales/carts/calculate"],
    ] as const) {
      const answer = (await (
        await call(method, path, boris, { ...extras, items: [pricedLine()] })
      ).json()) as CartBody;
      expect(answer.totals.totalAmount, `${method} ${path}`).toBe(teapotPrice * 2);
    }
  });

  it("ignores prices, totals, status, owner and number in checkout bodies: the order is priced by the server", async () => {
    const cart = await cartOf(boris, 3);
    const delivery = 35_000; // post
    const response = await call(
      "POST",
      "/sales/orders",
      boris,
      {
        ...checkoutBody(cart, teapotPrice * 3 + delivery),
        delivery: {
          method: "post",
          price: 0,
          address: { city: "Тула", street: "Ленина", house: "1", postcode: "300000" },
        },
        items: [pricedLine(3)],
        totals: { amount: 1, discount: 0, deliveryAmount: 0, totalAmount: 1 },
        discount: 99_999,
        status: { code: "paid" },
        number: "2026-999999",
        userId: anna.id,
        user: `/api/user/users/${anna.id}`,
      },
      { "Idempotency-Key": crypto.randomUUID() },
    );
    expect(response.status).toBe(201);
    const order = (await response.json()) as OrderBody;
    expect(order.status.code).toBe("new");
    expect(order.number).not.toBe("2026-999999");
    expect(order.items).toEqual([
      expect.objectContaining({ price: teapotPrice, amount: teapotPrice * 3, discount: 0 }),
    ]);
    expect(order.totals).toMatchObject({
      amount: teapotPrice * 3,
      discount: 0,
      deliveryAmount: delivery,
      totalAmount: teapotPrice * 3 + delivery,
    });
    expect((await call("GET", `/sales/orders/${order.id}`, anna)).status).toBe(404);
    expect((await call("GET", `/sales/orders/${order.id}`, boris)).status).toBe(200);
  });

  it("ignores roles, status, contract and verification flags in a registration", async () => {
    const email = "mass-assignment@example.com";
    const response = await app.request(
      "/api/user/users",
      jsonRequest(
        "POST",
        {
          name: "Ева",
          lastName: "Хакер",
          email,
          phone: "+79120000001",
          plainPassword: password,
          roles: ["ROLE_ADMIN", "ROLE_STAFF"],
          status: "active",
          emailVerified: true,
          enabled: true,
          tradingContract: "/api/sales/trading-contracts/3",
          id: anna.id,
        },
        { "X-Forwarded-For": "192.0.2.200" },
      ),
    );
    expect(response.status).toBe(202);
    const [row] = await database.db.select().from(users).where(eq(users.email, email));
    expect(row).toMatchObject({ roles: ["ROLE_USER"], status: "pending" });
    expect(row?.id).not.toBe(anna.id);
    expect(
      await database.db
        .select()
        .from(customerTradingContracts)
        .where(eq(customerTradingContracts.userId, row?.id ?? 0)),
    ).toEqual([]);
    const early = await app.request("/api/auth", jsonRequest("POST", { username: email, password }));
    expect(early.status).toBe(403);

    await app.request(
      `/api/user/users-by-email/${email}/confirm-registration`,
      jsonRequest("PATCH", { confirmationCode: await mailedCode(app, email), roles: ["ROLE_ADMIN"] }),
    );
    const { token } = (await (
      await app.request("/api/auth", jsonRequest("POST", { username: email, password }))
    ).json()) as {
      token: string;
    };
    const profile = await app.request("/api/user/profile", { headers: { Authorization: `Bearer ${token}` } });
    expect(await profile.json()).toMatchObject({ roles: ["ROLE_USER"] });
  });

  it("ignores status, contract, password and credentials fields in a profile edit (roles and email: profile.test.ts)", async () => {
    const user = await createTestUser(database, { password });
    const response = await call("PATCH", "/user/profile", user, {
      name: "Пётр",
      status: "pending",
      tradingContract: "/api/sales/trading-contracts/3",
      id: anna.id,
      passwordHash: "x",
      plainPassword: "совсем-другой-1",
      credentialsChangedAt: "2000-01-01T00:00:00Z",
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ id: user.id, name: "Пётр" });
    const [row] = await database.db.select().from(users).where(eq(users.id, user.id));
    expect(row?.status).toBe("active");
    expect(
      await database.db
        .select()
        .from(customerTradingContracts)
        .where(eq(customerTradingContracts.userId, user.id)),
    ).toEqual([]);
    // The old password and the token still work: neither was touched.
    expect((await call("GET", "/user/profile", user)).status).toBe(200);
    const signIn = await app.request("/api/auth", jsonRequest("POST", { username: user.email, password }));
    expect(signIn.status).toBe(200);
  });
});

describe("registration of an unconfirmed address", () => {
  let address = 0;
  const register = (email: string, plainPassword: string) =>
    app.request(
      "/api/user/users",
      jsonRequest(
        "POST",
        { name: "Анна", lastName: "Петрова", email, phone: "+79123456789", plainPassword },
        { "X-Forwarded-For": `192.0.2.${100 + ++address}` },
      ),
    );
  const signIn = async (username: string, secret: string) =>
    (await app.request("/api/auth", jsonRequest("POST", { username, password: secret }))).status;
  const confirm = (email: string, confirmationCode: string) =>
    app.request(
      `/api/user/users-by-email/${email}/confirm-registration`,
      jsonRequest("PATCH", { confirmationCode }),
    );

  it("never lets a second registrant choose the password the owner confirms", async () => {
    // The owner registers; before she types her code, someone else registers her address with
    // his password. Every code mailed goes to her, and she confirms the newest one.
    const email = "pre-hijack@example.com";
    const owners = "пароль-хозяйки-1";
    const intruders = "пароль-чужака-2";
    expect((await register(email, owners)).status).toBe(202);
    expect((await register(email, intruders)).status).toBe(202);
    const confirmed = await confirm(email, await mailedCode(app, email));
    expect(confirmed.status).toBe(200);
    expect(((await confirmed.json()) as { message: string }).message).toMatch(/пароль не сохранён/);

    expect(await signIn(email, intruders)).toBe(401);
    expect(await signIn(email, owners)).toBe(401);
    // The owner sets her password with a recovery code, as the message says.
    await app.request(`/api/user/users-by-email/${email}/password-recovery`, { method: "PATCH" });
    const set = await app.request(
      `/api/user/users-by-email/${email}/create-password`,
      jsonRequest("PATCH", { confirmationCode: await mailedCode(app, email), plainPassword: owners }),
    );
    expect(set.status).toBe(200);
    expect(await signIn(email, owners)).toBe(200);
  });

  it("keeps the password of a registration sent twice with the same password", async () => {
    const email = "double-submit@example.com";
    await register(email, password);
    await register(email, password);
    const confirmed = await confirm(email, await mailedCode(app, email));
    expect(((await confirmed.json()) as { message: string }).message).toMatch(/можете войти/);
    expect(await signIn(email, password)).toBe(200);
  });
});

describe("staff-only routes", () => {
  /** Every operation the staff's admin panel uses, read from the API's own OpenAPI document. */
  async function staffOperations(): Promise<{ method: string; path: string; documented: string[] }[]> {
    const document = (await (await app.request("/api/openapi.json")).json()) as {
      paths: Record<string, Record<string, { responses: Record<string, unknown> }>>;
    };
    return Object.entries(document.paths).flatMap(([path, operations]) =>
      Object.entries(operations)
        .filter(
          ([method]) =>
            // The intl lists live under /core/admin/ but are public reads (SPEC.md section 7).
            (path.includes("/admin/") && !(path.startsWith("/api/core/admin/intl/") && method === "get")) ||
            (path.endsWith("/translations") && method === "patch"),
        )
        .map(([method, operation]) => ({
          method: method.toUpperCase(),
          // Real ids, so a missing guard would show as a 2xx rather than hide behind a 404.
          path: path
            .replace(/^\/api/, "")
            .replace("/admin/carts/{id}", `/admin/carts/${annaCart.id}`)
            .replace("/admin/orders/{id}", `/admin/orders/${annaOrder.id}`)
            .replace("/admin/users/{id}", `/admin/users/${anna.id}`)
            .replace("{id}", "1"),
          documented: Object.keys(operation.responses),
        })),
    );
  }

  it("refuse customers with 403 and anonymous callers with 401, and say so in the OpenAPI document", async () => {
    const operations = await staffOperations();
    expect(operations.length).toBeGreaterThan(20);
    for (const { method, path, documented } of operations) {
      const body = method === "GET" || method === "DELETE" ? undefined : {};
      const denied = await expectRefusal(await call(method, path, anna, body), [403]);
      expect(denied.type, `${method} ${path}`).toBe("/api/problems/operation-denied");
      const anonymous = await call(method, path, undefined, body);
      await expectRefusal(anonymous, [401]);
      expect(anonymous.headers.get("www-authenticate")).toContain("Bearer");
      expect(documented, `${method} ${path}`).toEqual(expect.arrayContaining(["401", "403"]));
    }
    // Nothing was changed along the way.
    expect((await call("GET", `/sales/carts/${annaCart.id}`, anna)).status).toBe(200);
    expect((await call("GET", `/sales/orders/${annaOrder.id}`, anna)).status).toBe(200);
  });
});

describe("tokens", () => {
  // Calls that need a customer, and calls anonymous visitors may make too: a bad token is refused
  // on both, never quietly treated as anonymous.
  const customerCalls: [string, string, unknown?][] = [
    ["GET", "/user/profile"],
    ["PATCH", "/user/profile", { name: "Анна" }],
    ["GET", "/sales/orders"],
    ["GET", `/sales/orders/${1}`],
  ];
  const protectedCalls: [string, string, unknown?][] = [
    ...customerCalls,
    ["GET", "/core/session/session"],
    ["POST", "/sales/carts/add", { items: [] }],
    ["GET", "/catalog/products?itemsPerPage=1"],
  ];
  const base64url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString("base64url");
  const tokenOf = (user: TestUser) => user.authorization.slice("Bearer ".length);
  /** The id of a live session of `user`: forged tokens below carry it, so only what they test fails them. */
  const sessionOf = (user: TestUser) =>
    (JSON.parse(Buffer.from(tokenOf(user).split(".")[1] ?? "", "base64url").toString()) as { jti: string })
      .jti;
  const now = () => Math.floor(Date.now() / 1000);
  async function shopKey(): Promise<Uint8Array> {
    const [row] = await database.db.select().from(settings).where(eq(settings.key, "jwtSecret"));
    return new TextEncoder().encode(String(row?.value));
  }
  /** Every protected call answers 401 with a problem document and `WWW-Authenticate: Bearer`. */
  async function expectUnauthorized(authorization: string, detail?: RegExp) {
    for (const [method, path, body] of protectedCalls) {
      const response = await call(method, path, undefined, body, { Authorization: authorization });
      const problem = await expectRefusal(response, [401]);
      expect(response.headers.get("www-authenticate"), `${method} ${path}`).toBe('Bearer realm="shop"');
      if (detail) expect(problem.detail).toMatch(detail);
    }
  }

  it("accepts the shop's own token (the control for the refusals below)", async () => {
    for (const [method, path, body] of protectedCalls.filter(
      ([, path]) => !path.startsWith("/sales/orders/"),
    )) {
      expect((await call(method, path, anna, body)).status, `${method} ${path}`).toBeLessThan(300);
    }
  });

  it("refuses a token signed with another key", async () => {
    const forged = await new SignJWT({ roles: ["ROLE_USER"] })
      .setProtectedHeader({ alg: "HS256", typ: "JWT" })
      .setSubject(String(anna.id))
      .setIssuedAt()
      .setExpirationTime("1h")
      .sign(new TextEncoder().encode("not-the-secret-of-this-shop-000000"));
    await expectUnauthorized(`Bearer ${forged}`, /Недействительный токен/);
  });

  it("refuses unsigned tokens (alg none) and other algorithms, even with the shop's key", async () => {
    const claims = { sub: String(anna.id), iat: now(), exp: now() + 3600, roles: ["ROLE_ADMIN"] };
    await expectUnauthorized(`Bearer ${base64url({ alg: "none", typ: "JWT" })}.${base64url(claims)}.`);
    const hs512 = await new SignJWT({ roles: ["ROLE_USER"] })
      .setProtectedHeader({ alg: "HS512" })
      .setSubject(String(anna.id))
      .setIssuedAt()
      .setExpirationTime("1h")
      .sign(await shopKey());
    await expectUnauthorized(`Bearer ${hs512}`);
  });

  it("refuses a real token whose payload was altered: another user, added roles", async () => {
    const [header, payload, signature] = tokenOf(anna).split(".");
    const claims = JSON.parse(Buffer.from(payload ?? "", "base64url").toString()) as Record<string, unknown>;
    for (const altered of [
      { ...claims, sub: String(staff.id) },
      { ...claims, roles: ["ROLE_ADMIN", "ROLE_STAFF"] },
      { ...claims, exp: now() + 10 * 365 * 24 * 3600 },
    ]) {
      await expectUnauthorized(`Bearer ${header}.${base64url(altered)}.${signature}`);
    }
  });

  it("takes roles from the account, never from the token: a validly signed staff claim gives a customer nothing", async () => {
    // As if the key had leaked: the signature is right, the roles claim is a lie.
    const lying = await new SignJWT({ email: anna.email, roles: ["ROLE_ADMIN", "ROLE_STAFF"] })
      .setProtectedHeader({ alg: "HS256", typ: "JWT" })
      .setSubject(String(anna.id))
      .setJti(sessionOf(anna))
      .setIssuedAt()
      .setExpirationTime("1h")
      .sign(await shopKey());
    const headers = { Authorization: `Bearer ${lying}` };
    const profile = await call("GET", "/user/profile", undefined, undefined, headers);
    expect(await profile.json()).toMatchObject({ id: anna.id, roles: ["ROLE_USER"] });
    const admin = await call("GET", "/user/admin/users", undefined, undefined, headers);
    await expectRefusal(admin, [403]);
    const session = await call(
      "GET",
      "/core/session/session?application=admin-panel",
      undefined,
      undefined,
      headers,
    );
    expect(await session.json()).toMatchObject({ application: { adminPanel: false } });
  });

  it("refuses an expired token, and one not valid yet", async () => {
    const expired = await new SignJWT({})
      .setProtectedHeader({ alg: "HS256" })
      .setSubject(String(anna.id))
      .setIssuedAt(now() - 7200)
      .setExpirationTime(now() - 1)
      .sign(await shopKey());
    await expectUnauthorized(`Bearer ${expired}`, /Срок действия сессии истёк/);
    const early = await new SignJWT({})
      .setProtectedHeader({ alg: "HS256" })
      .setSubject(String(anna.id))
      .setJti(sessionOf(anna))
      .setIssuedAt()
      .setNotBefore(now() + 3600)
      .setExpirationTime(now() + 7200)
      .sign(await shopKey());
    await expectUnauthorized(`Bearer ${early}`);
  });

  it("refuses tokens without a usable subject", async () => {
    for (const subject of ["0", "-1", "abc", "1.5", "99999999999999999999"]) {
      const token = await new SignJWT({})
        .setProtectedHeader({ alg: "HS256" })
        .setSubject(subject)
        .setJti(sessionOf(anna))
        .setIssuedAt()
        .setExpirationTime("1h")
        .sign(await shopKey());
      await expectUnauthorized(`Bearer ${token}`);
    }
  });

  it("refuses a validly signed token without a live session: no id, or one the API never issued", async () => {
    const key = await shopKey();
    const signed = (jti?: string) => {
      const token = new SignJWT({}).setProtectedHeader({ alg: "HS256" }).setSubject(String(anna.id));
      if (jti !== undefined) token.setJti(jti);
      return token.setIssuedAt().setExpirationTime("1h").sign(key);
    };
    await expectUnauthorized(`Bearer ${await signed()}`);
    await expectUnauthorized(`Bearer ${await signed("")}`);
    await expectUnauthorized(`Bearer ${await signed(randomUUID())}`);
    // Another account's session does not carry over either.
    await expectUnauthorized(`Bearer ${await signed(sessionOf(boris))}`);
    const control = await call("GET", "/user/profile", undefined, undefined, {
      Authorization: `Bearer ${await signed(sessionOf(anna))}`,
    });
    expect(control.status).toBe(200);
  });

  it("carries no personal data: a token's claims are its subject, id and times", async () => {
    const response = await app.request("/api/auth", jsonRequest("POST", { username: anna.email, password }));
    const { token } = (await response.json()) as { token: string };
    const claims = JSON.parse(Buffer.from(token.split(".")[1] ?? "", "base64url").toString()) as object;
    expect(Object.keys(claims).sort()).toEqual(["exp", "iat", "jti", "sub"]);
    expect(claims).toMatchObject({ sub: String(anna.id) });
  });

  it("stops working at logout, while the account's other tokens go on", async () => {
    const signIn = async () => {
      const response = await app.request(
        "/api/auth",
        jsonRequest("POST", { username: boris.email, password }),
      );
      return `Bearer ${((await response.json()) as { token: string }).token}`;
    };
    const [laptop, phone] = [await signIn(), await signIn()];
    const loggedOut = await app.request("/api/auth/logout", {
      method: "POST",
      headers: { Authorization: laptop },
    });
    expect(loggedOut.status).toBe(204);
    await expectUnauthorized(laptop, /больше не действительна/);
    expect((await call("GET", "/user/profile", undefined, undefined, { Authorization: phone })).status).toBe(
      200,
    );
    // A second logout with the same token is refused like any other use of it.
    expect(
      (await app.request("/api/auth/logout", { method: "POST", headers: { Authorization: laptop } })).status,
    ).toBe(401);
    expect((await app.request("/api/auth/logout", { method: "POST" })).status).toBe(401);
  });

  it("logs out on every device at once, and a new sign-in works afterwards", async () => {
    const user = await createTestUser(database, { password });
    const signIn = async (rememberMe = false) => {
      const response = await app.request(
        "/api/auth",
        jsonRequest("POST", { username: user.email, password, rememberMe }),
      );
      return `Bearer ${((await response.json()) as { token: string }).token}`;
    };
    const devices = [user.authorization, await signIn(), await signIn(true)];
    const everywhere = await app.request("/api/user/profile/logout-everywhere", {
      method: "POST",
      headers: { Authorization: devices[1] ?? "" },
    });
    expect(everywhere.status).toBe(204);
    for (const device of devices) await expectUnauthorized(device, /больше не действительна/);
    const again = await signIn();
    expect((await call("GET", "/user/profile", undefined, undefined, { Authorization: again })).status).toBe(
      200,
    );
  });

  it("refuses the token of a deleted account, of an account no longer active, and one older than a password change", async () => {
    const deleted = await createTestUser(database);
    await database.db.delete(users).where(eq(users.id, deleted.id));
    await expectUnauthorized(deleted.authorization, /больше не действительна/);

    const disabled = await createTestUser(database);
    await database.db.update(users).set({ status: "pending" }).where(eq(users.id, disabled.id));
    await expectUnauthorized(disabled.authorization, /больше не действительна/);

    const changed = await createTestUser(database);
    await database.db
      .update(users)
      .set({ credentialsChangedAt: new Date(Date.now() + 5_000) })
      .where(eq(users.id, changed.id));
    await expectUnauthorized(changed.authorization, /больше не действительна/);
  });

  it("refuses a missing, empty or garbled bearer on protected routes", async () => {
    for (const [method, path, body] of customerCalls) {
      const response = await call(method, path, undefined, body);
      await expectRefusal(response, [401]);
      expect(response.headers.get("www-authenticate")).toContain("Bearer");
    }
    const token = tokenOf(anna);
    for (const authorization of [
      "Bearer",
      "Bearer ",
      "Bearer not-a-jwt",
      "Bearer a.b.c",
      `Basic ${Buffer.from(`${anna.email}:${password}`).toString("base64")}`,
      `Token ${token}`,
      `Bearer ${token} ${token}`,
      `Bearer ${token.slice(0, -2)}`,
      `Bearer ${token}.x`,
    ]) {
      await expectUnauthorized(authorization);
    }
  });
});

describe("sign-in rate limits", () => {
  let address = 0;
  /** A fresh client address per call unless one is given, so only the counter under test fills up. */
  const login = (body: unknown, ip = `198.51.100.${++address}`) =>
    app.request("/api/auth", jsonRequest("POST", body, { "X-Forwarded-For": ip }));
  async function expectTooMany(response: Response) {
    await expectRefusal(response, [429]);
    const wait = Number(response.headers.get("retry-after"));
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(15 * 60);
  }

  it("limits failed attempts per account across addresses, however the email is written: 429 with Retry-After", async () => {
    const target = await createTestUser(database, { email: "victim@example.com", password });
    const spellings = ["victim@example.com", "VICTIM@example.com", " Victim@Example.COM "];
    for (let attempt = 0; attempt < LOGIN_LIMITS.perAccount; attempt += 1) {
      const response = await login({ username: spellings[attempt % 3], password: `guess-${attempt}-x` });
      expect(response.status).toBe(401);
    }
    // Even the right password waits now: the limit is no oracle.
    await expectTooMany(await login({ username: target.email, password }));
  });

  it("limits unknown accounts exactly like existing ones, so the limit tells nothing", async () => {
    for (let attempt = 0; attempt < LOGIN_LIMITS.perAccount; attempt += 1) {
      expect(
        (await login({ username: "nobody-here@example.com", password: `guess-${attempt}-x` })).status,
      ).toBe(401);
    }
    await expectTooMany(await login({ username: "nobody-here@example.com", password: "guess-last-1" }));
  });

  it("limits failed attempts per IP address across accounts", async () => {
    const ip = "203.0.113.77";
    for (let attempt = 0; attempt < LOGIN_LIMITS.perAddress; attempt += 1) {
      expect(
        (await login({ username: `spray-${attempt}@example.com`, password: "guess-1234" }, ip)).status,
      ).toBe(401);
    }
    await expectTooMany(await login({ username: anna.email, password }, ip));
    expect((await login({ username: anna.email, password })).status).toBe(200);
  });

  it("counts a client by its socket address, whatever X-Forwarded-For it makes up", async () => {
    // Served by Node, a public peer's own X-Forwarded-For is not trusted (only our proxy's is).
    const peer = {
      incoming: { socket: { remoteAddress: "203.0.113.99", remotePort: 50_000, remoteFamily: "IPv4" } },
    } as never;
    for (let attempt = 0; attempt <= LOGIN_LIMITS.perAddress; attempt += 1) {
      const response = await app.request(
        "/api/auth",
        jsonRequest(
          "POST",
          { username: `rotating-${attempt}@example.com`, password: "guess-1234" },
          {
            "X-Forwarded-For": `10.9.${attempt}.1`,
          },
        ),
        peer,
      );
      if (attempt < LOGIN_LIMITS.perAddress) expect(response.status).toBe(401);
      else await expectTooMany(response);
    }
  });

  describe("a targeted lockout leaves out the browsers the owner signed in with", () => {
    const withDevice = (body: unknown, deviceToken: string, ip = `198.51.100.${++address}`) =>
      app.request(
        "/api/auth",
        jsonRequest("POST", body, { "X-Forwarded-For": ip, "Device-Token": deviceToken }),
      );
    async function signedIn(response: Response) {
      expect(response.status).toBe(200);
      return (await response.json()) as { token: string; deviceToken: string };
    }
    /** Ten wrong passwords from ten addresses: the account is locked for anyone without a device. */
    async function lockOut(email: string) {
      for (let attempt = 0; attempt < LOGIN_LIMITS.perAccount; attempt += 1) {
        expect((await login({ username: email, password: `guess-${attempt}-y` })).status).toBe(401);
      }
      await expectTooMany(await login({ username: email, password }));
    }

    it("lets the right password in from a browser that signed in to that account before", async () => {
      const owner = await createTestUser(database, { email: "owner-of-a-device@example.com", password });
      const { deviceToken } = await signedIn(await login({ username: owner.email, password }));
      await lockOut(owner.email);
      const again = await signedIn(
        await withDevice({ username: " Owner-Of-A-Device@example.com ", password }, deviceToken),
      );
      expect(
        (await app.request("/api/user/profile", { headers: { Authorization: `Bearer ${again.token}` } }))
          .status,
      ).toBe(200);
      // The owner's sign-in gave strangers no fresh tries: the account stays locked for them.
      await expectTooMany(await login({ username: owner.email, password }));
      // The renewed device token works as the first did.
      await signedIn(await withDevice({ username: owner.email, password }, again.deviceToken));
    });

    it("counts a known device's own failures apart, with the same limit", async () => {
      const owner = await createTestUser(database, { email: "guessed-on-a-device@example.com", password });
      const { deviceToken } = await signedIn(await login({ username: owner.email, password }));
      for (let attempt = 0; attempt < LOGIN_LIMITS.perDevice; attempt += 1) {
        const response = await withDevice(
          { username: owner.email, password: `guess-${attempt}-z` },
          deviceToken,
        );
        expect(response.status).toBe(401);
      }
      await expectTooMany(await withDevice({ username: owner.email, password }, deviceToken));
      // Those failures were the device's: the account itself is not locked for other browsers.
      await signedIn(await login({ username: owner.email, password }));
    });

    it("does not unlock an account with the device token of another account", async () => {
      const victim = await createTestUser(database, { email: "locked-victim@example.com", password });
      const { deviceToken } = await signedIn(await login({ username: anna.email, password }));
      await lockOut(victim.email);
      await expectTooMany(await withDevice({ username: victim.email, password: "guess-x-1" }, deviceToken));
      await expectTooMany(await withDevice({ username: victim.email, password }, deviceToken));
    });

    it("takes a garbled, forged or access token for no device", async () => {
      const victim = await createTestUser(database, { email: "no-device-here@example.com", password });
      const { token } = await signedIn(await login({ username: victim.email, password }));
      const forged = await new SignJWT({})
        .setProtectedHeader({ alg: "HS256", typ: "device+jwt" })
        .setSubject(String(victim.id))
        .setAudience("sign-in-device")
        .setJti(randomUUID())
        .setIssuedAt()
        .setExpirationTime("1 year")
        .sign(new TextEncoder().encode("not-the-shop-secret-not-the-shop-secret"));
      await lockOut(victim.email);
      for (const deviceToken of ["garbled", forged, token, "x".repeat(5000)]) {
        await expectTooMany(await withDevice({ username: victim.email, password }, deviceToken));
      }
    });

    it("grants nothing to a device token used as a Bearer token", async () => {
      const { deviceToken } = await signedIn(await login({ username: anna.email, password }));
      const response = await app.request("/api/user/profile", {
        headers: { Authorization: `Bearer ${deviceToken}` },
      });
      expect(response.status).toBe(401);
    });
  });
});

describe("no account enumeration", () => {
  let address = 0;
  const from = () => ({ "X-Forwarded-For": `192.0.2.${++address}` });
  const registration = (email: string) => ({
    name: "Анна",
    lastName: "Петрова",
    email,
    phone: "+79123456789",
    plainPassword: "зелёный-чай-1",
  });
  const byEmail = (email: string, action: string, body: unknown = {}) =>
    app.request(
      `/api/user/users-by-email/${encodeURIComponent(email)}/${action}`,
      jsonRequest("PATCH", body, from()),
    );
  const code = { confirmationCode: "123456", plainPassword: "новый-пароль-1" };

  /** Status, body with the email masked, and the argon2 hashes and verifications spent. */
  async function observe(email: string, send: (email: string) => Response | Promise<Response>) {
    argon2Calls.count = 0;
    const response = await send(email);
    const text = (await response.text())
      .replaceAll(email, "<email>")
      .replaceAll(encodeURIComponent(email), "<email>");
    return { status: response.status, body: JSON.parse(text) as unknown, argon2: argon2Calls.count };
  }

  beforeAll(async () => {
    // The dummy hash for unknown accounts is made once per process; made here, it is not counted below.
    await app.request(
      "/api/auth",
      jsonRequest("POST", { username: "warm-up@example.com", password: "x" }, from()),
    );
  });

  it.each([
    [
      "sign-in with a wrong password",
      (email: string) =>
        app.request(
          "/api/auth",
          jsonRequest("POST", { username: email, password: "wrong-password-1" }, from()),
        ),
    ],
    [
      "registration",
      (email: string) => app.request("/api/user/users", jsonRequest("POST", registration(email), from())),
    ],
    ["password recovery", (email: string) => byEmail(email, "password-recovery")],
    [
      "registration confirmation",
      (email: string) => byEmail(email, "confirm-registration", { confirmationCode: "123456" }),
    ],
    ["recovery confirmation", (email: string) => byEmail(email, "password-recovery/confirm", code)],
    ["first password", (email: string) => byEmail(email, "create-password", code)],
  ])("%s answers an existing and an unknown email alike, with the same expensive work", async (_, send) => {
    const known = await createTestUser(database, { password });
    const existing = await observe(known.email, send);
    const unknown = await observe(`unknown-${known.id}@example.com`, send);
    expect(unknown).toEqual(existing);
    expect(existing.argon2).toBeGreaterThan(0);
  });

  it("answers a pending account like an unknown one in every code flow and in registration", async () => {
    const pendingEmail = "pending-enum@example.com";
    await app.request("/api/user/users", jsonRequest("POST", registration(pendingEmail), from()));
    for (const [action, body] of [
      ["confirm-registration", { confirmationCode: "000000" }],
      ["password-recovery/confirm", code],
      ["create-password", code],
    ] as const) {
      const pending = await observe(pendingEmail, (email) => byEmail(email, action, body));
      const unknown = await observe("never-registered@example.com", (email) => byEmail(email, action, body));
      expect(pending, action).toEqual(unknown);
    }
    // Registering it again, with the same password or another one, is a registration like any other.
    for (const plainPassword of ["зелёный-чай-1", "другой-пароль-2"]) {
      const register = (email: string) =>
        app.request(
          "/api/user/users",
          jsonRequest("POST", { ...registration(email), plainPassword }, from()),
        );
      const pending = await observe(pendingEmail, register);
      const unknown = await observe(`new-${plainPassword.length}@example.com`, register);
      expect(pending).toEqual(unknown);
    }
  });

  it("limits mails to unknown addresses exactly like to existing ones", async () => {
    const known = await createTestUser(database);
    for (const email of [known.email, "unknown-limited@example.com"]) {
      const statuses: number[] = [];
      for (let attempt = 0; attempt <= MAIL_LIMITS.perEmail; attempt += 1)
        statuses.push((await byEmail(email, "password-recovery")).status);
      expect(statuses, email).toEqual([...Array(MAIL_LIMITS.perEmail).fill(202), 429]);
    }
    const sent = await database.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.to, "unknown-limited@example.com"));
    expect(sent).toEqual([]);
  });
});

describe("limits under concurrency: 50 requests sent at the same moment", () => {
  const SIMULTANEOUS = 50;
  let address = 0;
  const fresh = () => `198.18.${Math.floor(++address / 250)}.${address % 250}`;
  /** Sends `SIMULTANEOUS` requests at once and answers their statuses, counted by status. */
  async function burst(send: (index: number) => Response | Promise<Response>) {
    const responses = await Promise.all(Array.from({ length: SIMULTANEOUS }, (_, index) => send(index)));
    const counts: Record<number, number> = {};
    for (const { status } of responses) counts[status] = (counts[status] ?? 0) + 1;
    return counts;
  }
  const login = (username: string, ip: string) =>
    app.request(
      "/api/auth",
      jsonRequest("POST", { username, password: "wrong-guess-1" }, { "X-Forwarded-For": ip }),
    );
  const mailsTo = async (to: string) =>
    (await database.db.select().from(mailOutbox).where(eq(mailOutbox.to, to))).length;

  beforeAll(async () => {
    // The dummy hash for unknown accounts is made once per process; made here, it is not counted below.
    await login("warm-up-burst@example.com", fresh());
  });

  it("checks at most 10 passwords of one account, whatever the addresses", async () => {
    const target = await createTestUser(database, { password });
    argon2Calls.count = 0;
    const counts = await burst(() => login(target.email, fresh()));
    expect(counts).toEqual({ 401: LOGIN_LIMITS.perAccount, 429: SIMULTANEOUS - LOGIN_LIMITS.perAccount });
    expect(argon2Calls.count).toBe(LOGIN_LIMITS.perAccount);
  });

  it("checks at most 30 passwords from one address, whatever the accounts", async () => {
    const ip = fresh();
    argon2Calls.count = 0;
    const counts = await burst((index) => login(`burst-${index}@example.com`, ip));
    expect(counts).toEqual({ 401: LOGIN_LIMITS.perAddress, 429: SIMULTANEOUS - LOGIN_LIMITS.perAddress });
    expect(argon2Calls.count).toBe(LOGIN_LIMITS.perAddress);
  });

  it("lets right passwords through and gives their count back", async () => {
    const ip = fresh();
    const family = await Promise.all(
      Array.from({ length: LOGIN_LIMITS.perAddress - 1 }, () => createTestUser(database, { password })),
    );
    const answers = await Promise.all(
      family.map((member) =>
        app.request(
          "/api/auth",
          jsonRequest("POST", { username: member.email, password }, { "X-Forwarded-For": ip }),
        ),
      ),
    );
    expect(answers.map((answer) => answer.status)).toEqual(family.map(() => 200));
    // None of them counts as a failure: the address still has its 30 wrong guesses.
    const counts = await burst((index) => login(`after-right-${index}@example.com`, ip));
    expect(counts[401]).toBe(LOGIN_LIMITS.perAddress);
  });

  it("sends at most 5 registration mails to one address and takes at most 20 registrations from one client", async () => {
    const email = "burst-registrant@example.com";
    const registration = (to: string) => ({
      name: "Анна",
      lastName: "Петрова",
      email: to,
      phone: "+79123456789",
      plainPassword: "зелёный-чай-1",
    });
    const perEmail = await burst(() =>
      app.request(
        "/api/user/users",
        jsonRequest("POST", registration(email), { "X-Forwarded-For": fresh() }),
      ),
    );
    expect(perEmail).toEqual({ 202: MAIL_LIMITS.perEmail, 429: SIMULTANEOUS - MAIL_LIMITS.perEmail });
    expect(await mailsTo(email)).toBe(MAIL_LIMITS.perEmail);

    const ip = fresh();
    const perAddress = await burst((index) =>
      app.request(
        "/api/user/users",
        jsonRequest("POST", registration(`burst-${index}-reg@example.com`), { "X-Forwarded-For": ip }),
      ),
    );
    expect(perAddress[429]).toBe(SIMULTANEOUS - MAIL_LIMITS.perAddress);
  });

  it("sends at most 5 recovery mails to one address and takes at most 20 recoveries from one client", async () => {
    const known = await createTestUser(database);
    const recover = (email: string, ip: string) =>
      app.request(
        `/api/user/users-by-email/${encodeURIComponent(email)}/password-recovery`,
        jsonRequest("PATCH", {}, { "X-Forwarded-For": ip }),
      );
    expect(await burst(() => recover(known.email, fresh()))).toEqual({
      202: MAIL_LIMITS.perEmail,
      429: SIMULTANEOUS - MAIL_LIMITS.perEmail,
    });
    expect(await mailsTo(known.email)).toBe(MAIL_LIMITS.perEmail);
    const ip = fresh();
    expect(await burst((index) => recover(`burst-${index}-rec@example.com`, ip))).toEqual({
      202: MAIL_LIMITS.perAddress,
      429: SIMULTANEOUS - MAIL_LIMITS.perAddress,
    });
  });

  it("checks at most 30 codes from one client, and a code survives no more than 5 guesses", async () => {
    const ip = fresh();
    const guess = (email: string, from: string, code = "000000") =>
      app.request(
        `/api/user/users-by-email/${encodeURIComponent(email)}/confirm-registration`,
        jsonRequest("PATCH", { confirmationCode: code }, { "X-Forwarded-For": from }),
      );
    const perAddress = await burst((index) => guess(`burst-${index}-code@example.com`, ip));
    expect(perAddress[429]).toBe(SIMULTANEOUS - CODE_CHECKS_PER_ADDRESS);

    const email = "burst-pending@example.com";
    const registered = await app.request(
      "/api/user/users",
      jsonRequest(
        "POST",
        { name: "Анна", lastName: "Петрова", email, phone: "+79123456789", plainPassword: "зелёный-чай-1" },
        { "X-Forwarded-For": fresh() },
      ),
    );
    expect(registered.status).toBe(202);
    const code = await mailedCode(app, email);
    const wrong = code === "000000" ? "111111" : "000000";
    const guesses = await burst(() => guess(email, fresh(), wrong));
    expect(guesses[429]).toBeUndefined();
    // Fifty wrong guesses at once spent the code's five attempts: the right code no longer works.
    expect((await guess(email, fresh(), code)).status).toBe(422);
  });

  it("takes at most 5 email changes and 10 password checks per account in an hour", async () => {
    const user = await createTestUser(database, { password });
    const changes = await burst((index) =>
      app.request(
        "/api/user/profile/change-email",
        jsonRequest(
          "POST",
          { email: `burst-move-${index}@example.com`, password },
          { Authorization: user.authorization },
        ),
      ),
    );
    expect(changes).toEqual({ 202: 5, 429: SIMULTANEOUS - 5 });
    const checks = await burst(() =>
      app.request(
        "/api/user/profile/change-password",
        jsonRequest(
          "PATCH",
          { currentPassword: "wrong-guess-1", plainPassword: "новый-пароль-2" },
          { Authorization: user.authorization },
        ),
      ),
    );
    expect(checks).toEqual({ 422: 10, 429: SIMULTANEOUS - 10 });
  });

  it("mails at most 5 email-change codes to one recipient, whoever asks", async () => {
    const recipient = "burst-recipient@example.com";
    const askers = await Promise.all(
      Array.from({ length: 10 }, () => createTestUser(database, { password })),
    );
    const counts = await burst((index) =>
      app.request(
        "/api/user/profile/change-email",
        jsonRequest(
          "POST",
          { email: recipient, password },
          { Authorization: askers[index % askers.length]?.authorization },
        ),
      ),
    );
    expect(counts[429]).toBe(SIMULTANEOUS - MAIL_LIMITS.perEmail);
    expect(await mailsTo(recipient)).toBe(MAIL_LIMITS.perEmail);
  });
});
