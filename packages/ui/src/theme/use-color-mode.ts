import { useCallback, useEffect, useSyncExternalStore } from "react";
import {
  applyColorMode,
  type ColorMode,
  type ColorModePreference,
  onSystemColorModeChange,
  readColorModePreference,
  resolveColorMode,
  setColorModePreference,
} from "./color-mode";

export interface UseColorModeResult {
  preference: ColorModePreference;
  mode: ColorMode;
  setPreference: (preference: ColorModePreference) => void;
}

// Every mounted hook re-reads the preference when one of them sets it, another tab stores one, or
// the OS switches between light and dark.
const listeners = new Set<() => void>();
const notify = () => {
  for (const listener of listeners) listener();
};

function subscribe(listener: () => void) {
  listeners.add(listener);
  const stopSystem = onSystemColorModeChange(listener);
  globalThis.addEventListener?.("storage", listener);
  return () => {
    listeners.delete(listener);
    stopSystem();
    globalThis.removeEventListener?.("storage", listener);
  };
}

// One string per state, so React compares snapshots by value.
const snapshot = () => {
  const preference = readColorModePreference();
  return `${preference}:${resolveColorMode(preference)}`;
};
// A server cannot see the visitor's storage or OS: it renders the default, and the browser moves to
// the stored preference right after hydration (the page itself was coloured before it painted, by
// `colorModeScript`).
const serverSnapshot = () => "system:light";

/**
 * The colour-mode preference as React state; follows the OS while the preference is `system`.
 * Renders on a server (the default preference) and hydrates without a mismatch.
 * @example
 *   const { mode, setPreference } = useColorMode();
 */
export function useColorMode(): UseColorModeResult {
  const [preference, mode] = useSyncExternalStore(subscribe, snapshot, serverSnapshot).split(":") as [
    ColorModePreference,
    ColorMode,
  ];

  useEffect(() => {
    if (preference !== "system") return;
    return onSystemColorModeChange(() => applyColorMode("system"));
  }, [preference]);

  const setPreference = useCallback((next: ColorModePreference) => {
    setColorModePreference(next);
    notify();
  }, []);

  return { preference, mode, setPreference };
}
