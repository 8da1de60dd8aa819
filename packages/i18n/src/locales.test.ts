import { describe, expect, it } from "vitest";
import { isLocale, resolveLocale } from "./locales";

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
