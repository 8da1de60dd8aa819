/** Locales the API answers in; the first is the default (the shop is Russian, SPEC.md §1). */
export const SUPPORTED_LOCALES = ["ru", "en-US"] as const;
export type Locale = (typeof SUPPORTED_LOCALES)[number];
/** The locale of the texts stored in the items themselves: the fallback of every other one. */
export const BASE_LOCALE: Locale = SUPPORTED_LOCALES[0];
/** Locales whose texts are stored as translations (`*_translations` tables). */
export const TRANSLATED_LOCALES: readonly Locale[] = SUPPORTED_LOCALES.slice(1);
