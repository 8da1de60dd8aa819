import { type ComponentPropsWithoutRef, useId } from "react";
import { css, cx } from "../../styled-system/css";

export interface SegmentedControlOption<Value extends string> {
  value: Value;
  label: string;
  /** The language of the label when it differs from the page's (a language's own name: `English`). */
  lang?: string;
}

export interface SegmentedControlProps<Value extends string>
  extends Omit<ComponentPropsWithoutRef<"fieldset">, "children" | "onChange"> {
  /** What is chosen, read to screen readers (the group's hidden legend). */
  legend: string;
  options: readonly SegmentedControlOption<Value>[];
  value: Value;
  onValueChange(value: Value): void;
  /** The radios' name in a form (a generated one by default). */
  name?: string;
}

const fieldsetClass = css({
  display: "inline-flex",
  gap: "0.5",
  p: "0.5",
  m: "0",
  borderWidth: "1px",
  borderColor: "border.default",
  borderRadius: "full",
  bg: "bg.muted",
});

const optionClass = css({
  position: "relative",
  display: "inline-flex",
  alignItems: "center",
  px: "3",
  h: "controlSm",
  borderRadius: "full",
  fontSize: "sm",
  color: "fg.muted",
  cursor: "pointer",
  "&:has(input:checked)": { bg: "bg.surface", color: "fg.default", boxShadow: "sm" },
  "&:has(input:focus-visible)": { outline: "2px solid", outlineColor: "border.focus" },
});

const visuallyHidden = css({ srOnly: true });

/**
 * One choice of a few, shown side by side as a pill: a group of native radio buttons under a hidden
 * legend, so Tab reaches the group and the arrow keys move the choice.
 * @example
 *   <SegmentedControl legend="Язык" value="ru" onValueChange={setLocale}
 *     options={[{ value: "ru", label: "Русский", lang: "ru" }, { value: "en-US", label: "English", lang: "en" }]} />
 */
export function SegmentedControl<Value extends string>({
  legend,
  options,
  value,
  onValueChange,
  name,
  className,
  ...props
}: SegmentedControlProps<Value>) {
  const generatedName = useId();
  return (
    <fieldset className={cx(fieldsetClass, className)} {...props}>
      <legend className={visuallyHidden}>{legend}</legend>
      {options.map((option) => (
        <label key={option.value} className={optionClass} lang={option.lang}>
          <input
            type="radio"
            className={visuallyHidden}
            name={name ?? generatedName}
            value={option.value}
            checked={value === option.value}
            onChange={() => onValueChange(option.value)}
          />
          {option.label}
        </label>
      ))}
    </fieldset>
  );
}
SegmentedControl.displayName = "SegmentedControl";
