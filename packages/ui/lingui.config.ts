import { linguiConfig } from "@shop/lingui-config";

// The design system's messages (`ui.*`), compiled to src/catalogs/ and exported as `uiMessages`,
// which an app puts under its own catalog.
export default linguiConfig({ include: ["<rootDir>/src"], compiledDir: "<rootDir>/src/catalogs" });
