import { useLingui } from "@lingui/react/macro";
import type { Facet } from "@shop/api-client";
import { commonMessages } from "@shop/i18n";
import { Button, Checkbox } from "@shop/ui";
import { css } from "../../../styled-system/css";
import { useEarlyForm } from "../../lib/early-form";

const fieldsetClass = css({ border: "none", m: "0", p: "0", display: "grid", gap: "2" });
const legendClass = css({ fontWeight: "semibold", mb: "2", p: "0" });
const countClass = css({ color: "fg.muted", fontSize: "sm", ms: "1" });

export interface FacetFiltersProps {
  facets: readonly Facet[];
  /** Selected values per facet code. */
  selected: Readonly<Record<string, readonly string[]>>;
  /** The values ticked now, per facet code: every facet of the list. */
  onSelect: (selected: Record<string, string[]>) => void;
  onReset: () => void;
}

/** The submit button's value that resets the filters. */
const RESET = "reset";

/**
 * The facets of a listing as checkbox groups, each value with its number of products under the
 * other active filters (the API counts them). A form (field `<code>` = value) that a tick sends,
 * before the page has hydrated as after (`useEarlyForm`): the choice is always the form's data.
 * @example
 *   <FacetFilters facets={page.facets} selected={{ country: ["japan"] }} onSelect={select} onReset={reset} />
 */
export function FacetFilters({ facets, selected, onSelect, onReset }: FacetFiltersProps) {
  const { t, i18n } = useLingui();
  const anySelected = Object.values(selected).some((values) => values.length > 0);
  const groups = facets.filter((facet) => facet.values.length > 0);
  const form = useEarlyForm(
    (data) => {
      if (data.get("intent") === RESET) return onReset();
      onSelect(
        Object.fromEntries(
          groups.map((facet) => [
            facet.code,
            data.getAll(facet.code).filter((value) => typeof value === "string"),
          ]),
        ),
      );
    },
    { autoSubmit: true },
  );
  if (groups.length === 0) return null;
  return (
    <form {...form} className={css({ display: "grid", gap: "5" })} data-testid="facet-filters">
      {groups.map((facet) => (
        <fieldset key={facet.code} className={fieldsetClass} data-facet={facet.code}>
          <legend className={legendClass}>{facet.title}</legend>
          {facet.values.map((option) => {
            const checked = selected[facet.code]?.includes(option.value) ?? false;
            const count = option.count;
            return (
              <Checkbox
                key={option.value}
                name={facet.code}
                value={option.value}
                checked={checked}
                // Once hydrated, a tick sends the form too: one reading of the choice, its data.
                onChange={(event) => event.currentTarget.form?.requestSubmit()}
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
        <Button variant="outline" size="sm" type="submit" name="intent" value={RESET}>
          {t({ id: "catalog.filters.reset", message: "Reset filters" })}
        </Button>
      ) : null}
    </form>
  );
}
