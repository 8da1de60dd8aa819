import type { ComponentPropsWithoutRef, CSSProperties } from "react";
import { css, cx } from "../../styled-system/css";
import type { PaletteColor } from "../theme/palette";
import { paletteClasses } from "../theme/palette-classes";

export interface BadgeProps extends Omit<ComponentPropsWithoutRef<"span">, "color"> {
  /** A palette of the theme. Ignored when `cssColor` is given. */
  color?: PaletteColor;
  /** Any CSS colour, e.g. an order status's `cssColor` from the API; shown as a dot. */
  cssColor?: string;
}

// Static css() per part, joined per badge: the page needs no style engine for it (no two parts set
// the same property, so their classes never compete; badge.test.ts checks them against cva).
const baseClass = css({
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
});
const paletteToneClass = css({ bg: "colorPalette.subtle", color: "colorPalette.text" });
const neutralToneClass = css({ bg: "bg.muted", color: "fg.default" });

// A palette's tones, or neutral ones beside a custom colour's dot.
function badgeClasses({ color = "accent", custom }: { color?: PaletteColor | undefined; custom: boolean }) {
  return cx(baseClass, paletteClasses[color], custom ? neutralToneClass : paletteToneClass);
}

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
      className={cx(badgeClasses({ color, custom }), className)}
      style={custom ? ({ "--badge-color": cssColor, ...style } as CSSProperties) : style}
      {...props}
    >
      {custom ? <span className={dotClass} aria-hidden="true" data-testid="badge-dot" /> : null}
      {children}
    </span>
  );
}
Badge.displayName = "Badge";
