import { css } from "../../../styled-system/css";

/** A fieldset of the checkout form: no frame, its fields in one column. */
export const sectionClass = css({ display: "grid", gap: "4", border: "none", p: "0", m: "0", minW: "0" });

/** The heading of a checkout fieldset. */
export const legendClass = css({ fontSize: "xl", fontWeight: "semibold", mb: "2", p: "0" });

/** Two fields side by side, stacked on a narrow screen. */
export const pairClass = css({
  display: "grid",
  gap: "4",
  gridTemplateColumns: { base: "1fr", sm: "1fr 1fr" },
});

/** One option of a radio choice (delivery, payment): the whole row is the label, marked when picked. */
export const choiceClass = css({
  display: "flex",
  alignItems: "center",
  gap: "3",
  p: "3",
  borderWidth: "1px",
  borderColor: "border.default",
  borderRadius: "md",
  cursor: "pointer",
  "&:has(input:checked)": { borderColor: "primary.solid", bg: "primary.subtle" },
  "&:has(input:focus-visible)": { outline: "2px solid", outlineColor: "border.focus" },
});
