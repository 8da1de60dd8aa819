import { msg } from "@lingui/core/macro";

// Titles of the admin screens: each route's <title> (its `head`) and the screen's heading, menu item
// and breadcrumb read the same descriptors. Descriptors only, so the routes' entry code stays small.
export const adminTitles = {
  panel: msg({ id: "admin.title", message: "Admin panel" }),
  orders: msg({ id: "admin.orders.title", message: "Orders" }),
  orderStatuses: msg({ id: "admin.orderStatuses.title", message: "Order statuses" }),
  newOrderStatus: msg({ id: "admin.orderStatuses.new", message: "New order status" }),
  salesChannels: msg({ id: "admin.salesChannels.title", message: "Sales channels" }),
  newSalesChannel: msg({ id: "admin.salesChannels.new", message: "New sales channel" }),
  tradingContracts: msg({ id: "admin.tradingContracts.title", message: "Trading contracts" }),
  newTradingContract: msg({ id: "admin.tradingContracts.new", message: "New trading contract" }),
  translations: msg({ id: "admin.translations.title", message: "Translations" }),
  products: msg({ id: "admin.products.title", message: "Products" }),
  newProduct: msg({ id: "admin.products.new", message: "New product" }),
  categories: msg({ id: "admin.categories.title", message: "Catalog sections" }),
  imports: msg({ id: "admin.imports.title", message: "Catalog import" }),
  auditLog: msg({ id: "admin.auditLog.title", message: "Audit log" }),
  countries: msg({ id: "admin.intl.countries", message: "Countries" }),
  currencies: msg({ id: "admin.intl.currencies", message: "Currencies" }),
  languages: msg({ id: "admin.intl.languages", message: "Languages" }),
  locales: msg({ id: "admin.intl.locales", message: "Locales" }),
  timezones: msg({ id: "admin.intl.timezones", message: "Time zones" }),
};

/** The read-only reference lists of /admin/intl/$list. */
export const INTL_LISTS = ["countries", "currencies", "languages", "locales", "timezones"] as const;
export type IntlList = (typeof INTL_LISTS)[number];

/**
 * Whether a path segment names a reference list.
 * @example
 *   isIntlList("currencies"); // true
 */
export function isIntlList(value: string): value is IntlList {
  return (INTL_LISTS as readonly string[]).includes(value);
}

/** Titles of individual records; interpolated, so functions. */
export const recordTitles = {
  order: (number: string) => msg({ id: "admin.orders.order", message: `Order No. ${number}` }),
  orderStatus: (title: string) => msg({ id: "admin.orderStatuses.edit", message: `Status “${title}”` }),
  salesChannel: (title: string) => msg({ id: "admin.salesChannels.edit", message: `Channel “${title}”` }),
  tradingContract: (title: string) =>
    msg({ id: "admin.tradingContracts.edit", message: `Contract “${title}”` }),
  product: (title: string) => msg({ id: "admin.products.edit", message: `Product “${title}”` }),
  category: (title: string) => msg({ id: "admin.categories.edit", message: `Section “${title}”` }),
};
