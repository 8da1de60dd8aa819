import { defineConfig } from "@pandacss/dev";
import { shopPreset } from "@shop/panda-preset";

// The library's own Panda run: it generates styled-system/ (the typed `css()` helper the components
// import) and the CSS that Storybook shows. Apps run Panda themselves over this package's sources
// (or dist/panda.buildinfo.json) so that only the styles they use are emitted; see README.md.
export default defineConfig({
  presets: [shopPreset],
  preflight: true,
  include: ["./src/**/*.{ts,tsx}", "./.storybook/**/*.{ts,tsx}"],
  exclude: [],
  outdir: "styled-system",
  // `.mjs` would not resolve from tsup and from apps that compile ui from source.
  outExtension: "js",
  // Token values are typed and suggested, but raw CSS values (e.g. `auto`, `0`) stay allowed.
  strictTokens: false,
  strictPropertyValues: true,
});
