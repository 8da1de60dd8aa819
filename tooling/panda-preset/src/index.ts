// Only a type import: `@shop/ui/preset` bundles this file, and it must not pull Panda's compiler
// into a library build.
import type { Preset } from "@pandacss/dev";
import { colors } from "./colors";
import { semanticColors } from "./semantic-colors";

/**
 * Breakpoints of SPEC.md section 9 (min-width). The spec names 1536px both `xxl` and `2xl`; both
 * keys exist so that either spelling works.
 */
export const breakpoints = {
  xs: "320px",
  sm: "640px",
  md: "768px",
  lg: "1024px",
  xl: "1280px",
  xxl: "1536px",
  "2xl": "1536px",
} as const;

/**
 * The attribute the colour-mode script puts on `<html>`; the `_dark`/`_light` conditions key on it
 * so that a stored preference wins over the operating system's before the first paint.
 */
export const colorModeAttribute = "data-color-mode";

// The spacing scale; sizes reuse it, so `w: "5"` means 1.25rem as it does for padding (Panda's
// width/height utilities read `sizes` only, and without these a bare number became pixels).
const spacing = {
  0: { value: "0" },
  0.5: { value: "0.125rem" },
  1: { value: "0.25rem" },
  1.5: { value: "0.375rem" },
  2: { value: "0.5rem" },
  3: { value: "0.75rem" },
  4: { value: "1rem" },
  5: { value: "1.25rem" },
  6: { value: "1.5rem" },
  8: { value: "2rem" },
  10: { value: "2.5rem" },
  12: { value: "3rem" },
  16: { value: "4rem" },
};

/**
 * The shop's Panda preset: the only place where tokens live. Apps and `@shop/ui` list it in
 * `presets` (without `@pandacss/preset-panda`, so that only the shop's own tokens reach the CSS).
 * @example
 *   import { shopPreset } from "@shop/panda-preset";
 *   export default defineConfig({ presets: [shopPreset], include: ["./src/**\/*.tsx"] });
 */
export const shopPreset = {
  name: "@shop/panda-preset",
  conditions: {
    extend: {
      dark: `[${colorModeAttribute}=dark] &`,
      light: `[${colorModeAttribute}=light] &`,
    },
  },
  globalCss: {
    html: {
      colorScheme: "light",
      fontFamily: "body",
      bg: "bg.canvas",
      color: "fg.default",
      WebkitFontSmoothing: "antialiased",
      "&[data-color-mode=dark]": { colorScheme: "dark" },
    },
    "*:focus-visible": { outline: "2px solid", outlineColor: "border.focus", outlineOffset: "2px" },
  },
  theme: {
    extend: {
      breakpoints,
      tokens: {
        colors,
        fonts: {
          body: {
            value: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
          },
          mono: { value: "ui-monospace, SFMono-Regular, Menlo, Consolas, monospace" },
        },
        fontSizes: {
          xs: { value: "0.75rem" },
          sm: { value: "0.875rem" },
          md: { value: "1rem" },
          lg: { value: "1.125rem" },
          xl: { value: "1.25rem" },
          "2xl": { value: "1.5rem" },
          "3xl": { value: "1.875rem" },
          "4xl": { value: "2.25rem" },
          "7xl": { value: "4.5rem" },
          "9xl": { value: "8rem" },
        },
        fontWeights: {
          normal: { value: "400" },
          medium: { value: "500" },
          semibold: { value: "600" },
          bold: { value: "700" },
        },
        lineHeights: {
          none: { value: "1" },
          tight: { value: "1.25" },
          normal: { value: "1.5" },
        },
        spacing,
        sizes: {
          ...spacing,
          full: { value: "100%" },
          icon: { value: "1.25rem" },
          control: { value: "2.5rem" },
          controlSm: { value: "2rem" },
          selectList: { value: "15rem" },
          prose: { value: "65ch" },
          whiteBlock: { value: "40rem" },
          whiteBlockSmall: { value: "26rem" },
          page: { value: "80rem" },
        },
        radii: {
          sm: { value: "0.25rem" },
          md: { value: "0.5rem" },
          lg: { value: "0.75rem" },
          full: { value: "9999px" },
        },
        shadows: {
          sm: { value: "0 1px 2px rgb(15 23 42 / 0.08)" },
          md: { value: "0 4px 12px rgb(15 23 42 / 0.12)" },
          lg: { value: "0 12px 32px rgb(15 23 42 / 0.18)" },
        },
        durations: {
          fast: { value: "120ms" },
          normal: { value: "200ms" },
        },
        zIndex: {
          dropdown: { value: 1000 },
          overlay: { value: 1300 },
          modal: { value: 1400 },
          toast: { value: 1700 },
          loadingBar: { value: 1800 },
        },
      },
      semanticTokens: {
        colors: semanticColors,
      },
    },
  },
} satisfies Preset;

export default shopPreset;
