// Input that reaches a part of the page before React has hydrated it.
//
// The server's HTML paints long before the page can act: its script is fetched and run, the route's
// code and messages load, React hydrates the shell, then (React's selective hydration) each Suspense
// boundary in turn, the page's content among them. Links, typing and native forms work all along
// without script; a control that only script drives (the cart button, the quantity stepper's
// buttons and arrow keys, a tab) would drop a press that comes too early: React sees nothing before
// `hydrateRoot`, and afterwards it drops a press on a part it cannot hydrate at once.
//
// So the document's head installs this runtime before anything paints. It holds the presses on
// script-driven controls, their arrow keys and the focus that React has not adopted yet (and,
// to keep their order, everything that follows while some input is held); every 25 ms it hands
// the oldest held input to the page once React has adopted its element: the same kind of event with
// the same details, on the same element. A field typed into before then gets an input event carrying
// the typed text, since React keeps the server's value otherwise; a choice in a select (the
// catalog's sort) is handed over as the change it was, with the options the shopper chose. While
// anything is held the document carries `data-input-waiting` (a progress cursor): the press is
// taken, not lost.
//
// "Adopted" is read off the element as the e2e tests read it: React keeps its fiber on each DOM
// node it has hydrated or created, under a `__reactFiber$…` key. If React ever renamed it, input
// would wait its 10 s and go; e2e/interaction-during-load.spec.ts would fail at once.

/** The attribute on `<html>` while input waits for its part of the page to hydrate. */
export const INPUT_WAITING_ATTRIBUTE = "data-input-waiting";

/** How long one held input waits for its element before it is given up (a page that never starts). */
export const HOLD_LIMIT_MS = 10_000;

/**
 * Installs the runtime on a window; serialised into the document's head (`earlyInputScript`), so
 * it must not reference anything outside its own body. Returns its removal (for tests: a page keeps
 * it for its life, so a part rendered later by a lazy boundary is covered too).
 * @example
 *   const remove = installEarlyInput(window, "data-input-waiting", 10_000);
 */
export function installEarlyInput(
  view: Window & typeof globalThis,
  waitingAttribute: string,
  holdLimitMs: number,
): () => void {
  const doc = view.document;
  // A press is the browser's whole sequence: Ark's steppers act on pointerdown, buttons on click.
  const pressEvents = ["pointerdown", "mousedown", "pointerup", "mouseup", "click"];
  const pressed =
    'button, [role="button"], [role="tab"], [role="switch"], [role="checkbox"], [role="radio"], ' +
    '[role="option"], [role="menuitem"], input[type="checkbox"], input[type="radio"], label, summary';
  const keyed = '[role="spinbutton"], [role="slider"], [role="tab"]';
  const heldKeys = ["ArrowUp", "ArrowDown", "ArrowLeft", "ArrowRight", "PageUp", "PageDown", "Home", "End"];
  const typedFields = "input, textarea";

  type Task = { target: Element; since: number; run: () => boolean };
  const queue: Task[] = [];
  let scheduled = false;
  // Set while a held input is handed over: its events are the page's, not new input to hold.
  let replaying = false;
  // The select whose `input` was just held: the `change` that follows is the same choice.
  let heldSelect: HTMLSelectElement | null = null;
  // The options chosen in a select as its last `input` carried them: its `change` comes next.
  let lastChoice: { select: HTMLSelectElement; chosen: boolean[] } | null = null;
  const choiceOf = (select: HTMLSelectElement) => Array.from(select.options, (option) => option.selected);
  const choose = (select: HTMLSelectElement, chosen: boolean[]) =>
    chosen.forEach((selected, index) => {
      const option = select.options[index];
      if (option) option.selected = selected;
    });

  const adopted = (element: Element) => Object.keys(element).some((key) => key.startsWith("__reactFiber$"));

  const schedule = (delay: number) => {
    if (scheduled) return;
    scheduled = true;
    setTimeout(pump, delay);
  };

  // One input a turn, as the browser delivers them: between two, React renders what the first one
  // changed (a focus is heard in a later render than the key that follows it would need).
  const pump = () => {
    scheduled = false;
    const task = queue[0];
    if (!task) return;
    const expired = view.performance.now() - task.since > holdLimitMs;
    if (task.target.isConnected && !expired) {
      if (!adopted(task.target)) return schedule(25);
      replaying = true;
      let done: boolean;
      try {
        done = task.run();
      } finally {
        replaying = false;
      }
      if (!done) return schedule(25);
    }
    queue.shift();
    if (queue.length > 0) schedule(0);
    else doc.documentElement.removeAttribute(waitingAttribute);
  };

  const enqueue = (target: Element, run: () => boolean) => {
    queue.push({ target, since: view.performance.now(), run });
    doc.documentElement.setAttribute(waitingAttribute, "");
    schedule(25);
  };

  // React hears a focus only on a part it has hydrated; otherwise it keeps it for later and stops
  // it at the document. A focus that bubbles on to the window has been heard (React's own later
  // replay of it too), and only then do the keys pressed in that field follow it: a stepper takes
  // arrow keys only while it knows it has the focus.
  let heardFocus: EventTarget | null = null;
  const hear = (event: Event) => {
    heardFocus = event.target;
  };
  view.addEventListener("focusin", hear);
  const announceFocus = (target: Element) => {
    if (heardFocus === target || doc.activeElement !== target) return true;
    target.dispatchEvent(new view.FocusEvent("focusin", { bubbles: true }));
    return heardFocus === target;
  };

  // What the shopper typed is in the field but not in React's state: set the server's value through
  // the element's own setter (which React's value tracker watches), put the typed text back through
  // the prototype's, and announce it as the input it was.
  const announceTyped = (field: HTMLInputElement | HTMLTextAreaElement) => () => {
    if (field.value === field.defaultValue) return true;
    const setValue = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), "value")?.set;
    if (!setValue) return true;
    const typed = field.value;
    const focused = doc.activeElement === field;
    const start = focused ? field.selectionStart : null;
    const end = focused ? field.selectionEnd : null;
    field.value = field.defaultValue;
    setValue.call(field, typed);
    if (start !== null && end !== null) field.setSelectionRange(start, end);
    field.dispatchEvent(new view.Event("input", { bubbles: true }));
    return true;
  };

  const hold = (event: Event) => {
    const target = event.target;
    if (replaying || !(target instanceof view.Element)) return;
    if (target instanceof view.HTMLSelectElement) {
      // The browser fires a choice in a select as `input`, then `change`, in one task. React puts
      // its fiber on an element when it renders it, before it commits: an `input` that comes
      // between (the select counts as adopted, so it is not held) makes React finish hydrating at
      // once, and the renders that follow put the server's choice back before `change` is read.
      // So `change` gets the options its `input` carried.
      if (event.type === "input") lastChoice = { select: target, chosen: choiceOf(target) };
      else if (event.type === "change" && lastChoice?.select === target) {
        choose(target, lastChoice.chosen);
        lastChoice = null;
      }
    }
    const isKey = event.type === "keydown";
    // A key waits for its field's focus to have been heard, even on a part React has adopted.
    if (queue.length === 0 && adopted(target) && (!isKey || heardFocus === target)) return;
    if (event.type === "focusin") {
      event.stopImmediatePropagation();
      enqueue(target, () => announceFocus(target));
      return;
    }
    if (target instanceof view.HTMLSelectElement && (event.type === "input" || event.type === "change")) {
      // A choice in a select: the browser fires `input`, then `change`. React acts on `change`, but
      // either one, on a part whose hydration has begun and not finished, makes React finish it at
      // once, and hydrating a select puts the server's choice back. So both are held and handed
      // over in turn, as they came: `input` first (it finishes the hydration), then `change` with
      // the shopper's choice restored, on a select React has by then hydrated.
      event.stopImmediatePropagation();
      if (event.type === "change" && heldSelect === target) {
        heldSelect = null;
        return;
      }
      if (event.type === "input") heldSelect = target;
      const chosen = choiceOf(target);
      enqueue(target, () => {
        target.dispatchEvent(new view.Event("input", { bubbles: true }));
        return true;
      });
      enqueue(target, () => {
        choose(target, chosen);
        target.dispatchEvent(new view.Event("change", { bubbles: true }));
        return true;
      });
      return;
    }
    if (event.type === "input") {
      // The typed text itself stays where the browser put it; React is told once it listens.
      if (!adopted(target) && target.matches(typedFields))
        enqueue(target, announceTyped(target as HTMLInputElement));
      return;
    }
    if (isKey) {
      if (!target.matches(keyed) || !heldKeys.includes((event as KeyboardEvent).key)) return;
    } else if (target.closest("a[href]") || !target.closest(pressed)) {
      // A link navigates on its own, with a page load if need be; other elements have no press.
      return;
    }
    // The same kind of event with the same details (the original doubles as its init dictionary),
    // not yet cancelled: dispatched again once React has adopted the element.
    const Copy = event.constructor as new (type: string, init: Event) => Event;
    const copy = new Copy(event.type, event);
    // Down and up keep their defaults (a press still focuses its control); a click or a key would
    // act natively (submit a form, toggle a box, move the caret) and acts on its replay instead.
    if (event.type === "click" || isKey) event.preventDefault();
    event.stopImmediatePropagation();
    enqueue(target, () => {
      if (isKey && !announceFocus(target)) return false;
      target.dispatchEvent(copy);
      return true;
    });
  };

  const types = [...pressEvents, "keydown", "focusin", "input", "change"];
  for (const type of types) view.addEventListener(type, hold, true);
  return () => {
    for (const type of types) view.removeEventListener(type, hold, true);
    view.removeEventListener("focusin", hear);
    queue.length = 0;
  };
}

/** The runtime as an inline script for the document's head (it runs before the body paints). */
export const earlyInputScript = `(${installEarlyInput.toString()})(window,${JSON.stringify(
  INPUT_WAITING_ATTRIBUTE,
)},${HOLD_LIMIT_MS});`;
