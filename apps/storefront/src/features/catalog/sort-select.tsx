import { useLingui } from "@lingui/react/macro";
import { NativeSelect, type SelectOption } from "@shop/ui";
import { useMemo } from "react";
import { css } from "../../../styled-system/css";
import { useEarlyForm } from "../../lib/early-form";
import { CATALOG_SORTS, type CatalogSort } from "../../lib/listing-url";

export interface SortSelectProps {
  value: CatalogSort;
  onChange: (sort: CatalogSort) => void;
}

/**
 * The order of a listing: product number, price or title, either way. The browser's own select:
 * every catalog page shows it at once, and Ark's Select (23 kB gzip, a state machine per render)
 * made the page's first render the longest task of its load; phones get their native picker. A
 * form of its own: a choice made before the page has hydrated is sent, and taken when it has
 * (`useEarlyForm`).
 */
export function SortSelect({ value, onChange }: SortSelectProps) {
  const { t } = useLingui();
  const options = useMemo<SelectOption[]>(() => {
    const labels: Record<CatalogSort, string> = {
      "number-asc": t({ id: "catalog.sort.numberAsc", message: "Product number, ascending" }),
      "number-desc": t({ id: "catalog.sort.numberDesc", message: "Product number, descending" }),
      "price-asc": t({ id: "catalog.sort.priceAsc", message: "Cheapest first" }),
      "price-desc": t({ id: "catalog.sort.priceDesc", message: "Most expensive first" }),
      "title-asc": t({ id: "catalog.sort.titleAsc", message: "Name, A to Z" }),
      "title-desc": t({ id: "catalog.sort.titleDesc", message: "Name, Z to A" }),
    };
    return CATALOG_SORTS.map((sort) => ({ value: sort, label: labels[sort] }));
  }, [t]);
  const choose = (next: unknown) => {
    const sort = CATALOG_SORTS.find((candidate) => candidate === next);
    if (sort && sort !== value) onChange(sort);
  };
  const form = useEarlyForm((data) => choose(data.get("sort")), { autoSubmit: true });
  return (
    // The form is the toolbar's item: capped at its width, so the select narrows on a small phone.
    <form {...form} className={css({ maxW: "full" })}>
      <NativeSelect
        // Uncontrolled (a new one for each order the URL names): re-rendered as the page hydrates,
        // a controlled select would be put back to the server's order under a choice made before.
        key={value}
        className={css({ w: "20rem", maxW: "full" })}
        label={t({ id: "catalog.sort.label", message: "Sort by" })}
        name="sort"
        options={options}
        defaultValue={value}
        onValueChange={choose}
      />
    </form>
  );
}
