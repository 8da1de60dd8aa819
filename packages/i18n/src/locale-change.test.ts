import { describe, expect, it, vi } from "vitest";
import { createLazyShopI18n } from "./lazy-catalogs";
import { onLocaleChange, setLocale } from "./locale-change";
import type { Locale } from "./locales";
import { createShopI18n } from "./setup";

describe("setLocale", () => {
  it("activates the catalog, writes the locale cookie and notifies listeners", async () => {
    const i18n = createShopI18n();
    const writeCookie = vi.fn();
    const listener = vi.fn();
    onLocaleChange(i18n, listener);

    expect(await setLocale(i18n, "en-US", { writeCookie })).toBe(true);

    expect(i18n.locale).toBe("en-US");
    expect(i18n._("common.error")).toBe("Error");
    expect(writeCookie).toHaveBeenCalledWith("i18n_redirected=en-US; Max-Age=31536000; Path=/; SameSite=Lax");
    expect(listener).toHaveBeenCalledExactlyOnceWith("en-US", "ru");
  });

  it("only refreshes the cookie when the locale is already active", async () => {
    const i18n = createShopI18n();
    const writeCookie = vi.fn();
    const listener = vi.fn();
    onLocaleChange(i18n, listener);

    expect(await setLocale(i18n, "ru", { writeCookie, cookie: { secure: true } })).toBe(false);

    expect(writeCookie).toHaveBeenCalledWith(
      "i18n_redirected=ru; Max-Age=31536000; Path=/; SameSite=Lax; Secure",
    );
    expect(listener).not.toHaveBeenCalled();
  });

  it("stops notifying after unsubscribe and keeps instances apart", async () => {
    const first = createShopI18n();
    const second = createShopI18n();
    const firstListener = vi.fn();
    const secondListener = vi.fn();
    const unsubscribe = onLocaleChange(first, firstListener);
    onLocaleChange(second, secondListener);

    unsubscribe();
    await setLocale(first, "en-US", { writeCookie: () => {} });

    expect(firstListener).not.toHaveBeenCalled();
    expect(secondListener).not.toHaveBeenCalled();
  });

  it("refuses a locale without a catalog and changes nothing", async () => {
    const i18n = createShopI18n();
    const writeCookie = vi.fn();
    await expect(setLocale(i18n, "de" as Locale, { writeCookie })).rejects.toThrow(
      'No catalog for locale "de"',
    );
    expect(i18n.locale).toBe("ru");
    expect(writeCookie).not.toHaveBeenCalled();
  });

  it("fetches the catalog of a lazy instance before switching to it", async () => {
    const i18n = createLazyShopI18n();
    const writeCookie = vi.fn();

    expect(await setLocale(i18n, "en-US", { writeCookie })).toBe(true);

    expect(i18n.locale).toBe("en-US");
    expect(i18n._("common.error")).toBe("Error");
    expect(writeCookie).toHaveBeenCalledOnce();
  });
});
