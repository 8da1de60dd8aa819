import type { Messages } from "@lingui/core";
import type { Locale } from "@shop/i18n";
import { uiMessages } from "@shop/ui";
import { messages as adminEnUSMessages } from "../catalogs/admin/en-US.gen";
import { messages as adminRuMessages } from "../catalogs/admin/ru.gen";
import { messages as customerEnUSMessages } from "../catalogs/customer/en-US.gen";
import { messages as customerRuMessages } from "../catalogs/customer/ru.gen";
import { messages as enUSMessages } from "../catalogs/en-US.gen";
import { messages as ruMessages } from "../catalogs/ru.gen";

/**
 * Every message of the storefront per locale, @shop/ui's included: the server renders any page in
 * any locale with one instance per locale (`createShopI18n`), and tests read any message. Only the
 * server's branch of `visitorI18n` and tests import this module, so browsers never download it.
 * @example
 *   const i18n = createShopI18n({ locale: "ru", catalogs: everyCatalog() });
 */
export function everyCatalog(): Record<Locale, Messages> {
  return {
    ru: { ...uiMessages.ru, ...ruMessages, ...customerRuMessages, ...adminRuMessages },
    "en-US": {
      ...uiMessages["en-US"],
      ...enUSMessages,
      ...customerEnUSMessages,
      ...adminEnUSMessages,
    },
  };
}
