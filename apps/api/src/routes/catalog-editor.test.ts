import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { and, asc, eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../app";
import type { DatabaseHandle } from "../db/client";
import { auditLog, categories } from "../db/schema/index";
import { productRecord } from "../domain/catalog/product-editor";
import { readCatalogReference } from "../domain/catalog/reference";
import { jsonRequest } from "../testing/http";
import { openSeededDatabase } from "../testing/seeded-database";
import { createTestUser, type TestUser } from "../testing/users";

// Staff's catalog editor (issue 31, point 1) through the whole app: products created, edited,
// unpublished and deleted, their images uploaded, reordered and removed, and the category tree
// edited, each write seen at once by the public catalog and recorded in the audit log.

interface StaffProduct {
  id: number;
  number: string;
  slug: string;
  title: string;
  description: string;
  published: boolean;
  category: { id: number; path: string };
  attributes: { code: string; value: string }[];
  prices: { priceType: string; measure: { code: string }; price: number }[];
  defaultMeasure: string;
  images: { path: string; width: number; height: number; alt: string }[];
}
interface Problem {
  status: number;
  detail?: string;
  violations?: { propertyPath: string; message: string }[];
}
interface Category {
  id: number;
  slug: string;
  path: string;
  title: string;
  depth: number;
  position: number;
  parent: string | null;
  productCount: number;
}

let database: DatabaseHandle;
let app: ReturnType<typeof createApp>;
let mediaDir: string;
let customer: TestUser;
let staff: TestUser;
let leaf: { id: number; path: string };

beforeAll(async () => {
  database = await openSeededDatabase({ products: 20 });
  mediaDir = await mkdtemp(join(tmpdir(), "shop-media-"));
  // The catalog cache stays on: every write must show at once in public answers.
  app = createApp({ database, version: "test", mediaDir });
  [customer, staff] = await Promise.all([
    createTestUser(database),
    createTestUser(database, { roles: ["ROLE_STAFF"] }),
  ]);
  const [row] = await database.db
    .select({ id: categories.id, path: categories.path })
    .from(categories)
    .where(eq(categories.path, "tea/green"));
  if (!row) throw new Error("the seed has no tea/green");
  leaf = row;
});
afterAll(async () => {
  await database.close();
  await rm(mediaDir, { recursive: true, force: true });
});

const auth = (user: TestUser | null) => (user ? { Authorization: user.authorization } : {});
async function call<Body>(
  method: "GET" | "POST" | "PATCH" | "DELETE",
  path: string,
  body?: unknown,
  user: TestUser | null = staff,
) {
  const init =
    method === "GET" || method === "DELETE"
      ? { method, headers: auth(user) }
      : jsonRequest(method, body, auth(user));
  const response = await app.request(`/api${path}`, init);
  const text = await response.text();
  return { status: response.status, body: (text ? JSON.parse(text) : undefined) as Body };
}
const publicGet = async <Body>(path: string) => call<Body>("GET", path, undefined, null);

let numberSeq = 900_000;
async function createProduct(extra: Record<string, unknown> = {}) {
  numberSeq += 1;
  const { status, body } = await call<StaffProduct>("POST", "/catalog/admin/products", {
    number: `T-${numberSeq}`,
    title: `Габа улун Жемчужина ${numberSeq}`,
    description: "Тестовый чай.",
    category: `/api/catalog/categories/${leaf.id}`,
    defaultMeasure: "pcs",
    prices: { retail: { pcs: 45_000 } },
    // Published at once: a new product is a draft unless it says so (draft-products.test.ts).
    published: true,
    ...extra,
  });
  expect(status).toBe(201);
  return body;
}
const auditOf = (resource: string, id: number) =>
  database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.resource, resource), eq(auditLog.resourceId, String(id))))
    .orderBy(asc(auditLog.id));
const pngOf = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: "#3a7" } })
    .png()
    .toBuffer();
async function upload(id: number, file: Blob, name = "photo.png", user: TestUser | null = staff) {
  const form = new FormData();
  form.set("file", file, name);
  const response = await app.request(`/api/catalog/admin/products/${id}/images`, {
    method: "POST",
    body: form,
    headers: auth(user),
  });
  return { status: response.status, body: (await response.json()) as StaffProduct & Problem };
}

describe("products (staff)", () => {
  it("creates a published product that the public list, search and its page show at once", async () => {
    const product = await createProduct({ attributes: { country: "china" } });
    expect(product).toMatchObject({
      published: true,
      category: { id: leaf.id },
      defaultMeasure: "pcs",
      prices: [{ priceType: "retail", measure: { code: "pcs" }, price: 45_000 }],
      attributes: [expect.objectContaining({ code: "country", value: "china" })],
    });
    expect(product.slug).toMatch(/^gaba-ulun-zhemchuzhina-9\d+$/);
    const list = await publicGet<{ member: { number: string }[] }>(
      `/catalog/products?category=${leaf.path}&itemsPerPage=100`,
    );
    expect(list.body.member.map((item) => item.number)).toContain(product.number);
    const search = await publicGet<{ member: { number: string }[] }>(
      `/catalog/products?search=${encodeURIComponent("жемчужина")}`,
    );
    expect(search.body.member.map((item) => item.number)).toContain(product.number);
    expect((await publicGet(`/catalog/products-by-slug/${product.slug}`)).status).toBe(200);
    const [entry] = await auditOf("product", product.id);
    expect(entry).toMatchObject({ operation: "create", actorId: staff.id, before: null });
    expect(entry?.after).toMatchObject({ number: product.number, published: true });
  });

  it("edits each field, keeps the slug when the title changes, and logs the change", async () => {
    const product = await createProduct();
    const [other] = (await database.db.select().from(categories).where(eq(categories.path, "coffee"))) ?? [];
    const { status, body } = await call<StaffProduct>("PATCH", `/catalog/admin/products/${product.id}`, {
      title: "Те Гуань Инь",
      description: "Новое описание.",
      category: other?.id,
      attributes: { country: "china" },
      prices: { retail: { pcs: 51_000 }, wholesale: { pcs: 40_000 } },
      defaultMeasure: "pcs",
    });
    expect(status).toBe(200);
    expect(body).toMatchObject({
      title: "Те Гуань Инь",
      description: "Новое описание.",
      slug: product.slug,
      category: { id: other?.id },
      attributes: [expect.objectContaining({ code: "country", value: "china" })],
    });
    expect(body.prices.map((price) => [price.priceType, price.price])).toEqual([
      ["retail", 51_000],
      ["wholesale", 40_000],
    ]);
    const regenerated = await call<StaffProduct>("PATCH", `/catalog/admin/products/${product.id}`, {
      slug: null,
      attributes: { country: null },
    });
    expect(regenerated.body.slug).toMatch(/^te-guan-in/);
    expect(regenerated.body.attributes).toEqual([]);
    const entries = await auditOf("product", product.id);
    expect(entries.map((entry) => entry.operation)).toEqual(["create", "update", "update"]);
    expect(entries[1]?.after).toMatchObject({ title: "Те Гуань Инь", category: other?.id });
  });

  it("records in the audit log what each change left, as the product reads afterwards", async () => {
    // The record after a change is made from the one before and the change, so that every write
    // goes out in one round trip (product-editor.ts): it must be what the database then holds.
    const product = await createProduct({
      prices: { retail: { pcs: 45_000, kg: 900_000 } },
      compareAtPrices: { retail: { kg: 1_000_000 } },
    });
    const reference = await readCatalogReference(database.db);
    expect((await auditOf("product", product.id))[0]?.after).toEqual(
      await productRecord(database.db, reference, product.id),
    );
    const changes = [
      {
        // Retail's kilogram goes, and its was-price with it.
        prices: { wholesale: { pack: 30_000, pcs: 39_000 }, retail: { kg: null } },
        compareAtPrices: { wholesale: { pack: 35_000 } },
        attributes: { country: "china" },
      },
      {
        title: "Да Хун Пао",
        defaultMeasure: "kg",
        prices: { retail: { pcs: 1, kg: 1_200_000 } },
        compareAtPrices: { wholesale: { pcs: 45_000 }, retail: { pcs: 2 } },
      },
      {
        attributes: { country: null },
        prices: { wholesale: { pack: null }, retail: { pcs: null } },
        compareAtPrices: { wholesale: { pcs: null } },
        published: false,
      },
      { slug: null, number: `${product.number}-2`, description: "Другое." },
    ];
    for (const change of changes) {
      const before = (await auditOf("product", product.id)).length;
      const answer = await call("PATCH", `/catalog/admin/products/${product.id}`, change);
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      const entries = await auditOf("product", product.id);
      expect(entries).toHaveLength(before + 1);
      expect(entries.at(-1)?.after).toEqual(await productRecord(database.db, reference, product.id));
    }
    // A change that changes nothing leaves no entry: the record after must be written in the same
    // order as the one before (price types, then measures: retail's kilograms before wholesale's
    // pieces).
    const count = (await auditOf("product", product.id)).length;
    expect(
      (
        await call("PATCH", `/catalog/admin/products/${product.id}`, {
          title: "Да Хун Пао",
          prices: { retail: { kg: 1_200_000 }, wholesale: { pcs: 39_000 } },
        })
      ).status,
    ).toBe(200);
    expect(await auditOf("product", product.id)).toHaveLength(count);
  });

  it("keeps product numbers and slugs unique (409 naming the field) and names unknown codes (422)", async () => {
    const first = await createProduct();
    const second = await createProduct();
    const duplicate = await call<Problem>("POST", "/catalog/admin/products", {
      number: first.number,
      title: "Копия",
      category: leaf.id,
      defaultMeasure: "pcs",
    });
    expect(duplicate.status).toBe(409);
    expect(duplicate.body.violations?.map((v) => v.propertyPath)).toEqual(["number"]);
    const renumbered = await call<Problem>("PATCH", `/catalog/admin/products/${second.id}`, {
      number: first.number,
      slug: first.slug,
    });
    expect(renumbered.status).toBe(409);
    expect(renumbered.body.violations?.map((v) => v.propertyPath)).toEqual(["number", "slug"]);
    const unknown = await call<Problem>("POST", "/catalog/admin/products", {
      number: "T-NEW-1",
      title: "Без раздела",
      category: 999_999,
      defaultMeasure: "parsec",
      attributes: { colour: "red" },
    });
    expect(unknown.status).toBe(422);
    expect(unknown.body.violations?.map((v) => v.propertyPath).sort()).toEqual([
      "attributes.colour",
      "defaultMeasure",
    ]);
    const missing = await call<Problem>("POST", "/catalog/admin/products", { title: "Без номера" });
    expect(missing.status).toBe(422);
    expect(missing.body.violations?.map((v) => v.propertyPath)).toEqual(
      expect.arrayContaining(["number", "category", "defaultMeasure"]),
    );
  });

  it("refuses a __proto__ key in prices, was-prices, attributes or a cart line (422 naming it), writing nothing", async () => {
    const product = await createProduct();
    // Object literals cannot hold the key (it sets the prototype): parsed, it is an own property.
    const withProto = (json: string): unknown => JSON.parse(json);
    for (const [body, propertyPath] of [
      [{ prices: withProto('{"retail":{"pcs":50000},"__proto__":{"pcs":1}}') }, "prices.__proto__"],
      [{ prices: { retail: withProto('{"__proto__":{"pcs":1}}') } }, "prices.retail.__proto__"],
      [{ compareAtPrices: withProto('{"__proto__":{"pcs":90000}}') }, "compareAtPrices.__proto__"],
      [{ attributes: withProto('{"__proto__":"oolong"}') }, "attributes.__proto__"],
    ] as const) {
      const refused = await call<Problem & { violations: { code: string }[] }>(
        "PATCH",
        `/catalog/admin/products/${product.id}`,
        body,
      );
      expect(refused.status, propertyPath).toBe(422);
      expect(refused.body.violations).toEqual([
        expect.objectContaining({ propertyPath, code: "forbidden_key" }),
      ]);
    }
    const created = await call<Problem>("POST", "/catalog/admin/products", {
      number: "T-PROTO-1",
      title: "Прототип",
      category: leaf.id,
      defaultMeasure: "pcs",
      attributes: withProto('{"__proto__":{"origin":"china"}}'),
    });
    expect(created.status).toBe(422);
    const cart = await call<Problem>(
      "POST",
      "/sales/carts/add",
      {
        items: [
          withProto(
            `{"product":{"number":"${product.number}"},"measure":{"code":"pcs"},"quantity":1,"__proto__":{"quantity":5}}`,
          ),
        ],
        currency: "RUB",
      },
      customer,
    );
    expect(cart.status).toBe(422);
    expect(cart.body.violations?.map((v) => v.propertyPath)).toEqual(["items.0.__proto__"]);
    // Nothing was written: the product is as created, the number is free, one audit entry.
    const after = await call<StaffProduct>("GET", `/catalog/admin/products/${product.id}`);
    expect(after.body.prices.map(({ priceType, price }) => ({ priceType, price }))).toEqual([
      { priceType: "retail", price: 45_000 },
    ]);
    expect((await call<Problem>("GET", "/catalog/admin/products?search=T-PROTO-1")).body).toMatchObject({
      totalItems: 0,
    });
    expect((await auditOf("product", product.id)).map((entry) => entry.operation)).toEqual(["create"]);
  });

  it("unpublishing hides a product from everything public, not from staff; carts answer it unavailable", async () => {
    const product = await createProduct();
    const cart = await call<{ id: number }>(
      "POST",
      "/sales/carts/add",
      {
        items: [{ product: { number: product.number }, measure: { code: "pcs" }, quantity: 1 }],
        currency: "RUB",
      },
      customer,
    );
    expect(cart.status).toBe(201);
    const hidden = await call<StaffProduct>("PATCH", `/catalog/admin/products/${product.id}`, {
      published: false,
    });
    expect(hidden.body.published).toBe(false);

    const list = await publicGet<{ member: { number: string }[] }>(
      `/catalog/products?category=${leaf.path}&itemsPerPage=100`,
    );
    expect(list.body.member.map((item) => item.number)).not.toContain(product.number);
    const search = await publicGet<{ totalItems: number }>(`/catalog/products?search=${product.number}`);
    expect(search.body.totalItems).toBe(0);
    const suggestions = await publicGet<{ products: { number: string }[] }>(
      `/catalog/suggestions?search=${encodeURIComponent(product.title)}`,
    );
    expect(suggestions.body.products.map((item) => item.number)).not.toContain(product.number);
    expect((await publicGet(`/catalog/products-by-slug/${product.slug}`)).status).toBe(404);
    expect((await publicGet(`/catalog/products/${product.id}`)).status).toBe(404);
    const sitemap = await publicGet<{ member: { key?: string; slug?: string }[] }>(
      "/sitemap/products?after=0&limit=5000",
    );
    expect(JSON.stringify(sitemap.body)).not.toContain(product.slug);
    const feed = await publicGet<{ member: { number: string }[] }>("/feeds/market/offers?limit=1000");
    expect(feed.body.member.map((offer) => offer.number)).not.toContain(product.number);

    const staffList = await call<{ member: StaffProduct[] }>(
      "GET",
      `/catalog/admin/products?search=${product.number}`,
    );
    expect(staffList.body.member).toMatchObject([{ number: product.number, published: false }]);
    expect((await call<StaffProduct>("GET", `/catalog/admin/products/${product.id}`)).body.published).toBe(
      false,
    );

    const read = await call<{
      items: unknown[];
      unavailableItems: { product: { number: string }; reason: string }[];
    }>("GET", `/sales/carts/${cart.body.id}`, undefined, customer);
    expect(read.body.items).toEqual([]);
    expect(read.body.unavailableItems).toMatchObject([{ product: { number: product.number } }]);
    expect(read.body.unavailableItems[0]?.reason).toContain("больше не продаётся");

    await call("PATCH", `/catalog/admin/products/${product.id}`, { published: true });
    expect((await publicGet(`/catalog/products-by-slug/${product.slug}`)).status).toBe(200);
  });

  it("deletes a product (404 afterwards, logged)", async () => {
    const product = await createProduct();
    expect((await call("DELETE", `/catalog/admin/products/${product.id}`)).status).toBe(204);
    expect((await publicGet(`/catalog/products-by-number/${product.number}`)).status).toBe(404);
    expect((await call("DELETE", `/catalog/admin/products/${product.id}`)).status).toBe(404);
    const entries = await auditOf("product", product.id);
    expect(entries.at(-1)).toMatchObject({ operation: "delete", after: null });
  });

  it("uploads, reorders and removes images, refusing a non-image and an oversized file", async () => {
    const product = await createProduct();
    const first = await upload(
      product.id,
      new Blob([new Uint8Array(await pngOf(2400, 1200))], { type: "image/png" }),
    );
    expect(first.status).toBe(201);
    const [image] = first.body.images;
    // Stored as webp, at most 1600 px on its longer side, its alt the title.
    expect(image).toMatchObject({ width: 1600, height: 800, alt: product.title });
    const served = await app.request(image?.path ?? "");
    expect(served.status).toBe(200);
    expect(served.headers.get("content-type")).toBe("image/webp");
    const second = await upload(
      product.id,
      new Blob([new Uint8Array(await pngOf(30, 40))], { type: "image/png" }),
    );
    const paths = second.body.images.map((item) => item.path);
    expect(paths).toHaveLength(2);

    const reordered = await call<StaffProduct>("PATCH", `/catalog/admin/products/${product.id}`, {
      images: [paths[1], paths[0]],
    });
    expect(reordered.body.images.map((item) => item.path)).toEqual([paths[1], paths[0]]);
    const removed = await call<StaffProduct>("PATCH", `/catalog/admin/products/${product.id}`, {
      images: [paths[1]],
    });
    expect(removed.body.images.map((item) => item.path)).toEqual([paths[1]]);
    expect((await app.request(paths[0] ?? "")).status).toBe(404);
    const foreign = await call<Problem>("PATCH", `/catalog/admin/products/${product.id}`, {
      images: ["/api/media/products/100001-1.webp"],
    });
    expect(foreign.status).toBe(422);

    const text = await upload(product.id, new Blob(["hello"], { type: "text/plain" }), "notes.txt");
    expect(text.status).toBe(415);
    // Bytes of no image are refused for what they are, whatever the declared type (415); a PNG cut
    // short says PNG but cannot be read (422 naming the file).
    const fake = await upload(product.id, new Blob(["not a png"], { type: "image/png" }));
    expect(fake.status).toBe(415);
    const cut = await upload(
      product.id,
      new Blob([new Uint8Array(await pngOf(30, 40)).subarray(0, 60)], { type: "image/png" }),
    );
    expect(cut.status).toBe(422);
    expect(cut.body.violations?.map((v) => v.propertyPath)).toEqual(["file"]);
    const huge = await upload(
      product.id,
      new Blob([new Uint8Array(11 * 1024 * 1024)], { type: "image/png" }),
    );
    expect(huge.status).toBe(413);
    const customers = await upload(
      product.id,
      new Blob([new Uint8Array(await pngOf(10, 10))], { type: "image/png" }),
      "a.png",
      customer,
    );
    expect(customers.status).toBe(403);
    const operations = (await auditOf("product", product.id)).map((entry) => entry.operation);
    expect(operations).toEqual(["create", "update", "update", "update", "update"]);
  });

  it("lists a category's products with its subcategories', published or not, for staff", async () => {
    const hidden = await createProduct({ published: false });
    const [tea] = await database.db.select().from(categories).where(eq(categories.path, "tea"));
    const [coffee] = await database.db.select().from(categories).where(eq(categories.path, "coffee"));
    const numbersIn = async (query: string) =>
      (
        await call<{ member: StaffProduct[] }>("GET", `/catalog/admin/products?itemsPerPage=100&${query}`)
      ).body.member.map((product) => product.number);
    // `tea` holds none itself: the product comes through its subcategory tea/green.
    expect(await numbersIn(`category=${tea?.id}`)).toContain(hidden.number);
    expect(await numbersIn(`category=${tea?.id}&published=false`)).toContain(hidden.number);
    expect(await numbersIn(`category=${coffee?.id}`)).not.toContain(hidden.number);
    const inCoffee = await numbersIn(`category=${coffee?.id}`);
    expect(inCoffee.length).toBeGreaterThan(0);
    expect((await call("GET", "/catalog/admin/products?category=tea")).status).toBe(422);
  });

  it("answers the editor's choices: measures, price types and attributes with their values", async () => {
    const { status, body } = await call<{
      measures: { code: string; title: string }[];
      priceTypes: { code: string; title: string; isDefault: boolean }[];
      attributes: { code: string; title: string; values: { value: string; title: string }[] }[];
    }>("GET", "/catalog/admin/reference");
    expect(status).toBe(200);
    expect(body.measures).toContainEqual({ code: "pcs", title: "шт" });
    expect(body.priceTypes.filter((type) => type.isDefault).map((type) => type.code)).toEqual(["retail"]);
    expect(body.attributes.find((attribute) => attribute.code === "country")?.values).toContainEqual(
      expect.objectContaining({ value: "china" }),
    );
    expect((await call("GET", "/catalog/admin/reference", undefined, customer)).status).toBe(403);
    expect((await call("GET", "/catalog/admin/reference", undefined, null)).status).toBe(401);
  });

  it("is for staff only: 401 anonymous, 403 customers", async () => {
    const body = { number: "X-1", title: "Нельзя", category: leaf.id, defaultMeasure: "pcs" };
    expect((await call("POST", "/catalog/admin/products", body, null)).status).toBe(401);
    expect((await call("POST", "/catalog/admin/products", body, customer)).status).toBe(403);
    expect((await call("GET", "/catalog/admin/products", undefined, customer)).status).toBe(403);
    expect((await call("DELETE", "/catalog/admin/products/1", undefined, customer)).status).toBe(403);
    expect((await call("POST", "/catalog/admin/categories", { title: "Нельзя" }, customer)).status).toBe(403);
    expect((await call("DELETE", "/catalog/admin/categories/1", undefined, null)).status).toBe(401);
  });
});

describe("categories (staff)", () => {
  it("creates, renames and moves a category with its subtree, keeping the tree order and counts", async () => {
    const created = await call<Category>("POST", "/catalog/admin/categories", { title: "Матча и порошки" });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      slug: "matcha-i-poroshki",
      path: "matcha-i-poroshki",
      depth: 0,
      parent: null,
    });
    const child = await call<Category>("POST", "/catalog/admin/categories", {
      title: "Церемониальная",
      parent: created.body.id,
    });
    expect(child.body).toMatchObject({ path: "matcha-i-poroshki/tseremonialnaya", depth: 1 });
    const product = await createProduct({ category: child.body.id });

    const renamed = await call<Category>("PATCH", `/catalog/admin/categories/${created.body.id}`, {
      title: "Матча",
      slug: "matcha",
    });
    expect(renamed.body).toMatchObject({ title: "Матча", path: "matcha" });
    expect((await publicGet<Category>(`/catalog/categories/${child.body.id}`)).body.path).toBe(
      "matcha/tseremonialnaya",
    );

    const tea = (await publicGet<Category>("/catalog/categories-by-slug/tea")).body;
    const teaCount = tea.productCount;
    const moved = await call<Category>("PATCH", `/catalog/admin/categories/${created.body.id}`, {
      parent: tea.id,
    });
    expect(moved.status).toBe(200);
    expect(moved.body).toMatchObject({
      path: "tea/matcha",
      depth: 1,
      parent: `/api/catalog/categories/${tea.id}`,
    });
    const movedChild = (await publicGet<Category>(`/catalog/categories/${child.body.id}`)).body;
    expect(movedChild).toMatchObject({ path: "tea/matcha/tseremonialnaya", depth: 2, productCount: 1 });
    expect((await publicGet<Category>(`/catalog/categories/${tea.id}`)).body.productCount).toBe(teaCount + 1);
    // The tree order is depth-first: the moved subtree sits inside tea's, right after the category.
    const tree = (await publicGet<{ member: Category[] }>("/catalog/categories?itemsPerPage=500")).body
      .member;
    const paths = tree.map((row) => row.path);
    expect(paths.indexOf("tea/matcha/tseremonialnaya")).toBe(paths.indexOf("tea/matcha") + 1);
    expect(tree.map((row) => row.position)).toEqual(
      [...tree.map((row) => row.position)].sort((a, b) => a - b),
    );
    const inTea = await publicGet<{ member: { number: string }[] }>(
      `/catalog/products?category=tea/matcha&itemsPerPage=100`,
    );
    expect(inTea.body.member.map((item) => item.number)).toEqual([product.number]);

    const underItself = await call<Problem>("PATCH", `/catalog/admin/categories/${created.body.id}`, {
      parent: child.body.id,
    });
    expect(underItself.status).toBe(422);
    expect(underItself.body.violations?.map((v) => v.propertyPath)).toEqual(["parent"]);
    const taken = await call<Problem>("POST", "/catalog/admin/categories", {
      title: "Зелёный",
      slug: "green",
      parent: tea.id,
    });
    expect(taken.status).toBe(409);

    const operations = (await auditOf("category", created.body.id)).map((entry) => entry.operation);
    expect(operations).toEqual(["create", "update", "move"]);
  });

  it("deletes a category only when it has no subcategories and no products (409 otherwise)", async () => {
    const parent = await call<Category>("POST", "/catalog/admin/categories", { title: "Временный раздел" });
    const child = await call<Category>("POST", "/catalog/admin/categories", {
      title: "Вложенный",
      parent: parent.body.id,
    });
    const product = await createProduct({ category: child.body.id });
    const withChildren = await call<Problem>("DELETE", `/catalog/admin/categories/${parent.body.id}`);
    expect(withChildren.status).toBe(409);
    const withProducts = await call<Problem>("DELETE", `/catalog/admin/categories/${child.body.id}`);
    expect(withProducts.status).toBe(409);
    await call("DELETE", `/catalog/admin/products/${product.id}`);
    expect((await call("DELETE", `/catalog/admin/categories/${child.body.id}`)).status).toBe(204);
    expect((await call("DELETE", `/catalog/admin/categories/${parent.body.id}`)).status).toBe(204);
    expect((await publicGet(`/catalog/categories/${parent.body.id}`)).status).toBe(404);
    const operations = (await auditOf("category", child.body.id)).map((entry) => entry.operation);
    expect(operations).toEqual(["create", "delete"]);
  });
});
