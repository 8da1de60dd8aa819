import type { Translations, TranslationsPatch } from "@shop/api-client";

/** The texts the API translates for products and categories. */
export const TRANSLATABLE_FIELDS = ["title", "description"] as const;
export type TranslatableField = (typeof TRANSLATABLE_FIELDS)[number];

/** The base locale: its texts are the item's own (a product's title), not translations. */
export const BASE_LOCALE = "ru";

/** What the form edits: every locale the API answered, every field, as text ("" = none). */
export type TranslationTexts = Record<string, Record<TranslatableField, string>>;

/**
 * The form's texts of an item: each locale the API knows (it answers them all, `{}` when a
 * locale has no texts), each field, missing ones as "".
 * @example
 *   translationTexts({ translations: { ru: { title: "Сенча" }, "en-US": {} } });
 *   // { ru: { title: "Сенча", description: "" }, "en-US": { title: "", description: "" } }
 */
export function translationTexts({ translations }: Translations): TranslationTexts {
  const texts: TranslationTexts = {};
  for (const [locale, fields] of Object.entries(translations)) {
    texts[locale] = { title: fields.title ?? "", description: fields.description ?? "" };
  }
  return texts;
}

/**
 * The merge patch of what changed: trimmed texts, an emptied text as `null` (which removes a
 * translation, or clears the base description); unchanged texts are not sent. Undefined when
 * nothing changed.
 * @example
 *   translationsPatch(
 *     { ru: { title: "Сенча", description: "" }, "en-US": { title: "Sencha", description: "" } },
 *     { ru: { title: "Сенча", description: "" }, "en-US": { title: "", description: "Steamed green tea" } },
 *   );
 *   // { translations: { "en-US": { title: null, description: "Steamed green tea" } } }
 */
export function translationsPatch(
  before: TranslationTexts,
  after: TranslationTexts,
): TranslationsPatch | undefined {
  const translations: TranslationsPatch["translations"] = {};
  for (const [locale, fields] of Object.entries(after)) {
    for (const field of TRANSLATABLE_FIELDS) {
      const next = fields[field].trim();
      if (next === (before[locale]?.[field] ?? "").trim()) continue;
      translations[locale] = { ...translations[locale], [field]: next === "" ? null : next };
    }
  }
  return Object.keys(translations).length > 0 ? { translations } : undefined;
}
