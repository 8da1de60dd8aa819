import { type ReactNode, useEffect, useRef, useState } from "react";
import { css } from "../../../../styled-system/css";

const statusClass = css({
  m: "0",
  color: "success.text",
  fontWeight: "medium",
  borderRadius: "sm",
  _empty: { display: "none" },
  _focusVisible: { outline: "2px solid", outlineColor: "colorPalette.focusRing", outlineOffset: "2px" },
});

/**
 * The outcome of a save, said beside the form's buttons and focused (issue 46 point 9: after a
 * save the focus went to the page's start, and a keyboard or screen reader user had to find their
 * way back). A status region (`role="status"`, always in the page so a change is announced), which
 * takes the focus each time a save is announced: the message is read, and the next Tab goes on from
 * the form's buttons. `handedOverKey` names a message the screen opens with, left by the save that
 * opened it (`handOverSavedStatus`: the product just created).
 * @example
 *   const saved = useSavedStatus();
 *   await save(); saved.announce(t`Товар сохранён`);
 *   <div className={actions}><SubmitButton />{saved.element}</div>
 */
export function useSavedStatus(handedOverKey?: string): {
  announce: (message: string) => void;
  element: ReactNode;
} {
  // Each announcement is a new object: the same message twice is focused twice.
  const [said, setSaid] = useState<{ message: string } | undefined>(() => {
    const message = handedOverKey === undefined ? undefined : handedOver.get(handedOverKey);
    return message === undefined ? undefined : { message };
  });
  // Forgotten once this screen is mounted, not while rendering it (a render may be thrown away).
  useEffect(() => {
    if (handedOverKey !== undefined) handedOver.delete(handedOverKey);
  }, [handedOverKey]);
  const ref = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (said) ref.current?.focus();
  }, [said]);
  return {
    announce: (message) => setSaid({ message }),
    element: (
      <p ref={ref} role="status" tabIndex={-1} className={statusClass} data-testid="saved-status">
        {said?.message}
      </p>
    ),
  };
}

// A message one screen hands to the next it opens (a product just created, to its own page): set
// in the browser by the save, taken once by the next screen's `useSavedStatus`.
const handedOver = new Map<string, string>();

/**
 * Leaves `message` for the screen under `key` that opens next, which announces it as it opens.
 * @example
 *   handOverSavedStatus(productStatusKey(product.id), t`Товар создан`); navigate({ to: "/admin/products/$id", … });
 */
export function handOverSavedStatus(key: string, message: string) {
  handedOver.set(key, message);
}
