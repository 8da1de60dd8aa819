import { Field } from "@ark-ui/react/field";
import { PasswordInput } from "@ark-ui/react/password-input";
import { useLingui } from "@lingui/react";
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
import { EyeIcon, EyeOffIcon } from "../icons/icons";

export interface PasswordFieldProps extends Omit<PasswordInput.InputProps, "children"> {
  label: ReactNode;
  error?: ReactNode;
  helperText?: ReactNode;
  /** `new-password` on registration and password change, so managers offer a generated one. */
  autoComplete?: "current-password" | "new-password";
  disabled?: boolean;
  required?: boolean;
}

const controlClass = css({ position: "relative", display: "flex", alignItems: "center" });
const toggleClass = css({
  position: "absolute",
  insetInlineEnd: "1",
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  w: "controlSm",
  h: "controlSm",
  border: "none",
  borderRadius: "md",
  bg: "transparent",
  color: "fg.muted",
  cursor: "pointer",
  _hover: { bg: "bg.muted", color: "fg.default" },
});

/**
 * A labelled password input with a show/hide button.
 * @example
 *   <PasswordField label="Пароль" autoComplete="new-password" error={errors.password} />
 */
export const PasswordField = forwardRef<HTMLInputElement, PasswordFieldProps>(function PasswordField(
  {
    label,
    error,
    helperText,
    autoComplete = "current-password",
    disabled,
    required,
    className,
    ...inputProps
  },
  ref,
) {
  const { i18n } = useLingui();
  const { ids, describedBy } = useFieldTexts(helperText, error);
  return (
    <Field.Root
      ids={ids}
      className={fieldRootClass}
      invalid={Boolean(error)}
      disabled={disabled}
      required={required}
    >
      <PasswordInput.Root
        autoComplete={autoComplete}
        className={fieldRootClass}
        translations={{
          visibilityTrigger: (visible) =>
            visible
              ? i18n._(/*i18n*/ { id: "ui.password.hide", message: "Hide password" })
              : i18n._(/*i18n*/ { id: "ui.password.show", message: "Show password" }),
        }}
      >
        <PasswordInput.Label className={fieldLabelClass}>{label}</PasswordInput.Label>
        <PasswordInput.Control className={controlClass}>
          <PasswordInput.Input
            ref={ref}
            aria-describedby={describedBy}
            className={cx(inputClass, css({ pe: "10" }), className)}
            {...inputProps}
          />
          <PasswordInput.VisibilityTrigger className={toggleClass}>
            <PasswordInput.Indicator fallback={<EyeOffIcon />}>
              <EyeIcon />
            </PasswordInput.Indicator>
          </PasswordInput.VisibilityTrigger>
        </PasswordInput.Control>
      </PasswordInput.Root>
      {helperText ? <Field.HelperText className={fieldHelperClass}>{helperText}</Field.HelperText> : null}
      {error ? <Field.ErrorText className={fieldErrorClass}>{error}</Field.ErrorText> : null}
    </Field.Root>
  );
});
PasswordField.displayName = "PasswordField";
