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

/**
 * The shop's locale a browser's `Accept-Language` asks for first (by tag, then by language:
 * `ru-BY` is Russian, `en-GB` the English fallback), or undefined when it names none of them.
 * @example
 *   localeFromAcceptLanguage("de-DE,de;q=0.9,ru;q=0.8"); // "ru"
 *   localeFromAcceptLanguage("en-GB,en;q=0.9"); // "en-US"
 */
export function localeFromAcceptLanguage(header: string | null | undefined): Locale | undefined {
  const ranges = (header ?? "")
    .split(",")
    .map((part, index) => {
      const [range = "", ...parameters] = part.trim().split(";");
      const q = parameters.map((p) => p.trim()).find((p) => p.startsWith("q="));
      const weight = q === undefined ? 1 : Number(q.slice(2));
      return { range: range.trim().toLowerCase(), weight: Number.isFinite(weight) ? weight : 0, index };
    })
    .filter(({ range, weight }) => range !== "" && range !== "*" && weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index);
  const locales = Object.values(LOCALES);
  for (const { range } of ranges) {
    const exact = locales.find(
      (locale) => locale.tag.toLowerCase() === range || locale.code.toLowerCase() === range,
    );
    if (exact) return exact.code;
    const language = range.split("-")[0];
    const sameLanguage = locales.find((locale) => locale.tag.toLowerCase().split("-")[0] === language);
    if (sameLanguage) return sameLanguage.code;
  }
  return undefined;
}

/**
 * The locale of a visitor: the one they chose (the locale cookie's value), else Russian, the
 * shop's language (SPEC.md section 1). A browser's `Accept-Language` does not decide it: English
 * is offered by the language switch, not imposed on a visitor whose browser prefers it.
 * @example
 *   visitorLocale({ cookie: undefined }); // "ru"
 *   visitorLocale({ cookie: "en-US" }); // "en-US"
 */
export function visitorLocale({ cookie }: { cookie: string | null | undefined }): Locale {
  return resolveLocale(cookie);
}
