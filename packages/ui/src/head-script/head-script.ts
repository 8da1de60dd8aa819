/**
 * The text of an inline script that calls `install(window, ...names)`: how a function that must run
 * before the page's own script (in the document's head, before the body paints) is written into the
 * server's HTML. `install` is serialised with `toString()`, so it must not reference anything
 * outside its own body; the names go in as JSON strings. Call it marked pure
 * (`/* @__PURE__ *\/ headScript(...)`), so that a browser bundle that does not write the head drops
 * the text.
 * @example
 *   export const earlyPressScript = headScript(installEarlyPress, "data-early-press");
 *   // "(function installEarlyPress(view, attribute) {…})(window,\"data-early-press\");"
 */
export function headScript(
  install: (view: Window & typeof globalThis, ...names: string[]) => unknown,
  ...names: string[]
): string {
  return `(${install.toString()})(window,${names.map((name) => JSON.stringify(name)).join(",")});`;
}
