import { useLingui } from "@lingui/react/macro";
import { type Category, isProductNumber, type ProductEditorReference } from "@shop/api-client";
import { Button, Checkbox, NativeSelect, TextAreaField, TextField } from "@shop/ui";
import { Fragment, type ReactNode, useState } from "react";
import { type FieldPath, useForm } from "react-hook-form";
import { css, cx } from "../../../../styled-system/css";
import { ProblemList } from "../../../components/problem-list";
import { SubmitButton } from "../../../components/submit-button";
import { useHookForm } from "../../../lib/hook-form";
import { formSectionClass, formSectionLegendClass, saveBarClass } from "../form-styles";
import { formProblems } from "../resource/problems";
import { useLeaveGuard } from "../resource/unsaved-forms";
import { categoryOptions } from "../shared/category-options";
import { compareAtRule, priceRule } from "./price-input";
import { type ProductValues, productFieldNames } from "./product-values";
import { sectionAttributes } from "./section-attributes";

export interface ProductFormProps {
  reference: ProductEditorReference;
  categories: readonly Category[];
  /** What the form starts from: a stored product's values, or a new product's. */
  initialValues: ProductValues;
  submitLabel: string;
  /**
   * Sends the values (`before` is what the form started from, for a patch); resolves to what the form
   * should show next, or rejects with the API's problems, shown at their fields.
   */
  onSubmit: (values: ProductValues, before: ProductValues) => Promise<ProductValues>;
  /** Beside the submit button: cancel, delete. */
  actions?: ReactNode;
  /** Parts of the form kept elsewhere, shown above the submit button (a new product's photos). */
  extra?: ReactNode;
  /** After the buttons: the outcome of the last save (`useSavedStatus`). */
  status?: ReactNode;
  /** Ask before the page is left with unsaved edits (`useLeaveGuard`). */
  guardLeaving?: boolean;
}

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

// Columns of `minmax(0, 1fr)`: a native select is as wide as its longest option (a deep section's
// title) unless its column may shrink, and a 320 px phone must not scroll sideways.
const formClass = css({ display: "grid", gridTemplateColumns: "minmax(0, 1fr)", gap: "6", maxW: "48rem" });
const gridClass = css({
  display: "grid",
  gap: "4",
  gridTemplateColumns: { base: "minmax(0, 1fr)", sm: "repeat(auto-fill, minmax(12rem, 1fr))" },
});
const actionsClass = cx(
  css({ display: "flex", flexWrap: "wrap", gap: "3", alignItems: "center" }),
  saveBarClass,
);
const hintClass = css({ m: "0", fontSize: "sm", color: "fg.muted" });

/**
 * A product's fields on react-hook-form: texts, number, address, category, attribute values, prices
 * and prices before a discount per price type and measure, the default measure and publication.
 * The browser checks what it can; the API's 422 violations land at their fields (the first one
 * focused), a 409 on the number or the address at that field, anything else over the form, announced.
 */
export function ProductForm({
  reference,
  categories,
  initialValues,
  submitLabel,
  onSubmit,
  actions,
  extra,
  status,
  guardLeaving = false,
}: ProductFormProps) {
  const { t } = useLingui();
  const [before, setBefore] = useState(initialValues);
  const [problems, setProblems] = useState<string[]>([]);
  const form = useForm<ProductValues>({
    defaultValues: initialValues,
  });
  const { handleSubmit, setError, reset, watch, setValue, formState } = form;
  const { errors, isSubmitting, isDirty } = formState;
  useLeaveGuard(guardLeaving && isDirty && !isSubmitting);
  const fieldNames = productFieldNames(reference);
  const errorOf = (name: string) => {
    let node: unknown = errors;
    for (const part of name.split(".")) node = (node as Record<string, unknown> | undefined)?.[part];
    return (node as { message?: string } | undefined)?.message;
  };
  const required = t({ id: "admin.form.required", message: "Fill in this field" });

  const submit = handleSubmit(async (values) => {
    setProblems([]);
    let next: ProductValues;
    try {
      next = await onSubmit(values, before);
    } catch (error) {
      const { byField, rest } = formProblems(error, fieldNames);
      let focused = false;
      for (const name of fieldNames) {
        const message = byField[name];
        if (!message) continue;
        setError(name as FieldPath<ProductValues>, { type: "server", message }, { shouldFocus: !focused });
        focused = true;
      }
      setProblems(rest);
      return;
    }
    setBefore(next);
    reset(next);
  });

  const published = watch("published");
  const attributes = sectionAttributes(reference, categories, watch("category"), watch("attributes"));
  const [allAttributes, setAllAttributes] = useState(false);
  const sectionTitle = attributes.section?.title ?? "";
  const othersCount = attributes.others.length;
  const attributesHint = !attributes.section
    ? t({
        id: "admin.products.attributes.chooseSection",
        message: "Choose the catalog section first: the attributes of its products appear here.",
      })
    : othersCount > 0 && !allAttributes
      ? t({
          id: "admin.products.attributes.ofSection",
          message: `Those the products of the section “${sectionTitle}” have.`,
        })
      : undefined;
  const { formProps, fieldProps } = useHookForm(form, submit, { guardLeaving });
  return (
    <form {...formProps} className={formClass} noValidate data-testid="product-form">
      <ProblemList problems={problems} testId="form-problems" />

      <fieldset className={formSectionClass}>
        <legend className={formSectionLegendClass}>
          {t({ id: "admin.products.section.main", message: "The product" })}
        </legend>
        <TextField
          label={t({ id: "admin.products.field.title", message: "Title" })}
          required
          autoComplete="off"
          error={errorOf("title")}
          {...fieldProps("title", {
            validate: (value) => value.trim() !== "" || required,
            maxLength: {
              value: 200,
              message: t({ id: "admin.products.field.tooLong200", message: "At most 200 characters" }),
            },
          })}
        />
        <div className={gridClass}>
          <TextField
            label={t({ id: "admin.products.field.number", message: "Product number" })}
            required
            autoComplete="off"
            helperText={t({
              id: "admin.products.field.number.help",
              message: "Unique, as in your accounting system: letters, digits, spaces, punctuation",
            })}
            error={errorOf("number")}
            {...fieldProps("number", {
              validate: (value) =>
                value.trim() === ""
                  ? required
                  : isProductNumber(value.trim()) ||
                    t({
                      id: "admin.products.field.number.format",
                      message:
                        "Up to 64 characters: letters of any alphabet, digits, spaces and punctuation, no control characters",
                    }),
            })}
          />
          <TextField
            label={t({ id: "admin.products.field.slug", message: "Page address" })}
            autoComplete="off"
            helperText={t({
              id: "admin.products.field.slug.help",
              message: "Lower-case Latin words with hyphens; empty: made from the title",
            })}
            error={errorOf("slug")}
            {...fieldProps("slug", {
              validate: (value) =>
                value.trim() === "" ||
                SLUG.test(value.trim()) ||
                t({
                  id: "admin.products.field.slug.format",
                  message: "Only lower-case Latin letters, digits and hyphens between them",
                }),
            })}
          />
        </div>
        <NativeSelect
          label={t({ id: "admin.products.field.category", message: "Catalog section" })}
          required
          options={[
            {
              value: "",
              label: t({ id: "admin.products.field.category.choose", message: "Choose a section" }),
            },
            ...categoryOptions(categories),
          ]}
          error={errorOf("category")}
          {...fieldProps("category", { validate: (value) => value !== "" || required })}
        />
        <TextAreaField
          label={t({ id: "admin.products.field.description", message: "Description" })}
          rows={6}
          error={errorOf("description")}
          {...fieldProps("description", {
            maxLength: {
              value: 5000,
              message: t({ id: "admin.products.field.tooLong5000", message: "At most 5000 characters" }),
            },
          })}
        />
      </fieldset>

      {reference.attributes.length > 0 ? (
        <fieldset className={formSectionClass} data-testid="product-attributes">
          <legend className={formSectionLegendClass}>
            {t({ id: "admin.products.section.attributes", message: "Attributes" })}
          </legend>
          {attributesHint ? <p className={hintClass}>{attributesHint}</p> : null}
          <div className={gridClass}>
            {[...attributes.offered, ...(allAttributes ? attributes.others : [])].map((attribute) => (
              <NativeSelect
                key={attribute.code}
                label={attribute.title}
                options={[
                  { value: "", label: t({ id: "admin.products.attribute.none", message: "Not set" }) },
                  ...attribute.values.map((value) => ({ value: value.value, label: value.title })),
                ]}
                error={errorOf(`attributes.${attribute.code}`)}
                {...fieldProps(`attributes.${attribute.code}`)}
              />
            ))}
          </div>
          {attributes.others.length > 0 ? (
            <div>
              <Button
                type="button"
                variant="ghost"
                color="secondary"
                aria-expanded={allAttributes}
                onClick={() => setAllAttributes((shown) => !shown)}
              >
                {allAttributes
                  ? t({ id: "admin.products.attributes.fewer", message: "Only the section's attributes" })
                  : t({
                      id: "admin.products.attributes.all",
                      message: `All attributes (${othersCount} more)`,
                    })}
              </Button>
            </div>
          ) : null}
        </fieldset>
      ) : null}

      <fieldset className={formSectionClass}>
        <legend className={formSectionLegendClass}>
          {t({ id: "admin.products.section.prices", message: "Prices" })}
        </legend>
        <p className={hintClass}>
          {t({
            id: "admin.products.prices.help",
            message:
              "In roubles. An empty price: the product is not sold in that measure at that price type. A price before the discount, above the price, is shown struck through beside it.",
          })}
        </p>
        {reference.priceTypes.map((type) => (
          <div key={type.code} className={gridClass} data-testid={`prices-${type.code}`}>
            {reference.measures.map((measure) => {
              const typeTitle = type.title;
              const measureTitle = measure.title;
              const name = `prices.${type.code}.${measure.code}` as const;
              const compareAtName = `compareAtPrices.${type.code}.${measure.code}` as const;
              return (
                <Fragment key={measure.code}>
                  <TextField
                    label={t({
                      id: "admin.products.price.label",
                      message: `${typeTitle} price per ${measureTitle}, ₽`,
                    })}
                    inputMode="decimal"
                    autoComplete="off"
                    error={errorOf(name)}
                    {...fieldProps(name, { validate: priceRule, deps: [compareAtName] })}
                  />
                  <TextField
                    label={t({
                      id: "admin.products.compareAt.label",
                      message: `${typeTitle} price before the discount per ${measureTitle}, ₽`,
                    })}
                    inputMode="decimal"
                    autoComplete="off"
                    error={errorOf(compareAtName)}
                    {...fieldProps(compareAtName, {
                      validate: (value, values) =>
                        compareAtRule(value, values.prices[type.code]?.[measure.code] ?? ""),
                    })}
                  />
                </Fragment>
              );
            })}
          </div>
        ))}
        <NativeSelect
          label={t({ id: "admin.products.field.defaultMeasure", message: "Default measure" })}
          helperText={t({
            id: "admin.products.field.defaultMeasure.help",
            message: "The catalog shows the price in it",
          })}
          options={reference.measures.map((measure) => ({ value: measure.code, label: measure.title }))}
          error={errorOf("defaultMeasure")}
          {...fieldProps("defaultMeasure")}
        />
      </fieldset>

      <div className={css({ display: "grid", gap: "1" })}>
        <Checkbox
          label={t({ id: "admin.products.field.published", message: "Shown in the shop" })}
          name="published"
          checked={published}
          onCheckedChange={(details) => setValue("published", details.checked, { shouldDirty: true })}
        />
        <span className={hintClass}>
          {published
            ? t({
                id: "admin.products.published.on",
                message: "The product is in the catalog, in search and on its page.",
              })
            : t({
                id: "admin.products.published.off",
                message:
                  "A draft: only staff see it, on its page marked “Draft”; shoppers find it nowhere (its page answers 404).",
              })}
        </span>
      </div>

      {extra}
      <div className={actionsClass}>
        <SubmitButton loading={isSubmitting}>{submitLabel}</SubmitButton>
        {actions}
        {status}
      </div>
    </form>
  );
}
