import { describe, expect, it } from "vitest";
import { commonMessages } from "./common-messages";
import { createShopI18n } from "./setup";

describe("createShopI18n", () => {
  it("speaks Russian by default and interpolates the app's messages", () => {
    const i18n = createShopI18n({
      catalogs: { ru: { "auth.confirm.sent": ["Мы отправили код на ", ["email"], "."] } },
    });
    expect(i18n.locale).toBe("ru");
    expect(i18n._("auth.confirm.sent", { email: "anna@example.com" })).toBe(
      "Мы отправили код на anna@example.com.",
    );
  });

  it("has this package's own messages without any catalog of an app, in Russian plural forms", () => {
    const i18n = createShopI18n();
    const count = (n: number) => i18n._({ ...commonMessages.itemCount, values: { count: n } });
    expect(count(1)).toBe("1 товар");
    expect(count(2)).toBe("2 товара");
    expect(count(5)).toBe("5 товаров");
    expect(count(11)).toBe("11 товаров");
    expect(count(21)).toBe("21 товар");
    expect(count(1.5)).toBe("1,5 товара");
    expect(i18n._(commonMessages.error)).toBe("Ошибка");
  });

  it("activates the locale remembered in the cookie, by code or tag", () => {
    expect(createShopI18n({ locale: "en-US" })._({ ...commonMessages.itemCount, values: { count: 2 } })).toBe(
      "2 items",
    );
    expect(createShopI18n({ locale: "ru-RU" }).locale).toBe("ru");
  });

  it("falls back to Russian for an unknown or absent locale", () => {
    expect(createShopI18n({ locale: "xx" }).locale).toBe("ru");
    expect(createShopI18n({ locale: undefined }).locale).toBe("ru");
  });

  it("puts the app's catalogs over its own and shows the en-US text of a message Russian lacks", () => {
    const i18n = createShopI18n({
      catalogs: {
        ru: { "common.error": ["Сбой"] },
        "en-US": { "new.key": ["New"] },
      },
    });
    expect(i18n._("common.error")).toBe("Сбой");
    expect(i18n._("new.key")).toBe("New");
  });

  it("has a Russian translation for every message of its own source catalog", () => {
    const ru = createShopI18n({ locale: "ru" });
    const en = createShopI18n({ locale: "en-US" });
    const untranslated = Object.keys(en.messages).filter((id) => ru.messages[id] === en.messages[id]);
    expect(untranslated).toEqual([]);
  });
});
