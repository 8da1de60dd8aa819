import type { LinguiConfig } from "@lingui/conf";
import { formatter } from "@lingui/format-po";

// The shop's catalog: the storefront, the design system and this package. Messages have
// explicit keys (`about.contacts.title`); the English text beside each key is the source, Russian
// is the interface language and en-US fills any gap at compile time.
// The storefront's staff area has a catalog of its own (lingui.admin.config.ts), loaded with its
// code, so shoppers never download its messages: its sources are left out here.
export const ADMIN_SOURCES = [
  "<rootDir>/../../apps/storefront/src/features/admin",
  "<rootDir>/../../apps/storefront/src/routes/admin",
];

// A customer's own pages (cart, checkout, login, account) have a catalog of their own too
// (lingui.customer.config.ts), fetched when one of them opens: its sources are left out here. Only
// the cart's page is theirs; the header's cart badge stays in the shop's catalog.
const storefront = "<rootDir>/../../apps/storefront/src";
export const CUSTOMER_SOURCES = [
  `${storefront}/features/account`,
  `${storefront}/features/auth`,
  `${storefront}/features/checkout`,
  `${storefront}/features/cart/cart-page.tsx`,
  `${storefront}/features/cart/cart-line-item.tsx`,
  `${storefront}/features/cart/cart-summary.tsx`,
  `${storefront}/features/cart/empty-cart.tsx`,
  `${storefront}/routes/-components/account-*`,
  `${storefront}/routes/auth.*.tsx`,
  `${storefront}/routes/my.*.tsx`,
  `${storefront}/routes/cart.tsx`,
  `${storefront}/routes/checkout.tsx`,
  `${storefront}/routes/logout.tsx`,
];

/** Exclusion patterns of a list of sources: a folder with everything below it, a file pattern as is. */
const below = (sources: readonly string[]) =>
  sources.map((source) => (/\.[a-z*]+$|\*$/.test(source) ? source : `${source}/**`));

const config: LinguiConfig = {
  sourceLocale: "en-US",
  locales: ["en-US", "ru"],
  fallbackLocales: { default: "en-US" },
  catalogs: [
    {
      path: "<rootDir>/locales/{locale}/messages",
      include: ["<rootDir>/src", "<rootDir>/../../apps/storefront/src", "<rootDir>/../ui/src"],
      exclude: [
        "**/node_modules/**",
        "**/*.gen.ts",
        "**/*.test.ts",
        "**/*.test.tsx",
        "**/*.stories.tsx",
        "**/styled-system/**",
        // Absolute (from <rootDir>): Node's glob matches `**/…` exclusions only below the working folder.
        ...below(ADMIN_SOURCES),
        ...below(CUSTOMER_SOURCES),
      ],
    },
  ],
  // The compiled catalogs are TypeScript modules inside src/, so workspace consumers that read the
  // sources (`@shop/source`) need no build step; `.gen.ts` keeps formatters and linters off them.
  catalogsMergePath: "<rootDir>/src/catalogs/{locale}.gen",
  compileNamespace: "ts",
  orderBy: "messageId",
  // Without line numbers a catalog only changes when a message does, not when code around it moves.
  format: formatter({ lineNumbers: false, explicitIdAsDefault: true }),
};

export default config;
