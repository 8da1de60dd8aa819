import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { asc, eq, sql } from "drizzle-orm";
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
  productVariants,
} from "../db/schema/index";
import { openSeededDatabase } from "../testing/seeded-database";
import { createTestUser, type TestUser } from "../testing/users";

// Imports of variants (issue 46 points 1 and 4) previewed, applied and undone through the staff
// API, on both drivers: offers sharing a `group_id` (an Ecwid-style export) are one product's
// variants. A preview writes nothing (no product, no variant, no entry) and counts what the apply
// then does; an undo leaves the catalog exactly as before, variants included: those of a product
// the import created go with it, those it changed or added on a product it found are put back.

const ECWID_STYLE = join(import.meta.dirname, "../testing/yml/ecwid-style-variants.xml");

interface Job {
  "@id": string;
  id: number;
  status: string;
  offers: { created: number; updated: number; unchanged: number; refused: number };
  categories: { created: number; updated: number; unchanged: number; refused: number };
  refusals: { reason: string }[];
  undo: {
    products: { removed: number; restored: number; hidden: number; unchanged: number };
    attributes: { removed: number; kept: number };
    attributeValues: { removed: number; kept: number };
    kept: unknown[];
  } | null;
  problem: unknown;
}
interface Product {
  id: number;
  title: string;
  prices: { priceType: string; measure: { code: string }; price: number }[];
  variants: { id: number; number: string; title: string; price: number; available: boolean }[];
}

let database: DatabaseHandle;
let app: ReturnType<typeof createApp>;
let staff: TestUser;

beforeAll(async () => {
  database = await openSeededDatabase({ products: 6 });
  app = createApp({ database, version: "test", catalogCache: false });
  staff = await createTestUser(database, { roles: ["ROLE_STAFF"] });
}, 120_000);
afterAll(async () => {
  await database.close();
});

const auth = () => ({ Authorization: staff.authorization });

/** Uploads `file` (a preview unless `preview: false`) and answers the job once it stopped running. */
async function upload(file: string | Buffer, { preview = true } = {}): Promise<Job> {
  const query = new URLSearchParams({ fileName: "variants.yml", ...(preview ? { preview: "1" } : {}) });
  const response = await app.request(`/api/catalog/admin/imports?${query}`, {
    method: "POST",
    body: file,
    headers: { "Content-Type": "application/xml", ...auth() },
  });
  expect(response.status, await response.clone().text()).toBe(202);
  return settled((await response.json()) as Job);
}

async function settled(job: Job): Promise<Job> {
  for (let attempt = 0; attempt < 1200; attempt++) {
    const now = (await (await app.request(job["@id"], { headers: auth() })).json()) as Job;
    if (now.status !== "running") return now;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`the import ${job["@id"]} did not stop`);
}

async function post(job: Job, action: "apply" | "undo"): Promise<Job> {
  const response = await app.request(`${job["@id"]}/${action}`, { method: "POST", headers: auth() });
  expect(response.status, await response.clone().text()).toBe(action === "apply" ? 202 : 200);
  const answered = (await response.json()) as Job;
  return action === "apply" ? settled(answered) : answered;
}

const rowsOf = (result: unknown) => (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows);

/** Everything an import writes of the catalog, variants and attributes included, but the dates of change. */
async function catalogDump() {
  const { db } = database;
  const [productRows, prices, values, variants, categoryRows, attributeRows, valueRows] = await Promise.all([
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
    db.select().from(productVariants).orderBy(asc(productVariants.id)),
    db.execute(sql`select id, parent_id, slug, path, title, depth, position, product_count
      from ${categories} order by id`),
    db.select().from(attributes).orderBy(asc(attributes.id)),
    db.select().from(attributeValues).orderBy(asc(attributeValues.id)),
  ]);
  return {
    products: rowsOf(productRows),
    prices,
    values,
    variants,
    categories: rowsOf(categoryRows),
    attributes: attributeRows,
    attributeValues: valueRows,
  };
}

const auditCount = async () =>
  (await database.db.select({ count: sql<number>`count(*)`.mapWith(Number) }).from(auditLog))[0]?.count ?? 0;

const byNumber = async (number: string) => {
  const response = await app.request(`/api/catalog/products-by-number/${encodeURIComponent(number)}`);
  return { status: response.status, body: (await response.json()) as Product };
};

describe("an Ecwid-style export of variants previewed, applied and undone", { timeout: 240_000 }, () => {
  it("previews without writing, applies what the preview counted, and undoes to the catalog before", async () => {
    const file = await readFile(ECWID_STYLE);
    const before = await catalogDump();
    const entries = await auditCount();

    const preview = await upload(file);
    expect(preview).toMatchObject({ status: "previewed", problem: null });
    // The group's three variations and the teapot are new; the group's product offer names it.
    expect(preview.offers).toEqual({ created: 4, updated: 0, unchanged: 0, refused: 0 });
    expect(await catalogDump()).toEqual(before);
    // The only entry is the job's own.
    expect(await auditCount()).toBe(entries + 1);
    expect((await byNumber("413376464")).status).toBe(404);

    const applied = await post(preview, "apply");
    expect(applied).toMatchObject({ status: "finished", problem: null });
    expect(applied.offers).toEqual(preview.offers);
    expect(applied.categories).toEqual(preview.categories);
    const { body: product } = await byNumber("413376464");
    expect(product.variants.map(({ title, price, available }) => [title, price, available])).toEqual([
      ["50 г", 20_000, true],
      ["100 г", 35_000, true],
      ["250 г", 80_000, false],
    ]);

    const undone = await post(applied, "undo");
    expect(undone.undo).toMatchObject({ products: { removed: 2, restored: 0, hidden: 0 }, kept: [] });
    // The teapot's «Глина» was the file's own: the attribute and its value go with the import.
    expect(undone.undo).toMatchObject({
      attributes: { removed: 1, kept: 0 },
      attributeValues: { removed: 1, kept: 0 },
    });
    expect(await catalogDump()).toEqual(before);
  });
});

describe("an import that changes a product's variants, undone", { timeout: 240_000 }, () => {
  const offer = (id: string, name: string, price: string, available = true) =>
    `<offer id="${id}" group_id="7001" available="${available}"><vendorCode>${id}</vendorCode><name>${name}</name><price>${price}</price><currencyId>RUB</currencyId><categoryId>1</categoryId></offer>`;
  const file = (offers: string[]) => `<?xml version="1.0" encoding="UTF-8"?>
<yml_catalog date="2026-12-01T10:00+03:00"><shop><currencies><currency id="RUB" rate="1"/></currencies>
<categories><category id="1">Габа</category></categories><offers>
${offers.join("\n")}
</offers></shop></yml_catalog>`;

  it("puts the variants back as they were: prices, availability, the one it added removed", async () => {
    const first = await upload(
      file([
        offer("GABA-50", "Габа «Группа» 50 г", "300"),
        offer("GABA-100", "Габа «Группа» 100 г", "550"),
        offer("GABA-250", "Габа «Группа» 250 г", "1200"),
      ]),
      { preview: false },
    );
    expect(first.offers).toEqual({ created: 3, updated: 0, unchanged: 0, refused: 0 });
    const was = (await byNumber("7001")).body;
    expect(was.title).toBe("Габа «Группа»");
    const before = await catalogDump();
    const entries = await auditCount();

    const second = file([
      // Cheaper: the product's own price follows it.
      offer("GABA-50", "Габа «Группа» 50 г", "250"),
      offer("GABA-100", "Габа «Группа» 100 г", "550"),
      offer("GABA-250", "Габа «Группа» 250 г", "1200", false),
      offer("GABA-500", "Габа «Группа» 500 г", "2200"),
    ]);
    const preview = await upload(second);
    expect(preview.offers).toEqual({ created: 1, updated: 2, unchanged: 1, refused: 0 });
    expect(await catalogDump()).toEqual(before);
    expect(await auditCount()).toBe(entries + 1);

    const applied = await post(preview, "apply");
    expect(applied.offers).toEqual(preview.offers);
    const changed = (await byNumber("7001")).body;
    expect(changed.variants.map(({ id, title, price, available }) => [id, title, price, available])).toEqual([
      [was.variants[0]?.id, "50 г", 25_000, true],
      [was.variants[1]?.id, "100 г", 55_000, true],
      [was.variants[2]?.id, "250 г", 120_000, false],
      [expect.any(Number), "500 г", 220_000, true],
    ]);
    expect(changed.prices.find((price) => price.priceType === "retail")?.price).toBe(25_000);
    // The import's entries of the product carry its variants, as the undo reads them.
    const trail = await database.db
      .select({ after: auditLog.after })
      .from(auditLog)
      .where(eq(auditLog.importId, applied.id));
    expect(JSON.stringify(trail.at(-1)?.after)).toContain("GABA-500");

    const undone = await post(applied, "undo");
    expect(undone.undo).toMatchObject({ products: { removed: 0, restored: 1, hidden: 0 }, kept: [] });
    expect(await catalogDump()).toEqual(before);
    const back = (await byNumber("7001")).body;
    expect(back.variants).toEqual(was.variants);
    expect(back.prices).toEqual(was.prices);
  });
});
