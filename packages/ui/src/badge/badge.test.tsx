import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { cva } from "../../styled-system/css";
import { expectNoAxeViolations } from "../test/render";
import type { PaletteColor } from "../theme/palette";
import { Badge } from "./badge";

describe("Badge", () => {
  it("has no accessibility violations", async () => {
    const { container } = render(
      <>
        <Badge cssColor="#ff0000">Отменён</Badge>
        <Badge color="success">Доставлен</Badge>
      </>,
    );
    await expectNoAxeViolations(container);
  });

  it("shows an order status colour as a dot", () => {
    render(<Badge cssColor="rgb(255, 0, 0)">Отменён</Badge>);
    const badge = screen.getByText("Отменён");
    expect(badge.style.getPropertyValue("--badge-color")).toBe("rgb(255, 0, 0)");
    expect(screen.getByTestId("badge-dot").getAttribute("aria-hidden")).toBe("true");
  });

  it("has no dot for a theme colour", () => {
    render(<Badge color="success">Доставлен</Badge>);
    expect(screen.queryByTestId("badge-dot")).toBeNull();
  });
});

// The badge's look as one cva recipe (how it was written before the static classes).
const reference = cva({
  base: {
    display: "inline-flex",
    alignItems: "center",
    gap: "1.5",
    px: "2",
    py: "0.5",
    borderRadius: "full",
    fontSize: "xs",
    fontWeight: "medium",
    lineHeight: "normal",
    whiteSpace: "nowrap",
  },
  variants: {
    color: {
      primary: { colorPalette: "primary" },
      secondary: { colorPalette: "secondary" },
      danger: { colorPalette: "danger" },
      warning: { colorPalette: "warning" },
      success: { colorPalette: "success" },
      info: { colorPalette: "info" },
      accent: { colorPalette: "accent" },
    },
    custom: {
      false: { bg: "colorPalette.subtle", color: "colorPalette.text" },
      true: { bg: "bg.muted", color: "fg.default" },
    },
  },
  defaultVariants: { color: "accent", custom: false },
});

describe("Badge classes", () => {
  it("are those of the equivalent cva recipe for every colour, custom or not", () => {
    const colors: PaletteColor[] = ["primary", "secondary", "danger", "warning", "success", "info", "accent"];
    const classSet = (classes: string) => classes.split(" ").sort();
    for (const color of [...colors, undefined]) {
      for (const cssColor of ["#123456", undefined]) {
        const { unmount } = render(
          <Badge color={color} cssColor={cssColor}>
            Статус
          </Badge>,
        );
        const expected = reference({ color, custom: Boolean(cssColor) });
        expect(classSet(screen.getByText("Статус").className)).toEqual(classSet(expected));
        unmount();
      }
    }
  });
});
