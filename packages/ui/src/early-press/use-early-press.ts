import { useSyncExternalStore } from "react";
import { EARLY_PRESS_ATTRIBUTE } from "./early-press-script";

const subscribeNever = () => () => {};

/**
 * False while React hydrates what the server rendered (and on the server), true from the render
 * after it and in anything mounted in the browser.
 */
function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeNever,
    () => true,
    () => false,
  );
}

/**
 * The props that mark a control acting on a click alone until it has hydrated, so that
 * `earlyPressScript` holds a press made before then and presses it again afterwards.
 * @example
 *   <ArkDialog.Trigger {...useEarlyPress()} {...props} />
 */
export function useEarlyPress(): { [EARLY_PRESS_ATTRIBUTE]?: "" } {
  return useHydrated() ? {} : { [EARLY_PRESS_ATTRIBUTE]: "" };
}
