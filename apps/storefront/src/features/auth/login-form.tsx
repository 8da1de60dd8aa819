import { useLingui } from "@lingui/react/macro";
import { Checkbox, PasswordField, TextField } from "@shop/ui";
import { Controller, useForm } from "react-hook-form";
import { css } from "../../../styled-system/css";
import { SubmitButton } from "../../components/submit-button";
import { requiredField } from "../../lib/field-rules";
import { useHookForm } from "../../lib/hook-form";
import { AuthErrorList } from "./auth-error-list";
import { type LogInInput, useLogIn } from "./log-in";

const formClass = css({ display: "grid", gap: "4" });

/** Email and password, remember-me; `onLoggedIn` runs once the session of the customer has loaded. */
export function LoginForm({
  email = "",
  onLoggedIn,
}: {
  email?: string | undefined;
  onLoggedIn: () => void;
}) {
  const { t } = useLingui();
  const logIn = useLogIn();
  const form = useForm<LogInInput>({
    defaultValues: { username: email, password: "", rememberMe: false },
  });
  const { control, handleSubmit, formState } = form;

  const { formProps, fieldProps } = useHookForm(
    form,
    handleSubmit((input) => logIn.mutate(input, { onSuccess: onLoggedIn })),
  );
  return (
    // Sent before the page has hydrated, the form is React's to replay (its action is a function,
    // never a URL): the password never reaches an address (history, logs, Referer).
    <form {...formProps} className={formClass} noValidate>
      <AuthErrorList />
      <TextField
        label={t({ id: "auth.login.username", message: "Email" })}
        type="email"
        autoComplete="username"
        required
        error={formState.errors.username?.message}
        {...fieldProps("username", requiredField())}
      />
      <PasswordField
        label={t({ id: "auth.login.password", message: "Password" })}
        autoComplete="current-password"
        required
        error={formState.errors.password?.message}
        {...fieldProps("password", requiredField())}
      />
      <Controller
        control={control}
        name="rememberMe"
        render={({ field }) => (
          <Checkbox
            label={t({ id: "auth.login.rememberMe", message: "Remember me" })}
            name={field.name}
            checked={field.value}
            onCheckedChange={(details) => field.onChange(details.checked === true)}
          />
        )}
      />
      <SubmitButton loading={logIn.isPending}>
        {t({ id: "auth.login.submit", message: "Log in" })}
      </SubmitButton>
    </form>
  );
}
