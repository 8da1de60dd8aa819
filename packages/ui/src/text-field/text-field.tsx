import { Field } from "@ark-ui/react/field";
import { forwardRef, type ReactNode, useImperativeHandle, useRef } from "react";
import { cx } from "../../styled-system/css";
import { useEarlyValue } from "../field/early-value";
import { inputClass } from "../field/field.styles";
import { FieldFrame } from "../field/field-frame";

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
  const fieldRef = useRef<HTMLInputElement>(null);
  useImperativeHandle(ref, () => fieldRef.current as HTMLInputElement);
  // Controlled, it keeps what was typed before the page hydrated (see useEarlyValue).
  useEarlyValue(fieldRef, inputProps.value);
  return (
    <FieldFrame {...{ label, error, helperText, disabled, required, readOnly }}>
      {(describedBy) => (
        <Field.Input
          ref={fieldRef}
          aria-describedby={describedBy}
          className={cx(inputClass, className)}
          {...inputProps}
        />
      )}
    </FieldFrame>
  );
});
TextField.displayName = "TextField";
