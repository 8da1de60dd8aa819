import type { ToasterStore } from "@shop/ui";
import { createContext, useCallback, useContext } from "react";

// The shell owns the toaster; the admin layout route hands it down, so screens can confirm a
// change without reaching into the shell.
const AdminToasterContext = createContext<ToasterStore | null>(null);

/** Provides the toaster that `useAdminNotice` writes to. */
export const AdminToasterProvider = AdminToasterContext.Provider;

/**
 * A short green confirmation ("Статус сохранён") after a change the API has taken.
 * @example
 *   const notify = useAdminNotice();
 *   onSaved: () => notify(t({ id: "admin.statuses.saved", message: "Status saved" })),
 */
export function useAdminNotice() {
  const toaster = useContext(AdminToasterContext);
  return useCallback(
    (description: string) => {
      toaster?.create({ description, color: "success" });
    },
    [toaster],
  );
}
