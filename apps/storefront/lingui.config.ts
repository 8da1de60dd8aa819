import { linguiConfig } from "@shop/lingui-config";

// The storefront's own messages (@shop/ui and @shop/i18n ship theirs, which src/lib/catalogs.ts
// puts under these). Three catalogs: the shop's, loaded by every page; the customer pages'
// (lingui.customer.config.ts) and the staff area's (lingui.admin.config.ts), fetched when one of
// their pages opens, so that shoppers who only browse download neither.
export const ADMIN_SOURCES = [
  "<rootDir>/src/features/admin",
  "<rootDir>/src/routes/admin",
  // Staff's bar on a product page, a chunk of its own that loads this catalog first.
  "<rootDir>/src/features/product/staff-product-tools.tsx",
];

// A customer's own pages: cart, checkout, login, account. Only the cart's page is theirs; the
// header's cart badge stays in the shop's catalog.
export const CUSTOMER_SOURCES = [
  "<rootDir>/src/features/account",
  "<rootDir>/src/features/auth",
  "<rootDir>/src/features/checkout",
  "<rootDir>/src/features/cart/cart-page.tsx",
  "<rootDir>/src/features/cart/cart-line-item.tsx",
  "<rootDir>/src/features/cart/cart-summary.tsx",
  "<rootDir>/src/features/cart/empty-cart.tsx",
  "<rootDir>/src/routes/-components/account-*",
  "<rootDir>/src/routes/auth.*.tsx",
  "<rootDir>/src/routes/my.*.tsx",
  "<rootDir>/src/routes/cart.tsx",
  "<rootDir>/src/routes/checkout.tsx",
  "<rootDir>/src/routes/logout.tsx",
];

/** Exclusion patterns of a list of sources: a folder with everything below it, a file pattern as is. */
const below = (sources: readonly string[]) =>
  sources.map((source) => (/\.[a-z*]+$|\*$/.test(source) ? source : `${source}/**`));

export default linguiConfig({
  include: ["<rootDir>/src"],
  // Absolute (from <rootDir>): Node's glob matches `**/…` exclusions only below the working folder.
  exclude: [...below(ADMIN_SOURCES), ...below(CUSTOMER_SOURCES)],
  compiledDir: "<rootDir>/src/catalogs",
});
