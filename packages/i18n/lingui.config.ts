import { linguiConfig } from "@shop/lingui-config";

// This package's own messages (`commonMessages`: `common.*`), compiled to src/catalogs/ and put
// under the app's catalogs by createShopI18n and createLazyShopI18n. An app and @shop/ui extract
// and compile their messages themselves.
export default linguiConfig({ include: ["<rootDir>/src"], compiledDir: "<rootDir>/src/catalogs" });
