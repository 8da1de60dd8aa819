import { describe, expect, it, vi } from "vitest";
import { commonMessages } from "./common-messages";
import { activateLocale, createLazyShopI18n, loadCatalog } from "./lazy-catalogs";
import { setLocale } from "./locale-change";
import { createShopI18n } from "./setup";

// An app's catalogs as an app hands them over: the shop's Russian at hand, the rest fetched.
const appCatalogs = {
  shop: {
    ru: { "header.cart": ["Корзина"] },
    "en-US": async () => ({ messages: { "header.cart": ["Cart"] } }),
  },
  parts: {
    customer: {
      ru: async () => ({ messages: { "cart.title": ["Корзина"] } }),
      "en-US": async () => ({ messages: { "cart.title": ["Cart"] } }),
    },
  },
};

describe("createLazyShopI18n", () => {
  it("speaks Russian from the start, without waiting for anything: the app's messages and its own", () => {
    const i18n = createLazyShopI18n(appCatalogs);
    expect(i18n.locale).toBe("ru");
    expect(i18n._("header.cart")).toBe("Корзина");
    expect(i18n._({ ...commonMessages.itemCount, values: { count: 2 } })).toBe("2 товара");
  });
});

describe("activateLocale", () => {
  it("fetches another locale's catalog, then activates it", async () => {
    const i18n = createLazyShopI18n(appCatalogs);
    const changed = vi.fn();
    i18n.on("change", changed);

    expect(await activateLocale(i18n, "en-US")).toBe("en-US");

    expect(i18n.locale).toBe("en-US");
    expect(i18n._({ ...commonMessages.itemCount, values: { count: 2 } })).toBe("2 items");
    expect(changed).toHaveBeenCalled();
  });

  it("takes tags and falls back to Russian for an unknown or absent locale", async () => {
    expect(await activateLocale(createLazyShopI18n(appCatalogs), "ru-RU")).toBe("ru");
    expect(await activateLocale(createLazyShopI18n(appCatalogs), "xx")).toBe("ru");
    expect(await activateLocale(createLazyShopI18n(appCatalogs), undefined)).toBe("ru");
  });

  it("changes nothing when Russian is asked for", async () => {
    const i18n = createLazyShopI18n(appCatalogs);
    const changed = vi.fn();
    i18n.on("change", changed);
    await activateLocale(i18n, "ru");
    expect(changed).not.toHaveBeenCalled();
  });
});

describe("loadCatalog", () => {
  it("adds a part of the app's messages in the active locale, once, and re-renders", async () => {
    const i18n = createLazyShopI18n(appCatalogs);
    const changed = vi.fn();
    i18n.on("change", changed);
    expect(i18n._("cart.title")).toBe("cart.title");

    await Promise.all([loadCatalog(i18n, "customer"), loadCatalog(i18n, "customer")]);
    await loadCatalog(i18n, "customer");

    expect(i18n._("cart.title")).toBe("Корзина");
    // The shop's own messages are still there.
    expect(i18n._("header.cart")).toBe("Корзина");
    expect(changed).toHaveBeenCalledTimes(1);
  });

  it("brings the catalogs in use along when the locale changes", async () => {
    const i18n = createLazyShopI18n(appCatalogs);
    await loadCatalog(i18n, "customer");
    await setLocale(i18n, "en-US", { writeCookie: () => {} });
    expect(i18n._("cart.title")).toBe("Cart");
    expect(i18n._("header.cart")).toBe("Cart");
  });

  it("keeps instances apart: one instance's catalogs never show in another", async () => {
    const first = createLazyShopI18n(appCatalogs);
    await loadCatalog(first, "customer");
    expect(createLazyShopI18n(appCatalogs)._("cart.title")).toBe("cart.title");
  });

  it("refuses a catalog it was not given", async () => {
    await expect(loadCatalog(createLazyShopI18n(appCatalogs), "admin")).rejects.toThrow(RangeError);
  });

  it("has nothing to fetch for an instance that holds every catalog", async () => {
    const i18n = createShopI18n({ catalogs: { ru: { "cart.title": ["Корзина"] } } });
    expect(i18n._("cart.title")).toBe("Корзина");
    await loadCatalog(i18n, "customer");
    expect(i18n._("cart.title")).toBe("Корзина");
  });
});
