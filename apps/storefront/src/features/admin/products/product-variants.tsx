import { useLingui } from "@lingui/react/macro";
import type { StaffProduct } from "@shop/api-client";
import { Button, Checkbox, TextField } from "@shop/ui";
import { type FormEvent, useState } from "react";
import { css } from "../../../../styled-system/css";
import { ProblemList } from "../../../components/problem-list";
import { SubmitButton } from "../../../components/submit-button";
import { formSectionClass, formSectionLegendClass } from "../form-styles";
import { useAdminNotice } from "../resource/admin-notices";
import { formProblems } from "../resource/problems";
import { useSetProductVariants } from "./get-products";
import { compareAtRule, inputFromKopecks, kopecksFromInput, priceRule } from "./price-input";

/** One variant as the editor holds it: prices as typed, in roubles. */
interface VariantRow {
  /** The row's own key (a new row has no id yet). */
  key: string;
  id?: number | undefined;
  number: string;
  title: string;
  price: string;
  compareAtPrice: string;
  available: boolean;
}

const FIELDS = ["number", "title", "price", "compareAtPrice"] as const;
type Field = (typeof FIELDS)[number];

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

let rowSequence = 0;
const nextKey = () => {
  rowSequence += 1;
  return `row-${rowSequence}`;
};
const rowOf = (variant?: StaffProduct["variants"][number]): VariantRow => ({
  key: nextKey(),
  id: variant?.id,
  number: variant?.number ?? "",
  title: variant?.title ?? "",
  price: variant ? inputFromKopecks(variant.price) : "",
  compareAtPrice: variant?.compareAtPrice ? inputFromKopecks(variant.compareAtPrice) : "",
  available: variant?.available ?? true,
});

/**
 * A product's variants (docs/contract.md, Variants): each with its article, name, price and
 * was-price in roubles and whether it is in stock; rows added and removed, then saved together
 * (the API takes the whole list). The API's refusals show beside their fields (`variants.1.number`).
 */
export function ProductVariants({ product }: { product: StaffProduct }) {
  const { t } = useLingui();
  const notify = useAdminNotice();
  const save = useSetProductVariants();
  const [rows, setRows] = useState(() => product.variants.map(rowOf));
  const [priceProblems, setPriceProblems] = useState<Record<string, string>>({});
  const paths = rows.flatMap((_, index) => FIELDS.map((field) => `variants.${index}.${field}`));
  const problems = formProblems(save.error, paths);
  const change = (key: string, patch: Partial<VariantRow>) =>
    setRows((current) => current.map((row) => (row.key === key ? { ...row, ...patch } : row)));
  // The API's refusal of a field of a row (`variants.2.price`), or the form's own of its price.
  const problemOf = (index: number, field: Field) =>
    priceProblems[`${index}.${field}`] ?? problems.byField[`variants.${index}.${field}`];

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    // Prices are checked as the product form checks them; a missing one is left to the API (0 is refused).
    const wrong: Record<string, string> = {};
    const variants = rows.map((row, index) => {
      const price = kopecksFromInput(row.price);
      const compareAtPrice = kopecksFromInput(row.compareAtPrice);
      const priceProblem = priceRule(row.price);
      const compareAtProblem = compareAtRule(row.compareAtPrice, row.price);
      if (priceProblem !== true) wrong[`${index}.price`] = priceProblem;
      if (compareAtProblem !== true) wrong[`${index}.compareAtPrice`] = compareAtProblem;
      return {
        ...(row.id === undefined ? {} : { id: row.id }),
        number: row.number.trim(),
        title: row.title.trim(),
        price: price ?? 0,
        ...(compareAtPrice === undefined ? {} : { compareAtPrice }),
        available: row.available,
      };
    });
    setPriceProblems(wrong);
    if (Object.keys(wrong).length > 0) return;
    try {
      const saved = await save.mutateAsync({ id: product.id, variants });
      setRows(saved.variants.map(rowOf));
      notify(t({ id: "admin.products.variants.saved", message: "The variants are saved" }));
    } catch {
      // Shown beside the fields and above them (save.error).
    }
  };

  return (
    <form onSubmit={submit} noValidate className={css({ display: "grid", gap: "4", maxW: "64rem" })}>
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
        <ProblemList problems={problems.rest} testId="variants-problems" />
        {rows.map((row, index) => {
          const name = row.title || t({ id: "admin.products.variants.new", message: `Variant ${index + 1}` });
          return (
            <fieldset key={row.key} aria-label={name} className={rowClass} data-testid="variant-row">
              <TextField
                label={t({ id: "admin.products.variants.number", message: "Article" })}
                required
                autoComplete="off"
                value={row.number}
                error={problemOf(index, "number")}
                onChange={(event) => change(row.key, { number: event.target.value })}
              />
              <TextField
                label={t({ id: "admin.products.variants.title", message: "Name" })}
                required
                autoComplete="off"
                value={row.title}
                error={problemOf(index, "title")}
                onChange={(event) => change(row.key, { title: event.target.value })}
              />
              <TextField
                label={t({ id: "admin.products.variants.price", message: "Price, ₽" })}
                required
                inputMode="decimal"
                autoComplete="off"
                value={row.price}
                error={problemOf(index, "price")}
                onChange={(event) => change(row.key, { price: event.target.value })}
              />
              <TextField
                label={t({
                  id: "admin.products.variants.compareAt",
                  message: "Price before the discount, ₽",
                })}
                inputMode="decimal"
                autoComplete="off"
                value={row.compareAtPrice}
                error={problemOf(index, "compareAtPrice")}
                onChange={(event) => change(row.key, { compareAtPrice: event.target.value })}
              />
              <Checkbox
                label={t({ id: "admin.products.variants.available", message: "In stock" })}
                checked={row.available}
                onCheckedChange={({ checked }) => change(row.key, { available: checked })}
              />
              <Button
                type="button"
                variant="ghost"
                color="secondary"
                size="sm"
                aria-label={t({
                  id: "admin.products.variants.remove.label",
                  message: `Remove the variant ${name}`,
                })}
                onClick={() => setRows((current) => current.filter((other) => other.key !== row.key))}
              >
                {t({ id: "admin.products.variants.remove", message: "Remove" })}
              </Button>
            </fieldset>
          );
        })}
        <div>
          <Button type="button" variant="outline" onClick={() => setRows((current) => [...current, rowOf()])}>
            {t({ id: "admin.products.variants.add", message: "Add a variant" })}
          </Button>
        </div>
      </fieldset>
      <div>
        <SubmitButton loading={save.isPending}>
          {t({ id: "admin.products.variants.save", message: "Save the variants" })}
        </SubmitButton>
      </div>
    </form>
  );
}
