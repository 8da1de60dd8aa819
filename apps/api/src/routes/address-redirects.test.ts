import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../app";
import type { DatabaseHandle } from "../db/client";
import { jsonRequest } from "../testing/http";
import { openSeededDatabase } from "../testing/seeded-database";
import { createTestUser, type TestUser } from "../testing/users";

// Issue 46 point 7: renaming or moving a category, or changing a product's slug, keeps every old
// address leading to the page (the storefront answers it with a 308).

interface Category {
  id: number;
  path: string;
  parent: string | null;
}
interface Product {
  id: number;
  slug: string;
}

let database: DatabaseHandle;
let app: ReturnType<typeof createApp>;
let staff: TestUser;

beforeAll(async () => {
  database = await openSeededDatabase({ products: 30 });
  app = createApp({ database, version: "test" });
  staff = await createTestUser(database, { roles: ["ROLE_STAFF"] });
});
afterAll(() => database.close());

const staffCall = async <Body>(method: "POST" | "PATCH", path: string, body: unknown) => {
  const response = await app.request(
    `/api${path}`,
    jsonRequest(method, body, { Authorization: staff.authorization }),
  );
  expect(response.status, await response.clone().text()).toBeLessThan(300);
  return (await response.json()) as Body;
};
const redirectOf = async (kind: "product" | "category", from: string) => {
  const response = await app.request(
    `/api/catalog/address-redirects?kind=${kind}&from=${encodeURIComponent(from)}`,
  );
  return response.status === 200 ? ((await response.json()) as { to: string }).to : response.status;
};
const categoryAt = async (path: string) => {
  const response = await app.request(`/api/catalog/categories-by-slug/${path}`);
  return response.status === 200 ? ((await response.json()) as Category) : undefined;
};

describe("addresses that last", () => {
  it("leads a renamed category's old path, and its subtree's, to where they are now", async () => {
    const green = await categoryAt("tea/green");
    const chinese = await categoryAt("tea/green/chinese");
    expect(green && chinese).toBeTruthy();
    expect(await redirectOf("category", "tea/green")).toBe(404);

    await staffCall("PATCH", `/catalog/admin/categories/${green?.id}`, { slug: "zelenyy" });
    expect(await categoryAt("tea/green")).toBeUndefined();
    expect(await redirectOf("category", "tea/green")).toBe("/catalog/tea/zelenyy");
    expect(await redirectOf("category", "tea/green/chinese")).toBe("/catalog/tea/zelenyy/chinese");

    // Moved again, under another root: the first old address follows it, no chain.
    const coffee = await categoryAt("coffee");
    await staffCall("PATCH", `/catalog/admin/categories/${green?.id}`, { parent: coffee?.id });
    expect(await redirectOf("category", "tea/green")).toBe("/catalog/coffee/zelenyy");
    expect(await redirectOf("category", "tea/zelenyy/chinese")).toBe("/catalog/coffee/zelenyy/chinese");
    expect(await redirectOf("category", "tea/green/chinese")).toBe("/catalog/coffee/zelenyy/chinese");
    // The live address is never redirected.
    expect(await redirectOf("category", "coffee/zelenyy")).toBe(404);
  });

  it("leads a product's old slug to it while it is on the shop, and never its live slug", async () => {
    const cards = await app.request("/api/catalog/products?itemsPerPage=1&view=card");
    const [first] = ((await cards.json()) as { member: Product[] }).member;
    if (!first) throw new Error("the seed has products");
    await staffCall("PATCH", `/catalog/admin/products/${first.id}`, { slug: "novyy-adres" });
    expect(await redirectOf("product", first.slug)).toBe("/product/novyy-adres");
    expect(await redirectOf("product", "novyy-adres")).toBe(404);
    // A third slug: both old ones lead to the product.
    await staffCall("PATCH", `/catalog/admin/products/${first.id}`, { slug: "tretiy-adres" });
    expect(await redirectOf("product", "novyy-adres")).toBe("/product/tretiy-adres");
    expect(await redirectOf("product", first.slug)).toBe("/product/tretiy-adres");
    // Back to its first slug (made from the title anew): that one is live, the others lead to it.
    const back = await staffCall<Product>("PATCH", `/catalog/admin/products/${first.id}`, { slug: null });
    expect(back.slug).toBe(first.slug);
    expect(await redirectOf("product", first.slug)).toBe(404);
    expect(await redirectOf("product", "tretiy-adres")).toBe(`/product/${first.slug}`);

    // Off the shop, its old addresses lead nowhere (the page is 404, as its own is).
    await staffCall("PATCH", `/catalog/admin/products/${first.id}`, { published: false });
    expect(await redirectOf("product", "tretiy-adres")).toBe(404);
  });

  it("never leads away from an address that is live again, for a product or a section", async () => {
    const cards = await app.request("/api/catalog/products?itemsPerPage=2&view=card&sort[number]=desc");
    const [a, b] = ((await cards.json()) as { member: Product[] }).member;
    if (!a || !b) throw new Error("the seed has products");
    // A leaves "x-…" behind; B takes it: "x-…" is B's page, not a way to A.
    const taken = `x-${a.id}`;
    await staffCall("PATCH", `/catalog/admin/products/${a.id}`, { slug: taken });
    await staffCall("PATCH", `/catalog/admin/products/${a.id}`, { slug: `y-${a.id}` });
    expect(await redirectOf("product", taken)).toBe(`/product/y-${a.id}`);
    await staffCall("PATCH", `/catalog/admin/products/${b.id}`, { slug: taken });
    expect(await redirectOf("product", taken)).toBe(404);
    // Off the shop, B's address is still its own: no way to A opens at it.
    await staffCall("PATCH", `/catalog/admin/products/${b.id}`, { published: false });
    expect(await redirectOf("product", taken)).toBe(404);

    // A section leaves "teaware/cups" behind; a new section takes the path: it is live, and stays
    // so when that section is renamed again (the old row went when the path was taken).
    const cups = await categoryAt("teaware/cups");
    const teaware = await categoryAt("teaware");
    await staffCall("PATCH", `/catalog/admin/categories/${cups?.id}`, { slug: "chashki" });
    expect(await redirectOf("category", "teaware/cups")).toBe("/catalog/teaware/chashki");
    const fresh = await staffCall<Category>("POST", "/catalog/admin/categories", {
      title: "Кружки",
      slug: "cups",
      parent: teaware?.id,
    });
    expect(await redirectOf("category", "teaware/cups")).toBe(404);
    await staffCall("PATCH", `/catalog/admin/categories/${fresh.id}`, { slug: "kruzhki" });
    expect(await redirectOf("category", "teaware/cups")).toBe("/catalog/teaware/kruzhki");
  });

  it("refuses a kind it does not know (422)", async () => {
    const response = await app.request("/api/catalog/address-redirects?kind=order&from=x");
    expect(response.status).toBe(422);
  });
});
