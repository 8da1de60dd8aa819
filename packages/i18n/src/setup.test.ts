import { describe, expect, it } from "vitest";
import { commonMessages } from "./common-messages";
import { createShopI18n } from "./setup";

describe("createShopI18n", () => {
  it("speaks Russian by default and interpolates values", () => {
    const i18n = createShopI18n();
    expect(i18n.locale).toBe("ru");
    expect(i18n._("auth.confirm.sent", { email: "anna@example.com" })).toBe(
      "Мы отправили код подтверждения на anna@example.com.",
    );
  });

  it("uses Russian plural forms", () => {
    const i18n = createShopI18n();
    const count = (n: number) => i18n._({ ...commonMessages.itemCount, values: { count: n } });
    expect(count(1)).toBe("1 товар");
    expect(count(2)).toBe("2 товара");
    expect(count(5)).toBe("5 товаров");
    expect(count(11)).toBe("11 товаров");
    expect(count(21)).toBe("21 товар");
    expect(count(1.5)).toBe("1,5 товара");
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

  it("shows the en-US text of a message the Russian catalog lacks", () => {
    const i18n = createShopI18n({
      catalogs: {
        ru: { "common.error": ["Ошибка"] },
        "en-US": { "common.error": ["Error"], "new.key": ["New"] },
      },
    });
    expect(i18n._("common.error")).toBe("Ошибка");
    expect(i18n._("new.key")).toBe("New");
  });

  it("has a Russian translation for every message of the source catalog", () => {
    const ru = createShopI18n({ locale: "ru", catalogs: { "en-US": {} } });
    const en = createShopI18n({ locale: "en-US" });
    const untranslated = Object.keys(en.messages).filter((id) => !(id in ru.messages));
    expect(untranslated).toEqual([]);
  });
});
