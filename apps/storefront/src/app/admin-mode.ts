import type { AnyRouter } from "@tanstack/react-router";
import { appModeAtom, isAdminPath, modeForPath, readStoredMode } from "../lib/app-mode";
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
 * After hydration, the tab's mode: the server rendered an /admin page in the panel and any other page
 * in the shop, since it cannot see the tab's storage, and the page hydrated in that mode
 * (`hydrateAppMode`). An /admin page keeps the tab in the panel; a shop page opened in a tab that
 * was in the panel (a reload) goes back into it, loading the panel's session.
 * @example
 *   useEffect(() => restoreTabMode(router), [router]);
 */
export function restoreTabMode(router: AnyRouter) {
  const { pathname } = router.state.location;
  const mode = modeForPath(pathname, readStoredMode());
  const changed = appStore.get(appModeAtom) !== mode;
  // Written even when unchanged (nothing re-renders then): an /admin page, which hydrates in the
  // panel already, keeps the tab in it for its reloads.
  appStore.set(appModeAtom, mode);
  if (changed && !isAdminPath(pathname)) void router.invalidate();
}
