import type { Messages } from "@lingui/core";
import type { Locale } from "@shop/i18n";
import { messages as enUSMessages } from "./catalogs/en-US.gen";
import { messages as ruMessages } from "./catalogs/ru.gen";

/**
 * The kit's own texts (`ui.*`: dialog, error screen, paginator, select, toast …), compiled per locale
 * from `locales/{locale}/messages.po`. An app puts its catalog over them.
 * @example
 *   const i18n = createShopI18n({ catalogs: { ru: { ...uiMessages.ru, ...appRu } } });
 */
export const uiMessages: Record<Locale, Messages> = { ru: ruMessages, "en-US": enUSMessages };
