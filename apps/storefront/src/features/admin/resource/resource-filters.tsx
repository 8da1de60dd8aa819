import { useLingui } from "@lingui/react/macro";
import { Button, Select, type SelectOption, TextField } from "@shop/ui";
import type { FormEvent } from "react";
import { css } from "../../../../styled-system/css";
import { useUrlDraft } from "../../../lib/use-url-draft";

export interface FilterField<F extends string> {
  name: F;
  label: string;
  /** `date` is a day picker (`YYYY-MM-DD`); `select` picks one of `options` or any. */
  type: "text" | "date" | "select";
  options?: readonly SelectOption[];
  /** The select's "no filter" entry, e.g. "Все статусы". */
  anyLabel?: string;
  placeholder?: string;
}

export interface ResourceFiltersProps<F extends string> {
  /** Accessible name of the filter form. */
  label: string;
  fields: readonly FilterField<F>[];
  /** The filters in force (from the URL). */
  values: Partial<Record<F, string | undefined>>;
  /** Applies the form (an empty field means no filter); a reset applies all empty. */
  onApply: (values: Record<F, string | undefined>) => void;
}

const ANY = "*";
const formClass = css({
  display: "grid",
  gap: "4",
  alignItems: "end",
  gridTemplateColumns: { base: "1fr", sm: "repeat(2, minmax(0, 1fr))", lg: "repeat(4, minmax(0, 1fr))" },
  p: "4",
  mb: "6",
  bg: "bg.surface",
  borderWidth: "1px",
  borderStyle: "solid",
  borderColor: "border.default",
  borderRadius: "lg",
});
const actionsClass = css({ display: "flex", gap: "2", gridColumn: "1 / -1" });

const emptyValues = <F extends string>(fields: readonly FilterField<F>[]) =>
  Object.fromEntries(fields.map((field) => [field.name, undefined])) as Record<F, string | undefined>;

/** The filters as one comparable value: one entry per field, empty when the field is not set. */
const filtersKey = <F extends string>(
  fields: readonly FilterField<F>[],
  values: ResourceFiltersProps<F>["values"],
) => JSON.stringify(fields.map((field) => values[field.name] ?? ""));

/**
 * The filter form over a list: text, day and select fields from a config. Nothing changes until
 * it is applied (Enter or the button), so typing does not reload the list at every key.
 *
 * The form follows the filters in force when they change to something it did not apply itself (back,
 * a link), and keeps what the user typed while the filters it applied load (`useUrlDraft`).
 * @example
 *   <ResourceFilters label="Фильтры заказов" fields={fields} values={filters}
 *     onApply={(next) => navigate({ search: { ...next, page: undefined } })} />
 */
export function ResourceFilters<F extends string>({
  label,
  fields,
  values,
  onApply,
}: ResourceFiltersProps<F>) {
  const { t } = useLingui();
  const { draft, setDraft, applying } = useUrlDraft<Record<F, string | undefined>>(
    { ...emptyValues(fields), ...values },
    (next) => filtersKey(fields, next),
  );
  const set = (name: F, value: string | undefined) =>
    setDraft((current) => ({ ...current, [name]: value?.trim() ? value : undefined }));
  const apply = (next: Record<F, string | undefined>) => {
    applying(next);
    onApply(next);
  };
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    apply(draft);
  };
  return (
    <search aria-label={label}>
      <form className={formClass} onSubmit={submit} data-testid="resource-filters">
        {fields.map((field) =>
          field.type === "select" ? (
            <Select
              key={field.name}
              label={field.label}
              options={[{ value: ANY, label: field.anyLabel ?? "—" }, ...(field.options ?? [])]}
              value={draft[field.name] ?? ANY}
              onValueChange={(value) => set(field.name, value === ANY ? undefined : (value ?? undefined))}
            />
          ) : (
            <TextField
              key={field.name}
              label={field.label}
              name={field.name}
              type={field.type === "date" ? "date" : "search"}
              placeholder={field.placeholder}
              value={draft[field.name] ?? ""}
              onChange={(event) => set(field.name, event.currentTarget.value)}
            />
          ),
        )}
        <div className={actionsClass}>
          <Button type="submit">{t({ id: "admin.filters.apply", message: "Apply" })}</Button>
          <Button
            variant="ghost"
            color="secondary"
            onClick={() => {
              setDraft(emptyValues(fields));
              apply(emptyValues(fields));
            }}
          >
            {t({ id: "admin.filters.reset", message: "Reset" })}
          </Button>
        </div>
      </form>
    </search>
  );
}
