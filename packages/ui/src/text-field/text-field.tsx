import { Field } from "@ark-ui/react/field";
import { forwardRef, type ReactNode } from "react";
import { cx } from "../../styled-system/css";
import {
  fieldErrorClass,
  fieldHelperClass,
  fieldLabelClass,
  fieldRootClass,
  inputClass,
} from "../field/field.styles";
import { useFieldTexts } from "../field/field-texts";

export interface TextFieldProps extends Omit<Field.InputProps, "children"> {
  label: ReactNode;
  /** Shown under the input and wired to it with aria-describedby; makes the field invalid. */
  error?: ReactNode;
  helperText?: ReactNode;
}

/**
 * A labelled text input with an optional helper text and error message.
 * @example
 *   <TextField label="Email" type="email" error={errors.email} {...register("email")} />
 */
export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(function TextField(
  { label, error, helperText, className, disabled, required, readOnly, ...inputProps },
  ref,
) {
  const { ids, describedBy } = useFieldTexts(helperText, error);
  return (
    <Field.Root
      ids={ids}
      className={fieldRootClass}
      invalid={Boolean(error)}
      disabled={disabled}
      required={required}
      readOnly={readOnly}
    >
      <Field.Label className={fieldLabelClass}>{label}</Field.Label>
      <Field.Input
        ref={ref}
        aria-describedby={describedBy}
        className={cx(inputClass, className)}
        {...inputProps}
      />
      {helperText ? <Field.HelperText className={fieldHelperClass}>{helperText}</Field.HelperText> : null}
      {error ? <Field.ErrorText className={fieldErrorClass}>{error}</Field.ErrorText> : null}
    </Field.Root>
  );
});
TextField.displayName = "TextField";
