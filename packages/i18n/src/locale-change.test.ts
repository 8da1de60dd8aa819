import { describe, expect, it, vi } from "vitest";
import { onLocaleChange, setLocale } from "./locale-change";
import type { Locale } from "./locales";
import { createShopI18n } from "./setup";

describe("setLocale", () => {
  it("activates the catalog, writes the locale cookie and notifies listeners", () => {
    const i18n = createShopI18n();
    const writeCookie = vi.fn();
    const listener = vi.fn();
    onLocaleChange(i18n, listener);

    expect(setLocale(i18n, "en-US", { writeCookie })).toBe(true);

    expect(i18n.locale).toBe("en-US");
    expect(i18n._("common.error")).toBe("Error");
    expect(writeCookie).toHaveBeenCalledWith("i18n_redirected=en-US; Max-Age=31536000; Path=/; SameSite=Lax");
    expect(listener).toHaveBeenCalledExactlyOnceWith("en-US", "ru");
  });

  it("only refreshes the cookie when the locale is already active", () => {
    const i18n = createShopI18n();
    const writeCookie = vi.fn();
    const listener = vi.fn();
    onLocaleChange(i18n, listener);

    expect(setLocale(i18n, "ru", { writeCookie, cookie: { secure: true } })).toBe(false);

    expect(writeCookie).toHaveBeenCalledWith(
      "i18n_redirected=ru; Max-Age=31536000; Path=/; SameSite=Lax; Secure",
    );
    expect(listener).not.toHaveBeenCalled();
  });

  it("stops notifying after unsubscribe and keeps instances apart", () => {
    const first = createShopI18n();
    const second = createShopI18n();
    const firstListener = vi.fn();
    const secondListener = vi.fn();
    const unsubscribe = onLocaleChange(first, firstListener);
    onLocaleChange(second, secondListener);

    unsubscribe();
    setLocale(first, "en-US", { writeCookie: () => {} });

    expect(firstListener).not.toHaveBeenCalled();
    expect(secondListener).not.toHaveBeenCalled();
  });

  it("refuses a locale without a catalog and changes nothing", () => {
    const i18n = createShopI18n();
    const writeCookie = vi.fn();
    expect(() => setLocale(i18n, "de" as Locale, { writeCookie })).toThrow('No catalog for locale "de"');
    expect(i18n.locale).toBe("ru");
    expect(writeCookie).not.toHaveBeenCalled();
  });
});
