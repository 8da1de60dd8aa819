import { type RefObject, useLayoutEffect } from "react";

type TextControl = HTMLInputElement | HTMLTextAreaElement;

/**
 * Keeps what was typed into a controlled text field before the page hydrated. The server's HTML is
 * on screen, and typable, long before a slow phone has run the page's script; React hydrates the
 * field with what was typed, but its owner's state is still the server's value, and the owner's
 * next render (any: a query settling) writes that value back into the field. The text is gone
 * without a word, and a form sends what the visitor did not type.
 *
 * So the field, as it mounts, hands a differing value to its owner as an `input` event: React
 * calls the field's `onChange` as if the text had been typed now, with a real event. (React keeps
 * the value it last wrote in a tracker and calls `onChange` only when the field's value differs
 * from it: the owner's value goes through the tracker first, the typed one past it.) A field the
 * client creates already holds its `value` and says nothing; an uncontrolled field (`value`
 * undefined, a form library's `register`) keeps its text by itself.
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
