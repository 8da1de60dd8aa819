import type { LinguiConfig } from "@lingui/conf";
import shopConfig, { CUSTOMER_SOURCES } from "./lingui.config";

// A customer's own pages of the storefront — cart, checkout, login and registration, account,
// logout: their own catalog, compiled to src/catalogs/customer/ and fetched by those pages (the
// routes that say `staticData: { messages: "customer" }`) with `loadCatalog(i18n, "customer")`. Most
// visits are browsing, and the shop's catalog ships in the entry chunk of every page.
const config: LinguiConfig = {
  ...shopConfig,
  catalogs: [
    {
      path: "<rootDir>/locales/{locale}/customer",
      include: CUSTOMER_SOURCES,
      exclude: ["**/node_modules/**", "**/*.gen.ts", "**/*.test.ts", "**/*.test.tsx", "**/*.stories.tsx"],
    },
  ],
  catalogsMergePath: "<rootDir>/src/catalogs/customer/{locale}.gen",
};

export default config;
