import { css } from "../../../styled-system/css";

// The admin panel's long forms (a product, an item's texts in every language) group their fields
// in framed sections alike: one home for it.

/** A framed group of fields: one column that may shrink, so a 320 px phone does not scroll sideways. */
export const formSectionClass = css({
  display: "grid",
  gridTemplateColumns: "minmax(0, 1fr)",
  gap: "4",
  m: "0",
  p: "4",
  minW: "0",
  borderWidth: "1px",
  borderStyle: "solid",
  borderColor: "border.default",
  borderRadius: "lg",
  bg: "bg.surface",
});

/** The section's title (its `<legend>`). */
export const formSectionLegendClass = css({ px: "2", fontWeight: "semibold" });
