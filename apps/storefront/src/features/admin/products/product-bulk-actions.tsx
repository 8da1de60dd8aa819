import { useLingui } from "@lingui/react/macro";
import type { Category, ProductBulkAction } from "@shop/api-client";
import { Button, Checkbox, Dialog, NativeSelect, TextField } from "@shop/ui";
import { type FormEvent, useId, useRef, useState } from "react";
import { css } from "../../../../styled-system/css";
import { dialogProblemClass } from "../form-styles";
import { useAdminNotice } from "../resource/admin-notices";
import { formProblems } from "../resource/problems";
import { BulkJobProgress } from "../shared/bulk-job-progress";
import { categoryOptions } from "../shared/category-options";
import { BulkJobFailed, useProductBulkJob } from "../shared/product-bulk-jobs";
import { pricePercent } from "./price-percent";
import {
  NO_SELECTION,
  type ProductListFilter,
  type ProductSelection,
  pageState,
  selectedCount,
  selectionBody,
  togglePage,
} from "./product-selection";

type ActionName = ProductBulkAction["action"];

export interface ProductBulkActionsProps {
  selection: ProductSelection;
  /** Takes the next selection, or an update of the current one. */
  onSelectionChange: (next: ProductSelection | ((current: ProductSelection) => ProductSelection)) => void;
  /** The ids of the page on screen, in its order. */
  pageIds: readonly number[];
  /** How many products match the list's filters (every page). */
  total: number;
  /** The list's filters, sent as they are for "all that match". */
  filter: ProductListFilter;
  categories: readonly Category[];
}

const barClass = css({
  display: "grid",
  gap: "3",
  p: "4",
  mb: "4",
  bg: "bg.surface",
  borderWidth: "1px",
  borderStyle: "solid",
  borderColor: "border.default",
  borderRadius: "lg",
});
const rowClass = css({ display: "flex", flexWrap: "wrap", alignItems: "center", gap: "3" });
const formClass = css({
  display: "grid",
  gap: "3",
  alignItems: "end",
  gridTemplateColumns: { base: "1fr", md: "repeat(3, minmax(0, 1fr))" },
});
const countClass = css({ m: "0", fontWeight: "medium" });
const doneClass = css({ m: "0", color: "fg.default", outline: "none" });

/**
 * The bulk work of /admin/products: the page's box (choose every product of the page), choosing all
 * that match the filters, the count chosen, and an action on them (move to a section, show, hide,
 * change prices by a percentage, delete) confirmed in a dialog that shows the job's progress. A
 * refusal stays in the dialog; once done, the selection is cleared and the outcome announced.
 */
export function ProductBulkActions({
  selection,
  onSelectionChange,
  pageIds,
  total,
  filter,
  categories,
}: ProductBulkActionsProps) {
  const { t, i18n } = useLingui();
  const notify = useAdminNotice();
  const bulk = useProductBulkJob();
  const [action, setAction] = useState<ActionName>("move");
  const [category, setCategory] = useState("");
  const [percentText, setPercentText] = useState("");
  const [fieldProblem, setFieldProblem] = useState<{ category?: string; percent?: string }>({});
  const [confirming, setConfirming] = useState(false);
  const [problem, setProblem] = useState<string | undefined>();
  const [outcome, setOutcome] = useState<string | undefined>();
  const outcomeRef = useRef<HTMLParagraphElement>(null);
  const applyRef = useRef<HTMLButtonElement>(null);
  const headingId = useId();

  const count = selectedCount(selection);
  const number = (value: number) => i18n.number(value);
  const shownCount = number(count);
  const pageBox = pageState(selection, pageIds);
  const categoryTitle = categories.find((item) => String(item.id) === category)?.title ?? "";
  const percent = pricePercent(percentText);
  // Shown only (the API gets the decimal string): in the locale's way, "−15,5".
  const percentShown =
    percent === undefined ? "" : i18n.number(Number(percent), { maximumFractionDigits: 2 });
  const totalShown = number(total);

  const actionOptions: { value: ActionName; label: string }[] = [
    { value: "move", label: t({ id: "admin.bulk.action.move", message: "Move to a section" }) },
    { value: "publish", label: t({ id: "admin.bulk.action.publish", message: "Show in the shop" }) },
    { value: "unpublish", label: t({ id: "admin.bulk.action.unpublish", message: "Hide from the shop" }) },
    {
      value: "change-prices",
      label: t({ id: "admin.bulk.action.prices", message: "Change prices by a percentage" }),
    },
    { value: "delete", label: t({ id: "admin.bulk.action.delete", message: "Delete" }) },
  ];

  const question = {
    move: t({
      id: "admin.bulk.confirm.move",
      message: `Move the selected products (${shownCount}) to “${categoryTitle}”?`,
    }),
    publish: t({
      id: "admin.bulk.confirm.publish",
      message: `Show the selected products (${shownCount}) in the shop?`,
    }),
    unpublish: t({
      id: "admin.bulk.confirm.unpublish",
      message: `Hide the selected products (${shownCount}) from the shop?`,
    }),
    "change-prices": t({
      id: "admin.bulk.confirm.prices",
      message: `Change the prices of the selected products (${shownCount}) by ${percentShown} %?`,
    }),
    delete: t({ id: "admin.bulk.confirm.delete", message: `Delete the selected products (${shownCount})?` }),
  }[action];
  const consequence = {
    move: t({ id: "admin.bulk.about.move", message: "Their addresses stay the same." }),
    publish: t({
      id: "admin.bulk.about.publish",
      message: "Shoppers will find them in their sections and by search.",
    }),
    unpublish: t({
      id: "admin.bulk.about.unpublish",
      message: "Shoppers will no longer find them; staff still see them here.",
    }),
    "change-prices": t({
      id: "admin.bulk.about.prices",
      message:
        "Every price of each product changes (all price types and measures), rounded to the kopeck, half a kopeck up; prices before a discount stay. If a price would fall below 1 kopeck, nothing changes.",
    }),
    delete: t({
      id: "admin.bulk.about.delete",
      message:
        "They disappear from the shop and from this list; placed orders keep their lines. This cannot be undone.",
    }),
  }[action];

  const openConfirm = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const problems: typeof fieldProblem = {};
    if (action === "move" && !category)
      problems.category = t({
        id: "admin.bulk.category.missing",
        message: "Choose the section to move them to.",
      });
    if (action === "change-prices" && percent === undefined)
      problems.percent = t({
        id: "admin.bulk.percent.invalid",
        message: "Type a percentage from −99.99 to 1000, not zero, e.g. 10 or −15,5.",
      });
    setFieldProblem(problems);
    if (problems.category || problems.percent) return;
    setProblem(undefined);
    setOutcome(undefined);
    bulk.reset();
    setConfirming(true);
  };

  const body = (): ProductBulkAction => {
    const chosen = selectionBody(selection);
    switch (action) {
      case "move":
        return { action, selection: chosen, category: Number(category) };
      case "change-prices":
        return { action, selection: chosen, percent: percent ?? "" };
      default:
        return { action, selection: chosen };
    }
  };

  const confirm = async () => {
    setProblem(undefined);
    try {
      const job = await bulk.run(body());
      const changed = number(job.changed ?? 0);
      const gone = number(job.progress.total ?? 0);
      const message = t({
        id: "admin.bulk.done",
        message: `Done: ${changed} of ${gone} selected products changed.`,
      });
      setOutcome(message);
      notify(message);
      onSelectionChange(NO_SELECTION);
      setConfirming(false);
    } catch (error) {
      if (error instanceof BulkJobFailed) {
        const messages = [
          error.job.problem?.detail,
          ...(error.job.problem?.violations ?? []).slice(1).map((violation) => violation.message),
        ];
        setProblem(messages.filter(Boolean).join(" "));
      } else {
        const { byField, rest } = formProblems(error, ["percent", "category", "selection"]);
        setProblem([...Object.values(byField), ...rest].join(" "));
      }
    }
  };

  return (
    <section aria-labelledby={headingId} className={barClass} data-testid="bulk-actions">
      <h2 id={headingId} className={css({ srOnly: true })}>
        {t({ id: "admin.bulk.heading", message: "Bulk actions" })}
      </h2>
      <div className={rowClass}>
        <Checkbox
          label={t({ id: "admin.bulk.selectPage", message: "Select all on this page" })}
          checked={pageBox}
          disabled={pageIds.length === 0}
          onCheckedChange={({ checked }) =>
            onSelectionChange((current) => togglePage(current, pageIds, checked))
          }
        />
        <p className={countClass} role="status" data-testid="bulk-count">
          {count === 0
            ? t({ id: "admin.bulk.none", message: "No products selected" })
            : selection.kind === "all"
              ? t({
                  id: "admin.bulk.allSelected",
                  message: `All ${shownCount} products that match are selected`,
                })
              : t({ id: "admin.bulk.selected", message: `Selected: ${shownCount}` })}
        </p>
        {selection.kind === "ids" && pageBox === true && total > count ? (
          <Button
            variant="outline"
            color="secondary"
            onClick={() => onSelectionChange({ kind: "all", filter, total })}
          >
            {t({ id: "admin.bulk.selectAll", message: `Select all ${totalShown} that match` })}
          </Button>
        ) : null}
        {count > 0 ? (
          <Button variant="ghost" color="secondary" onClick={() => onSelectionChange(NO_SELECTION)}>
            {t({ id: "admin.bulk.clear", message: "Clear the selection" })}
          </Button>
        ) : null}
      </div>
      {count > 0 ? (
        <form className={formClass} onSubmit={openConfirm} noValidate>
          <NativeSelect
            label={t({ id: "admin.bulk.action", message: "Action" })}
            options={actionOptions}
            value={action}
            onValueChange={(value) => {
              setAction(value as ActionName);
              setFieldProblem({});
            }}
          />
          {action === "move" ? (
            <NativeSelect
              label={t({ id: "admin.bulk.category", message: "Section to move to" })}
              options={[
                { value: "", label: t({ id: "admin.bulk.category.choose", message: "Choose a section" }) },
                ...categoryOptions(categories),
              ]}
              value={category}
              error={fieldProblem.category}
              onValueChange={(value) => {
                setCategory(value);
                setFieldProblem({});
              }}
            />
          ) : null}
          {action === "change-prices" ? (
            <TextField
              label={t({ id: "admin.bulk.percent", message: "Change prices by, %" })}
              helperText={t({
                id: "admin.bulk.percent.help",
                message: "10 raises by 10 %, −15,5 lowers by 15.5 %.",
              })}
              error={fieldProblem.percent}
              inputMode="decimal"
              autoComplete="off"
              value={percentText}
              onChange={(event) => {
                setPercentText(event.currentTarget.value);
                setFieldProblem({});
              }}
            />
          ) : null}
          <div>
            <Button ref={applyRef} type="submit" color={action === "delete" ? "danger" : "primary"}>
              {t({ id: "admin.bulk.apply", message: "Apply…" })}
            </Button>
          </div>
        </form>
      ) : null}
      <p ref={outcomeRef} tabIndex={-1} className={doneClass} data-testid="bulk-outcome">
        {outcome}
      </p>
      <Dialog.Root
        open={confirming}
        role="alertdialog"
        closeOnInteractOutside={!bulk.running}
        closeOnEscape={!bulk.running}
        finalFocusEl={() => (outcome || !applyRef.current ? outcomeRef.current : applyRef.current)}
        onOpenChange={(details) => {
          if (!bulk.running) setConfirming(details.open);
        }}
      >
        <Dialog.Content>
          <Dialog.Title>{question}</Dialog.Title>
          <Dialog.Description>{consequence}</Dialog.Description>
          {bulk.running ? null : <Dialog.CloseButton />}
          {bulk.running && bulk.job ? (
            <div className={css({ mt: "4" })}>
              <BulkJobProgress job={bulk.job} />
            </div>
          ) : null}
          <div role="alert">
            {problem ? (
              <p className={dialogProblemClass} data-testid="bulk-problem">
                {problem}
              </p>
            ) : null}
          </div>
          <Dialog.Actions>
            <Dialog.CloseTrigger asChild>
              <Button variant="ghost" color="secondary" disabled={bulk.running}>
                {t({ id: "admin.bulk.cancel", message: "Cancel" })}
              </Button>
            </Dialog.CloseTrigger>
            <Button
              color={action === "delete" ? "danger" : "primary"}
              loading={bulk.running}
              onClick={() => void confirm()}
            >
              {t({ id: "admin.bulk.confirm", message: "Confirm" })}
            </Button>
          </Dialog.Actions>
        </Dialog.Content>
      </Dialog.Root>
    </section>
  );
}
