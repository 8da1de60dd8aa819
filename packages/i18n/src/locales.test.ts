import { describe, expect, it } from "vitest";
import {
  DEFAULT_LOCALE,
  FALLBACK_LOCALE,
  isLocale,
  LOCALES,
  localeFromAcceptLanguage,
  resolveLocale,
  visitorLocale,
} from "./locales";

describe("the shop's locales", () => {
  it("speak Russian by default: code ru, tag ru-RU, named Русский", () => {
    expect(DEFAULT_LOCALE).toEqual({ code: "ru", tag: "ru-RU", name: "Русский" });
    expect(LOCALES[DEFAULT_LOCALE.code]).toEqual(DEFAULT_LOCALE);
  });

  it("fall back to en-US: tag en-US, named English", () => {
    expect(FALLBACK_LOCALE).toBe("en-US");
    expect(LOCALES[FALLBACK_LOCALE]).toEqual({ code: "en-US", tag: "en-US", name: "English" });
  });
});

describe("resolveLocale", () => {
  it("accepts the codes and tags of the shop's locales", () => {
    expect(resolveLocale("ru")).toBe("ru");
    expect(resolveLocale("ru-RU")).toBe("ru");
    expect(resolveLocale("en-US")).toBe("en-US");
  });

  it("answers Russian for anything else", () => {
    expect(resolveLocale("de")).toBe("ru");
    expect(resolveLocale(null)).toBe("ru");
    expect(isLocale("toString")).toBe(false);
  });
});

describe("localeFromAcceptLanguage", () => {
  it("takes the most wanted language the shop has, by tag or by language", () => {
    expect(localeFromAcceptLanguage("de-DE,de;q=0.9,ru;q=0.8,en;q=0.7")).toBe("ru");
    expect(localeFromAcceptLanguage("en-GB,en;q=0.9,ru;q=0.5")).toBe("en-US");
    expect(localeFromAcceptLanguage("ru-BY")).toBe("ru");
    expect(localeFromAcceptLanguage("en;q=0.4, ru;q=0.6")).toBe("ru");
  });

  it("answers undefined when the shop has none of them", () => {
    expect(localeFromAcceptLanguage("de-DE,fr;q=0.5")).toBeUndefined();
    expect(localeFromAcceptLanguage("*")).toBeUndefined();
    expect(localeFromAcceptLanguage("en;q=0")).toBeUndefined();
    expect(localeFromAcceptLanguage(undefined)).toBeUndefined();
  });
});

describe("visitorLocale", () => {
  it("is the visitor's choice, else Russian, whatever the browser prefers", () => {
    expect(visitorLocale({ cookie: "ru" })).toBe("ru");
    expect(visitorLocale({ cookie: "ru-RU" })).toBe("ru");
    expect(visitorLocale({ cookie: "en-US" })).toBe("en-US");
    expect(visitorLocale({ cookie: "xx" })).toBe("ru");
    expect(visitorLocale({ cookie: undefined })).toBe("ru");
  });
});
