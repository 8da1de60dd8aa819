import { access, mkdtemp, readdir, rm, utimes } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { and, asc, eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../app";
import type { DatabaseHandle } from "../db/client";
import { auditLog, categories } from "../db/schema/index";
import { jsonRequest } from "../testing/http";
import { openSeededDatabase } from "../testing/seeded-database";
import { createTestUser, type TestUser } from "../testing/users";

// Photos as a manager adds them (issue 46 point 8): staged while a new product's form is filled,
// attached by its creation in their order with their alt texts, reordered and described later;
// an alt text staff wrote stays through title changes, one left empty follows the title; staged
// images nobody attached are swept.

interface Image {
  path: string;
  width: number;
  height: number;
  alt: string;
}
interface StaffProduct {
  id: number;
  number: string;
  slug: string;
  title: string;
  images: Image[];
}
interface Staged {
  upload: string;
  width: number;
  height: number;
}
interface Problem {
  status: number;
  violations?: { propertyPath: string; code?: string }[];
}

let database: DatabaseHandle;
let app: ReturnType<typeof createApp>;
let mediaDir: string;
let customer: TestUser;
let staff: TestUser;
let categoryId: number;

beforeAll(async () => {
  database = await openSeededDatabase({ products: 5 });
  mediaDir = await mkdtemp(join(tmpdir(), "shop-media-"));
  app = createApp({ database, version: "test", mediaDir });
  [customer, staff] = await Promise.all([
    createTestUser(database),
    createTestUser(database, { roles: ["ROLE_STAFF"] }),
  ]);
  const [row] = await database.db
    .select({ id: categories.id })
    .from(categories)
    .where(eq(categories.path, "tea/green"));
  if (!row) throw new Error("the seed has no tea/green");
  categoryId = row.id;
});
afterAll(async () => {
  await database.close();
  await rm(mediaDir, { recursive: true, force: true });
});

const auth = (user: TestUser | null) => (user ? { Authorization: user.authorization } : {});
async function call<Body>(method: "GET" | "POST" | "PATCH", path: string, body?: unknown, user = staff) {
  const init = method === "GET" ? { method, headers: auth(user) } : jsonRequest(method, body, auth(user));
  const response = await app.request(`/api${path}`, init);
  return { status: response.status, body: (await response.json()) as Body };
}
const pngOf = async (width: number, height: number, background = "#3a7") =>
  new Uint8Array(
    await sharp({ create: { width, height, channels: 3, background } })
      .png()
      .toBuffer(),
  );

async function stage(bytes: Uint8Array, { type = "image/png", user = staff } = {}) {
  const form = new FormData();
  form.set("file", new Blob([new Uint8Array(bytes)], { type }), "photo.png");
  const response = await app.request("/api/catalog/admin/image-uploads", {
    method: "POST",
    body: form,
    headers: auth(user),
  });
  return { status: response.status, body: (await response.json()) as Staged & Problem };
}

let numberSeq = 700_000;
const newProduct = (extra: Record<string, unknown> = {}) => {
  numberSeq += 1;
  return {
    number: `PH-${numberSeq}`,
    title: `Улун с фото ${numberSeq}`,
    category: categoryId,
    defaultMeasure: "pcs",
    prices: { retail: { pcs: 45_000 } },
    // Shown in the shop (staff's products start as drafts): these tests read the public answers.
    published: true,
    ...extra,
  };
};
const stagedFiles = async () => readdir(join(mediaDir, "staged")).catch(() => [] as string[]);
const fileOf = (path: string) => join(mediaDir, "products", path.slice("/api/media/products/".length));

describe("photos of a product being created (staged uploads)", () => {
  it("attaches staged photos to the creation in order, with their alt texts, once", async () => {
    const first = await stage(await pngOf(2400, 1200));
    const second = await stage(await pngOf(300, 400, "#a37"));
    expect(first.status).toBe(201);
    // Stored as the product's uploads are: webp, at most 1600 px on its longer side.
    expect(first.body).toMatchObject({ width: 1600, height: 800 });
    expect(first.body.upload).toMatch(/^[0-9a-f]{32}$/);
    expect(second.body).toMatchObject({ width: 300, height: 400 });

    const input = newProduct({
      images: [
        { upload: second.body.upload, alt: "  Сухой лист крупным планом " },
        { upload: first.body.upload, alt: "" },
      ],
    });
    const created = await call<StaffProduct>("POST", "/catalog/admin/products", input);
    expect(created.status).toBe(201);
    const { images, title, id } = created.body;
    expect(images.map(({ width, height, alt }) => ({ width, height, alt }))).toEqual([
      { width: 300, height: 400, alt: "Сухой лист крупным планом" },
      // An empty alt text is the title.
      { width: 1600, height: 800, alt: title },
    ]);
    for (const image of images) {
      expect(image.path).toMatch(new RegExp(`^/api/media/products/u${id}-[0-9a-f]{16}\\.webp$`));
      const served = await app.request(image.path);
      expect(served.status).toBe(200);
      expect(served.headers.get("content-type")).toBe("image/webp");
    }
    // Read again, in the same order; the public page answers the alt texts.
    const read = await call<StaffProduct>("GET", `/catalog/admin/products/${id}`);
    expect(read.body.images).toEqual(images);
    const page = await call<StaffProduct>(
      "GET",
      `/catalog/products-by-slug/${created.body.slug}`,
      undefined,
      customer,
    );
    expect(page.body.images.map((image) => image.alt)).toEqual(["Сухой лист крупным планом", title]);
    // Nothing is left staged, and a staged id is attached once.
    expect(await stagedFiles()).toEqual([]);
    const again = await call<Problem>(
      "POST",
      "/catalog/admin/products",
      newProduct({ images: [{ upload: first.body.upload }] }),
    );
    expect(again.status).toBe(422);
    expect(again.body.violations?.map((v) => v.propertyPath)).toEqual(["images.0"]);
    // The audit log's record of the creation has the photos and the alt text staff wrote.
    const [entry] = await database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.resource, "product"), eq(auditLog.resourceId, String(id))))
      .orderBy(asc(auditLog.id));
    expect(entry?.after).toMatchObject({
      images: images.map((image) => image.path),
      imageAlts: { [images[0]?.path ?? ""]: "Сухой лист крупным планом" },
    });
  });

  it("keeps the photos staged when the creation is refused, so the form can send them again", async () => {
    const photo = await stage(await pngOf(200, 200));
    const taken = newProduct();
    expect((await call("POST", "/catalog/admin/products", taken)).status).toBe(201);
    const refused = await call<Problem>("POST", "/catalog/admin/products", {
      ...taken,
      images: [{ upload: photo.body.upload, alt: "Пачка" }],
    });
    expect(refused.status).toBe(409);
    expect(await stagedFiles()).toEqual([`${photo.body.upload}.webp`]);
    // A staged id that is not there fails the whole creation: nothing is made, nothing moved.
    const missing = await call<Problem>("POST", "/catalog/admin/products", {
      ...newProduct(),
      images: [{ upload: photo.body.upload }, { upload: "0".repeat(32) }],
    });
    expect(missing.status).toBe(422);
    expect(missing.body.violations?.map((v) => v.propertyPath)).toEqual(["images.1"]);
    expect(await stagedFiles()).toEqual([`${photo.body.upload}.webp`]);
    const created = await call<StaffProduct>("POST", "/catalog/admin/products", {
      ...newProduct(),
      images: [{ upload: photo.body.upload, alt: "Пачка" }],
    });
    expect(created.status).toBe(201);
    expect(created.body.images.map((image) => image.alt)).toEqual(["Пачка"]);
    await access(fileOf(created.body.images[0]?.path ?? ""));
  });

  it("deletes staged photos nobody attached within a day, at the next staging upload", async () => {
    const old = await stage(await pngOf(50, 50));
    const dayAgo = (Date.now() - 25 * 3_600_000) / 1000;
    await utimes(join(mediaDir, "staged", `${old.body.upload}.webp`), dayAgo, dayAgo);
    const fresh = await stage(await pngOf(60, 60));
    expect(await stagedFiles()).toEqual([`${fresh.body.upload}.webp`]);
    const late = await call<Problem>(
      "POST",
      "/catalog/admin/products",
      newProduct({ images: [{ upload: old.body.upload }] }),
    );
    expect(late.status).toBe(422);
  });

  it("is staff's and checks the file as product uploads do", async () => {
    expect((await stage(await pngOf(10, 10), { user: customer })).status).toBe(403);
    expect((await stage(new TextEncoder().encode("not an image"))).status).toBe(415);
    const noUpload = await call<Problem>(
      "POST",
      "/catalog/admin/products",
      newProduct({ images: [{ upload: "../etc" }] }),
    );
    expect(noUpload.status).toBe(422);
  });
});

describe("photos of a product: order and alt texts", () => {
  it("stores the order and alt texts a change sends; written texts stay through title changes", async () => {
    const [a, b] = [await stage(await pngOf(80, 80)), await stage(await pngOf(90, 90))];
    const created = await call<StaffProduct>("POST", "/catalog/admin/products", {
      ...newProduct(),
      images: [{ upload: a.body.upload }, { upload: b.body.upload }],
    });
    const { id, title } = created.body;
    const [pathA = "", pathB = ""] = created.body.images.map((image) => image.path);
    const changed = await call<StaffProduct>("PATCH", `/catalog/admin/products/${id}`, {
      images: [{ path: pathB, alt: "Настой в чашке" }, pathA],
    });
    expect(changed.status).toBe(200);
    expect(changed.body.images.map(({ path, alt }) => ({ path, alt }))).toEqual([
      { path: pathB, alt: "Настой в чашке" },
      { path: pathA, alt: title },
    ]);
    // A new title: the alt text that was the title follows it, the written one stays.
    const renamed = await call<StaffProduct>("PATCH", `/catalog/admin/products/${id}`, {
      title: "Улун новый",
    });
    expect(renamed.body.images.map((image) => image.alt)).toEqual(["Настой в чашке", "Улун новый"]);
    // An emptied alt text is the title again.
    const emptied = await call<StaffProduct>("PATCH", `/catalog/admin/products/${id}`, {
      images: [pathB, { path: pathA, alt: "Сухой лист" }].map((image) =>
        image === pathB ? { path: pathB, alt: "" } : image,
      ),
    });
    expect(emptied.body.images.map((image) => image.alt)).toEqual(["Улун новый", "Сухой лист"]);
    const read = await call<StaffProduct>("GET", `/catalog/admin/products/${id}`);
    expect(read.body.images.map(({ path, alt }) => ({ path, alt }))).toEqual([
      { path: pathB, alt: "Улун новый" },
      { path: pathA, alt: "Сухой лист" },
    ]);
    // The same image twice, or another product's, is refused.
    const twice = await call<Problem>("PATCH", `/catalog/admin/products/${id}`, {
      images: [pathA, { path: pathA, alt: "x" }],
    });
    expect(twice.status).toBe(422);
  });

  it("answers a written alt text in every language, the title's in the title's language", async () => {
    const photos = [await stage(await pngOf(70, 70)), await stage(await pngOf(75, 75))];
    const created = await call<StaffProduct>("POST", "/catalog/admin/products", {
      ...newProduct(),
      images: [{ upload: photos[0]?.body.upload, alt: "Лист" }, { upload: photos[1]?.body.upload }],
    });
    const translated = await call("PATCH", `/catalog/products/${created.body.id}/translations`, {
      translations: { "en-US": { title: "Oolong with photos" } },
    });
    expect(translated.status).toBe(200);
    const english = await app.request(`/api/catalog/products-by-slug/${created.body.slug}`, {
      headers: { "Accept-Language": "en-US" },
    });
    const body = (await english.json()) as StaffProduct;
    expect(body.images.map((image) => image.alt)).toEqual(["Лист", "Oolong with photos"]);
  });
});
