// The shop's contact details, in one place for every page that quotes them. They are placeholders
// that are obviously not real (the .example domain, a 000 phone code, "Примерная улица"): a shop
// that goes live puts its own here.

/** Shown as written; `phoneHref` is the same number for `tel:` links. */
export const SHOP_PHONE = "+7 (000) 000-00-00";
export const SHOP_PHONE_HREF = "tel:+70000000000";
export const SHOP_EMAIL = "hello@tea-shop.example";
export const PRIVACY_EMAIL = "privacy@tea-shop.example";
export const SHOP_ADDRESS = "123456, г. Москва, Примерная улица, д. 1";
export const SHOP_COMPANY = "ООО «Чайная лавка»";
export const SHOP_REGISTRATION = "ОГРН 0000000000000, ИНН 0000000000";
