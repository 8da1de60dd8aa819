import { type RefObject, useLayoutEffect, useState } from "react";

// Text typed into a text area before the page hydrated. An input keeps such text through React's
// hydration (react-dom leaves a hydrated input's value alone), a text area does not: react-dom
// hydrates it by writing its default text into its value whenever that text is not empty (its
// `initTextarea`, React 19.3), so what a staffer typed into a product's description on a slow phone
// was replaced by the stored description without a word, and «Сохранить» then found nothing changed
// (seen on a loaded CI machine). The server's text area is in the document while the field's first
// render runs, before React writes to it: the text is read there and handed back as the field mounts.

/** What a hydrating text area held that differs from its server text; kept if its render is retried. */
const typedBefore = new WeakMap<HTMLTextAreaElement, string>();

function readTyped(id: string): string | undefined {
  if (typeof document === "undefined") return undefined;
  // Only the server's element can carry this id while the field first renders: React's ids of a
  // hydrated tree and of one it creates differ, and a created field is not in the document yet.
  const field = document.getElementById(id);
  if (!(field instanceof HTMLTextAreaElement)) return undefined;
  if (field.value !== field.defaultValue) typedBefore.set(field, field.value);
  return typedBefore.get(field);
}

/**
 * Keeps what was typed into a text area (`ref`, whose element has `id`) before the page hydrated,
 * controlled or not: as it mounts, the typed text goes back into the field as a real `input` event,
 * so React calls its `onChange` (a form library's, or the owner's) as if it had been typed now. (It
 * is set past React's value tracker, which otherwise takes a written value for no change.)
 * @example
 *   const id = useId();
 *   const fieldRef = useRef<HTMLTextAreaElement>(null);
 *   useEarlyText(fieldRef, id);
 *   return <textarea id={id} ref={fieldRef} defaultValue="Текст с сервера" />;
 */
export function useEarlyText(ref: RefObject<HTMLTextAreaElement | null>, id: string): void {
  const [typed] = useState(() => readTyped(id));
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, as the field mounts; afterwards every change comes as an event.
  useLayoutEffect(() => {
    const field = ref.current;
    if (field === null || typed === undefined) return;
    typedBefore.delete(field);
    if (field.value === typed) return;
    Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, "value")?.set?.call(field, typed);
    field.dispatchEvent(new Event("input", { bubbles: true }));
  }, []);
}
