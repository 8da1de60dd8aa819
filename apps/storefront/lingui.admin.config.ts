import { linguiConfig } from "@shop/lingui-config";
import { ADMIN_SOURCES } from "./lingui.config";

// The staff area (/admin): its own catalog, compiled to src/catalogs/admin/ and fetched with
// `loadCatalog(i18n, "admin")` when that area opens. The shop's catalog ships in the entry chunk of
// every page; these messages would only weigh on shoppers who never see them.
export default linguiConfig({
  include: ADMIN_SOURCES,
  name: "admin",
  compiledDir: "<rootDir>/src/catalogs/admin",
});
