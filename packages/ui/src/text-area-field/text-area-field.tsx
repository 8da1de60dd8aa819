import { Field } from "@ark-ui/react/field";
import { forwardRef, type ReactNode, useId, useImperativeHandle, useRef } from "react";
import { css, cx } from "../../styled-system/css";
import { useEarlyValue } from "../field/early-value";
import { inputClass } from "../field/field.styles";
import { FieldFrame } from "../field/field-frame";
import { useEarlyText } from "./early-text";

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
  { label, error, helperText, className, disabled, required, readOnly, id: givenId, ...textareaProps },
  ref,
) {
  const fieldRef = useRef<HTMLTextAreaElement>(null);
  useImperativeHandle(ref, () => fieldRef.current as HTMLTextAreaElement);
  const ownId = useId();
  const id = givenId ?? ownId;
  // It keeps what was typed before the page hydrated: controlled, text that React left in place
  // (useEarlyValue); controlled or not, text React replaced by the field's server text (useEarlyText).
  useEarlyValue(fieldRef, textareaProps.value);
  useEarlyText(fieldRef, id);
  return (
    <FieldFrame {...{ label, error, helperText, disabled, required, readOnly, id }}>
      {(describedBy) => (
        <Field.Textarea
          ref={fieldRef}
          aria-describedby={describedBy}
          className={cx(inputClass, textareaClass, className)}
          {...textareaProps}
        />
      )}
    </FieldFrame>
  );
});
TextAreaField.displayName = "TextAreaField";
