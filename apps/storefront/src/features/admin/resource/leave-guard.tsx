import { useLingui } from "@lingui/react/macro";
import { Button, Dialog } from "@shop/ui";
import { useBlocker } from "@tanstack/react-router";
import { type ReactNode, useCallback, useState } from "react";
import { type Unsaved, UnsavedForms } from "./unsaved-forms";

/**
 * Asks before the page is left with edits not saved (issue 46 point 9): a link, the browser's back
 * button or a typed address within the shop opens a dialog ("Stay" keeps the page and its edits,
 * "Leave" drops them); a reload, a closed tab or another site gets the browser's own question
 * (`beforeunload`, TanStack Router's `useBlocker`). One guard serves the whole panel: a page with
 * several forms (a product's fields and its variants) asks once, whichever of them holds edits.
 * Forms take part with `useLeaveGuard` (unsaved-forms.ts).
 */
export function LeaveGuardProvider({ children }: { children: ReactNode }) {
  const { t } = useLingui();
  const [forms] = useState(() => new Set<Unsaved>());
  const anyUnsaved = useCallback(() => [...forms].some((form) => form.current), [forms]);
  const blocker = useBlocker({
    shouldBlockFn: anyUnsaved,
    enableBeforeUnload: anyUnsaved,
    withResolver: true,
  });
  return (
    <UnsavedForms value={forms}>
      {children}
      <Dialog.Root
        open={blocker.status === "blocked"}
        onOpenChange={(details) => {
          if (!details.open) blocker.reset?.();
        }}
        role="alertdialog"
      >
        <Dialog.Content>
          <Dialog.Title>{t({ id: "admin.leave.title", message: "Leave without saving?" })}</Dialog.Title>
          <Dialog.Description>
            {t({
              id: "admin.leave.description",
              message: "The changes on this page are not saved and will be lost.",
            })}
          </Dialog.Description>
          <Dialog.Actions>
            <Button variant="ghost" color="secondary" onClick={() => blocker.reset?.()}>
              {t({ id: "admin.leave.stay", message: "Stay on the page" })}
            </Button>
            <Button color="danger" onClick={() => blocker.proceed?.()}>
              {t({ id: "admin.leave.proceed", message: "Leave without saving" })}
            </Button>
          </Dialog.Actions>
        </Dialog.Content>
      </Dialog.Root>
    </UnsavedForms>
  );
}
