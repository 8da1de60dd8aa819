import { useLingui } from "@lingui/react/macro";
import { Button, PasswordField } from "@shop/ui";
import { Link } from "@tanstack/react-router";
import { useForm } from "react-hook-form";
import { css } from "../../../styled-system/css";
import { SubmitButton } from "../../components/submit-button";
import { fieldRules, requiredField } from "../../lib/field-rules";
import { useChangePassword } from "./change-password";
import { FormErrors, formLevelErrors, showFieldViolations } from "./form-errors";
import { actionsClass, formClass } from "./form-styles";

interface PasswordFormValues {
  currentPassword: string;
  plainPassword: string;
  repeatPassword: string;
}

// The API's names: `plainPassword` is the new one.
const FIELDS = ["currentPassword", "plainPassword"] as const;

const successClass = css({ m: "0", p: "3", borderRadius: "md", bg: "success.subtle", color: "success.text" });

/** Current password, the new one twice; the rules of the new one are shown under it. */
export function ChangePasswordForm() {
  const { t } = useLingui();
  const changePassword = useChangePassword();
  const { register, handleSubmit, setError, formState, getValues, reset } = useForm<PasswordFormValues>({
    defaultValues: { currentPassword: "", plainPassword: "", repeatPassword: "" },
  });
  const { errors } = formState;

  return (
    <form
      method="post"
      className={formClass}
      noValidate
      onSubmit={handleSubmit(({ currentPassword, plainPassword }) =>
        changePassword.mutate(
          { currentPassword, newPassword: plainPassword },
          {
            onSuccess: () => reset(),
            onError: (error) => showFieldViolations(error, setError, FIELDS),
          },
        ),
      )}
    >
      <div role="status">
        {changePassword.isSuccess ? (
          <p className={successClass} data-testid="password-changed">
            {t({
              id: "account.password.changed",
              message: "The password is changed. Other devices have been signed out.",
            })}
          </p>
        ) : null}
      </div>
      <FormErrors messages={formLevelErrors(changePassword.error, FIELDS)} />
      <PasswordField
        label={t({ id: "account.password.current", message: "Current password" })}
        autoComplete="current-password"
        required
        error={errors.currentPassword?.message}
        {...register("currentPassword", requiredField())}
      />
      <PasswordField
        label={t({ id: "account.password.new", message: "New password" })}
        autoComplete="new-password"
        required
        helperText={t({
          id: "account.password.rules",
          message: "8 to 128 characters, with at least one letter and one digit",
        })}
        error={errors.plainPassword?.message}
        {...register("plainPassword", requiredField(fieldRules.newPassword))}
      />
      <PasswordField
        label={t({ id: "account.password.repeat", message: "Repeat the new password" })}
        autoComplete="new-password"
        required
        error={errors.repeatPassword?.message}
        {...register("repeatPassword", requiredField(fieldRules.sameAs(() => getValues("plainPassword"))))}
      />
      <div className={actionsClass}>
        <SubmitButton loading={changePassword.isPending}>
          {t({ id: "account.password.submit", message: "Change the password" })}
        </SubmitButton>
        <Button variant="outline" asChild>
          <Link to="/my/profile">{t({ id: "account.backToProfile", message: "Back to the profile" })}</Link>
        </Button>
      </div>
    </form>
  );
}
