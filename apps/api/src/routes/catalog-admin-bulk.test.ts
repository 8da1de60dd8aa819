import { and, eq, inArray, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../app";
import type { DatabaseHandle } from "../db/client";
import { addressRedirects, auditLog, categories, productBulkJobs, products } from "../db/schema/index";
import {
  type CatalogIndexStore,
  catalogChanged,
  createCatalogIndexStore,
} from "../domain/catalog/index/catalog-index-store";
import { runBulkJob, startBulkJob } from "../domain/catalog/product-bulk-jobs";
import { jsonRequest } from "../testing/http";
import { openSeededDatabase } from "../testing/seeded-database";
import { createTestUser, type TestUser } from "../testing/users";

// Staff's bulk actions on products (issue 46, point 6) through the whole app, on a real database
// (both drivers): each action as a job with its progress, "all that match" sent as the filter,
// the price change's rounding, one audit entry per action, and a refused or failed action that
// leaves every product as it was.

interface Job {
  "@id": string;
  id: number;
  action: string;
  status: "running" | "finished" | "failed";
  selection: unknown;
  parameters: { category?: number; percent?: string };
  progress: { done: number; total: number | null };
  changed: number | null;
  problem: {
    status: number;
    detail: string;
    violations?: { propertyPath: string; message: string }[];
  } | null;
}
interface StaffProduct {
  id: number;
  number: string;
  published: boolean;
  category: { id: number };
  prices: { priceType: string; measure: { code: string }; price: number }[];
}
interface Collection<Item> {
  member: Item[];
  totalItems: number;
}

let database: DatabaseHandle;
let app: ReturnType<typeof createApp>;
let catalog: CatalogIndexStore;
let staff: TestUser;
let customer: TestUser;
let green: number;
let black: number;

beforeAll(async () => {
  database = await openSeededDatabase({ products: 10 });
  catalog = createCatalogIndexStore(database.db);
  app = createApp({ database, version: "test", catalogIndexStore: catalog });
  [staff, customer] = await Promise.all([
    createTestUser(database, { roles: ["ROLE_STAFF"] }),
    createTestUser(database),
  ]);
  const rows = await database.db
    .select({ id: categories.id, path: categories.path })
    .from(categories)
    .where(inArray(categories.path, ["tea/green", "tea/black"]));
  green = rows.find((row) => row.path === "tea/green")?.id ?? 0;
  black = rows.find((row) => row.path === "tea/black")?.id ?? 0;
  expect(green && black).toBeTruthy();
});
afterAll(() => database.close());

async function call<Body>(
  method: "GET" | "POST" | "PATCH",
  path: string,
  body?: unknown,
  user: TestUser | null = staff,
) {
  const headers = user ? { Authorization: user.authorization } : {};
  const response = await app.request(
    `/api${path}`,
    method === "GET" ? { headers } : jsonRequest(method, body, headers),
  );
  const text = await response.text();
  return {
    status: response.status,
    location: response.headers.get("Location"),
    body: (text ? JSON.parse(text) : undefined) as Body,
  };
}

let numberSeq = 0;
/** A product of `category` with these retail prices per measure, kopecks. */
async function product(title: string, category: number, prices: Record<string, number>, published = true) {
  numberSeq += 1;
  const { status, body } = await call<StaffProduct>("POST", "/catalog/admin/products", {
    number: `BULK-${numberSeq}`,
    title,
    category,
    defaultMeasure: Object.keys(prices)[0],
    prices: { retail: prices },
    published,
  });
  expect(status).toBe(201);
  return body;
}

/** Starts a job and answers it once it stopped running. */
async function bulk(body: unknown): Promise<Job> {
  const started = await call<Job>("POST", "/catalog/admin/product-bulk-jobs", body);
  expect(started.status, JSON.stringify(started.body)).toBe(202);
  expect(started.location).toBe(started.body["@id"]);
  expect(started.body.status).toBe("running");
  for (let attempt = 0; attempt < 400; attempt++) {
    const { status, body: job } = await call<Job>(
      "GET",
      `/catalog/admin/product-bulk-jobs/${started.body.id}`,
    );
    expect(status).toBe(200);
    if (job.status !== "running") return job;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error("the bulk job did not finish");
}

const staffProduct = async (id: number) =>
  (await call<StaffProduct>("GET", `/catalog/admin/products/${id}`)).body;
const retail = (product: StaffProduct, measure: string) =>
  product.prices.find((price) => price.priceType === "retail" && price.measure.code === measure)?.price;
const entriesOf = (jobId: number) =>
  database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.resource, "product-bulk"), eq(auditLog.resourceId, String(jobId))));
const productEntriesSince = async (id: number) =>
  (
    await database.db
      .select({ count: sql<number>`count(*)::int` })
      .from(auditLog)
      .where(and(eq(auditLog.resource, "product"), sql`${auditLog.id} > ${id}`))
  )[0]?.count;
const lastEntryId = async () =>
  (await database.db.select({ id: sql<number>`coalesce(max(${auditLog.id}), 0)::int` }).from(auditLog))[0]
    ?.id ?? 0;
const redirectCount = async () =>
  (await database.db.select({ count: sql<number>`count(*)::int` }).from(addressRedirects))[0]?.count;

describe("POST /catalog/admin/product-bulk-jobs", () => {
  it("unpublishes and publishes the chosen products as a job with one audit entry; the shop follows", async () => {
    const [a, b] = [
      await product("Сенча для выбора", green, { pcs: 30_000 }),
      await product("Гекуро для выбора", green, { pcs: 31_000 }),
    ];
    const [first, second] = [a.id, b.id];
    const mark = await lastEntryId();
    const hidden = await bulk({ action: "unpublish", selection: { ids: [first, second] } });
    expect(hidden).toMatchObject({
      action: "unpublish",
      status: "finished",
      progress: { done: 2, total: 2 },
      changed: 2,
      problem: null,
      selection: { ids: [first, second] },
    });
    expect((await staffProduct(first)).published).toBe(false);
    // Hidden at once from the shop: its page and its lists (the index followed).
    expect((await call("GET", `/catalog/products/${first}`, undefined, null)).status).toBe(404);
    const listed = await call<Collection<{ id: number }>>(
      "GET",
      `/catalog/products?search=${encodeURIComponent("Гекуро для выбора")}`,
      undefined,
      null,
    );
    expect(listed.body.member.map((item) => item.id)).not.toContain(second);
    // One entry for the action, naming it, its selection and its count; no entry per product.
    const [entry, ...more] = await entriesOf(hidden.id);
    expect(more).toEqual([]);
    expect(entry).toMatchObject({ actorId: staff.id, operation: "update" });
    expect(entry?.after).toMatchObject({
      action: "unpublish",
      selection: { ids: [first, second] },
      count: 2,
      changed: 2,
      products: { [first]: { number: a?.number, published: false } },
    });
    expect(entry?.before).toMatchObject({ products: { [first]: { published: true } } });
    expect(await productEntriesSince(mark)).toBe(0);

    const shown = await bulk({ action: "publish", selection: { ids: [first, second, 2_000_000] } });
    expect(shown).toMatchObject({ status: "finished", progress: { total: 2 }, changed: 2 });
    expect((await call("GET", `/catalog/products/${first}`, undefined, null)).status).toBe(200);
    // Again: the products already are so; the job says so and changes nothing.
    const again = await bulk({ action: "publish", selection: { ids: [first] } });
    expect(again).toMatchObject({ status: "finished", changed: 0, progress: { done: 1, total: 1 } });
  });

  it("moves all that match a filter, sent as the filter: only those, counts and lists follow, addresses untouched", async () => {
    const matching = [
      await product("Пуэр шу уборка 1", green, { pcs: 50_000 }, false),
      await product("Пуэр шу уборка 2", green, { pcs: 50_000 }, false),
      await product("Пуэр шу уборка 3", green, { pcs: 50_000 }, true),
    ];
    const other = await product("Пуэр шен уборка", green, { pcs: 50_000 }, false);
    const redirects = await redirectCount();
    const filter = { search: "пуэр шу уборка", category: green };
    // What the panel lists for the filter is what the job takes.
    const listed = await call<Collection<StaffProduct>>(
      "GET",
      `/catalog/admin/products?search=${encodeURIComponent(filter.search)}&category=${green}`,
    );
    expect(listed.body.totalItems).toBe(3);
    const job = await bulk({ action: "move", selection: { filter }, category: black });
    expect(job).toMatchObject({
      status: "finished",
      selection: { filter },
      parameters: { category: black },
      progress: { done: 3, total: 3 },
      changed: 3,
    });
    for (const item of matching) expect((await staffProduct(item?.id ?? 0)).category.id).toBe(black);
    expect((await staffProduct(other.id)).category.id).toBe(green);
    const [entry] = await entriesOf(job.id);
    expect(entry?.after).toMatchObject({ action: "move", selection: { filter }, count: 3 });
    expect(await redirectCount()).toBe(redirects);
    // The published one is in its new section's public list at once.
    const blackTea = await call<Collection<{ id: number }>>(
      "GET",
      "/catalog/products?category=tea/black&itemsPerPage=100",
      undefined,
      null,
    );
    expect(blackTea.body.member.map((item) => item.id)).toContain(matching[2]?.id);

    const missing = await bulk({ action: "move", selection: { filter }, category: 2_000_000 });
    expect(missing).toMatchObject({ status: "failed", problem: { status: 422 } });
    const none = await bulk({ action: "publish", selection: { filter: { search: "нет такого товара" } } });
    expect(none).toMatchObject({
      status: "failed",
      problem: { status: 422, detail: "Ни один товар не выбран." },
    });
  });

  it("changes every price by a percentage in whole kopecks, a half up; the list price and the entry's history follow", async () => {
    const tea = await product("Да хун пао процент", green, { kg: 999, pcs: 15_900 });
    const cheap = await product("Леденец процент", green, { pcs: 5 });
    const raised = await bulk({
      action: "change-prices",
      selection: { ids: [tea.id, cheap.id] },
      percent: "12.5",
    });
    expect(raised).toMatchObject({ status: "finished", parameters: { percent: "12.50" }, changed: 2 });
    const after = await staffProduct(tea.id);
    // 999 × 1.125 = 1123.875 → 1124; 15 900 × 1.125 = 17 887.5 → 17 888; 5 × 1.125 = 5.625 → 6.
    expect([retail(after, "kg"), retail(after, "pcs")]).toEqual([1124, 17_888]);
    expect(retail(await staffProduct(cheap.id), "pcs")).toBe(6);
    const [row] = await database.db
      .select({ listPrice: products.listPrice })
      .from(products)
      .where(eq(products.id, tea.id));
    expect(row?.listPrice).toBe("11.24");
    const [entry] = await entriesOf(raised.id);
    expect(entry?.before).toMatchObject({
      products: { [tea.id]: { prices: { retail: { kg: 999, pcs: 15_900 } } } },
    });
    expect(entry?.after).toMatchObject({
      action: "change-prices",
      parameters: { percent: "12.50" },
      count: 2,
      products: { [tea.id]: { prices: { retail: { kg: 1124, pcs: 17_888 } } } },
    });

    const lowered = await bulk({ action: "change-prices", selection: { ids: [tea.id] }, percent: "-10" });
    expect(lowered.status).toBe("finished");
    // 1124 × 0.9 = 1011.6 → 1012; 17 888 × 0.9 = 16 099.2 → 16 099.
    expect([retail(await staffProduct(tea.id), "kg"), retail(await staffProduct(tea.id), "pcs")]).toEqual([
      1012, 16_099,
    ]);
    // The public catalog's price sort and filters read the new list price.
    const cheaper = await call<Collection<{ id: number }>>(
      "GET",
      "/catalog/products?price[lte]=1012&price[gte]=1012&itemsPerPage=100",
      undefined,
      null,
    );
    expect(cheaper.body.member.map((item) => item.id)).toContain(tea.id);
  });

  it("refuses a price change that would take a price below 1 kopeck: nothing changes, no entry", async () => {
    const fine = await product("Чай не тронут", green, { pcs: 100_000 });
    const tiny = await product("Копеечный чай", green, { pcs: 50 });
    const mark = await lastEntryId();
    const job = await bulk({
      action: "change-prices",
      selection: { ids: [fine.id, tiny.id] },
      percent: "-99.99",
    });
    expect(job).toMatchObject({ status: "failed", changed: null, progress: { done: 0 } });
    expect(job.problem).toMatchObject({
      status: 422,
      violations: [
        {
          propertyPath: "percent",
          message: `Цена товара ${tiny.number} «Копеечный чай» стала бы меньше 1 копейки.`,
        },
      ],
    });
    expect(retail(await staffProduct(fine.id), "pcs")).toBe(100_000);
    expect(await entriesOf(job.id)).toEqual([]);
    expect(await lastEntryId()).toBe(mark);
  });

  it("deletes all that match; the entry keeps each product's record", async () => {
    const doomed = [
      await product("Удаляемый мате 1", black, { pcs: 1_000 }),
      await product("Удаляемый мате 2", black, { pcs: 1_000 }),
    ];
    const redirects = await redirectCount();
    const job = await bulk({ action: "delete", selection: { filter: { search: "удаляемый мате" } } });
    expect(job).toMatchObject({ status: "finished", changed: 2, progress: { done: 2, total: 2 } });
    for (const item of doomed)
      expect((await call("GET", `/catalog/admin/products/${item.id}`)).status).toBe(404);
    const [entry] = await entriesOf(job.id);
    expect(entry).toMatchObject({ operation: "delete" });
    expect(entry?.after).toMatchObject({
      action: "delete",
      count: 2,
      selection: { filter: { search: "удаляемый мате" } },
    });
    expect(entry?.before).toMatchObject({
      products: {
        [doomed[0]?.id ?? 0]: {
          number: doomed[0]?.number,
          title: "Удаляемый мате 1",
          prices: { retail: { pcs: 1_000 } },
        },
      },
    });
    expect(await redirectCount()).toBe(redirects);
  });

  it("refuses bad bodies, other users, and a second job while one runs", async () => {
    const ids = { selection: { ids: [1] } };
    for (const body of [
      { action: "change-prices", ...ids, percent: "0" },
      { action: "change-prices", ...ids, percent: "-100" },
      { action: "change-prices", ...ids, percent: "1.005" },
      { action: "move", ...ids },
      { action: "publish", selection: { ids: [] } },
      { action: "publish", selection: { ids: [1], filter: {} } },
      { action: "rename", ...ids },
    ]) {
      expect(
        (await call("POST", "/catalog/admin/product-bulk-jobs", body)).status,
        JSON.stringify(body),
      ).toBe(422);
    }
    expect(
      (await call("POST", "/catalog/admin/product-bulk-jobs", { action: "publish", ...ids }, customer))
        .status,
    ).toBe(403);
    expect((await call("GET", "/catalog/admin/product-bulk-jobs/1", undefined, customer)).status).toBe(403);
    expect((await call("GET", "/catalog/admin/product-bulk-jobs/2000000")).status).toBe(404);

    const held = await startBulkJob(database.db, {
      change: { action: "publish" },
      selection: { ids: [1] },
      actorId: staff.id,
    });
    const refused = await call<{ detail: string; running: string }>(
      "POST",
      "/catalog/admin/product-bulk-jobs",
      {
        action: "publish",
        ...ids,
      },
    );
    expect(refused.status).toBe(409);
    expect(refused.body.running).toBe(`/api/catalog/admin/product-bulk-jobs/${held}`);
    await database.db.update(productBulkJobs).set({ status: "failed" }).where(eq(productBulkJobs.id, held));
  });
});

describe("runBulkJob", () => {
  it("reports its progress batch by batch, and a failure half-way leaves every product as it was", async () => {
    const items = [];
    for (let index = 1; index <= 5; index++)
      items.push(await product(`Партия ${index}`, green, { pcs: 10_000 }));
    const ids = items.map((item) => item.id);
    const job = {
      change: { action: "change-prices" as const, basisPoints: 1_000 },
      selection: { ids },
      actorId: staff.id,
    };

    const failing = await startBulkJob(database.db, job);
    const mark = await lastEntryId();
    const outcome = await runBulkJob(database.db, catalog, failing, job, {
      onChange: () => undefined,
      batchSize: 2,
      onProgress: (done) => {
        if (done === 4) throw new Error("the server stopped half-way");
      },
    });
    expect("problem" in outcome && outcome.problem.status).toBe(500);
    for (const id of ids) expect(retail(await staffProduct(id), "pcs")).toBe(10_000);
    expect(await lastEntryId()).toBe(mark);
    const [failed] = await database.db.select().from(productBulkJobs).where(eq(productBulkJobs.id, failing));
    expect(failed).toMatchObject({ status: "failed", done: 0 });

    const progress: number[] = [];
    const id = await startBulkJob(database.db, job);
    await runBulkJob(database.db, catalog, id, job, {
      onChange: () => catalogChanged(catalog),
      batchSize: 2,
      onProgress: (done) => {
        progress.push(done);
      },
    });
    expect(progress).toEqual([2, 4, 5]);
    const [row] = await database.db.select().from(productBulkJobs).where(eq(productBulkJobs.id, id));
    expect(row).toMatchObject({ status: "finished", total: 5, done: 5, changed: 5 });
    for (const item of ids) expect(retail(await staffProduct(item), "pcs")).toBe(11_000);
    expect(await entriesOf(id)).toHaveLength(1);
  });
});
