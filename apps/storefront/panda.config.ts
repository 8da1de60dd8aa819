import { defineConfig } from "@pandacss/dev";
import { shopPreset } from "@shop/panda-preset";

// One Panda run for the page: the storefront's code and the design system's sources (compiled
// from source, like its JavaScript), so the CSS holds exactly the atomic rules they use. Same
// preset and default naming as packages/ui, so the class names its components compute match.
export default defineConfig({
  presets: [shopPreset],
  preflight: true,
  include: ["./src/**/*.{ts,tsx}", "../../packages/ui/src/**/*.{ts,tsx}"],
  exclude: [
    "./src/**/*.test.{ts,tsx}",
    "./src/routeTree.gen.ts",
    "../../packages/ui/src/**/*.{test,stories}.tsx",
    "../../packages/ui/src/test/**",
  ],
  outdir: "styled-system",
  outExtension: "js",
});
