/** The locales the shop has catalogs for: Russian is the interface, en-US the source and fallback. */
export const LOCALES = {
  ru: { code: "ru", tag: "ru-RU", name: "Русский" },
  "en-US": { code: "en-US", tag: "en-US", name: "English" },
} as const;

export type Locale = keyof typeof LOCALES;

/** The interface language (SPEC.md sections 1 and 9). */
export const DEFAULT_LOCALE = LOCALES.ru;

/** Whose messages stand in for a missing translation, and the language of the source text. */
export const FALLBACK_LOCALE = "en-US" satisfies Locale;

/**
 * Whether a value (a cookie, a query parameter) names a locale the shop has catalogs for.
 * @example
 *   isLocale("ru"); // true
 *   isLocale("de"); // false
 */
export function isLocale(value: unknown): value is Locale {
  return typeof value === "string" && Object.hasOwn(LOCALES, value);
}

/**
 * The locale to use for a possibly unknown code or BCP 47 tag: the matching locale, else Russian.
 * @example
 *   resolveLocale("ru-RU"); // "ru"
 *   resolveLocale(readLocaleCookie(document.cookie)); // "ru" when the cookie is absent
 */
export function resolveLocale(candidate: string | null | undefined): Locale {
  if (isLocale(candidate)) return candidate;
  const byTag = Object.values(LOCALES).find((locale) => locale.tag === candidate);
  return byTag?.code ?? DEFAULT_LOCALE.code;
}
