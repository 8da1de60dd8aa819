import { type I18n, type Messages, setupI18n } from "@lingui/core";
import { compileMessage } from "@lingui/message-utils/compileMessage";
import { messages as enMessages } from "./locales/en-US";
import { messages as ruMessages } from "./locales/ru";

/** The interface language (SPEC.md sections 1 and 9). */
export const DEFAULT_LOCALE = { code: "ru", tag: "ru-RU", name: "Русский" } as const;
export const FALLBACK_LOCALE = "en-US";

/**
 * A Lingui instance with the shop's catalogs, activated in Russian.
 * @example
 *   const i18n = createShopI18n();
 *   i18n._("home.title");
 */
export function createShopI18n(locale: string = DEFAULT_LOCALE.code): I18n {
  const i18n = setupI18n({ messages: { ru: compile(ruMessages), [FALLBACK_LOCALE]: compile(enMessages) } });
  i18n.activate(locale in i18n.messages ? locale : DEFAULT_LOCALE.code);
  return i18n;
}

// Lingui's production runtime only reads compiled messages. The hand-kept catalogs are compiled
// here until catalogs extracted to PO files are compiled at build time.
function compile(catalog: Record<string, string>): Messages {
  return Object.fromEntries(Object.entries(catalog).map(([id, message]) => [id, compileMessage(message)]));
}
