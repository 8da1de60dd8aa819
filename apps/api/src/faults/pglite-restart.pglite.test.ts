// The embedded database keeps its data across a restart of the API: a customer registered, with a
// cart and an order, stops the server (Ctrl-C, SIGTERM) and starts it again on the same DATA_DIR.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { type ApiProcess, startApiProcess } from "../testing/api-process";

const dataDir = mkdtempSync(join(tmpdir(), "shop-pglite-restart-"));
let api: ApiProcess | undefined;
afterAll(async () => {
  await api?.kill();
  rmSync(dataDir, { recursive: true, force: true });
});

const email = "restart@example.com";
const password = "зелёный-чай-1";

async function call<T>(method: string, path: string, body?: unknown, token?: string) {
  if (!api) throw new Error("the API is not running");
  const response = await fetch(`${api.baseURL}${path}`, {
    method,
    headers: {
      ...(body === undefined
        ? {}
        : { "Content-Type": method === "PATCH" ? "application/merge-patch+json" : "application/json" }),
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return { status: response.status, body: (await response.json()) as T };
}
const signIn = async () =>
  (await call<{ token: string }>("POST", "/auth", { username: email, password })).body.token;
/** Checkout of `cart` with one fixed key: the second call is a retry of the first. */
function checkout(token: string, cart: { "@id": string; totals: { totalAmount: number } }) {
  if (!api) throw new Error("the API is not running");
  return fetch(`${api.baseURL}/sales/orders`, {
    method: "POST",
    headers: {
      "Content-Type": "application/json",
      Authorization: `Bearer ${token}`,
      "Idempotency-Key": "restart-1",
    },
    body: JSON.stringify({
      cart: cart["@id"],
      recipient: { name: "Анна", lastName: "Петрова", email, phone: "+79123456789" },
      delivery: { method: "pickup" },
      payment: { method: "cash" },
      expectedTotalAmount: cart.totals.totalAmount,
    }),
  });
}
const start = () => startApiProcess({ DATA_DIR: dataDir, SEED_PRODUCTS: "30" });

describe("PGlite data across a restart", () => {
  it("keeps the account, its token, carts and orders, and does not seed again", async () => {
    api = await start();
    const registered = await call("POST", "/user/users", {
      name: "Анна",
      lastName: "Петрова",
      email,
      phone: "+79123456789",
      plainPassword: password,
    });
    expect(registered.status).toBe(202);
    const mail = await call<{ member: { text: string }[] }>(
      "GET",
      `/dev/mailbox?to=${encodeURIComponent(email)}`,
    );
    const code = /\b(\d{6})\b/.exec(mail.body.member[0]?.text ?? "")?.[1];
    const confirmed = await call(
      "PATCH",
      `/user/users-by-email/${encodeURIComponent(email)}/confirm-registration`,
      {
        confirmationCode: code,
      },
    );
    expect(confirmed.status).toBe(200);
    const token = await signIn();

    const line = { product: { number: "100021" }, measure: { code: "pcs" }, quantity: 2 };
    const ordered = await call<{ "@id": string; totals: { totalAmount: number } }>(
      "POST",
      "/sales/carts/add",
      { items: [line] },
      token,
    );
    const placed = await checkout(token, ordered.body);
    expect(placed.status).toBe(201);
    const order = (await placed.json()) as { id: number; number: string };
    const open = await call<{ id: number }>(
      "POST",
      "/sales/carts/add",
      { items: [{ ...line, quantity: 3 }] },
      token,
    );
    const products = await call<{ totalItems: number }>("GET", "/catalog/products");

    await api.stop();
    expect(api.running()).toBe(false);
    api = await start();

    // The token signed before the restart is still valid: the signing key lives in the database.
    const orders = await call<{ member: { id: number; number: string }[] }>(
      "GET",
      "/sales/orders",
      undefined,
      token,
    );
    expect(orders.status).toBe(200);
    expect(orders.body.member.map((item) => [item.id, item.number])).toEqual([[order.id, order.number]]);
    const cart = await call<{ items: { product: { number: string }; quantity: number }[] }>(
      "GET",
      `/sales/carts/${open.body.id}`,
      undefined,
      token,
    );
    expect(cart.body.items.map((item) => [item.product.number, item.quantity])).toEqual([["100021", 3]]);
    // The password hash survived too, and the catalog was not seeded a second time.
    expect(await signIn()).toEqual(expect.any(String));
    expect((await call<{ totalItems: number }>("GET", "/catalog/products")).body.totalItems).toBe(
      products.body.totalItems,
    );
    // The order placed before the restart is replayed, not placed again, for the same key.
    const replayed = await checkout(token, ordered.body);
    expect([replayed.status, replayed.headers.get("idempotent-replayed")]).toEqual([201, "true"]);
    expect(((await replayed.json()) as { id: number }).id).toBe(order.id);
    // Two starts of the API, each migrating and (the first) seeding with images: on a busy 2-core
    // machine that alone took over the default 30 s.
  }, 180_000);
});
