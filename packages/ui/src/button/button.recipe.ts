import { css, cx } from "../../styled-system/css";
import type { PaletteColor } from "../theme/palette";
import { paletteClasses } from "../theme/palette-classes";

// One static css() per part, joined per button: the page needs no style engine to build the class
// list (a cva recipe merges its parts at run time). No two parts set the same property — the border
// colour lives in the variants, the horizontal padding in size or iconOnly — so the classes never
// compete; button.recipe.test.ts checks every combination against the equivalent cva recipe.
const baseClass = css({
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  gap: "2",
  borderRadius: "md",
  borderWidth: "1px",
  borderStyle: "solid",
  fontWeight: "medium",
  lineHeight: "none",
  cursor: "pointer",
  whiteSpace: "nowrap",
  textDecoration: "none",
  transitionProperty: "colors",
  transitionDuration: "fast",
  _disabled: { opacity: 0.5, cursor: "not-allowed" },
  "&[aria-busy=true]": { cursor: "progress" },
});

const variantClasses = {
  solid: css({
    borderColor: "transparent",
    bg: "colorPalette.solid",
    color: "colorPalette.contrast",
    _hover: { _enabled: { bg: "colorPalette.solidHover" } },
  }),
  outline: css({
    bg: "transparent",
    color: "colorPalette.text",
    borderColor: "colorPalette.solid",
    _hover: { _enabled: { bg: "colorPalette.subtle" } },
  }),
  ghost: css({
    borderColor: "transparent",
    bg: "transparent",
    color: "colorPalette.text",
    _hover: { _enabled: { bg: "colorPalette.subtle" } },
  }),
};

const sizeClasses = {
  sm: css({ h: "controlSm", fontSize: "sm" }),
  md: css({ h: "control", fontSize: "md" }),
};
const paddingClasses = { sm: css({ px: "3" }), md: css({ px: "4" }) };
const iconOnlyClass = css({ px: "0", aspectRatio: "1" });

export interface ButtonRecipeProps {
  /** Default `solid`. */
  variant?: keyof typeof variantClasses | undefined;
  /** Default `primary`. */
  color?: PaletteColor | undefined;
  /** Default `md`. */
  size?: keyof typeof sizeClasses | undefined;
  /** Square, without horizontal padding. */
  iconOnly?: boolean | undefined;
}

/**
 * The class names of a button; shared by Button and IconButton so both look the same in a toolbar.
 * @example
 *   buttonRecipe({ variant: "outline", color: "danger", size: "sm" });
 */
export function buttonRecipe({
  variant = "solid",
  color = "primary",
  size = "md",
  iconOnly = false,
}: ButtonRecipeProps = {}): string {
  return cx(
    baseClass,
    variantClasses[variant],
    paletteClasses[color],
    sizeClasses[size],
    iconOnly ? iconOnlyClass : paddingClasses[size],
  );
}
