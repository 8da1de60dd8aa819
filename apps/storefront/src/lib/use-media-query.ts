import { useSyncExternalStore } from "react";

/**
 * Whether a media query matches now; follows changes (window resized, device rotated). False where
 * there is no window.
 * @example
 *   const wide = useMediaQuery("(min-width: 768px)");
 */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = globalThis.matchMedia?.(query);
      list?.addEventListener("change", onChange);
      return () => list?.removeEventListener("change", onChange);
    },
    () => globalThis.matchMedia?.(query).matches ?? false,
    () => false,
  );
}
