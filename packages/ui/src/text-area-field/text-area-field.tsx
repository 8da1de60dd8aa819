import { Field } from "@ark-ui/react/field";
import { forwardRef, type ReactNode } from "react";
import { css, cx } from "../../styled-system/css";
import {
  fieldErrorClass,
  fieldHelperClass,
  fieldLabelClass,
  fieldRootClass,
  inputClass,
} from "../field/field.styles";
import { useFieldTexts } from "../field/field-texts";

export interface TextAreaFieldProps extends Omit<Field.TextareaProps, "children"> {
  label: ReactNode;
  /** Shown under the text area and wired to it with aria-describedby; makes the field invalid. */
  error?: ReactNode;
  helperText?: ReactNode;
}

const textareaClass = css({ h: "auto", minH: "24", py: "2", lineHeight: "normal", resize: "vertical" });

/**
 * A labelled multi-line text input (a comment, a description), with helper text and error.
 * @example
 *   <TextAreaField label="Комментарий" rows={4} {...register("comment")} />
 */
export const TextAreaField = forwardRef<HTMLTextAreaElement, TextAreaFieldProps>(function TextAreaField(
  { label, error, helperText, className, disabled, required, readOnly, ...textareaProps },
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
      <Field.Textarea
        ref={ref}
        aria-describedby={describedBy}
        className={cx(inputClass, textareaClass, className)}
        {...textareaProps}
      />
      {helperText ? <Field.HelperText className={fieldHelperClass}>{helperText}</Field.HelperText> : null}
      {error ? <Field.ErrorText className={fieldErrorClass}>{error}</Field.ErrorText> : null}
    </Field.Root>
  );
});
TextAreaField.displayName = "TextAreaField";
