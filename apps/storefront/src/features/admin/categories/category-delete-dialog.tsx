import { useLingui } from "@lingui/react/macro";
import type { Category } from "@shop/api-client";
import { Button, Dialog, NativeSelect } from "@shop/ui";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { css } from "../../../../styled-system/css";
import { dialogProblemClass } from "../form-styles";
import { formProblems } from "../resource/problems";
import { BulkJobProgress } from "../shared/bulk-job-progress";
import { categoryOptions } from "../shared/category-options";
import { BulkJobFailed, categoryProductCountQuery, useProductBulkJob } from "../shared/product-bulk-jobs";

export interface CategoryDeleteDialogProps {
  category: Category;
  categories: readonly Category[];
  /** Deletes the section (the API's 409 while it still has subsections or products stays in the dialog). */
  onDelete: () => Promise<unknown>;
  onDeleted: () => void;
}

/**
 * Deleting a section, confirmed first. A section with products (shown or hidden) and no subsections
 * offers to move them to another section first: the move is a bulk job on all the section's
 * products (its progress shown here), then the section is deleted. A section with subsections says
 * so: they are moved or deleted on their own pages.
 */
export function CategoryDeleteDialog({
  category,
  categories,
  onDelete,
  onDeleted,
}: CategoryDeleteDialogProps) {
  const { t, i18n } = useLingui();
  const [open, setOpen] = useState(false);
  const [target, setTarget] = useState("");
  const [targetProblem, setTargetProblem] = useState<string | undefined>();
  const [problem, setProblem] = useState<string | undefined>();
  const [deleting, setDeleting] = useState(false);
  const bulk = useProductBulkJob();
  // The count decides what the dialog offers (moving the products, or the deletion itself), so it
  // is fetched anew each time the dialog opens and nothing is offered until it is in: a count kept
  // from an earlier opening may be out of date (a product deleted or moved since), and showed a move
  // of products that were gone, its button where «Удалить» was about to be.
  const count = useQuery({ ...categoryProductCountQuery(category.id), enabled: open, staleTime: 0 });
  const counting = count.isFetching || count.data === undefined;
  const hasSubsections = categories.some((item) => item.path.startsWith(`${category.path}/`));
  const products = count.data ?? 0;
  const offersMove = !counting && !hasSubsections && products > 0;
  const busy = deleting || bulk.running;
  const title = category.title;
  const shown = i18n.number(products);

  const description = hasSubsections
    ? t({
        id: "admin.categories.delete.subsections",
        message: "The section has subsections: move or delete them first, on their own pages.",
      })
    : offersMove
      ? t({
          id: "admin.categories.delete.hasProducts",
          message: `The section holds products (${shown}), hidden ones included. Move them to another section, and the section is deleted.`,
        })
      : t({
          id: "admin.categories.delete.empty",
          message: "The section is empty; its address will answer 404.",
        });

  const confirm = async () => {
    setProblem(undefined);
    if (offersMove && !target) {
      setTargetProblem(
        t({ id: "admin.categories.delete.target.missing", message: "Choose where the products go." }),
      );
      return;
    }
    setDeleting(true);
    try {
      if (offersMove)
        await bulk.run({
          action: "move",
          selection: { filter: { category: category.id } },
          category: Number(target),
        });
      await onDelete();
    } catch (error) {
      setProblem(error instanceof BulkJobFailed ? error.message : formProblems(error, []).rest.join(" "));
      setDeleting(false);
      return;
    }
    setDeleting(false);
    setOpen(false);
    onDeleted();
  };

  return (
    <Dialog.Root
      open={open}
      role="alertdialog"
      closeOnEscape={!busy}
      closeOnInteractOutside={!busy}
      onOpenChange={(details) => {
        if (busy) return;
        setOpen(details.open);
        if (!details.open) {
          setProblem(undefined);
          setTargetProblem(undefined);
        }
      }}
    >
      <Dialog.Trigger asChild>
        <Button color="danger" variant="outline">
          {t({ id: "admin.categories.delete", message: "Delete the section" })}
        </Button>
      </Dialog.Trigger>
      <Dialog.Content>
        <Dialog.Title>
          {t({ id: "admin.categories.delete.title", message: `Delete the section “${title}”?` })}
        </Dialog.Title>
        <Dialog.Description>{counting ? null : description}</Dialog.Description>
        {busy ? null : <Dialog.CloseButton />}
        {offersMove ? (
          <div className={css({ mt: "4" })}>
            <NativeSelect
              label={t({ id: "admin.categories.delete.target", message: "Move the products to" })}
              options={[
                {
                  value: "",
                  label: t({ id: "admin.categories.delete.target.choose", message: "Choose a section" }),
                },
                ...categoryOptions(categories).filter((option) => option.value !== String(category.id)),
              ]}
              value={target}
              error={targetProblem}
              disabled={busy}
              onValueChange={(value) => {
                setTarget(value);
                setTargetProblem(undefined);
              }}
            />
          </div>
        ) : null}
        {bulk.running && bulk.job ? (
          <div className={css({ mt: "4" })}>
            <BulkJobProgress job={bulk.job} />
          </div>
        ) : null}
        <div role="alert">
          {problem ? (
            <p className={dialogProblemClass} data-testid="delete-problem">
              {problem}
            </p>
          ) : null}
        </div>
        <Dialog.Actions>
          <Dialog.CloseTrigger asChild>
            <Button variant="ghost" color="secondary" disabled={busy}>
              {t({ id: "admin.delete.cancel", message: "Cancel" })}
            </Button>
          </Dialog.CloseTrigger>
          <Button color="danger" loading={busy} disabled={counting} onClick={() => void confirm()}>
            {offersMove
              ? t({ id: "admin.categories.delete.moveAndDelete", message: "Move the products and delete" })
              : t({ id: "admin.delete.confirm", message: "Delete" })}
          </Button>
        </Dialog.Actions>
      </Dialog.Content>
    </Dialog.Root>
  );
}
