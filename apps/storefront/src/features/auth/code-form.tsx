import { useLingui } from "@lingui/react/macro";
import { TextField } from "@shop/ui";
import { useForm } from "react-hook-form";
import { css } from "../../../styled-system/css";
import { SubmitButton } from "../../components/submit-button";
import { fieldRules, requiredField } from "../../lib/field-rules";
import { useHookForm } from "../../lib/hook-form";
import { AuthErrorList } from "./auth-error-list";
import { useConfirmRegistration } from "./register";
import { useApiViolations } from "./use-api-violations";

/** The confirmation step of registration: the 6-digit code from the email. */
export function ConfirmRegistrationForm({ email, onConfirmed }: { email: string; onConfirmed: () => void }) {
  const { t } = useLingui();
  const confirm = useConfirmRegistration();
  const form = useForm<{ confirmationCode: string }>({
    defaultValues: { confirmationCode: "" },
  });
  const { handleSubmit, setError, formState } = form;
  const showViolations = useApiViolations(setError, ["confirmationCode"]);
  const { formProps, fieldProps } = useHookForm(
    form,
    handleSubmit(({ confirmationCode }) =>
      confirm.mutate({ email, code: confirmationCode }, { onSuccess: onConfirmed, onError: showViolations }),
    ),
  );
  return (
    <form {...formProps} className={css({ display: "grid", gap: "4" })} noValidate>
      <p className={css({ m: "0", color: "fg.muted" })}>
        {t({ id: "auth.confirm.sent", message: `We have sent a confirmation code to ${email}.` })}
      </p>
      <AuthErrorList />
      <TextField
        label={t({ id: "auth.confirm.code", message: "Code from the email" })}
        inputMode="numeric"
        autoComplete="one-time-code"
        required
        error={formState.errors.confirmationCode?.message}
        {...fieldProps("confirmationCode", requiredField(fieldRules.code))}
      />
      <SubmitButton loading={confirm.isPending}>
        {t({ id: "auth.confirm.submit", message: "Confirm" })}
      </SubmitButton>
    </form>
  );
}
