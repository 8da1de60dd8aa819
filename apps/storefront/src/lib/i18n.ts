import { createShopI18n, readLocaleCookie } from "@shop/i18n";

// The locale the visitor chose before (the cookie), else Russian. Tests and Node have no document.
const cookieHeader = typeof document === "undefined" ? "" : document.cookie;

/** The app's one Lingui instance, given to `I18nProvider` and read by the API client. */
export const i18n = createShopI18n({ locale: readLocaleCookie(cookieHeader) });
