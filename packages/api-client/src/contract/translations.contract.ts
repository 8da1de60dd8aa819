import { beforeAll, describe, expect, inject, it } from "vitest";
import { ApiError } from "../api-error";
import { createApiClient } from "../create-api-client";
import { isNetworkFailure } from "../network-failure";
import { createShopApi } from "../shop/create-shop-api";

let staffToken: string | undefined;
let customerToken: string | undefined;
let russian: ReturnType<typeof createShopApi>;
let english: ReturnType<typeof createShopApi>;
let customer: ReturnType<typeof createShopApi>;
let staff: ReturnType<typeof createShopApi>;

function answered<T>(result: T): Exclude<T, { reason: "network" }> {
  if (isNetworkFailure(result)) throw new Error(`no answer: ${result.message}`);
  return result as Exclude<T, { reason: "network" }>;
}

const shopWith = (locale: string, getToken: () => string | undefined = () => undefined) =>
  createShopApi(createApiClient({ baseURL: inject("apiBaseURL"), getLocale: () => locale, getToken }));

beforeAll(async () => {
  russian = shopWith("ru-RU");
  english = shopWith("en-US");
  customer = shopWith("ru-RU", () => customerToken);
  staff = shopWith("ru-RU", () => staffToken);
  const password = inject("demoPassword");
  customerToken = answered(await russian.auth.login({ username: "customer@example.com", password })).token;
  staffToken = answered(await russian.auth.login({ username: "staff@example.com", password })).token;
});

describe("translations", () => {
  it("reads the texts of a product per locale, all fields or one", async () => {
    const product = answered(await russian.products.getByNumber("100002"));
    const all = answered(await russian.products.getTranslations(product.id));
    expect(all.translations.ru).toEqual({ title: product.title, description: product.description });
    const titles = answered(await russian.products.getTranslations(product.id, "title"));
    expect(Object.keys(titles.translations.ru ?? {})).toEqual(["title"]);
  });

  it("lets staff translate a product and a category; answers in English then use the texts", async () => {
    const product = answered(await russian.products.getByNumber("100003"));
    const changed = answered(
      await staff.products.updateTranslations(product.id, {
        translations: { "en-US": { title: "Assam, first grade" } },
      }),
    );
    expect(changed.translations["en-US"]).toEqual({ title: "Assam, first grade" });
    const tea = answered(await russian.categories.getBySlug("tea"));
    answered(
      await staff.categories.updateTranslations(tea.id, { translations: { "en-US": { title: "Tea" } } }),
    );

    const inEnglish = answered(await english.products.getByNumber("100003"));
    expect(inEnglish.title).toBe("Assam, first grade");
    expect(inEnglish.categoryPath[0]?.title).toBe("Tea");
    expect(answered(await russian.products.getByNumber("100003")).title).toBe(product.title);

    // null removes the translation: English answers fall back to Russian.
    const removed = answered(
      await staff.products.updateTranslations(product.id, { translations: { "en-US": { title: null } } }),
    );
    expect(removed.translations["en-US"]).toEqual({});
    expect(answered(await english.products.getByNumber("100003")).title).toBe(product.title);
  });

  it("refuses customers (403) and unknown locales (422) as ApiErrors", async () => {
    const product = answered(await russian.products.getByNumber("100004"));
    const denied = await customer.products
      .updateTranslations(product.id, { translations: { "en-US": { title: "Sencha" } } })
      .catch((error: unknown) => error);
    expect(denied).toBeInstanceOf(ApiError);
    expect((denied as ApiError).statusCode).toBe(403);
    const unknown = await staff.products
      .updateTranslations(product.id, { translations: { fr: { title: "Thé" } } })
      .catch((error: unknown) => error);
    expect((unknown as ApiError).statusCode).toBe(422);
    expect((unknown as ApiError).violations.map((violation) => violation.propertyPath)).toContain(
      "translations",
    );
  });
});
