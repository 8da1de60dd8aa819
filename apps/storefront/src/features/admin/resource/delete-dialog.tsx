import { useLingui } from "@lingui/react/macro";
import { Button, Dialog } from "@shop/ui";
import { type ReactNode, useState } from "react";
import { dialogProblemClass } from "../form-styles";
import { formProblems } from "./problems";

export interface DeleteDialogProps {
  /** The button that opens the dialog, e.g. "Удалить статус". */
  triggerLabel: string;
  /** The question, e.g. "Удалить статус «Упакован»?". */
  title: string;
  /** What deleting means for the shop. */
  description: ReactNode;
  /** Deletes; a refusal (409: the status is in use) is shown in the dialog, which stays open. */
  onConfirm: () => Promise<unknown>;
  onDeleted: () => void;
}

/**
 * Deleting, confirmed first: a modal dialog (focus trapped, Escape and "Cancel" close it, focus
 * returns to the button) whose delete button sends the request and waits for the answer.
 * @example
 *   <DeleteDialog triggerLabel="Удалить" title="Удалить договор «Опт»?" description="Скидка по нему пропадёт."
 *     onConfirm={() => remove.mutateAsync(contract.id)} onDeleted={() => navigate({ to: "/admin/trading-contracts" })} />
 */
export function DeleteDialog({ triggerLabel, title, description, onConfirm, onDeleted }: DeleteDialogProps) {
  const { t } = useLingui();
  const [open, setOpen] = useState(false);
  const [pending, setPending] = useState(false);
  const [problem, setProblem] = useState<string | undefined>();
  const confirm = async () => {
    setPending(true);
    setProblem(undefined);
    try {
      await onConfirm();
    } catch (error) {
      setProblem(formProblems(error, []).rest.join(" "));
      setPending(false);
      return;
    }
    setPending(false);
    setOpen(false);
    onDeleted();
  };
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(details) => {
        setOpen(details.open);
        if (!details.open) setProblem(undefined);
      }}
      role="alertdialog"
    >
      <Dialog.Trigger asChild>
        <Button color="danger" variant="outline">
          {triggerLabel}
        </Button>
      </Dialog.Trigger>
      <Dialog.Content>
        <Dialog.Title>{title}</Dialog.Title>
        <Dialog.Description>{description}</Dialog.Description>
        <Dialog.CloseButton />
        <div role="alert">
          {problem ? (
            <p className={dialogProblemClass} data-testid="delete-problem">
              {problem}
            </p>
          ) : null}
        </div>
        <Dialog.Actions>
          <Dialog.CloseTrigger asChild>
            <Button variant="ghost" color="secondary">
              {t({ id: "admin.delete.cancel", message: "Cancel" })}
            </Button>
          </Dialog.CloseTrigger>
          <Button color="danger" loading={pending} onClick={() => void confirm()}>
            {t({ id: "admin.delete.confirm", message: "Delete" })}
          </Button>
        </Dialog.Actions>
      </Dialog.Content>
    </Dialog.Root>
  );
}
