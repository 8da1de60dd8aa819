import { Field } from "@ark-ui/react/field";
import { forwardRef, type ReactNode } from "react";
import { css } from "../../styled-system/css";
import { FieldFrame } from "../field/field-frame";

export interface ColorFieldProps {
  label: ReactNode;
  /** `#rrggbb`, what `<input type="color">` gives and takes. */
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  name?: string;
  error?: ReactNode;
  helperText?: ReactNode;
  disabled?: boolean;
  required?: boolean;
  className?: string;
}

const rowClass = css({ display: "flex", alignItems: "center", gap: "3" });
const swatchClass = css({
  w: "14",
  h: "control",
  p: "1",
  bg: "bg.surface",
  borderWidth: "1px",
  borderStyle: "solid",
  borderColor: "border.strong",
  borderRadius: "md",
  cursor: "pointer",
  _focusVisible: { borderColor: "border.focus", boxShadow: "0 0 0 1px var(--colors-border-focus)" },
  _invalid: { borderColor: "danger.solid" },
  _disabled: { opacity: 0.6, cursor: "not-allowed" },
});
const valueClass = css({ fontFamily: "mono", fontSize: "sm", color: "fg.muted" });

/**
 * A colour picked with the browser's own picker (`<input type="color">`: keyboard and screen
 * reader support come with it), its hex value written beside it.
 * @example
 *   <ColorField label="Цвет" value={color} onChange={setColor} />
 */
export const ColorField = forwardRef<HTMLInputElement, ColorFieldProps>(function ColorField(
  { label, value, onChange, onBlur, name, error, helperText, disabled, required, className },
  ref,
) {
  return (
    <FieldFrame {...{ label, error, helperText, disabled, required, className }}>
      {(describedBy) => (
        <div className={rowClass}>
          <Field.Input
            ref={ref}
            type="color"
            name={name}
            value={value}
            onChange={(event) => onChange(event.currentTarget.value)}
            onBlur={onBlur}
            aria-describedby={describedBy}
            className={swatchClass}
          />
          <output className={valueClass} aria-hidden="true">
            {value}
          </output>
        </div>
      )}
    </FieldFrame>
  );
});
ColorField.displayName = "ColorField";
