import { css } from "../../styled-system/css";
import type { PaletteColor } from "./palette";

/**
 * The class that makes a palette the element's `colorPalette`, by palette: one static `css()` call
 * each, so an app can compute them when it is built (the button, the badge and the toasts pick one).
 */
export const paletteClasses: Record<PaletteColor, string> = {
  primary: css({ colorPalette: "primary" }),
  secondary: css({ colorPalette: "secondary" }),
  danger: css({ colorPalette: "danger" }),
  warning: css({ colorPalette: "warning" }),
  success: css({ colorPalette: "success" }),
  info: css({ colorPalette: "info" }),
  accent: css({ colorPalette: "accent" }),
};
