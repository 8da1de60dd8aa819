import { describe, expect, it } from "vitest";
import { cva } from "../../styled-system/css";
import type { PaletteColor } from "../theme/palette";
import { buttonRecipe } from "./button.recipe";

// The button's look as one cva recipe (how it was written before the static classes): the classes of
// every combination must be the same set, so no button looks any different.
const reference = cva({
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

const classSet = (classes: string) => classes.split(" ").sort();
const colors: PaletteColor[] = ["primary", "secondary", "danger", "warning", "success", "info", "accent"];

describe("buttonRecipe", () => {
  it("gives every combination the classes of the equivalent cva recipe", () => {
    for (const variant of ["solid", "outline", "ghost", undefined] as const) {
      for (const color of [...colors, undefined]) {
        for (const size of ["sm", "md", undefined] as const) {
          for (const iconOnly of [true, false, undefined]) {
            const props = { variant, color, size, iconOnly };
            expect(classSet(buttonRecipe(props)), JSON.stringify(props)).toEqual(classSet(reference(props)));
          }
        }
      }
    }
  });

  it("is the solid primary medium button by default", () => {
    expect(classSet(buttonRecipe())).toEqual(classSet(reference()));
  });
});
