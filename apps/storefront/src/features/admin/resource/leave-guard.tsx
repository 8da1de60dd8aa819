import { useLingui } from "@lingui/react/macro";
import { Button, Dialog } from "@shop/ui";
import { useBlocker } from "@tanstack/react-router";
import { useCallback, useRef } from "react";

// Set once a person chose to leave in one guard: the router asks each of the page's guards in turn
// (TanStack history's blockers), and the others let that same navigation go without asking again.
let leaving = false;

/**
 * Asks before the page is left with edits not saved (issue 46 point 9): a link, the browser's back
 * button or a typed address within the shop opens a dialog ("Stay" keeps the page and its edits,
 * "Leave" drops them); a reload, a closed tab or another site gets the browser's own question
 * (`beforeunload`, TanStack Router's `useBlocker`). `when` is read at the moment of leaving, so a
 * save that moves on to another page (a new product's) is not stopped by edits it is saving.
 * A page may hold several guarded forms (a product's fields and its variants): leaving is asked
 * once, by the first with edits.
 * @example
 *   <LeaveGuard when={formState.isDirty && !formState.isSubmitting} />
 */
export function LeaveGuard({ when }: { when: boolean }) {
  const { t } = useLingui();
  const whenRef = useRef(when);
  whenRef.current = when;
  const shouldBlock = useCallback(() => whenRef.current && !leaving, []);
  const blocker = useBlocker({
    shouldBlockFn: shouldBlock,
    enableBeforeUnload: shouldBlock,
    withResolver: true,
  });
  const open = blocker.status === "blocked";
  return (
    <Dialog.Root
      open={open}
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
          <Button
            color="danger"
            onClick={() => {
              leaving = true;
              // The router asks the page's other guards within the same task (promises); by the next one, gone.
              setTimeout(() => {
                leaving = false;
              });
              blocker.proceed?.();
            }}
          >
            {t({ id: "admin.leave.proceed", message: "Leave without saving" })}
          </Button>
        </Dialog.Actions>
      </Dialog.Content>
    </Dialog.Root>
  );
}
