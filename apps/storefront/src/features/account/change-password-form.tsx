import { useLingui } from "@lingui/react/macro";
import { Button, PasswordField } from "@shop/ui";
import { Link } from "@tanstack/react-router";
import { FormProvider, useForm } from "react-hook-form";
import { css } from "../../../styled-system/css";
import { NewPasswordFields, type NewPasswordValues } from "../../components/new-password-fields";
import { SubmitButton } from "../../components/submit-button";
import { requiredField } from "../../lib/field-rules";
import { useHookForm } from "../../lib/hook-form";
import { useChangePassword } from "./change-password";
import { FormErrors, formLevelErrors, showFieldViolations } from "./form-errors";
import { actionsClass, formClass } from "./form-styles";

interface PasswordFormValues extends NewPasswordValues {
  currentPassword: string;
}

// The API's names: `plainPassword` is the new one.
const FIELDS = ["currentPassword", "plainPassword"] as const;

const successClass = css({ m: "0", p: "3", borderRadius: "md", bg: "success.subtle", color: "success.text" });

/** Current password, the new one twice; the rules of the new one are shown under it. */
export function ChangePasswordForm() {
  const { t } = useLingui();
  const changePassword = useChangePassword();
  const form = useForm<PasswordFormValues>({
    defaultValues: { currentPassword: "", plainPassword: "", repeatPassword: "" },
  });
  const { handleSubmit, setError, formState, reset } = form;
  const { errors } = formState;

  const { formProps, fieldProps } = useHookForm(
    form,
    handleSubmit(({ currentPassword, plainPassword }) =>
      changePassword.mutate(
        { currentPassword, newPassword: plainPassword },
        {
          onSuccess: () => reset(),
          onError: (error) => showFieldViolations(error, setError, FIELDS),
        },
      ),
    ),
  );
  return (
    <FormProvider {...form}>
      <form {...formProps} className={formClass} noValidate>
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
          {...fieldProps("currentPassword", requiredField())}
        />
        <NewPasswordFields
          label={t({ id: "account.password.new", message: "New password" })}
          repeatLabel={t({ id: "account.password.repeat", message: "Repeat the new password" })}
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
    </FormProvider>
  );
}
