import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../app";
import type { DatabaseHandle } from "../db/client";
import { categories, products } from "../db/schema/index";
import { jsonRequest } from "../testing/http";
import { openSeededDatabase } from "../testing/seeded-database";
import { createTestUser, type TestUser } from "../testing/users";

// Issue 48 point 5, "unpublished means invisible": every public read answers an unpublished
// product exactly as one that does not exist (ids are sequential, so anyone can ask for each),
// while staff still read it. The catalog cache stays on, as in production.

interface Product {
  id: number;
  number: string;
  slug: string;
  title: string;
  published: boolean;
  images: { path: string }[];
}

let database: DatabaseHandle;
let app: ReturnType<typeof createApp>;
let mediaDir: string;
let customer: TestUser;
let staff: TestUser;
/** A product staff made and never published, with a photo and an English title. */
let hidden: Product;
/** A seeded product staff took off the shop: its images are drawn from its number. */
let withdrawn: Product;
/** An id and a number no product has. */
let missing: { id: number; number: string };

const SECRET_TITLE = "Секретный улун Новогодний";
const SECRET_DESCRIPTION = "Выйдет в декабре, до того никто не должен знать.";

type Caller = TestUser | null;
const headersOf = (user: Caller): Record<string, string> =>
  user ? { Authorization: user.authorization } : {};
const get = (path: string, user: Caller = null) => app.request(`/api${path}`, { headers: headersOf(user) });
const send = (method: "POST" | "PUT" | "PATCH", path: string, body: unknown, user: Caller = null) =>
  app.request(`/api${path}`, jsonRequest(method, body, headersOf(user)));

beforeAll(async () => {
  database = await openSeededDatabase({ products: 20 });
  mediaDir = await mkdtemp(join(tmpdir(), "shop-media-"));
  app = createApp({ database, version: "test", mediaDir });
  [customer, staff] = await Promise.all([
    createTestUser(database),
    createTestUser(database, { roles: ["ROLE_STAFF"] }),
  ]);
  const [leaf] = await database.db.select().from(categories).where(eq(categories.path, "tea/green"));
  const created = await send(
    "POST",
    "/catalog/admin/products",
    {
      number: "H-48",
      title: SECRET_TITLE,
      description: SECRET_DESCRIPTION,
      category: `/api/catalog/categories/${leaf?.id}`,
      defaultMeasure: "pcs",
      prices: { retail: { pcs: 45_000 } },
      published: false,
    },
    staff,
  );
  expect(created.status).toBe(201);
  const { id } = (await created.json()) as Product;
  const form = new FormData();
  const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: "#3a7" } })
    .png()
    .toBuffer();
  form.set("file", new Blob([new Uint8Array(png)], { type: "image/png" }), "photo.png");
  const uploaded = await app.request(`/api/catalog/admin/products/${id}/images`, {
    method: "POST",
    body: form,
    headers: headersOf(staff),
  });
  expect(uploaded.status).toBe(201);
  hidden = (await uploaded.json()) as Product;
  const translated = await send(
    "PATCH",
    `/catalog/products/${id}/translations`,
    { translations: { "en-US": { title: "Secret New Year oolong" } } },
    staff,
  );
  expect(translated.status).toBe(200);

  const [seeded] = await database.db
    .select({ id: products.id })
    .from(products)
    .where(eq(products.published, true))
    .orderBy(products.id)
    .limit(1);
  const taken = await send("PATCH", `/catalog/admin/products/${seeded?.id}`, { published: false }, staff);
  expect(taken.status).toBe(200);
  withdrawn = (await taken.json()) as Product;
  missing = { id: 999_999, number: "999999" };
});
afterAll(async () => {
  await database.close();
  await rm(mediaDir, { recursive: true, force: true });
});

/** Status and body of a request, the body as text. */
async function answer(response: Response | Promise<Response>) {
  const awaited = await response;
  return { status: awaited.status, body: await awaited.text() };
}

describe("an unpublished product, read by the public", () => {
  it("is 404 by id, slug and number, as a product that does not exist is", async () => {
    const none = await answer(get(`/catalog/products/${missing.id}`));
    expect(none.status).toBe(404);
    for (const user of [null, customer]) {
      expect(await answer(get(`/catalog/products/${hidden.id}`, user))).toEqual(none);
      expect(await answer(get(`/catalog/products-by-slug/${hidden.slug}`, user))).toEqual(none);
      expect(await answer(get(`/catalog/products-by-number/${hidden.number}`, user))).toEqual(none);
    }
  });

  it("has no texts for anyone but staff: the translations are 404, as for an id that does not exist", async () => {
    // Staff read first: their answer must not reach anyone else through the catalog's cache.
    const staffRead = await get(`/catalog/products/${hidden.id}/translations`, staff);
    expect(staffRead.status).toBe(200);
    expect(await staffRead.json()).toEqual({
      translations: {
        ru: { title: SECRET_TITLE, description: SECRET_DESCRIPTION },
        "en-US": { title: "Secret New Year oolong" },
      },
    });
    const none = await answer(get(`/catalog/products/${missing.id}/translations`));
    expect(none.status).toBe(404);
    for (const user of [null, customer]) {
      expect(await answer(get(`/catalog/products/${hidden.id}/translations`, user))).toEqual(none);
      expect(await answer(get(`/catalog/products/${hidden.id}/translations?field=title`, user))).toEqual(
        none,
      );
      expect(await answer(get(`/catalog/products/${withdrawn.id}/translations`, user))).toEqual(none);
    }
    // Staff's change of a hidden product's texts still works (the admin panel's translations editor).
    const changed = await send(
      "PATCH",
      `/catalog/products/${hidden.id}/translations`,
      { translations: { "en-US": { description: "Out in December." } } },
      staff,
    );
    expect(changed.status).toBe(200);
    expect((await get(`/catalog/products/${hidden.id}/translations`)).status).toBe(404);
  });

  it("is in no list, search, filter or suggestion", async () => {
    const everything = await answer(get("/catalog/products?itemsPerPage=100"));
    expect(everything.body).not.toContain(hidden.number);
    expect(everything.body).not.toContain(`"${withdrawn.number}"`);
    const byNumber = (await (await get(`/catalog/products?number=${hidden.number}`)).json()) as {
      totalItems: number;
    };
    expect(byNumber.totalItems).toBe(0);
    const search = await answer(get(`/catalog/products?search=${encodeURIComponent("Секретный улун")}`));
    expect(search.body).not.toContain(SECRET_TITLE);
    const cards = await answer(get(`/catalog/products?view=card&search=${hidden.number}`));
    expect(cards.body).not.toContain(SECRET_TITLE);
    const suggestions = await answer(get(`/catalog/suggestions?search=${encodeURIComponent("секретный")}`));
    expect(suggestions.status).toBe(200);
    expect(suggestions.body).not.toContain(SECRET_TITLE);
    expect(suggestions.body).not.toContain(hidden.slug);
  });

  it("is in neither the sitemap nor the marketplace feed", async () => {
    const sitemap = await answer(get("/sitemap/products?after=0&limit=5000"));
    expect(sitemap.status).toBe(200);
    expect(sitemap.body).not.toContain(hidden.slug);
    expect(sitemap.body).not.toContain(withdrawn.slug);
    const offers = await answer(get("/feeds/market/offers?limit=1000"));
    expect(offers.status).toBe(200);
    expect(offers.body).not.toContain(hidden.number);
    expect(offers.body).not.toContain(`"${withdrawn.number}"`);
  });

  it("has no images for anyone but staff, who get them uncacheable", async () => {
    const uploaded = hidden.images[0]?.path ?? "";
    expect(uploaded).toMatch(/^\/api\/media\/products\/u\d+-[0-9a-f]{16}\.webp$/);
    const drawn = `/api/media/products/${withdrawn.number}-1.webp`;
    const none = await answer(app.request(`/api/media/products/${missing.number}-1.webp`));
    expect(none.status).toBe(404);
    for (const user of [null, customer]) {
      expect(await answer(app.request(uploaded, { headers: headersOf(user) }))).toEqual(none);
      expect(await answer(app.request(drawn, { headers: headersOf(user) }))).toEqual(none);
    }
    for (const path of [uploaded, drawn]) {
      const staffs = await app.request(path, { headers: headersOf(staff) });
      expect(staffs.status).toBe(200);
      expect(staffs.headers.get("content-type")).toBe("image/webp");
      expect(staffs.headers.get("cache-control")).toBe("private, no-store");
    }
    // A published product's images stay public and cacheable.
    const [shown] = await database.db
      .select({ number: products.number })
      .from(products)
      .where(eq(products.published, true))
      .limit(1);
    const published = await app.request(`/api/media/products/${shown?.number}-1.webp`);
    expect(published.status).toBe(200);
    expect(published.headers.get("cache-control")).toBe("public, max-age=604800, immutable");
  });
});

describe("an unpublished product in a cart request", () => {
  const line = (product: { id: number } | { number: string }) => ({
    items: [{ product, measure: { code: "pcs" }, quantity: 1 }],
    currency: "RUB",
  });

  it("is refused by calculate, add and replace exactly as a product that does not exist, unnamed", async () => {
    const cart = await send("POST", "/sales/carts/add", { items: [], currency: "RUB" }, customer);
    expect(cart.status).toBe(201);
    const { id: cartId } = (await cart.json()) as { id: number };
    type Request = (product: { id: number } | { number: string }) => Response | Promise<Response>;
    const requests: [string, Request][] = [
      ["calculate", (product) => send("POST", "/sales/carts/calculate", line(product))],
      ["calculate signed in", (product) => send("POST", "/sales/carts/calculate", line(product), customer)],
      ["add", (product) => send("POST", "/sales/carts/add", line(product), customer)],
      ["add to", (product) => send("PATCH", `/sales/carts/${cartId}/add`, line(product), customer)],
      ["replace", (product) => send("PUT", `/sales/carts/${cartId}`, line(product), customer)],
    ];
    for (const [name, request] of requests) {
      for (const [key, absent] of [
        [{ id: hidden.id }, { id: missing.id }],
        [{ number: hidden.number }, { number: missing.number }],
        [{ number: withdrawn.number }, { number: missing.number }],
      ] as const) {
        const none = await answer(request(absent));
        expect(none.status, name).toBe(422);
        const refused = await answer(request(key));
        expect(refused, `${name} ${JSON.stringify(key)}`).toEqual(none);
        expect(refused.body).not.toContain(SECRET_TITLE);
        expect(refused.body).not.toContain(withdrawn.title);
      }
    }
    // Nothing was stored by the refusals.
    const stored = (await (await get(`/sales/carts/${cartId}`, customer)).json()) as {
      items: unknown[];
      unavailableItems: unknown[];
    };
    expect(stored).toMatchObject({ items: [], unavailableItems: [] });
  });
});

describe("staff", () => {
  it("still read an unpublished product on their own paths", async () => {
    const read = await get(`/catalog/admin/products/${hidden.id}`, staff);
    expect(read.status).toBe(200);
    expect(await read.json()).toMatchObject({ title: SECRET_TITLE, published: false });
    const list = (await (await get(`/catalog/admin/products?search=${hidden.number}`, staff)).json()) as {
      member: Product[];
    };
    expect(list.member.map((product) => product.number)).toEqual([hidden.number]);
  });
});
