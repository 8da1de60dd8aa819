import type { AnyRouter } from "@tanstack/react-router";
import { appModeAtom } from "../lib/app-mode";
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
