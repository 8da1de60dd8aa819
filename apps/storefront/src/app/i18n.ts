import { createShopI18n } from "@shop/i18n";

export const i18n = createShopI18n();
