import { useCallback, useEffect, useState } from "react";
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

/**
 * The colour-mode preference as React state; follows the OS while the preference is `system`.
 * @example
 *   const { mode, setPreference } = useColorMode();
 */
export function useColorMode(): UseColorModeResult {
  const [preference, setPreferenceState] = useState<ColorModePreference>(readColorModePreference);
  const [mode, setMode] = useState<ColorMode>(() => resolveColorMode(preference));

  useEffect(() => {
    if (preference !== "system") return;
    return onSystemColorModeChange(() => setMode(applyColorMode("system")));
  }, [preference]);

  const setPreference = useCallback((next: ColorModePreference) => {
    setPreferenceState(next);
    setMode(setColorModePreference(next));
  }, []);

  return { preference, mode, setPreference };
}
