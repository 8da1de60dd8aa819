import type { ReactNode } from "react";
import { css } from "../../../styled-system/css";

const regionClass = css({
  overflowX: "auto",
  borderWidth: "1px",
  borderColor: "border.default",
  borderRadius: "lg",
  bg: "bg.surface",
  _focusVisible: { outline: "2px solid", outlineColor: "primary.solid", outlineOffset: "2px" },
});

/** The account's tables: orders and order lines. */
export const tableClass = css({
  w: "full",
  borderCollapse: "collapse",
  fontSize: "sm",
  "& th, & td": { px: "4", py: "3", textAlign: "start", verticalAlign: "middle" },
  "& thead th": {
    color: "fg.muted",
    fontWeight: "medium",
    borderBottomWidth: "1px",
    borderColor: "border.default",
  },
  "& tbody tr + tr > *": { borderTopWidth: "1px", borderColor: "border.default" },
  "& tbody th": { fontWeight: "medium" },
  "& [data-align=end]": { textAlign: "end" },
  "& a": { color: "primary.text" },
});

/**
 * A wide table's box: on a narrow screen it scrolls sideways instead of the page, and it can be
 * focused, so a keyboard scrolls it too.
 */
export function TableRegion({ label, children }: { label: string; children: ReactNode }) {
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard (WCAG 2.1.1).
    <section className={regionClass} aria-label={label} tabIndex={0}>
      {children}
    </section>
  );
}
