import { useSyncExternalStore } from "react";

/**
 * Whether the browser is online (`navigator.onLine`: false only when surely offline); follows its
 * `online` and `offline` events. True on the server.
 * @example
 *   const online = useOnline();
 */
export function useOnline(): boolean {
  return useSyncExternalStore(
    (onChange) => {
      globalThis.addEventListener?.("online", onChange);
      globalThis.addEventListener?.("offline", onChange);
      return () => {
        globalThis.removeEventListener?.("online", onChange);
        globalThis.removeEventListener?.("offline", onChange);
      };
    },
    () => globalThis.navigator?.onLine !== false,
    () => true,
  );
}
