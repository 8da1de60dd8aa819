import { describe, expect, it } from "vitest";
import { translationsPatch, translationTexts } from "./translations-patch";

const stored = translationTexts({
  translations: { ru: { title: "Сенча", description: "Японский зелёный чай" }, "en-US": { title: "Sencha" } },
});

describe("translation texts", () => {
  it("reads every locale and field, missing ones as empty text", () => {
    expect(stored).toEqual({
      ru: { title: "Сенча", description: "Японский зелёный чай" },
      "en-US": { title: "Sencha", description: "" },
    });
  });

  it("sends only what changed, trimmed", () => {
    const edited = structuredClone(stored);
    edited["en-US"] = { title: "Sencha", description: "  Steamed Japanese green tea " };
    expect(translationsPatch(stored, edited)).toEqual({
      translations: { "en-US": { description: "Steamed Japanese green tea" } },
    });
  });

  it("removes an emptied translation with null", () => {
    const edited = structuredClone(stored);
    edited["en-US"] = { title: "  ", description: "" };
    expect(translationsPatch(stored, edited)).toEqual({ translations: { "en-US": { title: null } } });
  });

  it("changes the item's own text through the base locale", () => {
    const edited = structuredClone(stored);
    edited.ru = { title: "Сенча первого сбора", description: "" };
    expect(translationsPatch(stored, edited)).toEqual({
      translations: { ru: { title: "Сенча первого сбора", description: null } },
    });
  });

  it("has nothing to send when nothing changed (spaces do not count)", () => {
    const edited = structuredClone(stored);
    edited.ru = { title: " Сенча ", description: "Японский зелёный чай" };
    expect(translationsPatch(stored, edited)).toBeUndefined();
  });
});
