import { css } from "../../../styled-system/css";

// The admin panel's file uploads (a product's photos, a catalog file) look alike: one home for it.

/** A dashed box around a file input, its help and its button; one column that may shrink below the
 * file input's width, so that a 320 px phone does not scroll sideways. */
export const uploadBoxClass = css({
  display: "grid",
  gridTemplateColumns: "minmax(0, 1fr)",
  gap: "3",
  p: "4",
  borderWidth: "1px",
  borderStyle: "dashed",
  borderColor: "border.default",
  borderRadius: "lg",
});

/** Why an upload was refused, under the box (inside a `role="alert"` region). */
export const uploadProblemClass = css({
  m: "0",
  p: "3",
  borderRadius: "md",
  bg: "danger.subtle",
  color: "danger.text",
});
