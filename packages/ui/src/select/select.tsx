import { Select as ArkSelect, createListCollection } from "@ark-ui/react/select";
import { useLingui } from "@lingui/react";
import { type CSSProperties, type ReactNode, useMemo } from "react";
import { css, cx } from "../../styled-system/css";
import { useEarlyPress } from "../early-press/use-early-press";
import { fieldLabelClass, fieldRootClass } from "../field/field.styles";
import { useFieldTexts } from "../field/field-texts";
import { CheckIcon, ChevronDownIcon } from "../icons/icons";
import { EmptyOption } from "./empty-option";
import { contentClass, itemClass, triggerClass } from "./select.styles";

export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
  /** Any CSS colour (an order status's `cssColor`): shown as a dot before the label. */
  swatch?: string;
}

export interface SelectProps {
  label: ReactNode;
  options: readonly SelectOption[];
  /** Selected value; `null` for none. Leave undefined to let the select keep its own state. */
  value?: string | null;
  defaultValue?: string | null;
  onValueChange?: (value: string | null) => void;
  /** Text of the closed select with nothing chosen. */
  placeholder?: string;
  /** Shown under the select and wired to it with aria-describedby (what the chosen value means). */
  helperText?: ReactNode;
  error?: ReactNode;
  disabled?: boolean;
  required?: boolean;
  /** Form field name; a hidden native select carries the value into form submissions. */
  name?: string;
  className?: string;
}

const swatchClass = css({
  w: "2.5",
  h: "2.5",
  borderRadius: "full",
  flexShrink: 0,
  bg: "var(--select-swatch)",
});

/** The colour dot of an option; decorative, the label says what the option is. */
function Swatch({ color }: { color: string }) {
  return (
    <span
      className={swatchClass}
      style={{ "--select-swatch": color } as CSSProperties}
      aria-hidden="true"
      data-testid="select-swatch"
    />
  );
}

const labelRowClass = css({ display: "inline-flex", alignItems: "center", gap: "2", minW: "0" });

const toArray = (value: string | null | undefined) => (value == null ? value : value ? [value] : []);

/**
 * A single-choice dropdown. Opens with Enter, Space or the arrow keys; typing jumps to an option.
 * The list is about 15rem tall at most and says so when it has no options.
 * @example
 *   <Select label="Сортировка" options={[{ value: "asc", label: "По артикулу" }]} onValueChange={setSort} />
 */
export function Select({
  label,
  options,
  value,
  defaultValue,
  onValueChange,
  placeholder,
  helperText,
  error,
  disabled,
  required,
  name,
  className,
}: SelectProps) {
  const { i18n } = useLingui();
  const { describedBy, texts } = useFieldTexts(helperText, error);
  const collection = useMemo(
    () =>
      createListCollection({
        items: [...options],
        itemToValue: (item) => item.value,
        itemToString: (item) => item.label,
        isItemDisabled: (item) => Boolean(item.disabled),
      }),
    [options],
  );
  return (
    <ArkSelect.Root
      collection={collection}
      value={toArray(value) ?? undefined}
      defaultValue={toArray(defaultValue) ?? undefined}
      onValueChange={(details) => onValueChange?.(details.value[0] ?? null)}
      invalid={Boolean(error)}
      disabled={disabled}
      required={required}
      name={name}
      positioning={{ sameWidth: true }}
      className={cx(fieldRootClass, className)}
    >
      <ArkSelect.Label className={fieldLabelClass}>{label}</ArkSelect.Label>
      <ArkSelect.Control>
        <ArkSelect.Trigger className={triggerClass} aria-describedby={describedBy} {...useEarlyPress()}>
          <span className={labelRowClass}>
            <ArkSelect.Context>
              {(select) => {
                const swatch = (select.selectedItems[0] as SelectOption | undefined)?.swatch;
                return swatch ? <Swatch color={swatch} /> : null;
              }}
            </ArkSelect.Context>
            <ArkSelect.ValueText placeholder={placeholder} />
          </span>
          <ArkSelect.Indicator className={css({ display: "inline-flex", color: "fg.muted" })}>
            <ChevronDownIcon />
          </ArkSelect.Indicator>
        </ArkSelect.Trigger>
      </ArkSelect.Control>
      <ArkSelect.Positioner>
        <ArkSelect.Content className={contentClass}>
          {options.length === 0 ? (
            <EmptyOption>{i18n._(/*i18n*/ { id: "ui.select.empty", message: "No options." })}</EmptyOption>
          ) : (
            collection.items.map((item) => (
              <ArkSelect.Item key={item.value} item={item} className={itemClass}>
                <span className={labelRowClass}>
                  {item.swatch ? <Swatch color={item.swatch} /> : null}
                  <ArkSelect.ItemText>{item.label}</ArkSelect.ItemText>
                </span>
                <ArkSelect.ItemIndicator>
                  <CheckIcon />
                </ArkSelect.ItemIndicator>
              </ArkSelect.Item>
            ))
          )}
        </ArkSelect.Content>
      </ArkSelect.Positioner>
      {texts}
      <ArkSelect.HiddenSelect />
    </ArkSelect.Root>
  );
}
Select.displayName = "Select";
