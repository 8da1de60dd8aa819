import type { LinguiConfig } from "@lingui/conf";
import shopConfig, { ADMIN_SOURCES } from "./lingui.config";

// The staff area of the storefront (/admin): its own catalog, compiled to src/catalogs/admin/ and
// loaded by `loadAdminCatalogs` when that area opens. The shop's catalog ships in the entry chunk of
// every page; these messages would only weigh on shoppers who never see them.
const config: LinguiConfig = {
  ...shopConfig,
  catalogs: [
    {
      path: "<rootDir>/locales/{locale}/admin",
      include: ADMIN_SOURCES,
      exclude: ["**/node_modules/**", "**/*.gen.ts", "**/*.test.ts", "**/*.test.tsx", "**/*.stories.tsx"],
    },
  ],
  catalogsMergePath: "<rootDir>/src/catalogs/admin/{locale}.gen",
};

export default config;
