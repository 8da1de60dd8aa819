import type { AnyRouter } from "@tanstack/react-router";
import { appModeAtom, readStoredMode } from "../lib/app-mode";
import { appStore } from "./store";

/**
 * Leaves the admin panel: the tab returns to shop mode and to the home page, where the shop's
 * session loads (or comes from the cache) and the cart syncs with the account again, sending what
 * was changed in the panel.
 * @example
 *   <Button onClick={() => void leaveAdminPanel(router)}>Вернуться в магазин</Button>
 */
export async function leaveAdminPanel(router: AnyRouter) {
  appStore.set(appModeAtom, "shop");
  await router.navigate({ to: "/" });
  // Already on the home page, the navigation changed nothing: load the page again in shop mode.
  await router.invalidate();
}

/**
 * After hydration: a tab that was in the admin panel before it reloaded (a shop page opened from
 * the panel) goes back into it, loading the panel's session. The server rendered shop mode, since
 * it cannot see the tab's storage.
 * @example
 *   useEffect(() => restoreTabMode(router), [router]);
 */
export function restoreTabMode(router: AnyRouter) {
  if (readStoredMode() !== "admin-panel" || appStore.get(appModeAtom) === "admin-panel") return;
  appStore.set(appModeAtom, "admin-panel");
  void router.invalidate();
}
