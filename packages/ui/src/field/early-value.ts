import { type RefObject, useLayoutEffect, useRef } from "react";

// Controlled fields and early input. The server's HTML is on screen, and usable, long before a
// slow phone has run the page's script; React hydrates a field with what the visitor typed or
// ticked, but its owner's state is still the server's, and the owner's next render (any: a query
// settling) writes that back into the field. The input is gone without a word, and a form sends
// what the visitor did not enter. So a field, as it mounts, hands what it was found holding to its
// owner as a change. A field the client creates already holds its prop and says nothing.

type TextControl = HTMLInputElement | HTMLTextAreaElement;

/**
 * Keeps what was typed into a controlled text field before the page hydrated: the returned ref goes
 * on the field. As it mounts, a differing text reaches the owner as an `input` event, so React calls
 * the field's `onChange` as if it had been typed now, with a real event. (React keeps the value it
 * last wrote in a tracker and calls `onChange` only when the field's value differs from it: the
 * owner's value goes through the tracker first, the typed one past it.) An uncontrolled field
 * (`value` undefined, a form library's `register`) keeps its text by itself.
 * @example
 *   const inputRef = useEarlyValue<HTMLInputElement>(value);
 *   return <input ref={inputRef} value={value} onChange={(event) => setValue(event.target.value)} />;
 */
export function useEarlyValue<Control extends TextControl = HTMLInputElement>(
  value: unknown,
): RefObject<Control | null> {
  const ref = useRef<Control>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, as the field mounts; afterwards every change comes as an event.
  useLayoutEffect(() => {
    const field = ref.current;
    if (field === null || value === undefined || value === null) return;
    const typed = field.value;
    // What the field holds for the owner's value, as the browser stores it (a date field empties an
    // invalid one, an email field trims it, a text area turns CRLF into LF): only text that differs
    // from that was typed.
    const probe = field.cloneNode() as Control;
    probe.value = String(value);
    if (typed === probe.value) return;
    field.value = String(value);
    const prototype = Object.getPrototypeOf(field) as Control;
    Object.getOwnPropertyDescriptor(prototype, "value")?.set?.call(field, typed);
    field.dispatchEvent(new Event("input", { bubbles: true }));
  }, []);
  return ref;
}

/**
 * Keeps a controlled checkbox's tick from before the page hydrated: the returned ref goes on the
 * box. As it mounts, a state that differs from `checked` reaches `report` as the visitor's choice.
 * No event is dispatched (there is none to hand an `onChange`; forms that listen to it replay
 * early input their way). Several boxes report in one commit: owners build each change on the one
 * before (functional updates).
 * @example
 *   const boxRef = useEarlyChecked(chosen, ({ checked }) => setChosen(checked));
 *   return <input ref={boxRef} type="checkbox" checked={chosen} onChange={…} />;
 */
export function useEarlyChecked(
  checked: boolean | "indeterminate" | undefined,
  report: ((details: { checked: boolean }) => void) | undefined,
): RefObject<HTMLInputElement | null> {
  const ref = useRef<HTMLInputElement>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, as the box mounts; afterwards every change comes as an event.
  useLayoutEffect(() => {
    const box = ref.current;
    if (box === null || typeof checked !== "boolean" || box.checked === checked) return;
    report?.({ checked: box.checked });
  }, []);
  return ref;
}
