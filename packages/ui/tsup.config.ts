import { libraryConfig } from "@shop/tsup-config";

export default libraryConfig({
  entry: {
    index: "src/index.ts",
    preset: "src/preset/index.ts",
    "theme-script": "src/theme/theme-script.ts",
    "brand-mark": "src/icons/brand-mark.ts",
  },
  external: ["react", "react-dom", "@lingui/core", "@lingui/react", "@ark-ui/react", "@shop/i18n"],
  // The preset lives in a private tooling package; published consumers get it bundled.
  noExternal: ["@shop/panda-preset"],
  dts: { resolve: ["@shop/panda-preset"] },
});
