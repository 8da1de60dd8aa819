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

/**
 * A refusal said inside a dialog (the API's problem: a section that still has products, a bulk job
 * that stopped), in a box of its own under the dialog's text.
 */
export const dialogProblemClass = css({
  m: "0",
  mt: "4",
  p: "3",
  borderRadius: "md",
  bg: "danger.subtle",
  color: "danger.text",
});

/** The section's title (its `<legend>`). */
export const formSectionLegendClass = css({ px: "2", fontWeight: "semibold" });

/**
 * A long form's row of actions (Save, cancel, delete), its last child. On a phone it is a bar that
 * stays at the bottom of the screen while the form goes on below it (sticky: it comes to rest at the
 * form's end), so Save is at hand without scrolling 4 000 px; on wider screens it stays in place.
 */
export const saveBarClass = css({
  mdDown: {
    position: "sticky",
    insetBlockEnd: "0",
    // Over the fields it passes; under the menus, dialogs and toasts.
    zIndex: "10",
    mx: "-4",
    px: "4",
    py: "3",
    bg: "bg.canvas",
    borderTopWidth: "1px",
    borderTopStyle: "solid",
    borderColor: "border.default",
  },
});
