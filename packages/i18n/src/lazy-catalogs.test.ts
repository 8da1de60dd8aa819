import { describe, expect, it, vi } from "vitest";
import { commonMessages } from "./common-messages";
import { activateLocale, createLazyShopI18n } from "./lazy-catalogs";

describe("createLazyShopI18n", () => {
  it("speaks Russian from the start, without waiting for anything", () => {
    const i18n = createLazyShopI18n();
    expect(i18n.locale).toBe("ru");
    expect(i18n._({ ...commonMessages.itemCount, values: { count: 2 } })).toBe("2 товара");
  });
});

describe("activateLocale", () => {
  it("fetches another locale's catalog, then activates it", async () => {
    const i18n = createLazyShopI18n();
    const changed = vi.fn();
    i18n.on("change", changed);

    expect(await activateLocale(i18n, "en-US")).toBe("en-US");

    expect(i18n.locale).toBe("en-US");
    expect(i18n._({ ...commonMessages.itemCount, values: { count: 2 } })).toBe("2 items");
    expect(changed).toHaveBeenCalled();
  });

  it("takes tags and falls back to Russian for an unknown or absent locale", async () => {
    expect(await activateLocale(createLazyShopI18n(), "ru-RU")).toBe("ru");
    expect(await activateLocale(createLazyShopI18n(), "xx")).toBe("ru");
    expect(await activateLocale(createLazyShopI18n(), undefined)).toBe("ru");
  });

  it("changes nothing when Russian is asked for", async () => {
    const i18n = createLazyShopI18n();
    const changed = vi.fn();
    i18n.on("change", changed);
    await activateLocale(i18n, "ru");
    expect(changed).not.toHaveBeenCalled();
  });
});
