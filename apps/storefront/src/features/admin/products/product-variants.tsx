import { useLingui } from "@lingui/react/macro";
import type { StaffProduct, VariantsInput } from "@shop/api-client";
import { Button, Checkbox, TextField } from "@shop/ui";
import { useId, useRef, useState } from "react";
import { Controller, type FieldPath, useFieldArray, useForm, useWatch } from "react-hook-form";
import { css } from "../../../../styled-system/css";
import { ProblemList } from "../../../components/problem-list";
import { SubmitButton } from "../../../components/submit-button";
import { useEarlyForm } from "../../../lib/early-form";
import { useHookForm } from "../../../lib/hook-form";
import { formSectionClass, formSectionLegendClass } from "../form-styles";
import { formProblems } from "../resource/problems";
import { useSavedStatus } from "../resource/saved-status";
import { useLeaveGuard } from "../resource/unsaved-forms";
import { useSetProductVariants } from "./get-products";
import { compareAtRule, inputFromKopecks, kopecksFromInput, priceRule } from "./price-input";

/**
 * One variant as the editor holds it: prices as typed, in roubles. `variantId` is the stored
 * variant's id (a new row has none); the row's own key is the field array's `id`.
 */
interface VariantRow {
  variantId?: number | undefined;
  number: string;
  title: string;
  price: string;
  compareAtPrice: string;
  available: boolean;
}

interface VariantsValues {
  variants: VariantRow[];
}

type TextPart = "number" | "title" | "price" | "compareAtPrice";

const rowClass = css({
  display: "grid",
  gap: "3",
  gridTemplateColumns: { base: "minmax(0, 1fr)", md: "repeat(4, minmax(0, 1fr))" },
  alignItems: "end",
  p: "3",
  m: "0",
  minW: "0",
  borderWidth: "1px",
  borderColor: "border.default",
  borderRadius: "md",
});
const actionsClass = css({ display: "flex", flexWrap: "wrap", gap: "3", alignItems: "center" });

const rowOf = (variant?: StaffProduct["variants"][number]): VariantRow => ({
  variantId: variant?.id,
  number: variant?.number ?? "",
  title: variant?.title ?? "",
  price: variant ? inputFromKopecks(variant.price) : "",
  compareAtPrice: variant?.compareAtPrice ? inputFromKopecks(variant.compareAtPrice) : "",
  available: variant?.available ?? true,
});
const valuesOf = (product: StaffProduct): VariantsValues => ({ variants: product.variants.map(rowOf) });

// A missing price is left to the API (0 is refused), as are a missing article and name.
const inputOf = (row: VariantRow): VariantsInput["variants"][number] => {
  const compareAtPrice = kopecksFromInput(row.compareAtPrice);
  return {
    ...(row.variantId === undefined ? {} : { id: row.variantId }),
    number: row.number.trim(),
    title: row.title.trim(),
    price: kopecksFromInput(row.price) ?? 0,
    ...(compareAtPrice === undefined ? {} : { compareAtPrice }),
    available: row.available,
  };
};

/**
 * A product's variants (docs/contract.md, Variants): each with its article, name, price and
 * was-price in roubles and whether it is in stock; rows added and removed, then saved together
 * (the API takes the whole list). Prices are checked as the product form checks them; the API's
 * refusals show beside their fields (`variants.1.number`), the first one focused. A save says so
 * beside the button, focused; leaving with unsaved edits asks first.
 */
export function ProductVariants({ product }: { product: StaffProduct }) {
  const { t } = useLingui();
  const save = useSetProductVariants();
  const saved = useSavedStatus();
  const [problems, setProblems] = useState<string[]>([]);
  const form = useForm<VariantsValues>({
    defaultValues: valuesOf(product),
  });
  const { register, control, handleSubmit, setError, reset, formState } = form;
  const { fields, append, remove } = useFieldArray({ control, name: "variants" });
  // The rows as typed: a row is named by its title.
  const rows = useWatch({ control, name: "variants" });
  const { errors, isSubmitting, isDirty } = formState;
  useLeaveGuard(isDirty && !isSubmitting);

  const parts: { part: TextPart; label: string; required?: boolean; inputMode?: "decimal" }[] = [
    {
      part: "number",
      label: t({ id: "admin.products.variants.number", message: "Article" }),
      required: true,
    },
    { part: "title", label: t({ id: "admin.products.variants.title", message: "Name" }), required: true },
    {
      part: "price",
      label: t({ id: "admin.products.variants.price", message: "Price, ₽" }),
      required: true,
      inputMode: "decimal",
    },
    {
      part: "compareAtPrice",
      label: t({ id: "admin.products.variants.compareAt", message: "Price before the discount, ₽" }),
      inputMode: "decimal",
    },
  ];
  const rulesOf = (index: number, part: TextPart) => {
    if (part === "price") return { validate: priceRule, deps: [`variants.${index}.compareAtPrice` as const] };
    if (part === "compareAtPrice")
      return {
        validate: (value: unknown, values: VariantsValues) =>
          compareAtRule(String(value), values.variants[index]?.price ?? ""),
      };
    return {};
  };

  const submit = handleSubmit(async (values) => {
    setProblems([]);
    let stored: StaffProduct;
    try {
      stored = await save.mutateAsync({ id: product.id, variants: values.variants.map(inputOf) });
    } catch (error) {
      const paths = values.variants.flatMap((_, index) =>
        parts.map(({ part }): FieldPath<VariantsValues> => `variants.${index}.${part}`),
      );
      const { byField, rest } = formProblems(error, paths);
      let focused = false;
      for (const path of paths) {
        const message = byField[path];
        if (!message) continue;
        setError(path, { type: "server", message }, { shouldFocus: !focused });
        focused = true;
      }
      setProblems(rest);
      return;
    }
    // What the API stored (the new rows' ids) is what the form now starts from.
    reset(valuesOf(stored));
    saved.announce(t({ id: "admin.products.variants.saved", message: "The variants are saved" }));
  });

  const { formProps } = useHookForm(form, submit, { guardLeaving: true });
  // Adding and removing rows are submit buttons of a form of their own (an empty one, after this
  // one; the buttons name it by `form`): a tap on them before the page has hydrated is replayed
  // once it has, as the save is, where a click handler would lose it. Being another form's, they
  // are not this form's default button: Enter in a field saves, it never removes the first row.
  const rowActionsId = useId();
  const addButton = useRef<HTMLButtonElement>(null);
  const rowActions = useEarlyForm((data) => {
    const intent = String(data.get("intent") ?? "");
    if (intent === "add") {
      append(rowOf(), { shouldFocus: false });
      return;
    }
    const removed = /^remove:(\d+)$/.exec(intent);
    if (!removed) return;
    remove(Number(removed[1]));
    // Its button is gone with the row: focus stays in the section, on «Add a variant».
    addButton.current?.focus();
  });
  return (
    <>
      <form {...formProps} noValidate className={css({ display: "grid", gap: "4", maxW: "64rem" })}>
        <fieldset className={formSectionClass}>
          <legend className={formSectionLegendClass}>
            {t({ id: "admin.products.variants", message: "Variants" })}
          </legend>
          <p className={css({ color: "fg.muted", m: "0" })}>
            {t({
              id: "admin.products.variants.help",
              message:
                "Forms the product is sold in (packs of 50, 100, 250 g), each with its own article, price per pack or piece and stock. A product with variants is sold through them alone.",
            })}
          </p>
          <ProblemList problems={problems} testId="variants-problems" />
          {fields.map((field, index) => {
            const name =
              rows[index]?.title || t({ id: "admin.products.variants.new", message: `Variant ${index + 1}` });
            return (
              <fieldset key={field.id} aria-label={name} className={rowClass} data-testid="variant-row">
                {parts.map(({ part, label, required, inputMode }) => (
                  <TextField
                    key={part}
                    label={label}
                    required={required}
                    inputMode={inputMode}
                    autoComplete="off"
                    error={errors.variants?.[index]?.[part]?.message}
                    // The row's value in the server's HTML (a field array's rows keep their own).
                    defaultValue={field[part]}
                    {...register(`variants.${index}.${part}`, rulesOf(index, part))}
                  />
                ))}
                <Controller
                  control={control}
                  name={`variants.${index}.available`}
                  render={({ field: available }) => (
                    <Checkbox
                      label={t({ id: "admin.products.variants.available", message: "In stock" })}
                      name={available.name}
                      checked={available.value}
                      onCheckedChange={({ checked }) => available.onChange(checked === true)}
                    />
                  )}
                />
                <Button
                  type="submit"
                  form={rowActionsId}
                  name="intent"
                  value={`remove:${index}`}
                  variant="ghost"
                  color="secondary"
                  size="sm"
                  aria-label={t({
                    id: "admin.products.variants.remove.label",
                    message: `Remove the variant ${name}`,
                  })}
                >
                  {t({ id: "admin.products.variants.remove", message: "Remove" })}
                </Button>
              </fieldset>
            );
          })}
          <div>
            <Button
              ref={addButton}
              type="submit"
              form={rowActionsId}
              name="intent"
              value="add"
              variant="outline"
            >
              {t({ id: "admin.products.variants.add", message: "Add a variant" })}
            </Button>
          </div>
        </fieldset>
        <div className={actionsClass}>
          <SubmitButton loading={isSubmitting}>
            {t({ id: "admin.products.variants.save", message: "Save the variants" })}
          </SubmitButton>
          {saved.element}
        </div>
      </form>
      <form id={rowActionsId} {...rowActions} hidden />
    </>
  );
}
