// Forms that work before the page has hydrated (lib/early-form.ts): the things the browser and
// React 19 leave to the page, installed in the document's head before the body paints. (A
// QuantityField's arrow keys are the UI kit's own head script, `quantityFieldScript`.)
//
// 1. A choice that is a request (a sort, a filter, a language) is a form field, sent as soon as it
//    changes. Before React has hydrated the form nothing of the app listens to the field, so this
//    sends the form, and React's form replay (a form whose action is a function, submitted before
//    hydration, is queued and run once it has hydrated) carries the choice to the app. The form
//    opts in with the attribute while it has not hydrated; afterwards its fields' handlers act.
//    It is sent at the choice's first event (a box's or a radio's click, a select's input), seen
//    first, on the way down: an event that reaches a part React has not hydrated makes React
//    hydrate it there and then, and hydrating re-renders a controlled field with the server's
//    value, which the events after it would carry. The form's data is taken before that.
// 2. React's replay listens from the end of the page's first chunk of HTML (where React writes
//    it); a form sent while the HTML is still being parsed, its controls already on screen, would
//    be sent to nowhere. Such a submit waits until the document is parsed and is then sent again,
//    with the same button.
//
// 3. Should React's replay of such a choice not arrive (a loaded desktop once hydrated the sort
//    select, still showing the choice, with the listing unchanged), the form is sent again once it
//    has hydrated (it drops the attribute) and the browser is idle, if a field still differs from
//    the server's HTML. A replay makes the entered values the defaults (`keepEnteredValues`), so a
//    choice that arrived is not sent twice; were it, these forms set a state from their data (a
//    sort, the ticked boxes, a language) and toggle nothing.
//
// 4. A form whose edits the app asks about before they are left (the panel's editors) cannot ask
//    before it has hydrated: a link followed then is the browser's own navigation, and what was
//    typed is gone without a word. While such a form carries its attribute (until it has
//    hydrated), leaving the document with one of its fields changed from the server's HTML gets
//    the browser's question (`beforeunload`); afterwards the app's guard asks.
//
// Nothing else needs help: links and typing are the browser's, every other control that acts is a
// form's button, and the UI kit's triggers that act on a click alone (a dialog's, a select's, a
// tab's) hold a press until they have hydrated with its own head script, `earlyPressScript`
// (docs/storefront/rendering.md, "Input before hydration").

import { headScript } from "@shop/ui";
import { AUTO_SUBMIT_ATTRIBUTE, GUARD_LEAVING_ATTRIBUTE } from "../lib/early-form";

/**
 * Installs all four on a window; serialised into the document's head (`earlyFormsScript`), so it
 * must not reference anything outside its own body. Returns its removal (for tests).
 * @example
 *   const remove = installEarlyForms(window, "data-auto-submit", "data-guard-leaving");
 */
export function installEarlyForms(
  view: Window & typeof globalThis,
  attribute: string,
  guardAttribute: string,
): () => void {
  const doc = view.document;
  // Once per document: the router runs a head script again in the browser when it cannot match it
  // to the server's (a CSP nonce is hidden from the DOM), and a second listener would send twice.
  const installed = view as { shopEarlyForms?: boolean };
  if (installed.shopEarlyForms) return () => {};
  installed.shopEarlyForms = true;
  // The fields already sent in this task: one choice fires click, input and change.
  const sent = new Set<EventTarget>();
  const send = (event: Event) => {
    const field = event.target;
    if (!(field instanceof view.HTMLInputElement || field instanceof view.HTMLSelectElement)) return;
    const form = field.form;
    if (!form?.hasAttribute(attribute) || sent.has(field)) return;
    const box =
      field instanceof view.HTMLInputElement && (field.type === "checkbox" || field.type === "radio");
    const first = box ? "click" : field instanceof view.HTMLSelectElement ? "input" : "change";
    if (event.type !== first && event.type !== "change") return;
    sent.add(field);
    setTimeout(() => sent.delete(field), 0);
    sentEarly.add(form);
    hydration.observe(doc, { attributes: true, attributeFilter: [attribute], subtree: true });
    form.requestSubmit();
  };
  // 3. The forms sent before they had hydrated, until they have.
  const sentEarly = new Set<HTMLFormElement>();
  // A select whose chosen option is not the one the HTML selected (or its first), a box or a
  // radio not as the HTML ticked it.
  const entered = (form: HTMLFormElement) =>
    Array.from(form.elements as HTMLCollectionOf<HTMLInputElement & HTMLSelectElement>).some((field) =>
      field.options
        ? field.selectedIndex !==
          Math.max(
            Array.from(field.options).findIndex((option) => option.defaultSelected),
            0,
          )
        : field.checked !== field.defaultChecked,
    );
  // 4. Any field of the form as the HTML did not have it: a choice (above) or a text (a box's
  // value is "on" where its default, the missing attribute, is "").
  const changed = (form: HTMLFormElement) =>
    entered(form) ||
    Array.from(form.elements).some(
      (field) =>
        (field instanceof view.HTMLTextAreaElement ||
          (field instanceof view.HTMLInputElement && !/^(?:checkbox|radio|file)$/.test(field.type))) &&
        field.value !== field.defaultValue,
    );
  const guard = (event: BeforeUnloadEvent) => {
    for (const form of Array.from(doc.querySelectorAll<HTMLFormElement>(`form[${guardAttribute}]`))) {
      if (!changed(form)) continue;
      event.preventDefault();
      // Chromium before 119 and Safari ask only when a value is set.
      event.returnValue = "";
      return;
    }
  };
  const whenIdle = (task: () => void) =>
    typeof view.requestIdleCallback === "function"
      ? view.requestIdleCallback(task, { timeout: 1000 })
      : view.setTimeout(task, 50);
  const hydration = new view.MutationObserver(() => {
    for (const form of Array.from(sentEarly)) {
      if (form.hasAttribute(attribute)) continue;
      sentEarly.delete(form);
      whenIdle(() => {
        if (form.isConnected && entered(form)) form.requestSubmit();
      });
    }
    if (sentEarly.size === 0) hydration.disconnect();
  });
  const waiting: [HTMLFormElement, HTMLElement | null][] = [];
  const hold = (event: Event) => {
    if (doc.readyState !== "loading" || !(event.target instanceof view.HTMLFormElement)) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    waiting.push([event.target, (event as SubmitEvent).submitter]);
  };
  const release = () => {
    if (doc.readyState === "loading") return;
    for (const [form, submitter] of waiting.splice(0)) {
      if (form.isConnected) form.requestSubmit(submitter?.isConnected ? submitter : null);
    }
  };
  for (const type of ["click", "input", "change"]) view.addEventListener(type, send, true);
  view.addEventListener("submit", hold, true);
  view.addEventListener("beforeunload", guard);
  doc.addEventListener("readystatechange", release);
  return () => {
    installed.shopEarlyForms = false;
    hydration.disconnect();
    for (const type of ["click", "input", "change"]) view.removeEventListener(type, send, true);
    view.removeEventListener("submit", hold, true);
    view.removeEventListener("beforeunload", guard);
    doc.removeEventListener("readystatechange", release);
  };
}

/**
 * All four as an inline script for the document's head. Only the server writes it: marked pure, it
 * is left out of the browser's bundle, which does not use it.
 */
export const earlyFormsScript = /* @__PURE__ */ headScript(
  installEarlyForms,
  AUTO_SUBMIT_ATTRIBUTE,
  GUARD_LEAVING_ATTRIBUTE,
);
