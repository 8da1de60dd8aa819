import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../app";
import type { DatabaseHandle } from "../db/client";
import { jsonRequest } from "../testing/http";
import { openSeededDatabase } from "../testing/seeded-database";
import { createTestUser, type TestUser } from "../testing/users";

// Issue 46 point 7: renaming or moving a category, or changing a product's slug, keeps every old
// address leading to the page (the storefront answers it with a 308), and the sitemap lists only
// the new addresses (docs/contract.md, "Addresses that last").

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

  it("leaves only the new addresses in the sitemap, each leading to its page", async () => {
    const sitemap = async <Entry>(kind: "products" | "categories") => {
      const all: (Entry & { id: number })[] = [];
      for (let next: string | null = `/api/sitemap/${kind}?limit=5000`; next; ) {
        const response: Response = await app.request(next);
        expect(response.status).toBe(200);
        const chunk = (await response.json()) as { member: (Entry & { id: number })[]; next: string | null };
        all.push(...chunk.member);
        next = chunk.next;
      }
      return all;
    };
    const categoryPaths = async () =>
      (await sitemap<{ path: string }>("categories")).map((entry) => entry.path);
    const productSlugs = async () =>
      new Map((await sitemap<{ slug: string }>("products")).map((entry) => [entry.id, entry.slug]));
    // Read before the changes, so a sitemap kept from before would show.
    const pathsBefore = await categoryPaths();
    const slugsBefore = await productSlugs();
    expect(pathsBefore).toEqual(expect.arrayContaining(["tea/black", "tea/black/indian", "tea/oolong/wuyi"]));

    // A section renamed (its subtree's paths with it), one moved under another root, a product's slug.
    const black = await categoryAt("tea/black");
    const oolong = await categoryAt("tea/oolong");
    const sweets = await categoryAt("sweets");
    await staffCall("PATCH", `/catalog/admin/categories/${black?.id}`, { slug: "chernyy" });
    await staffCall("PATCH", `/catalog/admin/categories/${oolong?.id}`, { parent: sweets?.id });
    const [productId, oldSlug] = [...slugsBefore].at(-1) ?? [];
    await staffCall("PATCH", `/catalog/admin/products/${productId}`, { slug: "adres-v-karte-sayta" });

    const pathsAfter = await categoryPaths();
    const moved = new Map([
      ["tea/black", "tea/chernyy"],
      ["tea/oolong", "sweets/oolong"],
    ]);
    const expected = pathsBefore.map((path) => {
      for (const [from, to] of moved)
        if (path === from || path.startsWith(`${from}/`)) return to + path.slice(from.length);
      return path;
    });
    expect(pathsAfter).toEqual(expected);
    expect(pathsAfter).not.toContain("tea/black");
    expect(
      pathsAfter.filter((path) => path.startsWith("tea/black/") || path.startsWith("tea/oolong")),
    ).toEqual([]);
    expect(pathsAfter).toEqual(expect.arrayContaining(["tea/chernyy/indian", "sweets/oolong/wuyi"]));
    const slugsAfter = await productSlugs();
    expect(slugsAfter.get(productId ?? 0)).toBe("adres-v-karte-sayta");
    expect([...slugsAfter.values()]).not.toContain(oldSlug);
    expect(new Map([...slugsAfter].filter(([id]) => id !== productId))).toEqual(
      new Map([...slugsBefore].filter(([id]) => id !== productId)),
    );

    // Every address it lists is a live page, and every old one is a redirect to a listed one.
    for (const path of pathsAfter) expect((await categoryAt(path))?.path, path).toBe(path);
    const product = await app.request("/api/catalog/products-by-slug/adres-v-karte-sayta");
    expect(product.status).toBe(200);
    expect(await redirectOf("category", "tea/black/indian")).toBe("/catalog/tea/chernyy/indian");
    expect(await redirectOf("category", "tea/oolong/wuyi")).toBe("/catalog/sweets/oolong/wuyi");
    expect(await redirectOf("product", oldSlug ?? "")).toBe("/product/adres-v-karte-sayta");
  });

  it("refuses a kind it does not know (422)", async () => {
    const response = await app.request("/api/catalog/address-redirects?kind=order&from=x");
    expect(response.status).toBe(422);
  });
});
