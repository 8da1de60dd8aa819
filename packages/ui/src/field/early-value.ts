import { type RefObject, useLayoutEffect } from "react";

// Controlled fields and early input. The server's HTML is on screen, and usable, long before a
// slow phone has run the page's script; React hydrates a field with what the visitor typed or
// ticked, but its owner's state is still the server's, and the owner's next render (any: a query
// settling) writes that back into the field. The input is gone without a word, and a form sends
// what the visitor did not enter. So a field, as it mounts, hands what it was found holding to its
// owner as a change. A field the client creates already holds its prop and says nothing.
// The checkbox's hook is a module of its own (checkbox/early-checked.ts): a page's chunk then carries
// only the one its fields use, where a shared module is placed whole in the chunk of its first user.

type TextControl = HTMLInputElement | HTMLTextAreaElement;

/**
 * Keeps what was typed into a controlled text field (`ref`) before the page hydrated. As it mounts, a
 * differing text reaches the owner as an `input` event, so React calls the field's `onChange` as if
 * it had been typed now, with a real event. (React keeps the value it
 * last wrote in a tracker and calls `onChange` only when the field's value differs from it: the
 * owner's value goes through the tracker first, the typed one past it.) An uncontrolled field
 * (`value` undefined, a form library's `register`) keeps its text by itself.
 * @example
 *   const inputRef = useRef<HTMLInputElement>(null);
 *   useEarlyValue(inputRef, value);
 *   return <input ref={inputRef} value={value} onChange={(event) => setValue(event.target.value)} />;
 */
export function useEarlyValue(ref: RefObject<TextControl | null>, value: unknown): void {
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, as the field mounts; afterwards every change comes as an event.
  useLayoutEffect(() => {
    const field = ref.current;
    if (field === null || value === undefined || value === null) return;
    const typed = field.value;
    // What the field holds for the owner's value, as the browser stores it (a date field empties an
    // invalid one, an email field trims it, a text area turns CRLF into LF): only text that differs
    // from that was typed.
    const probe = field.cloneNode() as TextControl;
    probe.value = String(value);
    if (typed === probe.value) return;
    field.value = String(value);
    const prototype = Object.getPrototypeOf(field) as TextControl;
    Object.getOwnPropertyDescriptor(prototype, "value")?.set?.call(field, typed);
    field.dispatchEvent(new Event("input", { bubbles: true }));
  }, []);
}
