import { useLingui } from "@lingui/react/macro";
import { TextField } from "@shop/ui";
import { FormProvider, useForm } from "react-hook-form";
import { css } from "../../../styled-system/css";
import { NewPasswordFields, type NewPasswordValues } from "../../components/new-password-fields";
import { SubmitButton } from "../../components/submit-button";
import { fieldRules, requiredField } from "../../lib/field-rules";
import { useHookForm } from "../../lib/hook-form";
import { AuthErrorList } from "./auth-error-list";
import { useRequestPasswordCode, useSetPasswordWithCode } from "./restore-password";
import { useApiViolations } from "./use-api-violations";

const formClass = css({ display: "grid", gap: "4" });

/** Step 1: the email to send a code to; `onSent` gets the email and the API's message. */
export function RequestCodeForm({ onSent }: { onSent: (email: string, message: string) => void }) {
  const { t } = useLingui();
  const request = useRequestPasswordCode();
  const form = useForm<{ email: string }>({ defaultValues: { email: "" } });
  const { handleSubmit, formState } = form;
  const { formProps, fieldProps } = useHookForm(
    form,
    handleSubmit(({ email }) =>
      request.mutate(email, { onSuccess: (answer) => onSent(email.trim(), answer.message) }),
    ),
  );
  return (
    <form {...formProps} className={formClass} noValidate>
      <AuthErrorList />
      <TextField
        label={t({ id: "auth.restore.email", message: "Email of your account" })}
        type="email"
        autoComplete="email"
        required
        error={formState.errors.email?.message}
        {...fieldProps("email", requiredField(fieldRules.email))}
      />
      <SubmitButton loading={request.isPending}>
        {t({ id: "auth.restore.send", message: "Send a code" })}
      </SubmitButton>
    </form>
  );
}

interface NewPasswordFormFields extends NewPasswordValues {
  confirmationCode: string;
}

/** Step 2: the mailed code and the new password, twice. */
export function NewPasswordForm({
  email,
  mode,
  sentMessage,
  onDone,
}: {
  email: string;
  mode: "restore" | "create";
  sentMessage: string | undefined;
  onDone: (message: string) => void;
}) {
  const { t } = useLingui();
  const save = useSetPasswordWithCode(mode);
  const form = useForm<NewPasswordFormFields>({
    // Checked on submit, then as they change: see RegisterForm.
    defaultValues: { confirmationCode: "", plainPassword: "", repeatPassword: "" },
  });
  const { handleSubmit, setError, formState } = form;
  const showViolations = useApiViolations(setError, ["confirmationCode", "plainPassword"]);
  const { errors } = formState;
  const { formProps, fieldProps } = useHookForm(
    form,
    handleSubmit(({ confirmationCode, plainPassword }) =>
      save.mutate(
        { email, code: confirmationCode, password: plainPassword },
        { onSuccess: (answer) => onDone(answer.message), onError: showViolations },
      ),
    ),
  );
  return (
    <FormProvider {...form}>
      <form {...formProps} className={formClass} noValidate>
        <p role="status" className={css({ m: "0", color: "fg.muted" })}>
          {sentMessage ??
            t({ id: "auth.restore.sent", message: `If ${email} has an account, a code is on its way.` })}
        </p>
        <AuthErrorList />
        <TextField
          label={t({ id: "auth.confirm.code", message: "Code from the email" })}
          inputMode="numeric"
          autoComplete="one-time-code"
          required
          error={errors.confirmationCode?.message}
          {...fieldProps("confirmationCode", requiredField(fieldRules.code))}
        />
        <NewPasswordFields
          label={t({ id: "auth.restore.newPassword", message: "New password" })}
          repeatLabel={t({ id: "auth.restore.repeatPassword", message: "Repeat the password" })}
        />
        <SubmitButton loading={save.isPending}>
          {t({ id: "auth.restore.save", message: "Save the password" })}
        </SubmitButton>
      </form>
    </FormProvider>
  );
}
