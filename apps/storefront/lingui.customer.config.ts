import { linguiConfig } from "@shop/lingui-config";
import { CUSTOMER_SOURCES } from "./lingui.config";

// A customer's own pages — cart, checkout, login and registration, account, logout: their own
// catalog, compiled to src/catalogs/customer/ and fetched by those pages (the routes that say
// `staticData: { messages: "customer" }`) with `loadCatalog(i18n, "customer")`. Most visits are
// browsing, and the shop's catalog ships in the entry chunk of every page.
export default linguiConfig({
  include: CUSTOMER_SOURCES,
  name: "customer",
  compiledDir: "<rootDir>/src/catalogs/customer",
});
