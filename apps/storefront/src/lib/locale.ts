import { type Locale, setLocale } from "@shop/i18n";
import { i18n } from "./i18n";

/**
 * Switches the interface language (SPEC.md section 4): activates the locale's Lingui catalog (the
 * page re-renders), keeps the choice in the locale cookie for 365 days and, through the listener
 * `startApp` registers, reloads the session and every other query with the new `Accept-Language`.
 * The footer's language switch calls it. The catalog of a locale other than Russian is fetched first.
 * @returns whether the locale changed (the same locale only refreshes the cookie).
 * @example
 *   await changeLocale("en-US");
 */
export function changeLocale(locale: Locale): Promise<boolean> {
  return setLocale(i18n, locale, { cookie: { secure: location.protocol === "https:" } });
}
