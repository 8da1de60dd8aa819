import { type ComponentPropsWithoutRef, forwardRef, type ReactNode, useId } from "react";
import { css, cx } from "../../styled-system/css";
import { fieldLabelClass, fieldRootClass, inputClass } from "../field/field.styles";
import { useFieldTexts } from "../field/field-texts";
import { ChevronDownIcon } from "../icons/icons";
import type { SelectOption } from "../select/select";

export interface NativeSelectProps
  extends Omit<ComponentPropsWithoutRef<"select">, "children" | "value" | "defaultValue" | "multiple"> {
  label: ReactNode;
  /** The choices; a `swatch` is not shown (a native list shows text only). */
  options: readonly Pick<SelectOption, "value" | "label" | "disabled">[];
  value?: string;
  defaultValue?: string;
  /** Called with the chosen option's value (besides `onChange`, which still gets the event). */
  onValueChange?: (value: string) => void;
  /** Shown under the select and wired to it with aria-describedby. */
  helperText?: ReactNode;
  /** Shown under the select and wired to it with aria-describedby; makes the field invalid. */
  error?: ReactNode;
  /** Classes of the field (label, control and texts), as on the other fields. */
  className?: string;
}

const controlClass = css({ position: "relative", display: "flex", alignItems: "center" });
// The fields' input look, with the browser's arrow replaced by the chevron drawn over its end.
const selectClass = cx(
  inputClass,
  css({ appearance: "none", pe: "10", textOverflow: "ellipsis", cursor: "pointer" }),
);
const chevronClass = css({
  position: "absolute",
  insetInlineEnd: "3",
  display: "inline-flex",
  color: "fg.muted",
  pointerEvents: "none",
});

/**
 * A single-choice dropdown on the browser's own `<select>`: the platform's picker (a wheel or sheet
 * on phones), keyboard and screen-reader support, and no script beyond the render, so it suits a
 * control every page of a listing shows at once, such as its sort order. `Select` is the one to
 * use where options need more than text (colour swatches) or the list must look the same
 * everywhere.
 * @example
 *   <NativeSelect label="Сортировка" options={[{ value: "price-asc", label: "Сначала дешёвые" }]} value={sort} onValueChange={setSort} />
 */
export const NativeSelect = forwardRef<HTMLSelectElement, NativeSelectProps>(function NativeSelect(
  { label, options, helperText, error, className, id, onChange, onValueChange, ...selectProps },
  ref,
) {
  const ownId = useId();
  const selectId = id ?? ownId;
  const { describedBy, texts } = useFieldTexts(helperText, error);
  return (
    <div className={cx(fieldRootClass, className)}>
      <label htmlFor={selectId} className={fieldLabelClass}>
        {label}
      </label>
      <div className={controlClass}>
        <select
          ref={ref}
          id={selectId}
          className={selectClass}
          aria-describedby={describedBy}
          aria-invalid={error ? true : undefined}
          onChange={(event) => {
            onChange?.(event);
            onValueChange?.(event.currentTarget.value);
          }}
          {...selectProps}
        >
          {options.map((option) => (
            <option key={option.value} value={option.value} disabled={option.disabled}>
              {option.label}
            </option>
          ))}
        </select>
        <span className={chevronClass} aria-hidden="true">
          <ChevronDownIcon />
        </span>
      </div>
      {texts}
    </div>
  );
});
NativeSelect.displayName = "NativeSelect";
