import { describe, expect, it } from "vitest";
import { createShopI18n, DEFAULT_LOCALE } from "./setup";

describe("createShopI18n", () => {
  it("speaks Russian by default and interpolates values", () => {
    const i18n = createShopI18n();
    expect(i18n.locale).toBe(DEFAULT_LOCALE.code);
    expect(i18n._("home.apiStatus", { version: "1.0.0", database: "доступна" })).toBe(
      "Магазин работает: API 1.0.0, база данных доступна.",
    );
  });

  it("falls back to Russian for an unknown locale", () => {
    expect(createShopI18n("xx").locale).toBe("ru");
  });
});
