// A press on a control that acts on a click alone (a dialog's, a select's or a tab's trigger) made
// before the control has hydrated. Until React runs it nothing listens to the button, and the tap
// is gone; on a phone the page's script can take seconds. Such a control carries
// `data-early-press` until it has hydrated (`useEarlyPress`). An app puts `earlyPressScript` in
// its document's head: a click on such a control is held (nothing else sees it, so React does not
// act on it halfway) and, once the control has dropped the attribute, it is clicked again, so its
// own handler acts on it. Only the last press is kept: it is what the visitor meant last (the
// second of two tabs tapped, not both in turn).
//
// A form's own submit buttons need none of this: React 19 replays a form whose action is a function,
// submitted before hydration. This is for the controls that act without sending anything, inside a
// form or not (the panel's delete buttons sit in the editor's form).

import { headScript } from "../head-script/head-script";

/** The attribute a control carries until it has hydrated. */
export const EARLY_PRESS_ATTRIBUTE = "data-early-press";

/**
 * Installs the holding of presses on a window. Serialised into `earlyPressScript`, so it must not
 * reference anything outside its own body. A router may run a head script a second time in the
 * browser; the listener installed first holds the click from the others on the window
 * (`stopImmediatePropagation`), so a press is still pressed once. Returns its removal (for tests).
 * @example
 *   const remove = installEarlyPress(window, "data-early-press");
 */
export function installEarlyPress(view: Window & typeof globalThis, attribute: string): () => void {
  let pending: Element | null = null;
  const hydration = new view.MutationObserver(() => {
    if (pending?.hasAttribute(attribute) && pending.isConnected) return;
    const control = pending;
    pending = null;
    hydration.disconnect();
    if (control?.isConnected && control instanceof view.HTMLElement) control.click();
  });
  const hold = (event: MouseEvent) => {
    const control = event.target instanceof view.Element ? event.target.closest(`[${attribute}]`) : null;
    if (!control) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    pending = control;
    hydration.observe(view.document.documentElement, {
      attributes: true,
      attributeFilter: [attribute],
      subtree: true,
      childList: true,
    });
  };
  view.addEventListener("click", hold, true);
  return () => {
    hydration.disconnect();
    view.removeEventListener("click", hold, true);
  };
}

/**
 * The holding of presses as an inline script for the document's head, before the body paints.
 * Marked pure: a bundle that does not use it (an app's browser bundle, when only its server writes
 * the head) drops it.
 * @example
 *   head: () => ({ scripts: [{ children: earlyPressScript }] })
 */
export const earlyPressScript = /* @__PURE__ */ headScript(installEarlyPress, EARLY_PRESS_ATTRIBUTE);
