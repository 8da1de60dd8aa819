import type { ComponentPropsWithoutRef, CSSProperties } from "react";
import { css, cva, cx } from "../../styled-system/css";
import type { PaletteColor } from "../theme/palette";

export interface BadgeProps extends Omit<ComponentPropsWithoutRef<"span">, "color"> {
  /** A palette of the theme. Ignored when `cssColor` is given. */
  color?: PaletteColor;
  /** Any CSS colour, e.g. an order status's `cssColor` from the API; shown as a dot. */
  cssColor?: string;
}

const badgeRecipe = cva({
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

const dotClass = css({ w: "2", h: "2", borderRadius: "full", bg: "var(--badge-color)", flexShrink: 0 });

/**
 * A short status label. An API colour (any CSS colour) becomes a dot beside neutral text, so the
 * label stays readable whatever colour the staff picked.
 * @example
 *   <Badge cssColor={status.cssColor}>{status.title}</Badge>
 */
export function Badge({ color, cssColor, className, children, style, ...props }: BadgeProps) {
  const custom = Boolean(cssColor);
  return (
    <span
      className={cx(badgeRecipe({ color, custom }), className)}
      style={custom ? ({ "--badge-color": cssColor, ...style } as CSSProperties) : style}
      {...props}
    >
      {custom ? <span className={dotClass} aria-hidden="true" data-testid="badge-dot" /> : null}
      {children}
    </span>
  );
}
Badge.displayName = "Badge";
