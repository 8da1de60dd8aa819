import { cva } from "../../styled-system/css";

/** Shared by Button and IconButton so both look the same in a toolbar. */
export const buttonRecipe = cva({
  base: {
    display: "inline-flex",
    alignItems: "center",
    justifyContent: "center",
    gap: "2",
    borderRadius: "md",
    borderWidth: "1px",
    borderStyle: "solid",
    borderColor: "transparent",
    fontWeight: "medium",
    lineHeight: "none",
    cursor: "pointer",
    whiteSpace: "nowrap",
    textDecoration: "none",
    transitionProperty: "colors",
    transitionDuration: "fast",
    _disabled: { opacity: 0.5, cursor: "not-allowed" },
    "&[aria-busy=true]": { cursor: "progress" },
  },
  variants: {
    variant: {
      solid: {
        bg: "colorPalette.solid",
        color: "colorPalette.contrast",
        _hover: { _enabled: { bg: "colorPalette.solidHover" } },
      },
      outline: {
        bg: "transparent",
        color: "colorPalette.text",
        borderColor: "colorPalette.solid",
        _hover: { _enabled: { bg: "colorPalette.subtle" } },
      },
      ghost: {
        bg: "transparent",
        color: "colorPalette.text",
        _hover: { _enabled: { bg: "colorPalette.subtle" } },
      },
    },
    color: {
      primary: { colorPalette: "primary" },
      secondary: { colorPalette: "secondary" },
      danger: { colorPalette: "danger" },
      warning: { colorPalette: "warning" },
      success: { colorPalette: "success" },
      info: { colorPalette: "info" },
      accent: { colorPalette: "accent" },
    },
    size: {
      sm: { h: "controlSm", px: "3", fontSize: "sm" },
      md: { h: "control", px: "4", fontSize: "md" },
    },
    iconOnly: {
      true: { px: "0", aspectRatio: "1" },
    },
  },
  defaultVariants: { variant: "solid", color: "primary", size: "md" },
});
