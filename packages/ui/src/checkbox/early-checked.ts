import { type RefObject, useLayoutEffect } from "react";

// Beside useEarlyValue (field/early-value.ts, which says why both exist); a module of its own so that
// a page with a search box and no checkbox does not carry it.

/**
 * Keeps the tick of a controlled checkbox (`ref`) from before the page hydrated. As it mounts, a
 * state that differs from `checked` reaches `report` as the visitor's choice. No event is
 * dispatched (there is none to hand an `onChange`; forms that listen to it replay early input their
 * way). Several boxes report in one commit: owners build each change on the one
 * before (functional updates).
 * @example
 *   const boxRef = useRef<HTMLInputElement>(null);
 *   useEarlyChecked(boxRef, chosen, ({ checked }) => setChosen(checked));
 *   return <input ref={boxRef} type="checkbox" checked={chosen} onChange={…} />;
 */
export function useEarlyChecked(
  ref: RefObject<HTMLInputElement | null>,
  checked: boolean | "indeterminate" | undefined,
  report: ((details: { checked: boolean }) => void) | undefined,
): void {
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, as the box mounts; afterwards every change comes as an event.
  useLayoutEffect(() => {
    const box = ref.current;
    if (box === null || typeof checked !== "boolean" || box.checked === checked) return;
    report?.({ checked: box.checked });
  }, []);
}
