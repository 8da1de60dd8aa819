/** What the visitor chose: follow the operating system, or force a mode. */
export type ColorModePreference = "system" | "light" | "dark";
/** The mode actually shown. */
export type ColorMode = "light" | "dark";

/** localStorage key of the preference (SPEC.md leaves the name open). */
export const COLOR_MODE_STORAGE_KEY = "shop-color-mode";
/** Attribute on `<html>` that the preset's `_dark`/`_light` conditions read. */
export const COLOR_MODE_ATTRIBUTE = "data-color-mode";

const preferences: readonly ColorModePreference[] = ["system", "light", "dark"];
const darkQuery = "(prefers-color-scheme: dark)";

/**
 * Inline script for the app's index.html `<head>`: it applies the stored mode before the first
 * paint, so a dark-mode visitor never sees a white flash. Keep it in step with
 * `applyColorMode` below (the test runs both). Written so that Biome's lint passes when an app
 * inlines it in index.html (arrow function, block-scoped declarations).
 * @example
 *   // vite.config.ts: transformIndexHtml(html) { return html.replace("<!--color-mode-->", `<script>${colorModeScript}</script>`) }
 */
export const colorModeScript = `(()=>{const e=document.documentElement;let d=false;try{const p=localStorage.getItem(${JSON.stringify(
  COLOR_MODE_STORAGE_KEY,
)});d=p==="dark"||(p!=="light"&&matchMedia(${JSON.stringify(darkQuery)}).matches)}catch{}e.setAttribute(${JSON.stringify(
  COLOR_MODE_ATTRIBUTE,
)},d?"dark":"light");e.style.colorScheme=d?"dark":"light"})();`;

function isPreference(value: unknown): value is ColorModePreference {
  return preferences.includes(value as ColorModePreference);
}

/**
 * The stored preference, `system` when nothing (or garbage) is stored or storage is blocked.
 * @example
 *   readColorModePreference(); // "system"
 */
export function readColorModePreference(): ColorModePreference {
  try {
    const stored = globalThis.localStorage?.getItem(COLOR_MODE_STORAGE_KEY);
    return isPreference(stored) ? stored : "system";
  } catch {
    // Storage throws in some privacy modes; the system mode is the sensible default there.
    return "system";
  }
}

/**
 * The mode a preference shows right now.
 * @example
 *   resolveColorMode("system"); // "dark" on a dark OS
 */
export function resolveColorMode(preference: ColorModePreference): ColorMode {
  if (preference !== "system") return preference;
  return globalThis.matchMedia?.(darkQuery).matches ? "dark" : "light";
}

/**
 * Stores the preference and shows it at once.
 * @example
 *   setColorModePreference("dark");
 */
export function setColorModePreference(preference: ColorModePreference): ColorMode {
  try {
    if (preference === "system") globalThis.localStorage?.removeItem(COLOR_MODE_STORAGE_KEY);
    else globalThis.localStorage?.setItem(COLOR_MODE_STORAGE_KEY, preference);
  } catch {
    // Not persisted in a privacy mode, but still applied for this page.
  }
  return applyColorMode(preference);
}

/**
 * Puts the resolved mode on `<html>` without storing it.
 * @example
 *   applyColorMode(readColorModePreference());
 */
export function applyColorMode(preference: ColorModePreference): ColorMode {
  const mode = resolveColorMode(preference);
  const root = globalThis.document?.documentElement;
  if (root) {
    root.setAttribute(COLOR_MODE_ATTRIBUTE, mode);
    root.style.colorScheme = mode;
  }
  return mode;
}

/**
 * Calls back when the operating system switches between light and dark; returns the unsubscribe.
 * @example
 *   const stop = onSystemColorModeChange(() => applyColorMode(readColorModePreference()));
 */
export function onSystemColorModeChange(listener: (mode: ColorMode) => void): () => void {
  const query = globalThis.matchMedia?.(darkQuery);
  if (!query) return () => {};
  const handle = (event: MediaQueryListEvent) => listener(event.matches ? "dark" : "light");
  query.addEventListener("change", handle);
  return () => query.removeEventListener("change", handle);
}
