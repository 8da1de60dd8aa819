import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";
import { hasTranslation, translate } from "./texts";

const SOURCES = join(import.meta.dirname, "../..");

// Russian in the sources that is not a text the API answers a person with: seed data and test
// helpers, the e-mails (sent in the shop's language), the search's alphabets and word lists (in
// the index's SQL too), and data fallbacks.
const NOT_ANSWERS = [
  /\.test\.ts$/,
  /\.cases\.ts$/,
  /^seed\//,
  /^testing\//,
  /^mail\//,
  /^identity\/mails\.ts$/,
  /^domain\/catalog\/(?:products|search|search-text|suggestions)\.ts$/,
  /^db\/schema\//,
  // The `./shop import` command's own output: the command speaks the shop's language (issue 42).
  /^import-yml\.ts$/,
];
// The YML param that names an offer's measure is a name in the file, not a message.
// The category of offers whose category the file lacks, a category's title when the file gives
// none, and a tour's name as the format composes it, are names in the catalog, not messages.
const DATA = new Set(["Российский рубль", "Единица измерения", "Без категории", "Категория x", "x, x дн."]);

/** Every Russian string and template literal of the API's sources, with where it is. */
function russianLiterals(): { file: string; text: string }[] {
  const found: { file: string; text: string }[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (entry.name.endsWith(".ts")) {
        const file = relative(SOURCES, path);
        if (NOT_ANSWERS.some((pattern) => pattern.test(file))) continue;
        for (const line of readFileSync(path, "utf8").split("\n")) {
          const code = line.trim();
          // Comments and OpenAPI examples are for readers of the code and the docs.
          if (code.startsWith("*") || code.startsWith("//") || /\bexamples?:/.test(code)) continue;
          for (const [literal] of code.matchAll(
            /"[^"\n]*\p{Script=Cyrillic}[^"\n]*"|`[^`\n]*\p{Script=Cyrillic}[^`\n]*`/gu,
          )) {
            // A template's values stand in as "x".
            const text = literal.slice(1, -1).replace(/\$\{[^}]*\}/g, "x");
            if (!DATA.has(text)) found.push({ file, text });
          }
        }
      }
    }
  };
  walk(SOURCES);
  return found;
}

describe("the API's texts", () => {
  it("are found in the sources (the scan sees the messages it is meant to check)", () => {
    const texts = russianLiterals().map(({ text }) => text);
    expect(texts).toContain("Корзина пуста.");
    expect(texts).toContain("Статус с кодом «x» уже есть.");
  });

  it("each have an English text", () => {
    expect(russianLiterals().filter(({ text }) => !hasTranslation(text))).toEqual([]);
  });

  it("are answered in Russian to a Russian request, in English to an English one, values kept", () => {
    expect(translate("Корзина пуста.", "ru")).toBe("Корзина пуста.");
    expect(translate("Корзина пуста.", "en-US")).toBe("The cart is empty.");
    expect(translate("Статус с кодом «paid» уже есть.", "en-US")).toBe(
      "A status with the code “paid” already exists.",
    );
    expect(translate("Слишком много попыток. Повторите через 2 мин.", "en-US")).toBe(
      "Too many attempts. Try again in 2 min.",
    );
    // A text the catalogue lacks stays as written rather than vanishing.
    expect(translate("Новое сообщение.", "en-US")).toBe("Новое сообщение.");
  });
});
