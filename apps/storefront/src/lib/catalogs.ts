import type { LazyShopI18nOptions } from "@shop/i18n";
import { uiMessageLoaders, uiRuMessages } from "@shop/ui";
import { messages as ruMessages } from "../catalogs/ru.gen";

// The storefront's messages as a browser gets them (src/catalogs/, compiled from locales/ by
// `pnpm i18n:compile`): the shop's Russian, over @shop/ui's, in the entry chunk; the English ones
// (@shop/ui's too) and the catalogs of the customer's pages and of the staff area are chunks of
// their own.
// (@shop/i18n puts its own `common.*` messages under all of them.)

/** Catalogs of parts of the storefront, fetched when one of their pages opens. */
export type CatalogName = "customer" | "admin";

/** The catalogs of the browser's Lingui instance (`createLazyShopI18n`). */
export const browserCatalogs = {
  shop: {
    ru: { ...uiRuMessages, ...ruMessages },
    "en-US": async () => {
      const [ui, shop] = await Promise.all([uiMessageLoaders["en-US"](), import("../catalogs/en-US.gen")]);
      return { messages: { ...ui, ...shop.messages } };
    },
  },
  parts: {
    customer: {
      ru: () => import("../catalogs/customer/ru.gen"),
      "en-US": () => import("../catalogs/customer/en-US.gen"),
    },
    admin: {
      ru: () => import("../catalogs/admin/ru.gen"),
      "en-US": () => import("../catalogs/admin/en-US.gen"),
    },
  },
} satisfies LazyShopI18nOptions & { parts: Record<CatalogName, unknown> };
