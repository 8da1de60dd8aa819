// Staff cannot widen their own reach (issue 17 point 2), through the whole app on the real test
// database (PGlite and PostgreSQL): who sees a channel's orders is the administrators' decision, one
// visibility rule answers every order route, no account changes its own roles, contract or terms,
// and every admin change is in an audit log that only administrators read.
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "./app";
import type { DatabaseHandle } from "./db/client";
import { auditLog, customerTradingContracts, orders, settings } from "./db/schema/index";
import { jsonRequest } from "./testing/http";
import { openSeededDatabase } from "./testing/seeded-database";
import { createTestUser, type TestUser } from "./testing/users";

interface Problem {
  type: string;
  status: number;
  detail?: string;
}
interface CartBody {
  id: number;
  "@id": string;
  totals: { totalAmount: number };
}
interface OrderBody {
  id: number;
  number: string;
  status: { code: string };
  comment: string;
}
interface Channel {
  id: number;
  title: string;
  ordersAccessRole: string;
}
interface Contract {
  "@id": string;
  id: number;
  title: string;
  discountPercent: string;
}
interface AuditEntryBody {
  "@id": string;
  id: number;
  at: string;
  actor: { "@id": string; id: number; email: string | null };
  resource: string;
  resourceId: string;
  operation: string;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
}
interface AuditPage {
  member: AuditEntryBody[];
  totalItems: number;
}

let database: DatabaseHandle;
let app: ReturnType<typeof createApp>;
let customer: TestUser;
let staff: TestUser;
let admin: TestUser;
/** A second administrator: nobody changes their own account. */
let otherAdmin: TestUser;
let teapotNumber: string;
const startedAt = new Date();

beforeAll(async () => {
  database = await openSeededDatabase({ products: 27 });
  app = createApp({ database, version: "test", catalogCache: false, production: false });
  [customer, staff, admin, otherAdmin] = await Promise.all([
    createTestUser(database),
    createTestUser(database, { roles: ["ROLE_STAFF"] }),
    createTestUser(database, { roles: ["ROLE_ADMIN"] }),
    createTestUser(database, { roles: ["ROLE_ADMIN"] }),
  ]);
  const list = (await (await app.request("/api/catalog/products?category=teaware/teapots/clay")).json()) as {
    member: { number: string }[];
  };
  teapotNumber = list.member[0]?.number ?? "";
});
afterAll(() => database.close());

const as = (user?: TestUser) => (user ? { Authorization: user.authorization } : {});

/** Any request, with a JSON body in the storefront's content type when one is given. */
function call(method: string, path: string, user?: TestUser, body?: unknown) {
  if (body === undefined) return app.request(`/api${path}`, { method, headers: as(user) });
  return app.request(`/api${path}`, jsonRequest(method as "POST" | "PATCH", body, as(user)));
}

async function json<T>(response: Response, status = 200): Promise<T> {
  const text = await response.text();
  expect(response.status, `${response.url}: ${text}`).toBe(status);
  return JSON.parse(text) as T;
}

/** A refusal: this status, as a problem document. */
async function refused(response: Response, status: number): Promise<Problem> {
  expect(response.status, response.url).toBe(status);
  expect(response.headers.get("content-type")).toContain("application/problem+json");
  return (await response.json()) as Problem;
}

async function cartOf(user: TestUser): Promise<CartBody> {
  const body = { items: [{ product: { number: teapotNumber }, measure: { code: "pcs" }, quantity: 1 }] };
  return json<CartBody>(await call("POST", "/sales/carts/add", user, body), 201);
}

async function placeOrder(user: TestUser): Promise<OrderBody> {
  const cart = await cartOf(user);
  const response = await app.request(
    "/api/sales/orders",
    jsonRequest(
      "POST",
      {
        cart: cart["@id"],
        recipient: { name: "Анна", lastName: "Иванова", email: "anna@example.com", phone: "+79123456789" },
        delivery: { method: "pickup" },
        payment: { method: "card-on-delivery" },
        expectedTotalAmount: cart.totals.totalAmount,
      },
      { ...as(user), "Idempotency-Key": crypto.randomUUID() },
    ),
  );
  return json<OrderBody>(response, 201);
}

const channelInput = (title: string, ordersAccessRole?: string) => ({
  title,
  senderName: "Чайная лавка",
  senderEmail: "shop@example.com",
  managerEmail: "manager@example.com",
  publicDomain: "corp.example.com",
  ...(ordersAccessRole ? { ordersAccessRole } : {}),
});

async function createChannel(by: TestUser, title: string, ordersAccessRole?: string): Promise<Channel> {
  return json<Channel>(
    await call("POST", "/sales/admin/sales-channels", by, channelInput(title, ordersAccessRole)),
    201,
  );
}

/** An order placed by `owner` that belongs to a channel whose orders `ordersAccessRole` may see. */
async function orderInChannel(owner: TestUser, ordersAccessRole: string): Promise<OrderBody> {
  const channel = await createChannel(admin, `Канал ${ordersAccessRole} ${Math.random()}`, ordersAccessRole);
  const order = await placeOrder(owner);
  // Checkout puts orders in the shop's first channel; other channels' orders come from elsewhere.
  await database.db.update(orders).set({ salesChannelId: channel.id }).where(eq(orders.id, order.id));
  return order;
}

async function auditEntries(query: string, by: TestUser = admin): Promise<AuditPage> {
  return json<AuditPage>(await call("GET", `/core/admin/audit-log?itemsPerPage=100&${query}`, by));
}

async function contracts(): Promise<Contract[]> {
  return (await json<{ member: Contract[] }>(await call("GET", "/sales/trading-contracts"))).member;
}

describe("who sees a channel's orders", () => {
  it("is the administrators' decision: staff get 403 for another ordersAccessRole and the channel stays", async () => {
    const channel = await createChannel(admin, "Розница");
    const path = `/sales/admin/sales-channels/${channel.id}`;
    for (const role of ["ROLE_ADMIN", "ROLE_USER"]) {
      const problem = await refused(await call("PATCH", path, staff, { ordersAccessRole: role }), 403);
      expect(problem).toMatchObject({ type: "/api/problems/operation-denied", status: 403 });
      expect(problem.detail).toMatch(/администратор/);
    }
    // A form sends every field: the same value again is no change, and the rest is staff's to edit.
    const edited = await json<Channel>(
      await call("PATCH", path, staff, { title: "Розница, Москва", ordersAccessRole: "ROLE_STAFF" }),
    );
    expect(edited).toMatchObject({ title: "Розница, Москва", ordersAccessRole: "ROLE_STAFF" });

    // A new channel of staff's gets the default; choosing anything else is an administrator's.
    await refused(
      await call("POST", "/sales/admin/sales-channels", staff, channelInput("Свой", "ROLE_USER")),
      403,
    );
    expect((await createChannel(staff, "Опт")).ordersAccessRole).toBe("ROLE_STAFF");

    expect(
      (await json<Channel>(await call("PATCH", path, admin, { ordersAccessRole: "ROLE_ADMIN" })))
        .ordersAccessRole,
    ).toBe("ROLE_ADMIN");
    expect((await json<Channel>(await call("GET", path, staff))).ordersAccessRole).toBe("ROLE_ADMIN");
  });
});

describe("one visibility rule for every order route", () => {
  it("answers staff 404 for every operation on an order of an administrators-only channel, and changes nothing", async () => {
    const order = await orderInChannel(customer, "ROLE_ADMIN");
    const staffCart = await cartOf(staff);
    const attempts: [string, string, unknown?][] = [
      ["GET", `/sales/orders/${order.id}`],
      ["GET", `/sales/orders-by-slug/${order.number}`],
      ["PATCH", `/sales/admin/orders/${order.id}`, { status: { code: "cancelled" } }],
      ["PATCH", `/sales/admin/orders/${order.id}`, { status: { code: "no-such-status" } }],
      ["PATCH", `/sales/admin/orders/${order.id}`, { comment: "Видел" }],
      ["DELETE", `/sales/admin/orders/${order.id}`],
      ["POST", `/sales/carts/repeat-order?orderId=${order.id}`],
      ["PATCH", `/sales/carts/${staffCart.id}/repeat-order?orderId=${order.id}`],
    ];
    for (const [method, path, body] of attempts) {
      const problem = await refused(await call(method, path, staff, body), 404);
      expect(JSON.stringify(problem)).not.toContain(order.number);
    }
    const list = await json<{ member: OrderBody[]; totalItems: number }>(
      await call("GET", `/sales/orders?number=${order.number}`, staff),
    );
    expect(list.totalItems).toBe(0);

    // Administrators and the customer see it as it was; nothing was recorded as changed.
    const seen = await json<OrderBody>(await call("GET", `/sales/orders/${order.id}`, admin));
    expect(seen).toMatchObject({ number: order.number, status: { code: "new" }, comment: "" });
    expect((await call("GET", `/sales/orders-by-slug/${order.number}`, customer)).status).toBe(200);
    const staffCartNow = await json<{ items: unknown[] }>(
      await call("GET", `/sales/carts/${staffCart.id}`, staff),
    );
    expect(staffCartNow.items).toHaveLength(1);
    expect((await auditEntries(`resource=order&resourceId=${order.id}`)).totalItems).toBe(0);
  });

  it("lets administrators read, change, repeat and delete that order", async () => {
    const order = await orderInChannel(customer, "ROLE_ADMIN");
    const listed = await json<{ member: OrderBody[] }>(
      await call("GET", `/sales/orders?number=${order.number}`, admin),
    );
    expect(listed.member.map((found) => found.id)).toEqual([order.id]);
    const changed = await json<OrderBody>(
      await call("PATCH", `/sales/admin/orders/${order.id}`, admin, { status: { code: "paid" } }),
    );
    expect(changed.status.code).toBe("paid");
    await json(await call("POST", `/sales/carts/repeat-order?orderId=${order.id}`, admin), 201);
    expect((await call("DELETE", `/sales/admin/orders/${order.id}`, admin)).status).toBe(204);
  });

  it("keeps an order of a customer-only channel its owner's: 404 to staff and administrators alike", async () => {
    const order = await orderInChannel(customer, "ROLE_USER");
    for (const user of [staff, admin]) {
      await refused(await call("GET", `/sales/orders/${order.id}`, user), 404);
      await refused(await call("DELETE", `/sales/admin/orders/${order.id}`, user), 404);
      await refused(await call("POST", `/sales/carts/repeat-order?orderId=${order.id}`, user), 404);
    }
    expect((await call("GET", `/sales/orders/${order.id}`, customer)).status).toBe(200);
  });

  it("still lets staff work on their channels' orders, and on their own orders in any channel", async () => {
    const ofTheirChannel = await placeOrder(customer);
    const changed = await json<OrderBody>(
      await call("PATCH", `/sales/admin/orders/${ofTheirChannel.id}`, staff, { comment: "Позвонить" }),
    );
    expect(changed.comment).toBe("Позвонить");
    const own = await orderInChannel(staff, "ROLE_ADMIN");
    expect((await call("GET", `/sales/orders/${own.id}`, staff)).status).toBe(200);
    await json(await call("POST", `/sales/carts/repeat-order?orderId=${own.id}`, staff), 201);
  });
});

describe("accounts: nobody widens their own reach", () => {
  it("lets only administrators assign trading contracts, and only to customers (403 otherwise)", async () => {
    const [contract] = await contracts();
    if (!contract) throw new Error("the seed has no trading contract");
    const own = await refused(
      await call("PATCH", `/user/admin/users/${staff.id}`, staff, { tradingContract: contract["@id"] }),
      403,
    );
    expect(own.type).toBe("/api/problems/operation-denied");
    // Staff give no discount to anybody, customers included: what a customer pays is the
    // administrators' to decide.
    await refused(
      await call("PATCH", `/user/admin/users/${customer.id}`, staff, { tradingContract: contract["@id"] }),
      403,
    );
    await refused(
      await call("PATCH", `/user/admin/users/${customer.id}`, staff, { tradingContract: null }),
      403,
    );
    // Nobody gives a contract to an account that gives discounts, the administrator's included.
    for (const account of [staff, admin]) {
      const problem = await refused(
        await call("PATCH", `/user/admin/users/${account.id}`, account === admin ? otherAdmin : admin, {
          tradingContract: contract["@id"],
        }),
        403,
      );
      expect(problem.type).toBe("/api/problems/operation-denied");
    }
    const held = await database.db
      .select()
      .from(customerTradingContracts)
      .where(eq(customerTradingContracts.userId, staff.id));
    expect(held).toEqual([]);
    const assigned = await json<{ tradingContract: { id: number } | null }>(
      await call("PATCH", `/user/admin/users/${customer.id}`, admin, { tradingContract: contract["@id"] }),
    );
    expect(assigned.tradingContract?.id).toBe(contract.id);
    // A customer who holds a contract is not made staff with it.
    await refused(
      await call("PATCH", `/user/admin/users/${customer.id}`, admin, { roles: ["ROLE_STAFF"] }),
      403,
    );
    await json(await call("PATCH", `/user/admin/users/${customer.id}`, admin, { tradingContract: null }));
  });

  it("lets staff give a discount up to the shop's limit (30 % unless set), and only administrators more", async () => {
    const create = (actor: TestUser, discountPercent: string) =>
      call("POST", "/sales/admin/trading-contracts", actor, {
        title: `Скидка ${discountPercent}`,
        discountPercent,
      });
    const atLimit = await json<Contract>(await create(staff, "30.00"), 201);
    const above = await refused(await create(staff, "30.01"), 403);
    expect(above.type).toBe("/api/problems/operation-denied");
    await refused(await create(staff, "100"), 403);
    const path = `/sales/admin/trading-contracts/${atLimit.id}`;
    await refused(await call("PATCH", path, staff, { discountPercent: "31" }), 403);
    expect((await json<Contract>(await call("GET", path, staff))).discountPercent).toBe("30.00");
    const everything = await json<Contract>(await create(admin, "100"), 201);
    expect(everything.discountPercent).toBe("100.00");
    // Staff still rename a contract above their limit, without touching its discount.
    await json(
      await call("PATCH", `/sales/admin/trading-contracts/${everything.id}`, staff, { title: "Подарок" }),
    );
    await refused(
      await call("PATCH", `/sales/admin/trading-contracts/${everything.id}`, staff, {
        discountPercent: "99",
      }),
      403,
    );

    // The shop sets its own limit.
    await database.db
      .insert(settings)
      .values({ key: "staffDiscountLimitPercent", value: "10" })
      .onConflictDoUpdate({ target: settings.key, set: { value: "10" } });
    try {
      await refused(await create(staff, "10.50"), 403);
      await json(await create(staff, "10"), 201);
    } finally {
      await database.db.delete(settings).where(eq(settings.key, "staffDiscountLimitPercent"));
    }
  });

  it("lets only administrators change roles, and never their own", async () => {
    const path = `/user/admin/users/${customer.id}`;
    await refused(await call("PATCH", path, staff, { roles: ["ROLE_STAFF"] }), 403);
    await refused(
      await call("PATCH", `/user/admin/users/${staff.id}`, staff, { roles: ["ROLE_ADMIN"] }),
      403,
    );
    await refused(await call("PATCH", `/user/admin/users/${admin.id}`, admin, { roles: ["ROLE_USER"] }), 403);
    const [contract] = await contracts();
    await refused(
      await call("PATCH", `/user/admin/users/${admin.id}`, admin, { tradingContract: contract?.id }),
      403,
    );
    expect((await call("GET", "/sales/admin/order-statuses", customer)).status).toBe(403);

    const promoted = await json<{ roles: string[] }>(
      await call("PATCH", path, admin, { roles: ["ROLE_STAFF"] }),
    );
    expect(promoted.roles).toEqual(["ROLE_STAFF"]);
    // Roles are read on every request: the change applies at once.
    expect((await call("GET", "/sales/admin/order-statuses", customer)).status).toBe(200);
    await json(await call("PATCH", path, admin, { roles: ["ROLE_USER"] }));
    expect((await call("GET", "/sales/admin/order-statuses", customer)).status).toBe(403);
    await refused(await call("PATCH", path, admin, { roles: ["ROLE_ROOT"] }), 422);
  });

  it("refuses staff the terms of the contract their own account holds, which administrators change", async () => {
    const contract = await json<Contract>(
      await call("POST", "/sales/admin/trading-contracts", admin, {
        title: "Сотрудникам",
        discountPercent: "3.00",
      }),
      201,
    );
    // Staff accounts get no contract any more; one may hold it from before that rule.
    await database.db
      .insert(customerTradingContracts)
      .values({ userId: staff.id, tradingContractId: contract.id });
    const path = `/sales/admin/trading-contracts/${contract.id}`;
    const problem = await refused(await call("PATCH", path, staff, { discountPercent: "100" }), 403);
    expect(problem.type).toBe("/api/problems/operation-denied");
    expect((await json<Contract>(await call("GET", path, staff))).discountPercent).toBe("3.00");
    // Other contracts are staff's to edit as before, and administrators edit this one.
    const [other] = (await contracts()).filter((candidate) => candidate.id !== contract.id);
    await json(
      await call("PATCH", `/sales/admin/trading-contracts/${other?.id}`, staff, { title: other?.title }),
    );
    expect(
      (await json<Contract>(await call("PATCH", path, admin, { discountPercent: "4.00" }))).discountPercent,
    ).toBe("4.00");
  });
});

describe("the audit log", () => {
  const entryOf = async (resource: string, resourceId: number | string, operation: string) => {
    const { member } = await auditEntries(`resource=${resource}&resourceId=${resourceId}`);
    const entry = member.find((candidate) => candidate.operation === operation);
    if (!entry) throw new Error(`no ${operation} of ${resource} ${resourceId} in ${JSON.stringify(member)}`);
    return entry;
  };

  it("records who changed what and when, with the record before and after, for every admin write route", async () => {
    // Catalog: prices and texts.
    const product = (
      await json<{ member: { id: number }[] }>(await call("GET", "/catalog/products?itemsPerPage=1"))
    ).member[0];
    const productId = product?.id ?? 0;
    await json(
      await call("PATCH", `/catalog/admin/products/${productId}`, staff, {
        prices: { retail: { pcs: 4321 } },
      }),
    );
    const prices = await entryOf("product", productId, "update");
    expect(prices.actor).toMatchObject({
      id: staff.id,
      email: staff.email,
      "@id": `/api/user/admin/users/${staff.id}`,
    });
    expect(prices.after).toMatchObject({ prices: { retail: { pcs: 4321 } } });
    expect(prices.before).not.toEqual(prices.after);
    expect(new Date(prices.at).getTime()).toBeGreaterThanOrEqual(startedAt.getTime() - 60_000);
    await json(
      await call("PATCH", `/catalog/products/${productId}/translations`, staff, {
        translations: { "en-US": { title: "Audited teapot" } },
      }),
    );
    expect((await entryOf("product", productId, "translate")).after).toMatchObject({
      translations: { "en-US": { title: "Audited teapot" } },
    });
    await json(
      await call("PATCH", "/catalog/categories/1/translations", staff, {
        translations: { "en-US": { title: "Tea" } },
      }),
    );
    await entryOf("category", 1, "translate");

    // Order statuses: create, update, move, texts, delete.
    const status = await json<{ id: number }>(
      await call("POST", "/sales/admin/order-statuses", staff, {
        code: "audited",
        title: "Проверен",
        cssColor: "#123456",
      }),
      201,
    );
    await json(
      await call("PATCH", `/sales/admin/order-statuses/${status.id}`, staff, { title: "Проверен!" }),
    );
    await json(await call("PATCH", `/sales/admin/order-statuses/${status.id}/move?direction=up`, staff));
    await json(
      await call("PATCH", `/sales/admin/order-statuses/${status.id}/translations`, staff, {
        translations: { "en-US": { title: "Checked" } },
      }),
    );
    expect((await call("DELETE", `/sales/admin/order-statuses/${status.id}`, staff)).status).toBe(204);
    const statusUpdate = await entryOf("order-status", status.id, "update");
    expect([statusUpdate.before?.title, statusUpdate.after?.title]).toEqual(["Проверен", "Проверен!"]);
    for (const operation of ["create", "move", "translate", "delete"])
      await entryOf("order-status", status.id, operation);
    expect((await entryOf("order-status", status.id, "create")).before).toBeNull();
    expect((await entryOf("order-status", status.id, "delete")).after).toBeNull();

    // Sales channels and trading contracts: create, update, delete.
    const channel = await createChannel(staff, "Журнал");
    await json(
      await call("PATCH", `/sales/admin/sales-channels/${channel.id}`, staff, { title: "Журнал 2" }),
    );
    expect((await call("DELETE", `/sales/admin/sales-channels/${channel.id}`, staff)).status).toBe(204);
    const channelUpdate = await entryOf("sales-channel", channel.id, "update");
    expect([channelUpdate.before?.title, channelUpdate.after?.title]).toEqual(["Журнал", "Журнал 2"]);
    await entryOf("sales-channel", channel.id, "create");
    await entryOf("sales-channel", channel.id, "delete");
    const contract = await json<Contract>(
      await call("POST", "/sales/admin/trading-contracts", staff, {
        title: "Журнальный",
        discountPercent: "1.00",
      }),
      201,
    );
    await json(
      await call("PATCH", `/sales/admin/trading-contracts/${contract.id}`, staff, { discountPercent: "2.5" }),
    );
    expect((await call("DELETE", `/sales/admin/trading-contracts/${contract.id}`, staff)).status).toBe(204);
    const contractUpdate = await entryOf("trading-contract", contract.id, "update");
    expect([contractUpdate.before?.discountPercent, contractUpdate.after?.discountPercent]).toEqual([
      "1.00",
      "2.50",
    ]);
    await entryOf("trading-contract", contract.id, "create");
    await entryOf("trading-contract", contract.id, "delete");

    // Accounts: a contract given and taken away, then roles, all by an administrator.
    const someone = await createTestUser(database);
    await json(await call("PATCH", `/user/admin/users/${someone.id}`, admin, { tradingContract: 1 }));
    await json(await call("PATCH", `/user/admin/users/${someone.id}`, admin, { tradingContract: null }));
    await json(await call("PATCH", `/user/admin/users/${someone.id}`, admin, { roles: ["ROLE_STAFF"] }));
    const { member: accountChanges } = await auditEntries(`resource=user&resourceId=${someone.id}`);
    expect(accountChanges.map((entry) => [entry.actor.id, entry.before?.roles, entry.after?.roles])).toEqual([
      [admin.id, ["ROLE_USER"], ["ROLE_STAFF"]],
      [admin.id, ["ROLE_USER"], ["ROLE_USER"]],
      [admin.id, ["ROLE_USER"], ["ROLE_USER"]],
    ]);
    expect(accountChanges[2]?.before?.tradingContract).toBeNull();
    expect(accountChanges[2]?.after?.tradingContract).toMatchObject({ id: 1 });
    expect(accountChanges[1]?.after?.tradingContract).toBeNull();

    // Orders and carts.
    const order = await placeOrder(customer);
    await json(await call("PATCH", `/sales/admin/orders/${order.id}`, staff, { status: { code: "paid" } }));
    expect((await call("DELETE", `/sales/admin/orders/${order.id}`, staff)).status).toBe(204);
    const orderUpdate = await entryOf("order", order.id, "update");
    expect([orderUpdate.before?.status, orderUpdate.after?.status]).toMatchObject([
      { code: "new" },
      { code: "paid" },
    ]);
    expect((await entryOf("order", order.id, "delete")).before).toMatchObject({ number: order.number });
    const cart = await cartOf(customer);
    expect((await call("DELETE", `/sales/admin/carts/${cart.id}`, staff)).status).toBe(204);
    expect((await entryOf("cart", cart.id, "delete")).before).toMatchObject({
      id: cart.id,
      userId: customer.id,
    });
  });

  it("records nothing for a change that was refused or made no difference", async () => {
    const before = (await auditEntries("")).totalItems;
    const channel = await createChannel(admin, "Без изменений");
    const path = `/sales/admin/sales-channels/${channel.id}`;
    await refused(await call("PATCH", path, staff, { ordersAccessRole: "ROLE_USER" }), 403);
    await refused(await call("PATCH", path, staff, { senderEmail: "не адрес" }), 422);
    await json(await call("PATCH", path, staff, { title: "Без изменений" }));
    const order = await placeOrder(customer);
    await refused(
      await call("PATCH", `/sales/admin/orders/${order.id}`, staff, { status: { code: "nope" } }),
      422,
    );
    await refused(await call("DELETE", "/sales/admin/sales-channels/1", staff), 409);
    expect((await auditEntries("")).totalItems).toBe(before + 1); // the creation alone
  });

  it("is written in the change's transaction: when the entry cannot be written, the change is not made", async () => {
    const contract = await json<Contract>(
      await call("POST", "/sales/admin/trading-contracts", admin, {
        title: "Атомарный",
        discountPercent: "1.00",
      }),
      201,
    );
    await database.db.execute(sql`
      create function audit_log_refuse() returns trigger language plpgsql as $$
      begin raise exception 'the audit log is unavailable'; end; $$`);
    await database.db.execute(
      sql`create trigger audit_log_refuse before insert on audit_log for each row execute function audit_log_refuse()`,
    );
    try {
      const path = `/sales/admin/trading-contracts/${contract.id}`;
      expect((await call("PATCH", path, staff, { discountPercent: "20" })).status).toBe(500);
      expect((await json<Contract>(await call("GET", path, staff))).discountPercent).toBe("1.00");
    } finally {
      await database.db.execute(sql`drop trigger audit_log_refuse on audit_log`);
      await database.db.execute(sql`drop function audit_log_refuse()`);
    }
  });

  it("is append-only: the database refuses to change or delete an entry", async () => {
    const [entry] = (await auditEntries("")).member;
    if (!entry) throw new Error("the log is empty");
    await expect(
      database.db.update(auditLog).set({ actorId: customer.id }).where(eq(auditLog.id, entry.id)),
    ).rejects.toThrow();
    await expect(database.db.delete(auditLog).where(eq(auditLog.id, entry.id))).rejects.toThrow();
    await expect(database.db.execute(sql`truncate audit_log`)).rejects.toThrow();
    expect(
      (await json<AuditEntryBody>(await call("GET", `/core/admin/audit-log/${entry.id}`, admin))).actor.id,
    ).toBe(entry.actor.id);
  });

  it("is read by administrators only, page by page, filtered by resource, record and actor", async () => {
    await refused(await call("GET", "/core/admin/audit-log"), 401);
    for (const user of [customer, staff]) {
      expect((await refused(await call("GET", "/core/admin/audit-log", user), 403)).type).toBe(
        "/api/problems/operation-denied",
      );
      await refused(await call("GET", "/core/admin/audit-log/1", user), 403);
    }
    for (const method of ["POST", "PATCH", "DELETE"]) {
      await refused(
        await call(method, "/core/admin/audit-log/1", admin, method === "DELETE" ? undefined : {}),
        403,
      );
    }

    const all = await auditEntries("");
    expect(all.totalItems).toBeGreaterThan(20);
    const ids = all.member.map((entry) => entry.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a)); // newest first
    const first = await json<AuditPage>(await call("GET", "/core/admin/audit-log?itemsPerPage=5", admin));
    const second = await json<AuditPage>(
      await call("GET", "/core/admin/audit-log?itemsPerPage=5&page=2", admin),
    );
    expect(first.member.map((entry) => entry.id)).toEqual(ids.slice(0, 5));
    expect(second.member.map((entry) => entry.id)).toEqual(ids.slice(5, 10));
    expect(first.totalItems).toBe(all.totalItems);
    const oldest = await json<AuditPage>(
      await call("GET", "/core/admin/audit-log?itemsPerPage=3&sort[at]=asc", admin),
    );
    expect(oldest.member.map((entry) => entry.id)).toEqual([...ids].reverse().slice(0, 3));

    const channels = await auditEntries("resource=sales-channel");
    expect(channels.totalItems).toBeGreaterThan(0);
    expect(channels.member.every((entry) => entry.resource === "sales-channel")).toBe(true);
    const byStaff = await auditEntries(`actor=${encodeURIComponent(`/api/user/admin/users/${staff.id}`)}`);
    expect(byStaff.totalItems).toBeGreaterThan(0);
    expect(byStaff.member.every((entry) => entry.actor.id === staff.id)).toBe(true);
    // Part of the address, in other letter case: its local part, which no other account shares.
    const byEmail = await auditEntries(
      `actor.email[contains]=${encodeURIComponent(staff.email.split("@")[0]?.toUpperCase() ?? "")}`,
    );
    expect(byEmail.member.map((entry) => entry.id)).toEqual(byStaff.member.map((entry) => entry.id));
    expect(
      (await auditEntries(`actor=${admin.id}&resource=sales-channel`)).member.every(
        (entry) => entry.actor.id === admin.id && entry.resource === "sales-channel",
      ),
    ).toBe(true);

    await refused(await call("GET", "/core/admin/audit-log?resource=password", admin), 422);
    await refused(await call("GET", "/core/admin/audit-log?actor=/api/sales/orders/1", admin), 422);
    await refused(await call("GET", "/core/admin/audit-log/2147483647", admin), 404);

    const document = await json<{ paths: Record<string, Record<string, { responses: object }>> }>(
      await app.request("/api/openapi.json"),
    );
    expect(Object.keys(document.paths["/api/core/admin/audit-log"]?.get?.responses ?? {})).toEqual(
      expect.arrayContaining(["200", "401", "403", "422"]),
    );
  });
});
