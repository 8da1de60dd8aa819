import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import type { SessionUser } from "@shop/api-client";
import { atom, type createStore } from "jotai";
import { i18n } from "./i18n";

// The application runs in one of two modes (SPEC.md: "an admin-panel mode for staff"). Opening any
// /admin page switches the tab into the admin panel, and it stays there — shop pages included — until
// the staff member leaves it (the shell's "back to the shop" button) or logs out. The mode picks the
// session the app loads (`?application=admin-panel`), and that session's `application.adminPanel`
// turns the cart's server sync off. Only the session decides who is staff: the API answers
// `adminPanel: true` to staff alone, and checks every admin call again.

/** `shop` for everybody; `admin-panel` once staff open the panel. */
export type AppMode = "shop" | "admin-panel";

/** Where the admin panel lives; every page under it asks for the admin-panel session. */
export const ADMIN_PATH = "/admin";

/**
 * Whether a path is a page of the admin panel.
 * @example
 *   isAdminPath("/admin/orders"); // true
 *   isAdminPath("/administration"); // false
 */
export function isAdminPath(pathname: string): boolean {
  return pathname === ADMIN_PATH || pathname.startsWith(`${ADMIN_PATH}/`);
}

/** Roles the API lets into the admin panel (ROLE_ADMIN includes ROLE_STAFF). */
const STAFF_ROLES = ["ROLE_STAFF", "ROLE_ADMIN"];

/**
 * Whether the session's user is staff: the shop shows them a way into the admin panel. (Only a
 * hint: the admin-panel session is what lets them in.)
 * @example
 *   isStaff({ roles: ["ROLE_USER", "ROLE_STAFF"] }); // true
 */
export function isStaff(user: Pick<SessionUser, "roles"> | null | undefined): boolean {
  return Boolean(user?.roles.some((role) => STAFF_ROLES.includes(role)));
}

/**
 * Whether the session's user is an administrator: the panel then offers what only administrators
 * do (the audit log, who sees a channel's orders). Only a hint: the API checks every call.
 * @example
 *   isAdmin({ roles: ["ROLE_ADMIN"] }); // true
 *   isAdmin({ roles: ["ROLE_STAFF"] }); // false
 */
export function isAdmin(user: Pick<SessionUser, "roles"> | null | undefined): boolean {
  return Boolean(user?.roles.includes("ROLE_ADMIN"));
}

// Kept per tab (sessionStorage): a reload stays in the panel, a new tab starts in the shop. The
// server cannot see it, so a page starts in shop mode (or the panel, for /admin pages) everywhere
// and the browser returns to the stored mode after hydration (`restoreTabMode`).
const STORAGE_KEY = "shop-app-mode";

/** The mode this tab was in before it reloaded. */
export function readStoredMode(): AppMode {
  try {
    return globalThis.sessionStorage?.getItem(STORAGE_KEY) === "admin-panel" ? "admin-panel" : "shop";
  } catch {
    return "shop";
  }
}

const storedModeAtom = atom<AppMode>("shop");

/** The tab's mode; writing it also stores it for reloads. */
export const appModeAtom = atom(
  (get) => get(storedModeAtom),
  (_get, set, mode: AppMode) => {
    set(storedModeAtom, mode);
    try {
      if (mode === "admin-panel") globalThis.sessionStorage?.setItem(STORAGE_KEY, mode);
      else globalThis.sessionStorage?.removeItem(STORAGE_KEY);
    } catch {
      // Storage may be off (private mode); the mode then lasts until the page reloads.
    }
  },
);

/**
 * Puts the browser's store in the mode the server rendered the page in, before it hydrates, and
 * stores nothing: the tab's own mode (the panel kept over a reload of a shop page) is still in
 * sessionStorage for `restoreTabMode` to return to after hydration.
 * @example
 *   hydrateAppMode(store, "admin-panel"); // in the router's hydrate, for an /admin page
 */
export function hydrateAppMode(store: ReturnType<typeof createStore>, mode: AppMode) {
  store.set(storedModeAtom, mode);
}

/**
 * The mode a navigation to `pathname` runs in: admin pages always in the panel, other pages in the
 * tab's current mode.
 * @example
 *   modeForPath("/admin/orders", "shop"); // "admin-panel"
 *   modeForPath("/catalog", "admin-panel"); // "admin-panel"
 */
export function modeForPath(pathname: string, current: AppMode): AppMode {
  return isAdminPath(pathname) ? "admin-panel" : current;
}

const staffOnly = msg({
  id: "adminPanel.forbidden",
  message: "The admin panel is open to shop staff only.",
});

/** Why {@link AdminPanelForbiddenError} refuses a staff member who is no administrator. */
export const administratorsOnly = msg({
  id: "adminPanel.administratorsOnly",
  message: "This page of the admin panel is open to administrators only.",
});

/**
 * A signed-in visitor may not open this page of the admin panel: the 403 error screen, saying why
 * (by default: the panel is for staff only).
 * @example
 *   if (!isAdmin(context.session.user)) throw new AdminPanelForbiddenError(administratorsOnly);
 */
export class AdminPanelForbiddenError extends Error {
  readonly statusCode = 403;
  constructor(reason: MessageDescriptor = staffOnly) {
    super(i18n._(reason));
    this.name = "AdminPanelForbiddenError";
  }
}
