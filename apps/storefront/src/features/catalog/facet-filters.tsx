import { useLingui } from "@lingui/react/macro";
import type { Facet } from "@shop/api-client";
import { commonMessages } from "@shop/i18n";
import { Button, Checkbox } from "@shop/ui";
import { css } from "../../../styled-system/css";

const fieldsetClass = css({ border: "none", m: "0", p: "0", display: "grid", gap: "2" });
const legendClass = css({ fontWeight: "semibold", mb: "2", p: "0" });
const countClass = css({ color: "fg.muted", fontSize: "sm", ms: "1" });

export interface FacetFiltersProps {
  facets: readonly Facet[];
  /** Selected values per facet code. */
  selected: Readonly<Record<string, readonly string[]>>;
  onToggle: (code: string, value: string, checked: boolean) => void;
  onReset: () => void;
}

/**
 * The facets of a listing as checkbox groups, each value with its number of products under the
 * other active filters (the API counts them).
 * @example
 *   <FacetFilters facets={page.facets} selected={{ country: ["japan"] }} onToggle={toggle} onReset={reset} />
 */
export function FacetFilters({ facets, selected, onToggle, onReset }: FacetFiltersProps) {
  const { t, i18n } = useLingui();
  const anySelected = Object.values(selected).some((values) => values.length > 0);
  const groups = facets.filter((facet) => facet.values.length > 0);
  if (groups.length === 0) return null;
  return (
    <div className={css({ display: "grid", gap: "5" })} data-testid="facet-filters">
      {groups.map((facet) => (
        <fieldset key={facet.code} className={fieldsetClass} data-facet={facet.code}>
          <legend className={legendClass}>{facet.title}</legend>
          {facet.values.map((option) => {
            const checked = selected[facet.code]?.includes(option.value) ?? false;
            const count = option.count;
            return (
              <Checkbox
                key={option.value}
                checked={checked}
                onCheckedChange={(details) => onToggle(facet.code, option.value, details.checked === true)}
                data-value={option.value}
                label={
                  <>
                    {option.title}
                    <span className={countClass} data-testid="facet-count">
                      <span aria-hidden="true">{count}</span>
                      <span className={css({ srOnly: true })}>
                        {`, ${i18n._({ ...commonMessages.itemCount, values: { count } })}`}
                      </span>
                    </span>
                  </>
                }
              />
            );
          })}
        </fieldset>
      ))}
      {anySelected ? (
        <Button variant="outline" size="sm" onClick={onReset}>
          {t({ id: "catalog.filters.reset", message: "Reset filters" })}
        </Button>
      ) : null}
    </div>
  );
}
