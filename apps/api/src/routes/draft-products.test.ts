import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../app";
import type { DatabaseHandle } from "../db/client";
import { categories } from "../db/schema/index";
import { jsonRequest } from "../testing/http";
import { openSeededDatabase } from "../testing/seeded-database";
import { createTestUser, type TestUser } from "../testing/users";

// Issue 46 point 5, drafts and preview: a product staff create starts as a draft; staff read it at
// the public paths (its page's address), answered privately and marked not for indexing; anyone
// else gets 404 for it, and nothing staff read reaches the public cache. The catalog cache is on,
// as in production.

interface Product {
  id: number;
  number: string;
  slug: string;
  title: string;
  published?: boolean;
}

let database: DatabaseHandle;
let app: ReturnType<typeof createApp>;
let customer: TestUser;
let staff: TestUser;
let administrator: TestUser;
let categoryId: number;

type Caller = TestUser | null;
const headersOf = (user: Caller): Record<string, string> =>
  user ? { Authorization: user.authorization } : {};
const get = (path: string, user: Caller = null) => app.request(`/api${path}`, { headers: headersOf(user) });
const send = (method: "POST" | "PATCH", path: string, body: unknown, user: Caller) =>
  app.request(`/api${path}`, jsonRequest(method, body, headersOf(user)));

let numberSeq = 0;
async function createProduct(extra: Record<string, unknown> = {}): Promise<Product> {
  numberSeq += 1;
  const created = await send(
    "POST",
    "/catalog/admin/products",
    {
      number: `DRAFT-${numberSeq}`,
      title: `Черновой улун ${numberSeq}`,
      category: categoryId,
      defaultMeasure: "pcs",
      prices: { retail: { pcs: 45_000 } },
      ...extra,
    },
    staff,
  );
  expect(created.status).toBe(201);
  return (await created.json()) as Product;
}

/** The three public addresses of a product. */
const pathsOf = (product: Product) => [
  `/catalog/products/${product.id}`,
  `/catalog/products-by-slug/${product.slug}`,
  `/catalog/products-by-number/${product.number}`,
];

beforeAll(async () => {
  database = await openSeededDatabase({ products: 20 });
  app = createApp({ database, version: "test" });
  [customer, staff, administrator] = await Promise.all([
    createTestUser(database),
    createTestUser(database, { roles: ["ROLE_STAFF"] }),
    createTestUser(database, { roles: ["ROLE_ADMIN"] }),
  ]);
  const [leaf] = await database.db.select().from(categories).where(eq(categories.path, "tea/green"));
  categoryId = leaf?.id ?? 0;
});
afterAll(() => database.close());

describe("a product staff create", () => {
  it("is a draft unless it says otherwise: in no public list, 404 to the public", async () => {
    const draft = await createProduct();
    expect(draft.published).toBe(false);
    const list = await (await get(`/catalog/products?search=${draft.number}`)).text();
    expect(list).not.toContain(draft.title);
    for (const user of [null, customer]) {
      for (const path of pathsOf(draft)) expect((await get(path, user)).status, path).toBe(404);
    }
    const published = await createProduct({ published: true });
    expect(published.published).toBe(true);
    expect((await get(`/catalog/products-by-slug/${published.slug}`)).status).toBe(200);
  });
});

describe("a draft at its public address", () => {
  it("is read by staff and administrators, privately, marked not for indexing, and 404 to everyone else", async () => {
    const draft = await createProduct({ description: "Выйдет весной." });
    for (const user of [staff, administrator]) {
      for (const path of pathsOf(draft)) {
        const response = await get(path, user);
        expect(response.status, path).toBe(200);
        expect(response.headers.get("cache-control")).toBe("private, no-store");
        expect(response.headers.get("x-robots-tag")).toBe("noindex");
        expect(response.headers.get("etag")).toBeNull();
        expect(await response.json()).toMatchObject({
          id: draft.id,
          title: draft.title,
          description: "Выйдет весной.",
          published: false,
        });
      }
    }
    // Read by staff first: the shared cache must not have kept it for anyone else.
    for (const user of [null, customer]) {
      for (const path of pathsOf(draft)) {
        const response = await get(path, user);
        expect(response.status, path).toBe(404);
        expect(await response.text()).not.toContain(draft.title);
      }
    }
  });

  it("is a product page like any other once published, and staff's reads stay private", async () => {
    const draft = await createProduct();
    const slugPath = `/catalog/products-by-slug/${draft.slug}`;
    expect((await get(slugPath)).status).toBe(404);
    const published = await send("PATCH", `/catalog/admin/products/${draft.id}`, { published: true }, staff);
    expect(published.status).toBe(200);

    // Staff first, then the public: the public answer is the cache's, without the staff-only field.
    const staffRead = await get(slugPath, staff);
    expect(staffRead.status).toBe(200);
    expect(staffRead.headers.get("cache-control")).toBe("private, no-store");
    expect(staffRead.headers.get("x-robots-tag")).toBeNull();
    expect(await staffRead.json()).toMatchObject({ id: draft.id, published: true });
    for (const user of [null, customer]) {
      const publicRead = await get(slugPath, user);
      expect(publicRead.status).toBe(200);
      expect(publicRead.headers.get("cache-control")).toBe("public, max-age=0, must-revalidate");
      expect(publicRead.headers.get("x-robots-tag")).toBeNull();
      const body = (await publicRead.json()) as Product;
      expect(body.id).toBe(draft.id);
      expect(body).not.toHaveProperty("published");
    }

    // Taken off the shop again: the public's cached answer goes with it, staff still read it.
    const hidden = await send("PATCH", `/catalog/admin/products/${draft.id}`, { published: false }, staff);
    expect(hidden.status).toBe(200);
    expect((await get(slugPath)).status).toBe(404);
    const staffAgain = await get(slugPath, staff);
    expect(staffAgain.status).toBe(200);
    expect(staffAgain.headers.get("x-robots-tag")).toBe("noindex");
  });

  it("is 404 to staff too when no product has the address", async () => {
    const response = await get("/catalog/products-by-slug/no-such-draft", staff);
    expect(response.status).toBe(404);
  });
});
