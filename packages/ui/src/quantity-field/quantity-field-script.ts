// The arrow keys of a QuantityField before the page has hydrated. The field is a text field (so a
// decimal comma is typed as Russian writes it), and a text field has no arrow keys of its own:
// until React runs it, nothing steps it. An app puts `quantityFieldScript` in its document's head;
// the field carries its step in `data-early-step` until it has hydrated, and ArrowUp and ArrowDown
// step it here, within its `aria-valuemin` and `aria-valuemax`, written in the page's language.
// The app reads the field as it hydrates (the product page does).

import { headScript } from "../head-script/head-script";

/** The attribute with the step that a field carries until it has hydrated. */
export const EARLY_STEP_ATTRIBUTE = "data-early-step";

/**
 * Installs the keys on a window, once per document (a router may run a head script a second time
 * in the browser, and a second listener would step twice). Serialised into `quantityFieldScript`,
 * so it must not reference anything outside its own body: it reads the number as `parseQuantity`
 * does and snaps it as `clampQuantity` does, in its own words. Returns its removal (for tests).
 * @example
 *   const remove = installQuantityFieldKeys(window, "data-early-step");
 */
export function installQuantityFieldKeys(view: Window & typeof globalThis, attribute: string): () => void {
  const installed = view as { shopQuantityFieldKeys?: boolean };
  if (installed.shopQuantityFieldKeys) return () => {};
  installed.shopQuantityFieldKeys = true;
  const step = (event: KeyboardEvent) => {
    const field = event.target;
    const direction = event.key === "ArrowUp" ? 1 : event.key === "ArrowDown" ? -1 : 0;
    if (!(field instanceof view.HTMLInputElement) || direction === 0 || !field.hasAttribute(attribute))
      return;
    event.preventDefault();
    const read = (text: string | null) => Number((text ?? "").trim().replace(",", "."));
    const by = read(field.getAttribute(attribute));
    const min = read(field.getAttribute("aria-valuemin"));
    const maxText = field.getAttribute("aria-valuemax");
    const current = read(field.value);
    if (!(by > 0) || !Number.isFinite(min)) return;
    let next = Math.round(((Number.isFinite(current) ? current : min) + direction * by) * 1000) / 1000;
    next = Math.max(min, maxText === null ? next : Math.min(read(maxText), next));
    field.value = new Intl.NumberFormat(view.document.documentElement.lang || undefined, {
      useGrouping: false,
      maximumFractionDigits: 3,
    }).format(next);
  };
  view.addEventListener("keydown", step, true);
  return () => {
    installed.shopQuantityFieldKeys = false;
    view.removeEventListener("keydown", step, true);
  };
}

/**
 * The keys as an inline script for the document's head, before the body paints. Marked pure: a
 * bundle that does not use it (an app's browser bundle, when only its server writes the head) drops it.
 * @example
 *   head: () => ({ scripts: [{ children: quantityFieldScript }] })
 */
export const quantityFieldScript = /* @__PURE__ */ headScript(installQuantityFieldKeys, EARLY_STEP_ATTRIBUTE);
