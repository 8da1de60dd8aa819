import type { Messages } from "@lingui/core";
import type { Locale } from "@shop/i18n";

/**
 * The kit's Russian texts (the shop's first language), for a catalog that comes with the code.
 * @example
 *   createLazyShopI18n({ shop: { ru: { ...uiRuMessages, ...appRu } } });
 */
export { messages as uiRuMessages } from "./catalogs/ru.gen";

/**
 * The kit's texts of one locale, fetched when that locale is activated: a browser downloads only
 * the language it shows (`uiMessages` holds every locale at once, for servers and tests).
 * @example
 *   "en-US": async () => ({ messages: { ...(await uiMessageLoaders["en-US"]()), ...appEnUS } }),
 */
export const uiMessageLoaders: Record<Locale, () => Promise<Messages>> = {
  ru: async () => (await import("./catalogs/ru.gen")).messages,
  "en-US": async () => (await import("./catalogs/en-US.gen")).messages,
};
