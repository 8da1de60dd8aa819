import { css } from "../../../styled-system/css";

/** WCAG 2.5.5's target size, 44 × 44 CSS px: what a finger hits without aiming. */
const TOUCH_TARGET = "2.75rem";

/**
 * The admin panel's targets on a phone (below md), set on its frame. Desktop keeps its sizes.
 *
 * The kit's controls (buttons, icon buttons, fields, selects, the paginator, the back link, the side
 * menu's links) are as tall as the `control` and `controlSm` size tokens, which are CSS variables:
 * on a page that holds the panel both become 44 px, set on `<html>` (`html:has(&)`) so that what the
 * panel portals to `<body>` (the delete dialog, toasts) gets them too. A checkbox's label, which
 * toggles it, a file picker and a breadcrumb are raised to the same height, and buttons and icon
 * links are at least as wide.
 * The sticky bars (the menu above, a form's save bar below) must not cover the focused field, so the
 * page's scroll padding keeps it clear of them (WCAG 2.4.11).
 */
export const adminTouchClass = css({
  mdDown: {
    // On <html> (and so inherited by <body>); the key starts with "&" as Panda's types ask.
    "&, html:has(&)": {
      "--sizes-control": TOUCH_TARGET,
      "--sizes-control-sm": TOUCH_TARGET,
      scrollPaddingBlock: "4.5rem 6rem",
    },
    "& label:has(> input:is([type=checkbox], [type=radio]))": { minH: TOUCH_TARGET },
    "& input[type=file]": { minH: TOUCH_TARGET },
    // As wide as tall too: a button of one glyph (a photo's ↑), an icon link beside a long heading.
    "& :is(button, a[aria-label])": { minW: TOUCH_TARGET, flexShrink: "0" },
    "& nav ol a": { display: "inline-flex", alignItems: "center", minH: TOUCH_TARGET, minW: TOUCH_TARGET },
  },
});
