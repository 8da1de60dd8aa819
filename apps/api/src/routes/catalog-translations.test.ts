import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../app";
import type { DatabaseHandle } from "../db/client";
import { jsonRequest } from "../testing/http";
import { openSeededDatabase } from "../testing/seeded-database";
import { createTestUser, type TestUser } from "../testing/users";

let database: DatabaseHandle;
// The catalog cache stays on: a change of texts must show at once, not after the cache expires.
let app: ReturnType<typeof createApp>;
let customer: TestUser;
let staff: TestUser;

beforeAll(async () => {
  database = await openSeededDatabase({ products: 30 });
  app = createApp({ database, version: "test" });
  [customer, staff] = await Promise.all([
    createTestUser(database),
    createTestUser(database, { roles: ["ROLE_STAFF"] }),
  ]);
});
afterAll(() => database.close());

interface Translations {
  translations: Record<string, Record<string, string>>;
}
interface Product {
  id: number;
  number: string;
  title: string;
  description: string;
  images: { alt: string }[];
  category: { id: number; title: string };
  categoryPath: { path: string; title: string }[];
}

const read = async <T>(path: string, locale?: string) => {
  const response = await app.request(`/api${path}`, {
    headers: locale ? { "Accept-Language": locale } : {},
  });
  return {
    status: response.status,
    type: response.headers.get("content-type"),
    body: (await response.json()) as T,
  };
};
const patch = async (path: string, body: unknown, user?: TestUser) => {
  const response = await app.request(
    `/api${path}`,
    jsonRequest("PATCH", body, { Authorization: user?.authorization }),
  );
  return {
    status: response.status,
    type: response.headers.get("content-type"),
    body: (await response.json()) as Translations & { violations?: { propertyPath: string }[] },
  };
};
const productBy = async (number: string, locale?: string) =>
  (await read<Product>(`/catalog/products-by-number/${number}`, locale)).body;

describe("GET {url}/{id}/translations", () => {
  it("answers anyone with the Russian texts and the stored translations, one field when asked", async () => {
    const product = await productBy("100002");
    const all = await read<Translations>(`/catalog/products/${product.id}/translations`);
    expect(all.status).toBe(200);
    expect(all.body).toEqual({
      translations: { ru: { title: product.title, description: product.description }, "en-US": {} },
    });
    const titles = await read<Translations>(`/catalog/products/${product.id}/translations?field=title`);
    expect(titles.body).toEqual({ translations: { ru: { title: product.title }, "en-US": {} } });
  });

  it("answers 404 for an unknown id and 422 for an unknown field, as problem documents", async () => {
    const missing = await read<{ status: number }>("/catalog/products/999999/translations");
    expect([missing.status, missing.type]).toEqual([404, "application/problem+json"]);
    const category = await read<{ status: number }>("/catalog/categories/999999/translations");
    expect(category.status).toBe(404);
    const field = await read<{ violations: { propertyPath: string }[] }>(
      "/catalog/products/1/translations?field=colour",
    );
    expect(field.status).toBe(422);
    expect(field.type).toBe("application/problem+json");
    expect(field.body.violations[0]?.propertyPath).toBe("field");
  });
});

describe("PATCH {url}/{id}/translations", () => {
  it("is for staff only: 401 without a token, 403 for a customer, nothing changed", async () => {
    const product = await productBy("100003");
    const body = { translations: { "en-US": { title: "Assam" } } };
    const anonymous = await patch(`/catalog/products/${product.id}/translations`, body);
    expect([anonymous.status, anonymous.type]).toEqual([401, "application/problem+json"]);
    const denied = await patch(`/catalog/products/${product.id}/translations`, body, customer);
    expect([denied.status, denied.type]).toEqual([403, "application/problem+json"]);
    expect((await productBy("100003", "en-US")).title).toBe(product.title);
  });

  it("answers 404 for an unknown id and 422 for unknown locales, unknown fields and empty texts", async () => {
    const missing = await patch(
      "/catalog/products/999999/translations",
      { translations: { "en-US": { title: "Nothing" } } },
      staff,
    );
    expect([missing.status, missing.type]).toEqual([404, "application/problem+json"]);
    const product = await productBy("100004");
    for (const [translations, path] of [
      [{ fr: { title: "Thé" } }, "translations"],
      [{ "en-US": { colour: "green" } }, "translations.en-US"],
      [{ "en-US": { title: "  " } }, "translations.en-US.title"],
      [{ ru: { title: null } }, "translations.ru.title"],
    ] as const) {
      const refused = await patch(`/catalog/products/${product.id}/translations`, { translations }, staff);
      expect(refused.status, JSON.stringify(translations)).toBe(422);
      expect(refused.type).toBe("application/problem+json");
      expect(refused.body.violations?.map((violation) => violation.propertyPath)).toContain(path);
    }
    expect((await productBy("100004", "en-US")).title).toBe(product.title);
  });

  it("stores a translation that catalog answers in that locale use at once, Russian staying the default", async () => {
    const before = await productBy("100005");
    // Read once so the cached answers exist and must be dropped by the change.
    await productBy("100005", "en-US");
    const changed = await patch(
      `/catalog/products/${before.id}/translations`,
      { translations: { "en-US": { title: "Tieguanyin, first grade", description: "Floral oolong." } } },
      staff,
    );
    expect(changed.status).toBe(200);
    expect(changed.body.translations).toEqual({
      ru: { title: before.title, description: before.description },
      "en-US": { title: "Tieguanyin, first grade", description: "Floral oolong." },
    });

    const english = await productBy("100005", "en-GB,en;q=0.9");
    expect(english).toMatchObject({ title: "Tieguanyin, first grade", description: "Floral oolong." });
    expect(english.images.every((image) => image.alt === "Tieguanyin, first grade")).toBe(true);
    expect(await productBy("100005")).toMatchObject({ title: before.title, description: before.description });
    expect(await productBy("100005", "ru-RU")).toMatchObject({ title: before.title });

    const list = await read<{ member: Product[] }>(
      `/catalog/products?number[]=100005&number[]=100006`,
      "en-US",
    );
    const titles = list.body.member.map((product) => product.title);
    expect(titles).toContain("Tieguanyin, first grade");
    // Products without a translation fall back to Russian.
    expect(titles).toContain((await productBy("100006")).title);
  });

  it("removes a translation with null (the answer falls back to Russian) and leaves other fields", async () => {
    const product = await productBy("100007");
    await patch(
      `/catalog/products/${product.id}/translations`,
      { translations: { "en-US": { title: "Pu-erh", description: "Earthy." } } },
      staff,
    );
    const removed = await patch(
      `/catalog/products/${product.id}/translations`,
      { translations: { "en-US": { title: null } } },
      staff,
    );
    expect(removed.body.translations["en-US"]).toEqual({ description: "Earthy." });
    expect(await productBy("100007", "en-US")).toMatchObject({
      title: product.title,
      description: "Earthy.",
    });
  });

  it("changes the Russian texts themselves through the base locale, and search finds the new words", async () => {
    const product = await productBy("100008");
    const changed = await patch(
      `/catalog/products/${product.id}/translations`,
      { translations: { ru: { title: "Гречишный чай Кузнечик" } } },
      staff,
    );
    expect(changed.body.translations.ru?.title).toBe("Гречишный чай Кузнечик");
    expect(await productBy("100008")).toMatchObject({ title: "Гречишный чай Кузнечик" });
    const found = await read<{ member: Product[] }>(
      `/catalog/products?search=${encodeURIComponent("кузнечик")}`,
    );
    expect(found.body.member.map((item) => item.number)).toEqual(["100008"]);
    // The typo dictionary knows the new word too.
    const typo = await read<{ member: Product[] }>(
      `/catalog/products?search=${encodeURIComponent("кузнечек")}`,
    );
    expect(typo.body.member.map((item) => item.number)).toContain("100008");
  });

  it("renames a category in Russian, and search finds its products by the new title, misspelt too", async () => {
    const shu = (await read<{ id: number }>("/catalog/categories-by-slug/tea/puer/shu")).body;
    const ofShu = (await read<{ member: Product[] }>("/catalog/products?category=tea/puer/shu")).body.member;
    expect(ofShu.length).toBeGreaterThan(0);
    const changed = await patch(
      `/catalog/categories/${shu.id}/translations`,
      { translations: { ru: { title: "Выдержанный шу пуэр" } } },
      staff,
    );
    expect(changed.status).toBe(200);
    const numbers = async (search: string) =>
      (
        await read<{ member: Product[] }>(`/catalog/products?search=${encodeURIComponent(search)}`)
      ).body.member.map((item) => item.number);
    const expected = ofShu.map((item) => item.number);
    expect(await numbers("выдержанный")).toEqual(expected);
    expect(await numbers("выдержаный")).toEqual(expected);
  });

  it("translates categories: their answers, and the category and breadcrumbs of products", async () => {
    const tea = (await read<{ id: number; title: string }>("/catalog/categories-by-slug/tea")).body;
    const changed = await patch(
      `/catalog/categories/${tea.id}/translations`,
      { translations: { "en-US": { title: "Tea", description: "Every kind of tea." } } },
      staff,
    );
    expect(changed.status).toBe(200);
    expect(changed.body.translations["en-US"]).toEqual({ title: "Tea", description: "Every kind of tea." });
    expect((await read<{ title: string }>(`/catalog/categories/${tea.id}`, "en-US")).body.title).toBe("Tea");
    expect((await read<{ title: string }>("/catalog/categories-by-slug/tea", "en-US")).body).toMatchObject({
      title: "Tea",
      description: "Every kind of tea.",
    });
    const roots = await read<{ member: { title: string }[] }>("/catalog/categories?parent=null", "en-US");
    expect(roots.body.member.map((category) => category.title)).toContain("Tea");
    expect((await read<{ title: string }>(`/catalog/categories/${tea.id}`)).body.title).toBe(tea.title);

    const product = await productBy("100001", "en-US");
    expect(product.categoryPath[0]).toEqual({ slug: "tea", path: "tea", title: "Tea" });
    expect((await productBy("100001")).categoryPath[0]?.title).toBe(tea.title);
  });
});
