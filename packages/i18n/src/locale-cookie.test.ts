import { describe, expect, it } from "vitest";
import { readLocaleCookie, serializeLocaleCookie } from "./locale-cookie";

describe("locale cookie", () => {
  it("remembers the locale for a year on the whole site", () => {
    expect(serializeLocaleCookie("ru")).toBe("i18n_redirected=ru; Max-Age=31536000; Path=/; SameSite=Lax");
    expect(serializeLocaleCookie("ru", { secure: true, name: "lang" })).toBe(
      "lang=ru; Max-Age=31536000; Path=/; SameSite=Lax; Secure",
    );
  });

  it("reads it back from a cookie header among others", () => {
    expect(readLocaleCookie("theme=dark; i18n_redirected=ru; x=1")).toBe("ru");
    expect(readLocaleCookie("theme=dark")).toBeUndefined();
    expect(readLocaleCookie("i18n_redirected=%E0%A4%A")).toBeUndefined();
  });
});
