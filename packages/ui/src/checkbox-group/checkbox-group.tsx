import { type ReactNode, useRef } from "react";
import { css, cx } from "../../styled-system/css";
import { Checkbox } from "../checkbox/checkbox";
import { fieldHelperClass, fieldLabelClass } from "../field/field.styles";
import { useFieldTexts } from "../field/field-texts";

export interface CheckboxGroupOption {
  value: string;
  label: ReactNode;
  disabled?: boolean;
}

export interface CheckboxGroupProps {
  /** What the choices are about; the group's `<legend>`. */
  legend: ReactNode;
  options: readonly CheckboxGroupOption[];
  /** The checked values. */
  value: readonly string[];
  onValueChange: (value: string[]) => void;
  /** Said when there is nothing to choose from. */
  emptyText?: ReactNode;
  error?: ReactNode;
  helperText?: ReactNode;
  disabled?: boolean;
  name?: string;
  className?: string;
}

const fieldsetClass = css({ display: "grid", gap: "2", m: "0", p: "0", border: "none", minW: "0" });
const listClass = css({ display: "grid", gap: "2" });

/**
 * Several choices at once (a multi-select): checkboxes in a `<fieldset>` named by its legend,
 * each a real checkbox for keyboards and forms.
 * @example
 *   <CheckboxGroup legend="Каналы продаж" options={[{ value: "/api/…/1", label: "Интернет-магазин" }]} value={ids} onValueChange={setIds} />
 */
export function CheckboxGroup({
  legend,
  options,
  value,
  onValueChange,
  emptyText,
  error,
  helperText,
  disabled,
  name,
  className,
}: CheckboxGroupProps) {
  const { describedBy, texts } = useFieldTexts(helperText, error);
  // The values as last told to the owner: boxes ticked before the page hydrated report together,
  // before the owner renders again, and each change builds on the one before.
  const latest = useRef(value);
  latest.current = value;
  return (
    <fieldset
      className={cx(fieldsetClass, className)}
      aria-describedby={describedBy}
      aria-invalid={error ? true : undefined}
      disabled={disabled}
    >
      <legend className={cx(fieldLabelClass, css({ p: "0", mb: "1" }))}>{legend}</legend>
      {options.length === 0 && emptyText ? (
        <p className={cx(fieldHelperClass, css({ m: "0" }))}>{emptyText}</p>
      ) : (
        <div className={listClass}>
          {options.map((option) => (
            <Checkbox
              key={option.value}
              name={name}
              value={option.value}
              label={option.label}
              disabled={option.disabled}
              checked={value.includes(option.value)}
              onCheckedChange={({ checked }) => {
                const others = latest.current.filter((chosen) => chosen !== option.value);
                const next = checked ? [...others, option.value] : others;
                latest.current = next;
                onValueChange(next);
              }}
            />
          ))}
        </div>
      )}
      {texts}
    </fieldset>
  );
}
CheckboxGroup.displayName = "CheckboxGroup";
