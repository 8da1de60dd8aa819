import { Combobox, createListCollection } from "@ark-ui/react/combobox";
import { useFilter } from "@ark-ui/react/locale";
import { useLingui } from "@lingui/react";
import { useId, useMemo, useState } from "react";
import { css, cx } from "../../styled-system/css";
import { useEarlyPress } from "../early-press/use-early-press";
import { fieldErrorClass, fieldLabelClass, fieldRootClass, inputClass } from "../field/field.styles";
import { CheckIcon, ChevronDownIcon } from "../icons/icons";
import { EmptyOption } from "./empty-option";
import type { SelectProps } from "./select";
import { contentClass, itemClass } from "./select.styles";

export interface SearchableSelectProps extends Omit<SelectProps, "placeholder" | "helperText"> {
  /** Placeholder of the search input; defaults to the localised "Search...". */
  searchPlaceholder?: string;
}

const triggerButtonClass = css({
  position: "absolute",
  insetInlineEnd: "1",
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  w: "controlSm",
  h: "controlSm",
  border: "none",
  bg: "transparent",
  color: "fg.muted",
  cursor: "pointer",
});

/**
 * A select for long lists: the visitor types to filter the options (an ARIA combobox). Says
 * when nothing matches the query, and when there are no options at all.
 * @example
 *   <SearchableSelect label="Страна" options={countries} value={country} onValueChange={setCountry} />
 */
export function SearchableSelect({
  label,
  options,
  value,
  defaultValue,
  onValueChange,
  searchPlaceholder,
  error,
  disabled,
  required,
  name,
  className,
}: SearchableSelectProps) {
  const { i18n } = useLingui();
  const errorId = useId();
  const [query, setQuery] = useState("");
  const { contains } = useFilter({ sensitivity: "base" });
  const collection = useMemo(
    () =>
      createListCollection({
        items: options.filter((option) => contains(option.label, query)),
        itemToValue: (item) => item.value,
        itemToString: (item) => item.label,
        isItemDisabled: (item) => Boolean(item.disabled),
      }),
    [options, query, contains],
  );

  const toArray = (next: string | null | undefined) => (next == null ? undefined : next ? [next] : []);
  const emptyText =
    options.length === 0
      ? i18n._(/*i18n*/ { id: "ui.select.empty", message: "No options." })
      : i18n._(
          /*i18n*/ { id: "ui.select.noResults", message: 'No results for "{query}".', values: { query } },
        );

  // The list opens on a click on the field or the button, held before hydration (`useEarlyPress`).
  const early = useEarlyPress();
  return (
    <Combobox.Root
      collection={collection}
      value={toArray(value)}
      defaultValue={toArray(defaultValue)}
      onValueChange={(details) => onValueChange?.(details.value[0] ?? null)}
      onInputValueChange={(details) => setQuery(details.inputValue)}
      openOnClick
      invalid={Boolean(error)}
      disabled={disabled}
      required={required}
      name={name}
      positioning={{ sameWidth: true }}
      className={cx(fieldRootClass, className)}
    >
      <Combobox.Label className={fieldLabelClass}>{label}</Combobox.Label>
      <Combobox.Control className={css({ position: "relative", display: "flex", alignItems: "center" })}>
        <Combobox.Input
          className={cx(inputClass, css({ pe: "10" }))}
          placeholder={searchPlaceholder ?? i18n._(/*i18n*/ { id: "ui.select.search", message: "Search..." })}
          aria-describedby={error ? errorId : undefined}
          {...early}
        />
        <Combobox.Trigger className={triggerButtonClass} {...early}>
          <ChevronDownIcon />
        </Combobox.Trigger>
      </Combobox.Control>
      <Combobox.Positioner>
        <Combobox.Content className={contentClass}>
          {collection.size === 0 ? <EmptyOption>{emptyText}</EmptyOption> : null}
          {collection.items.map((item) => (
            <Combobox.Item key={item.value} item={item} className={itemClass}>
              <Combobox.ItemText>{item.label}</Combobox.ItemText>
              <Combobox.ItemIndicator>
                <CheckIcon />
              </Combobox.ItemIndicator>
            </Combobox.Item>
          ))}
        </Combobox.Content>
      </Combobox.Positioner>
      {error ? (
        <span id={errorId} className={fieldErrorClass}>
          {error}
        </span>
      ) : null}
    </Combobox.Root>
  );
}
SearchableSelect.displayName = "SearchableSelect";
