import { Field } from "@ark-ui/react/field";
import type { ReactNode } from "react";
import { cx } from "../../styled-system/css";
import { fieldErrorClass, fieldHelperClass, fieldLabelClass, fieldRootClass } from "./field.styles";
import { useFieldTexts } from "./field-texts";

export interface FieldFrameProps {
  label: ReactNode;
  /** Shown under the control and wired to it; makes the field invalid. */
  error?: ReactNode;
  helperText?: ReactNode;
  disabled?: boolean | undefined;
  required?: boolean | undefined;
  readOnly?: boolean | undefined;
  className?: string | undefined;
  /** The control's `id` (Ark's `Field.Root` gives it to the control and the label's `for`); React's own by default. */
  id?: string | undefined;
  /** The control, given the `aria-describedby` that names the helper text and error shown. */
  children: (describedBy: string | undefined) => ReactNode;
}

/**
 * Ark's `Field` around one control, as the kit's fields draw it: the label, the control, then its
 * helper text and error, tied to the control (`useFieldTexts`).
 * @example
 *   <FieldFrame label="Email" error={error}>{(describedBy) => <Field.Input aria-describedby={describedBy} />}</FieldFrame>
 */
export function FieldFrame({
  label,
  error,
  helperText,
  disabled,
  required,
  readOnly,
  className,
  id,
  children,
}: FieldFrameProps) {
  const { ids, describedBy } = useFieldTexts(helperText, error);
  return (
    <Field.Root
      id={id}
      ids={ids}
      className={cx(fieldRootClass, className)}
      invalid={Boolean(error)}
      disabled={disabled}
      required={required}
      readOnly={readOnly}
    >
      <Field.Label className={fieldLabelClass}>{label}</Field.Label>
      {children(describedBy)}
      {helperText ? <Field.HelperText className={fieldHelperClass}>{helperText}</Field.HelperText> : null}
      {error ? <Field.ErrorText className={fieldErrorClass}>{error}</Field.ErrorText> : null}
    </Field.Root>
  );
}
