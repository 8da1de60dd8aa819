import { mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { and, asc, eq, gt, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../app";
import type { DatabaseHandle } from "../db/client";
import {
  attributes,
  attributeValues,
  auditLog,
  categories,
  productAttributeValues,
  productPrices,
  products,
} from "../db/schema/index";
import { openSeededDatabase } from "../testing/seeded-database";
import { createTestUser, type TestUser } from "../testing/users";

// Imports a manager can check and undo (issue 46 points 1 and 2), through the staff API on a real
// database (both drivers), with real-world exports (src/testing/yml/real-world/, sources named in
// its README): a preview writes nothing and says what an apply then does, count for count; the
// history lists it; an undo leaves the catalog exactly as it was (a full dump of the products, their
// prices and values, and the categories, compared before and after); the report groups its lines
// by cause with a fix, and comes as CSV.

const REAL_WORLD = join(import.meta.dirname, "../testing/yml/real-world");

interface Refusal {
  line: number;
  id: string;
  name?: string;
  kind: "offer" | "category" | "note" | "pictures";
  reason: string;
  host?: string;
  count?: number;
}
interface Job {
  "@id": string;
  id: number;
  status: string;
  preview: boolean;
  parentCategory: number | null;
  startedBy: { id: number; email: string } | null;
  appliedBy: { id: number; email: string } | null;
  undoneBy: { id: number; email: string } | null;
  categories: { created: number; updated: number; unchanged: number; refused: number };
  offers: { created: number; updated: number; unchanged: number; refused: number };
  pictures: { stored: number; refused: number; planned: number };
  refusals: Refusal[];
  report: { kind: string; title: string; fix: string; count: number; lines: Refusal[] }[];
  undo: {
    products: { removed: number; restored: number; hidden: number; unchanged: number };
    categories: { removed: number; restored: number; kept: number };
    attributes: { removed: number; kept: number };
    attributeValues: { removed: number; kept: number };
    kept: { resource: string; id: number; title: string; reason: string }[];
  } | null;
  problem: unknown;
}

let database: DatabaseHandle;
let app: ReturnType<typeof createApp>;
let staff: TestUser;
let manager: TestUser;
let mediaDir: string;

// Each test uploads and waits for whole imports: on a loaded machine that takes a while.
beforeAll(async () => {
  mediaDir = await mkdtemp(join(tmpdir(), "shop-import-undo-"));
  database = await openSeededDatabase({ products: 8 });
  // Pictures may be stored, but no server is allowed: every http picture is refused up front.
  app = createApp({ database, version: "test", mediaDir, pictureHosts: [] });
  [staff, manager] = await Promise.all([
    createTestUser(database, { roles: ["ROLE_STAFF"] }),
    createTestUser(database, { roles: ["ROLE_STAFF"] }),
  ]);
}, 120_000);
afterAll(async () => {
  await database.close();
  await rm(mediaDir, { recursive: true, force: true });
});

const auth = (user: TestUser) => ({ Authorization: user.authorization });

/** Uploads `file` (a preview unless `preview: false`) and answers the job once it stopped running. */
async function upload(
  file: string | Buffer,
  { preview = true, parent, name = "upload.yml" }: { preview?: boolean; parent?: number; name?: string } = {},
): Promise<Job> {
  const query = new URLSearchParams({ fileName: name, ...(preview ? { preview: "1" } : {}) });
  if (parent !== undefined) query.set("parent", String(parent));
  const response = await app.request(`/api/catalog/admin/imports?${query}`, {
    method: "POST",
    body: file,
    headers: { "Content-Type": "application/xml", ...auth(staff) },
  });
  expect(response.status, await response.clone().text()).toBe(202);
  return settled((await response.json()) as Job);
}

async function settled(job: Job): Promise<Job> {
  for (let attempt = 0; attempt < 600; attempt++) {
    const now = (await (await app.request(job["@id"], { headers: auth(staff) })).json()) as Job;
    if (now.status !== "running") return now;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`the import ${job["@id"]} did not stop`);
}

async function post(job: Job, action: "apply" | "cancel" | "undo", user = manager) {
  return app.request(`${job["@id"]}/${action}`, { method: "POST", headers: auth(user) });
}

/** Everything the catalog is made of that an import writes, but the dates of change. */
async function catalogDump() {
  const { db } = database;
  const [productRows, prices, values, categoryRows, attributeRows, valueRows] = await Promise.all([
    db.execute(sql`select id, number, slug, title, description, category_id, default_measure_id, published,
      images, list_price, created_at from ${products} order by id`),
    db
      .select()
      .from(productPrices)
      .orderBy(asc(productPrices.productId), asc(productPrices.priceTypeId), asc(productPrices.measureId)),
    db
      .select()
      .from(productAttributeValues)
      .orderBy(asc(productAttributeValues.productId), asc(productAttributeValues.attributeValueId)),
    db.execute(sql`select id, parent_id, slug, path, title, description, depth, position, product_count
      from ${categories} order by id`),
    db.select().from(attributes).orderBy(asc(attributes.id)),
    db.select().from(attributeValues).orderBy(asc(attributeValues.id)),
  ]);
  const rowsOf = (result: unknown) => (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows);
  return {
    products: rowsOf(productRows),
    prices,
    values,
    categories: rowsOf(categoryRows),
    attributes: attributeRows,
    attributeValues: valueRows,
  };
}

const lastAuditId = async () =>
  (
    await database.db
      .select({ id: sql<number>`coalesce(max(${auditLog.id}), 0)`.mapWith(Number) })
      .from(auditLog)
  )[0]?.id ?? 0;

const auditCount = async () =>
  (await database.db.select({ count: sql<number>`count(*)`.mapWith(Number) }).from(auditLog))[0]?.count ?? 0;

const realWorld = (name: string) => readFile(join(REAL_WORLD, name));

describe("an import previewed, applied and undone", { timeout: 120_000 }, () => {
  let before: Awaited<ReturnType<typeof catalogDump>>;
  let preview: Job;
  let applied: Job;

  it("previews a real export without writing anything", async () => {
    before = await catalogDump();
    const entries = await auditCount();
    preview = await upload(await realWorld("ymlparser-vendor-model-missing-category.xml"), {
      name: "ymlparser.xml",
    });
    expect(preview).toMatchObject({ status: "previewed", preview: true, problem: null });
    expect(preview.startedBy).toMatchObject({ id: staff.id });
    expect(preview.offers).toEqual({ created: 5, updated: 0, unchanged: 0, refused: 0 });
    expect(preview.categories.created).toBeGreaterThan(0);
    // Every picture is on a server the shop does not allow: said without fetching, once per server.
    expect(preview.pictures).toEqual({ stored: 0, refused: 7, planned: 0 });
    expect(preview.refusals.filter((refusal) => refusal.kind === "pictures")).toEqual([
      expect.objectContaining({ host: "mycompany.com", count: 7, line: 25, id: "12395" }),
    ]);
    // The report says what to do about them, and whom to ask: no configuration variable is named.
    const pictures = preview.report.find((group) => group.kind === "pictures");
    expect(pictures).toMatchObject({ count: 7, fix: expect.stringMatching(/администратора/) });
    expect(JSON.stringify(preview.report)).not.toMatch(/IMPORT_PICTURE_HOSTS/);
    // Nothing of the catalog changed; the only entry is the job's own.
    expect(await catalogDump()).toEqual(before);
    expect(await auditCount()).toBe(entries + 1);
  });

  it("applies the preview when confirmed, doing what the preview said", async () => {
    const response = await post(preview, "apply");
    expect(response.status).toBe(202);
    applied = await settled((await response.json()) as Job);
    expect(applied).toMatchObject({ id: preview.id, status: "finished", problem: null });
    expect(applied.appliedBy).toMatchObject({ id: manager.id });
    expect(applied.offers).toEqual(preview.offers);
    expect(applied.categories).toEqual(preview.categories);
    expect(applied.pictures).toMatchObject({ stored: 0, refused: preview.pictures.refused });
    expect(applied.refusals).toEqual(preview.refusals);
    const numbers = await database.db
      .select({ number: products.number })
      .from(products)
      .where(eq(products.number, "63/6/15"));
    expect(numbers).toHaveLength(1);
    // A preview is applied once.
    expect((await post(preview, "apply")).status).toBe(409);
  });

  it("keeps it in the history: who, when, which file, its counts", async () => {
    const response = await app.request("/api/catalog/admin/imports?itemsPerPage=5", { headers: auth(staff) });
    expect(response.status).toBe(200);
    const history = (await response.json()) as { member: Job[]; totalItems: number };
    expect(history.totalItems).toBeGreaterThanOrEqual(1);
    expect(history.member[0]).toMatchObject({
      id: applied.id,
      fileName: "ymlparser.xml",
      status: "finished",
      startedBy: { id: staff.id },
      appliedBy: { id: manager.id },
      offers: applied.offers,
    });
    expect(history.member[0]).not.toHaveProperty("refusals");
  });

  it("undoes it as a whole: the catalog is exactly as before", async () => {
    const lastEntry = await lastAuditId();
    const response = await post(applied, "undo");
    expect(response.status).toBe(200);
    const undone = (await response.json()) as Job;
    expect(undone.undoneBy).toMatchObject({ id: manager.id });
    expect(undone.undo).toMatchObject({
      products: { removed: 5, restored: 0, hidden: 0 },
      categories: { removed: applied.categories.created, kept: 0 },
      kept: [],
    });
    // The attribute it made (the file's «Capacity: 500W»), carried by no product now, went with
    // its products: the dump compares attributes and values too.
    expect(undone.undo?.attributes).toEqual({ removed: 1, kept: 0 });
    expect(undone.undo?.attributeValues).toEqual({ removed: 1, kept: 0 });
    expect(await catalogDump()).toEqual(before);
    // One audited action: exactly one entry of the undo itself, with its report; besides it, one
    // entry per product and category it removed, the undoer's, none of them the import's.
    const written = await database.db
      .select()
      .from(auditLog)
      .where(gt(auditLog.id, lastEntry))
      .orderBy(asc(auditLog.id));
    const undoEntries = written.filter((entry) => entry.resource === "catalog-import");
    expect(undoEntries).toEqual([
      expect.objectContaining({
        resource: "catalog-import",
        resourceId: String(applied.id),
        operation: "undo",
        actorId: manager.id,
        importId: null,
        after: expect.objectContaining({ status: "undone", products: undone.undo?.products }),
      }),
    ]);
    // The rest: a deletion of each product and category the import created, by the undoer.
    const created = await database.db
      .select({ resource: auditLog.resource, resourceId: auditLog.resourceId })
      .from(auditLog)
      .where(and(eq(auditLog.importId, applied.id), eq(auditLog.operation, "create")));
    expect(created).toHaveLength(5 + applied.categories.created);
    const removals = written.filter((entry) => entry.resource !== "catalog-import");
    const key = (entry: { resource: string; resourceId: string }) => `${entry.resource} ${entry.resourceId}`;
    expect(removals.map(key).sort()).toEqual(created.map(key).sort());
    for (const entry of removals) {
      expect(entry).toMatchObject({ operation: "delete", actorId: manager.id, importId: null, after: null });
    }
    // Once: a second undo is refused and writes nothing.
    expect((await post(applied, "undo")).status).toBe(409);
    expect(await lastAuditId()).toBe(written.at(-1)?.id);
  });
});

describe("undoing an import that changed products", { timeout: 120_000 }, () => {
  const offer = (number: string, name: string, price: string, category = "1") =>
    `<offer id="${number}"><vendorCode>${number}</vendorCode><name>${name}</name><price>${price}</price><currencyId>RUB</currencyId><categoryId>${category}</categoryId></offer>`;
  const file = (title: string, offers: string[]) => `<?xml version="1.0" encoding="UTF-8"?>
<yml_catalog date="2026-11-30T10:00+03:00"><shop><currencies><currency id="RUB" rate="1"/></currencies>
<categories><category id="1">${title}</category></categories><offers>
${offers.join("\n")}
</offers></shop></yml_catalog>`;

  it("puts back what it changed, and leaves what staff changed since", async () => {
    const first = await upload(
      file("Чай поставщика", [
        offer("UNDO-1", "Улун «Отмена»", "100"),
        offer("UNDO-2", "Пуэр «Отмена»", "200"),
      ]),
      { preview: false },
    );
    expect(first.offers).toMatchObject({ created: 2 });
    const before = await catalogDump();
    const second = await upload(
      file("Чай Поставщика", [
        offer("UNDO-1", "Улун «Отмена» новый", "150"),
        offer("UNDO-2", "Пуэр «Отмена»", "250"),
        offer("UNDO-3", "Габа «Отмена»", "300"),
      ]),
    );
    expect(second.offers).toEqual({ created: 1, updated: 2, unchanged: 0, refused: 0 });
    expect(second.categories).toMatchObject({ updated: 1, created: 0 });
    expect(await catalogDump()).toEqual(before);
    const applied = await settled((await (await post(second, "apply")).json()) as Job);
    expect(applied.offers).toEqual(second.offers);

    // Staff change one product's price after the import; the undo keeps it.
    const [puer] = await database.db.select().from(products).where(eq(products.number, "UNDO-2"));
    const edit = await app.request(`/api/catalog/admin/products/${puer?.id}`, {
      method: "PATCH",
      body: JSON.stringify({ prices: { retail: { pcs: 27_500 } } }),
      headers: { "Content-Type": "application/merge-patch+json", ...auth(staff) },
    });
    expect(edit.status).toBe(200);

    const undone = (await (await post(applied, "undo")).json()) as Job;
    expect(undone.undo).toMatchObject({
      products: { removed: 1, restored: 1, hidden: 0, unchanged: 1 },
      categories: { restored: 1, removed: 0 },
      kept: [
        {
          resource: "product",
          id: puer?.id,
          title: "Пуэр «Отмена»",
          reason: "Изменено после импорта и оставлено как есть: цены.",
        },
      ],
    });
    const rows = await database.db
      .select({ number: products.number, title: products.title, listPrice: products.listPrice })
      .from(products)
      .where(sql`${products.number} like 'UNDO-%'`)
      .orderBy(asc(products.number));
    expect(rows).toEqual([
      { number: "UNDO-1", title: "Улун «Отмена»", listPrice: "100.00" },
      { number: "UNDO-2", title: "Пуэр «Отмена»", listPrice: "275.00" },
    ]);
    const [category] = await database.db
      .select({ title: categories.title })
      .from(categories)
      .where(eq(categories.id, puer?.categoryId ?? 0));
    expect(category?.title).toBe("Чай поставщика");
    expect(await catalogDump()).toMatchObject({ categories: before.categories });
  });
});

describe("undoing an import whose products were ordered or edited since", { timeout: 120_000 }, () => {
  const offer = (number: string, name: string) =>
    `<offer id="${number}"><vendorCode>${number}</vendorCode><name>${name}</name><price>300</price><currencyId>RUB</currencyId><categoryId>1</categoryId></offer>`;
  const file = `<?xml version="1.0" encoding="UTF-8"?>
<yml_catalog date="2026-12-02T10:00+03:00"><shop><currencies><currency id="RUB" rate="1"/></currencies>
<categories><category id="1">Чай для отмены</category></categories><offers>
${offer("HIDE-1", "Шу пуэр «Заказанный»")}
${offer("HIDE-2", "Шэн пуэр «Исправленный»")}
${offer("HIDE-3", "Дянь хун «Нетронутый»")}
</offers></shop></yml_catalog>`;

  /** A request as a shopper (signed in or not), staff or anyone sends it. */
  const read = (path: string, user?: TestUser) =>
    app.request(`/api${path}`, { headers: user ? auth(user) : {} });

  it("hides the products instead of deleting them: the shop shows neither, staff still have both", async () => {
    const customer = await createTestUser(database);
    const applied = await upload(file, { preview: false });
    expect(applied.offers).toMatchObject({ created: 3, refused: 0 });
    const made = await database.db
      .select({ id: products.id, number: products.number, slug: products.slug })
      .from(products)
      .where(sql`${products.number} like 'HIDE-%'`)
      .orderBy(asc(products.number));
    const [ordered, edited, untouched] = made;
    if (!ordered || !edited || !untouched) throw new Error("the import made no products");

    // A shopper orders one of the new products.
    const cart = await app.request("/api/sales/carts/add", {
      method: "POST",
      body: JSON.stringify({
        items: [{ product: { number: "HIDE-1" }, measure: { code: "pcs" }, quantity: 2 }],
      }),
      headers: { "Content-Type": "application/json", ...auth(customer) },
    });
    expect(cart.status).toBe(201);
    const { "@id": cartId, totals } = (await cart.json()) as { "@id": string; totals: { amount: number } };
    const order = await app.request("/api/sales/orders", {
      method: "POST",
      body: JSON.stringify({
        cart: cartId,
        recipient: { name: "Анна", lastName: "Иванова", email: "anna@example.com", phone: "+79123456789" },
        delivery: { method: "pickup" },
        payment: { method: "cash" },
        expectedTotalAmount: totals.amount,
      }),
      headers: {
        "Content-Type": "application/json",
        "Idempotency-Key": crypto.randomUUID(),
        ...auth(customer),
      },
    });
    expect(order.status, await order.clone().text()).toBe(201);
    const { id: orderId } = (await order.json()) as { id: number };
    // Staff edit another one's title.
    const edit = await app.request(`/api/catalog/admin/products/${edited.id}`, {
      method: "PATCH",
      body: JSON.stringify({ title: "Шэн пуэр «Исправленный» 2019" }),
      headers: { "Content-Type": "application/merge-patch+json", ...auth(staff) },
    });
    expect(edit.status).toBe(200);

    const response = await post(applied, "undo");
    expect(response.status).toBe(200);
    const undone = (await response.json()) as Job;
    expect(undone.undo?.products).toEqual({ removed: 1, restored: 0, hidden: 2, unchanged: 0 });
    expect(undone.undo?.categories).toEqual({ removed: 0, restored: 0, kept: 1 });
    expect(undone.undo?.kept).toEqual([
      {
        resource: "product",
        id: ordered.id,
        title: "Шу пуэр «Заказанный»",
        reason: "Товар уже заказывали: он скрыт с витрины, а не удалён.",
      },
      {
        resource: "product",
        id: edited.id,
        title: "Шэн пуэр «Исправленный» 2019",
        reason: "Товар изменили после импорта: он скрыт с витрины, а не удалён.",
      },
      {
        resource: "category",
        id: expect.any(Number),
        title: "Чай для отмены",
        reason: "В разделе остались товары или подразделы: он не удалён.",
      },
    ]);

    // A shopper, signed in or not, finds none of the three: not by address, list or search.
    for (const user of [undefined, customer]) {
      for (const product of made) {
        expect((await read(`/catalog/products/${product.id}`, user)).status).toBe(404);
        expect((await read(`/catalog/products-by-slug/${product.slug}`, user)).status).toBe(404);
        expect((await read(`/catalog/products-by-number/${product.number}`, user)).status).toBe(404);
      }
      const search = await read(
        `/catalog/products?search=${encodeURIComponent("пуэр")}&itemsPerPage=100`,
        user,
      );
      expect(search.status).toBe(200);
      expect(await search.text()).not.toMatch(/HIDE-/);
    }
    // The customer's order keeps its line.
    const placed = await read(`/sales/orders/${orderId}`, customer);
    expect(placed.status).toBe(200);
    expect(
      ((await placed.json()) as { items: { product: { number: string }; quantity: number }[] }).items,
    ).toEqual([
      expect.objectContaining({ product: expect.objectContaining({ number: "HIDE-1" }), quantity: 2 }),
    ]);
    // Staff still have the two hidden ones, unpublished, the edit kept; the untouched one is gone.
    const staffRead = async (id: number) => {
      const answer = await read(`/catalog/admin/products/${id}`, staff);
      return { status: answer.status, body: answer.status === 200 ? await answer.json() : null };
    };
    expect(await staffRead(ordered.id)).toMatchObject({
      status: 200,
      body: { number: "HIDE-1", title: "Шу пуэр «Заказанный»", published: false },
    });
    expect(await staffRead(edited.id)).toMatchObject({
      status: 200,
      body: { number: "HIDE-2", title: "Шэн пуэр «Исправленный» 2019", published: false },
    });
    expect((await staffRead(untouched.id)).status).toBe(404);
    const list = await read(`/catalog/admin/products?search=HIDE&itemsPerPage=10`, staff);
    const numbers = ((await list.json()) as { member: { number: string; published: boolean }[] }).member;
    expect(numbers.map(({ number, published }) => [number, published]).sort()).toEqual([
      ["HIDE-1", false],
      ["HIDE-2", false],
    ]);
    // At the shop's address staff see the hidden product as a draft, not for indexing.
    const draft = await read(`/catalog/products-by-slug/${ordered.slug}`, staff);
    expect(draft.status).toBe(200);
    expect(draft.headers.get("x-robots-tag")).toBe("noindex");
  });
});

describe("undoing an import that made attributes", { timeout: 120_000 }, () => {
  const file = `<?xml version="1.0" encoding="UTF-8"?>
<yml_catalog date="2026-12-01T10:00+03:00"><shop><currencies><currency id="RUB" rate="1"/></currencies>
<categories><category id="1">Чай из Непала</category></categories><offers>
<offer id="ATTR-1"><vendorCode>ATTR-1</vendorCode><name>Илам «Первый сбор»</name><price>400</price><currencyId>RUB</currencyId><categoryId>1</categoryId>
<param name="Страна происхождения">Непал</param><param name="Регион">Илам</param></offer>
<offer id="ATTR-2"><vendorCode>ATTR-2</vendorCode><name>Дарджилинг «Второй сбор»</name><price>500</price><currencyId>RUB</currencyId><categoryId>1</categoryId>
<param name="Регион">Дарджилинг</param></offer>
</offers></shop></yml_catalog>`;

  it("removes those no product carries after it, and keeps one staff gave a product since", async () => {
    const { db } = database;
    const before = await catalogDump();
    const applied = await upload(file, { preview: false });
    expect(applied.offers).toMatchObject({ created: 2, refused: 0 });
    const [region] = await db.select().from(attributes).where(eq(attributes.title, "Регион"));
    const made = await db
      .select()
      .from(attributeValues)
      .where(sql`${attributeValues.title} in ('Непал', 'Илам', 'Дарджилинг')`)
      .orderBy(asc(attributeValues.id));
    expect(made.map((value) => value.title)).toEqual(["Непал", "Илам", "Дарджилинг"]);
    const ilam = made[1];
    if (!region || !ilam) throw new Error("the import made no region");

    // Staff give the region «Илам» to a product of the shop that the import did not touch.
    const [shopProduct] = await db
      .select({ id: products.id })
      .from(products)
      .where(
        sql`${products.id} not in (select resource_id::int from audit_log where import_id = ${applied.id} and resource = 'product')`,
      )
      .orderBy(asc(products.id))
      .limit(1);
    const edit = await app.request(`/api/catalog/admin/products/${shopProduct?.id}`, {
      method: "PATCH",
      body: JSON.stringify({ attributes: { [region.code]: ilam.value } }),
      headers: { "Content-Type": "application/merge-patch+json", ...auth(staff) },
    });
    expect(edit.status, await edit.clone().text()).toBe(200);

    const response = await post(applied, "undo");
    expect(response.status).toBe(200);
    const undone = (await response.json()) as Job;
    expect(undone.undo).toMatchObject({
      products: { removed: 2, hidden: 0 },
      attributes: { removed: 0, kept: 1 },
      attributeValues: { removed: 2, kept: 1 },
    });
    // «Непал» (a new value of the shop's own attribute) and «Дарджилинг» went with the products;
    // the region stays with the one value a product still carries, and that product keeps it.
    const after = await catalogDump();
    expect(after.attributes).toEqual([...before.attributes, region]);
    expect(after.attributeValues).toEqual([...before.attributeValues, ilam]);
    expect(after.values).toContainEqual({ productId: shopProduct?.id, attributeValueId: ilam.id });
    expect(after.products).toEqual(before.products);
    expect(after.categories).toEqual(before.categories);
  });
});

describe("a preview", { timeout: 120_000 }, () => {
  it("places the file's categories under a chosen parent", async () => {
    const [parent] = await database.db.select().from(categories).where(eq(categories.depth, 0)).limit(1);
    if (!parent) throw new Error("the seed has no category");
    const previewed = await upload(await realWorld("tilda-clothing-shop.xml"), { parent: parent.id });
    expect(previewed.parentCategory).toBe(parent.id);
    const applied = await settled((await (await post(previewed, "apply")).json()) as Job);
    expect(applied.status).toBe("finished");
    expect(applied.categories.created).toBeGreaterThan(0);
    const made = await database.db
      .select({ path: categories.path, parentId: categories.parentId })
      .from(categories)
      .where(
        sql`${categories.id} in (select resource_id::int from audit_log where import_id = ${applied.id} and resource = 'category')`,
      );
    expect(made.length).toBe(applied.categories.created);
    for (const category of made) expect(category.path.startsWith(`${parent.path}/`)).toBe(true);
    expect(made.some((category) => category.parentId === parent.id)).toBe(true);
    // A parent that is not there is refused at the upload.
    const response = await app.request("/api/catalog/admin/imports?preview=1&parent=999999", {
      method: "POST",
      body: await realWorld("tilda-clothing-shop.xml"),
      headers: { "Content-Type": "application/xml", ...auth(staff) },
    });
    expect(response.status).toBe(422);
  });

  it("is cancelled without writing, and cannot be applied then", async () => {
    const previewed = await upload(await realWorld("yii2-catalog-escaped-name.xml"));
    const response = await post(previewed, "cancel");
    expect(response.status).toBe(200);
    expect(((await response.json()) as Job).status).toBe("cancelled");
    expect((await post(previewed, "apply")).status).toBe(409);
  });
});

describe("the report", { timeout: 120_000 }, () => {
  it("groups refusals by cause with the offers' names, lines and a fix, with counts that agree", async () => {
    const job = await upload(await realWorld("goyml-usd-prices.xml"));
    expect(job.offers.refused).toBe(2);
    const offers = job.refusals.filter((refusal) => refusal.kind === "offer");
    expect(offers).toHaveLength(job.offers.refused);
    const [group] = job.report;
    expect(group).toMatchObject({
      kind: "offer",
      title: "Цена в другой валюте без курса",
      count: 2,
      fix: expect.stringContaining("«Курсы валют»"),
    });
    for (const line of group?.lines ?? []) {
      expect(line.name).toBeTruthy();
      expect(line.line).toBeGreaterThan(0);
    }
    // No configuration variable is named to staff.
    expect(JSON.stringify(job.report)).not.toMatch(/IMPORT_PICTURE_HOSTS|[A-Z]{3,}_[A-Z]{3,}/);
  });

  it("downloads as CSV a spreadsheet opens", async () => {
    const job = await upload(await realWorld("goyml-usd-prices.xml"));
    const response = await app.request(`${job["@id"]}/report.csv`, { headers: auth(staff) });
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toMatch(/^text\/csv/);
    expect(response.headers.get("Content-Disposition")).toMatch(/attachment/);
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const rows = new TextDecoder().decode(bytes).trim().split("\r\n");
    expect(rows[0]).toBe('"Что";"Строка";"Id";"Название";"Причина";"Сервер";"Картинок";"Как исправить"');
    expect(rows).toHaveLength(1 + job.refusals.length);
    expect(rows.filter((row) => row.startsWith('"Предложение отклонено"'))).toHaveLength(2);
    const forbidden = await app.request(`${job["@id"]}/report.csv`);
    expect(forbidden.status).toBe(401);
  });
});
