import { useLingui } from "@lingui/react/macro";
import { NativeSelect, type SelectOption } from "@shop/ui";
import { useMemo } from "react";
import { css } from "../../../styled-system/css";
import { CATALOG_SORTS, type CatalogSort } from "../../lib/listing-url";

export interface SortSelectProps {
  value: CatalogSort;
  onChange: (sort: CatalogSort) => void;
}

/**
 * The order of a listing: product number, price or title, either way. The browser's own select:
 * every catalog page shows it at once, and Ark's Select (23 kB gzip, a state machine per render)
 * made the page's first render the longest task of its load; phones get their native picker.
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
  return (
    <NativeSelect
      className={css({ w: "20rem", maxW: "full" })}
      label={t({ id: "catalog.sort.label", message: "Sort by" })}
      options={options}
      value={value}
      onValueChange={(next) => {
        const sort = CATALOG_SORTS.find((candidate) => candidate === next);
        if (sort && sort !== value) onChange(sort);
      }}
    />
  );
}
