import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../app";
import type { DatabaseHandle } from "../db/client";
import { jsonRequest } from "../testing/http";
import { openSeededDatabase } from "../testing/seeded-database";
import { createTestUser, type TestUser } from "../testing/users";

interface Totals {
  itemsNumber: number;
  amount: number;
  discount: number;
  deliveryAmount: number;
  totalAmount: number;
}
interface OrderBody {
  id: number;
  number: string;
  status: { code: string };
  items: { product: { number: string }; quantity: number; amount: number }[];
  delivery: { method: string; price: number };
  totals: Totals;
}
interface StatusBody {
  id: number;
  code: string;
  default: boolean;
  position: number;
}

let database: DatabaseHandle;
let app: ReturnType<typeof createApp>;
let anna: TestUser;
let boris: TestUser;
let staff: TestUser;
let teapotNumber: string;
let teapotPrice: number;

beforeAll(async () => {
  database = await openSeededDatabase({ products: 27 });
  app = createApp({ database, version: "test", catalogCache: false });
  [anna, boris, staff] = await Promise.all([
    createTestUser(database),
    createTestUser(database),
    createTestUser(database, { roles: ["ROLE_STAFF"] }),
  ]);
  const list = (await (await app.request("/api/catalog/products?category=teaware/teapots/clay")).json()) as {
    member: { number: string; prices: { price: number; priceType: string; measure: { code: string } }[] }[];
  };
  const teapot = list.member[0];
  teapotNumber = teapot?.number ?? "";
  teapotPrice =
    teapot?.prices.find((price) => price.priceType === "retail" && price.measure.code === "pcs")?.price ?? 0;
});
afterAll(() => database.close());

const auth = (user?: TestUser) => (user ? { Authorization: user.authorization } : {});
async function cartOf(user: TestUser, quantity = 1): Promise<string> {
  const response = await app.request(
    "/api/sales/carts/add",
    jsonRequest(
      "POST",
      { items: [{ product: { number: teapotNumber }, measure: { code: "pcs" }, quantity }] },
      auth(user),
    ),
  );
  return ((await response.json()) as { "@id": string })["@id"];
}
interface Piece {
  id: number;
  number: string;
  price: number;
}
/** Products sold by the piece other than the teapot the tests order, with ids and retail prices. */
async function piecesBesides(count: number): Promise<Piece[]> {
  const list = (await (await app.request("/api/catalog/products?itemsPerPage=100")).json()) as {
    member: {
      id: number;
      number: string;
      prices: { price: number; priceType: string; measure: { code: string } }[];
    }[];
  };
  const others = list.member
    .filter((product) => product.number !== teapotNumber)
    .map((product) => ({
      id: product.id,
      number: product.number,
      price:
        product.prices.find((price) => price.priceType === "retail" && price.measure.code === "pcs")?.price ??
        0,
    }))
    // 10 000 of them fit in one cart at today's price.
    .filter((product) => product.price > 0 && product.price * 10_000 <= 9_000_000_000)
    .slice(0, count);
  if (others.length < count) throw new Error(`the seed has fewer than ${count} other products by the piece`);
  return others;
}
async function setPiecePrice(productId: number, price: number | null) {
  const response = await app.request(
    `/api/catalog/admin/products/${productId}`,
    jsonRequest("PATCH", { prices: { retail: { pcs: price } } }, auth(staff)),
  );
  expect(response.status).toBe(200);
}
async function cartWith(user: TestUser, lines: { number: string; quantity: number }[]): Promise<string> {
  const response = await app.request(
    "/api/sales/carts/add",
    jsonRequest(
      "POST",
      {
        items: lines.map((line) => ({
          product: { number: line.number },
          measure: { code: "pcs" },
          quantity: line.quantity,
        })),
      },
      auth(user),
    ),
  );
  expect(response.status).toBe(201);
  return ((await response.json()) as { "@id": string })["@id"];
}
const checkoutBody = (
  cart: string,
  expectedTotalAmount: number,
  method: "pickup" | "courier" | "post" = "pickup",
) => ({
  cart,
  recipient: { name: "Анна", lastName: "Иванова", email: "anna@example.com", phone: "8 (912) 345-67-89" },
  delivery:
    method === "pickup"
      ? { method }
      : { method, address: { city: "Москва", street: "Тверская", house: "1", postcode: "125009" } },
  payment: { method: "card-on-delivery" },
  expectedTotalAmount,
});
async function checkout(
  user: TestUser | undefined,
  body: unknown,
  key: string | undefined = crypto.randomUUID(),
) {
  const response = await app.request(
    "/api/sales/orders",
    jsonRequest("POST", body, { ...auth(user), ...(key ? { "Idempotency-Key": key } : {}) }),
  );
  return {
    status: response.status,
    headers: response.headers,
    body: (await response.json()) as OrderBody & {
      type?: string;
      totals: Totals;
      cart?: { totals: Totals };
      violations?: { propertyPath: string; code: string }[];
    },
  };
}

describe("checkout", () => {
  it("needs a signed-in caller and an Idempotency-Key", async () => {
    const cart = await cartOf(anna);
    expect((await checkout(undefined, checkoutBody(cart, teapotPrice))).status).toBe(401);
    expect((await checkout(anna, checkoutBody(cart, teapotPrice), "")).status).toBe(400);
  });

  it("answers 409 with fresh totals when the expected total differs, and writes nothing", async () => {
    const cart = await cartOf(anna);
    const answer = await checkout(anna, checkoutBody(cart, teapotPrice - 1));
    expect(answer.status).toBe(409);
    expect(answer.body.type).toBe("/api/problems/price-changed");
    expect(answer.body.totals.totalAmount).toBe(teapotPrice);
    expect(answer.body.cart?.totals.totalAmount).toBe(teapotPrice);
    const cartAfter = await app.request(cart.replace(/^\/api/, "/api"), { headers: auth(anna) });
    expect(((await cartAfter.json()) as { items: unknown[] }).items).toHaveLength(1);
  });

  it("creates one order per key, empties the cart and replays the same order on retry", async () => {
    const cart = await cartOf(anna, 2);
    const key = crypto.randomUUID();
    const first = await checkout(anna, checkoutBody(cart, teapotPrice * 2), key);
    expect(first.status).toBe(201);
    expect(first.body.number).toMatch(/^\d{4}-\d{6}$/);
    expect(first.body.status.code).toBe("new");
    expect(first.body.totals).toMatchObject({
      itemsNumber: 1,
      amount: teapotPrice * 2,
      totalAmount: teapotPrice * 2,
    });
    const retry = await checkout(anna, checkoutBody(cart, teapotPrice * 2), key);
    expect(retry.body.id).toBe(first.body.id);
    expect(retry.headers.get("Idempotent-Replayed")).toBe("true");
    const emptied = await app.request(cart, { headers: auth(anna) });
    expect(((await emptied.json()) as { items: unknown[] }).items).toHaveLength(0);
    const again = await checkout(anna, checkoutBody(cart, teapotPrice * 2));
    expect(again.status).toBe(422);
  });

  it("refuses a cart with a line no longer sold, naming it, until the customer removes it", async () => {
    const other = (await piecesBesides(1))[0] as Piece;
    const cart = await cartWith(anna, [
      { number: teapotNumber, quantity: 1 },
      { number: other.number, quantity: 1 },
    ]);
    await setPiecePrice(other.id, null);
    try {
      // Even with the total of the lines still sold, the order would silently lack one: 422.
      const refused = await checkout(anna, checkoutBody(cart, teapotPrice));
      expect(refused.status).toBe(422);
      expect(refused.body.violations).toEqual([
        expect.objectContaining({ propertyPath: "unavailableItems.0", code: "unavailable" }),
      ]);
      const removed = await app.request(
        `${cart}/add`,
        jsonRequest(
          "PATCH",
          { items: [{ product: { number: other.number }, measure: { code: "pcs" }, quantity: 0 }] },
          auth(anna),
        ),
      );
      expect(removed.status).toBe(200);
      const placed = await checkout(anna, checkoutBody(cart, teapotPrice));
      expect(placed.status).toBe(201);
      expect(placed.body.items.map((item) => item.product.number)).toEqual([teapotNumber]);
    } finally {
      await setPiecePrice(other.id, other.price);
    }
  });

  it("answers 422, not 409, when prices pushed the cart over the amount cap", async () => {
    const dear = (await piecesBesides(2))[1] as Piece;
    const cart = await cartWith(anna, [{ number: dear.number, quantity: 10_000 }]);
    // Staff raise the price while the cart waits: 10 000 teapots now cost more than one order may.
    await setPiecePrice(dear.id, 2_000_000);
    try {
      const answer = await checkout(anna, checkoutBody(cart, dear.price * 10_000));
      expect(answer.status).toBe(422);
      expect(answer.body.violations?.map((violation) => violation.propertyPath)).toEqual(["items"]);
    } finally {
      await setPiecePrice(dear.id, dear.price);
    }
  });

  it("refuses to repeat an order into a cart past a line's cap, naming the order's line", async () => {
    const ordered = await checkout(anna, checkoutBody(await cartOf(anna, 6_000), teapotPrice * 6_000));
    expect(ordered.status).toBe(201);
    const cart = await cartOf(anna, 6_000);
    const response = await app.request(`${cart}/repeat-order?orderId=${ordered.body.id}`, {
      method: "PATCH",
      headers: auth(anna),
    });
    expect(response.status).toBe(422);
    const problem = (await response.json()) as { violations: { propertyPath: string }[] };
    expect(problem.violations.map((violation) => violation.propertyPath)).toEqual(["orderItems.0.quantity"]);
    const kept = (await (await app.request(cart, { headers: auth(anna) })).json()) as {
      items: { quantity: number }[];
    };
    expect(kept.items.map((item) => item.quantity)).toEqual([6_000]);
  });

  it("prices delivery: post 350 ₽, courier free from 3 000 ₽", async () => {
    const post = await checkout(
      anna,
      checkoutBody(await cartOf(anna), teapotPrice + 35_000, "post"),
      undefined,
    );
    expect(post.status).toBe(201);
    expect(post.body.totals.deliveryAmount).toBe(35_000);
    const courierFee = teapotPrice >= 300_000 ? 0 : 30_000;
    const courier = await checkout(
      anna,
      checkoutBody(await cartOf(anna), teapotPrice + courierFee, "courier"),
    );
    expect(courier.body.delivery.price).toBe(courierFee);
  });

  it("refuses another customer's cart as if it did not exist", async () => {
    const answer = await checkout(boris, checkoutBody(await cartOf(anna), teapotPrice));
    expect(answer.status).toBe(404);
  });
});

describe("orders", () => {
  it("shows customers only their own orders, by id and by number", async () => {
    const created = await checkout(boris, checkoutBody(await cartOf(boris), teapotPrice));
    const mine = (await (await app.request("/api/sales/orders", { headers: auth(boris) })).json()) as {
      member: OrderBody[];
      totalItems: number;
    };
    expect(mine.member.map((order) => order.id)).toEqual([created.body.id]);
    expect(mine.totalItems).toBe(1);
    const bySlug = await app.request(`/api/sales/orders-by-slug/${created.body.number}`, {
      headers: auth(boris),
    });
    expect(bySlug.status).toBe(200);
    expect((await app.request(`/api/sales/orders/${created.body.id}`, { headers: auth(anna) })).status).toBe(
      404,
    );
    expect((await app.request("/api/sales/orders")).status).toBe(401);
    const all = (await (
      await app.request("/api/sales/orders?itemsPerPage=100", { headers: auth(staff) })
    ).json()) as { totalItems: number };
    expect(all.totalItems).toBeGreaterThan(mine.totalItems);
  });

  it("lets staff change the status and delete; customers are denied", async () => {
    const created = await checkout(anna, checkoutBody(await cartOf(anna), teapotPrice));
    const path = `/api/sales/admin/orders/${created.body.id}`;
    expect(
      (await app.request(path, jsonRequest("PATCH", { status: { code: "paid" } }, auth(anna)))).status,
    ).toBe(403);
    const own = await app.request(
      `/api/sales/orders/${created.body.id}`,
      jsonRequest("PATCH", { comment: "x" }, auth(anna)),
    );
    expect(own.status).toBe(403);
    const updated = await app.request(
      path,
      jsonRequest("PATCH", { status: { code: "paid" }, comment: "Оплачен на месте" }, auth(staff)),
    );
    expect(((await updated.json()) as OrderBody).status.code).toBe("paid");
    expect((await app.request(path, { method: "DELETE", headers: auth(staff) })).status).toBe(204);
    expect((await app.request(`/api/sales/orders/${created.body.id}`, { headers: auth(anna) })).status).toBe(
      404,
    );
  });

  it("filters by number (exact or a part) and by creation time, for staff too", async () => {
    const created = await checkout(anna, checkoutBody(await cartOf(anna), teapotPrice));
    const { number } = created.body;
    const list = async (query: string, user: TestUser = staff) => {
      const response = await app.request(`/api/sales/orders?itemsPerPage=100&${query}`, {
        headers: auth(user),
      });
      return {
        status: response.status,
        body: (await response.json()) as { member: OrderBody[]; totalItems: number; violations?: unknown[] },
      };
    };
    const exact = await list(`number=${number}`);
    expect(exact.body.member.map((order) => order.number)).toEqual([number]);
    const part = await list(`number[contains]=${number.slice(-6)}`);
    expect(part.body.member.map((order) => order.number)).toContain(number);
    expect(part.body.member.every((order) => order.number.includes(number.slice(-6)))).toBe(true);
    expect((await list("number[contains]=%25")).body.totalItems).toBe(0);

    const tomorrow = new Date(Date.now() + 24 * 60 * 60 * 1000).toISOString();
    const hourAgo = new Date(Date.now() - 60 * 60 * 1000).toISOString();
    expect((await list(`number=${number}&createdAt[after]=${hourAgo}`)).body.totalItems).toBe(1);
    expect((await list(`number=${number}&createdAt[strictly_before]=${tomorrow}`)).body.totalItems).toBe(1);
    expect((await list(`number=${number}&createdAt[after]=${tomorrow}`)).body.totalItems).toBe(0);
    expect((await list(`number=${number}&createdAt[before]=${hourAgo}`)).body.totalItems).toBe(0);
    // A customer filters only their own orders.
    expect((await list(`number=${number}`, boris)).body.totalItems).toBe(0);
    expect((await list(`number=${number}`, anna)).body.totalItems).toBe(1);

    const invalid = await list("createdAt[after]=yesterday");
    expect(invalid.status).toBe(422);
  });

  it("repeats an order into a new cart at today's prices", async () => {
    const created = await checkout(anna, checkoutBody(await cartOf(anna, 3), teapotPrice * 3));
    const response = await app.request(`/api/sales/carts/repeat-order?orderId=${created.body.id}`, {
      method: "POST",
      headers: auth(anna),
    });
    expect(response.status).toBe(201);
    const cart = (await response.json()) as { items: { quantity: number }[]; totals: { amount: number } };
    expect(cart.items[0]?.quantity).toBe(3);
    expect(cart.totals.amount).toBe(teapotPrice * 3);
    const foreign = await app.request(`/api/sales/carts/repeat-order?orderId=${created.body.id}`, {
      method: "POST",
      headers: auth(boris),
    });
    expect(foreign.status).toBe(404);
  });
});

describe("order statuses", () => {
  const statuses = async () =>
    ((await (await app.request("/api/sales/order-statuses")).json()) as { member: StatusBody[] }).member;

  it("are public, ordered, with exactly one default", async () => {
    const list = await statuses();
    expect(list.length).toBeGreaterThan(3);
    expect(list.filter((status) => status.default).map((status) => status.code)).toEqual(["new"]);
    expect(list.map((status) => status.position)).toEqual(
      [...list.map((status) => status.position)].sort((a, b) => a - b),
    );
  });

  it("are managed by staff only: create, move, delete", async () => {
    const input = { code: "packed", title: "Собран", cssColor: "#868e96" };
    expect(
      (await app.request("/api/sales/admin/order-statuses", jsonRequest("POST", input, auth(anna)))).status,
    ).toBe(403);
    expect(
      (await app.request("/api/sales/order-statuses", jsonRequest("POST", input, auth(staff)))).status,
    ).toBe(403);
    const created = await app.request(
      "/api/sales/admin/order-statuses",
      jsonRequest("POST", input, auth(staff)),
    );
    expect(created.status).toBe(201);
    const { id } = (await created.json()) as StatusBody;
    expect((await statuses()).at(-1)?.code).toBe("packed");
    const moved = await app.request(`/api/sales/admin/order-statuses/${id}/move?direction=up&number=2`, {
      method: "PATCH",
      headers: auth(staff),
    });
    expect(moved.status).toBe(200);
    const codes = (await statuses()).map((status) => status.code);
    expect(codes.indexOf("packed")).toBe(codes.length - 3);
    const unknownChannel = await app.request(
      "/api/sales/admin/order-statuses",
      jsonRequest(
        "POST",
        { ...input, code: "ghost", salesChannels: ["/api/sales/admin/sales-channels/999999"] },
        auth(staff),
      ),
    );
    expect(unknownChannel.status).toBe(422);
    expect((await statuses()).map((status) => status.code)).not.toContain("ghost");
    const duplicate = await app.request(
      "/api/sales/admin/order-statuses",
      jsonRequest("POST", input, auth(staff)),
    );
    expect(duplicate.status).toBe(409);
    expect(
      (await app.request(`/api/sales/admin/order-statuses/${id}`, { method: "DELETE", headers: auth(staff) }))
        .status,
    ).toBe(204);
    const defaultStatus = (await statuses()).find((status) => status.default);
    const refuse = await app.request(`/api/sales/admin/order-statuses/${defaultStatus?.id}`, {
      method: "DELETE",
      headers: auth(staff),
    });
    expect(refuse.status).toBe(409);
  });
});
