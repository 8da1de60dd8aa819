import { useLingui } from "@lingui/react/macro";
import { Button, PasswordField, TextField } from "@shop/ui";
import { Link } from "@tanstack/react-router";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { css } from "../../../styled-system/css";
import { SubmitButton } from "../../components/submit-button";
import { fieldRules, requiredField } from "../../lib/field-rules";
import { useHookForm } from "../../lib/hook-form";
import { type EmailChangeInput, useChangeEmail, useConfirmEmailChange } from "./change-email";
import { FormErrors, formLevelErrors, showFieldViolations } from "./form-errors";
import { actionsClass, formClass } from "./form-styles";

type Step = { kind: "request" } | { kind: "code"; email: string } | { kind: "done"; email: string };

const noteClass = css({ m: "0", color: "fg.muted" });
const successClass = css({
  p: "4",
  borderRadius: "md",
  bg: "success.subtle",
  color: "success.text",
  display: "grid",
  gap: "2",
  maxW: "28rem",
});

/**
 * Changing the email in three steps: the new address and the current password, then the code the
 * API mailed to the new address, then the confirmation.
 */
export function ChangeEmailForm() {
  const { t } = useLingui();
  const [step, setStep] = useState<Step>({ kind: "request" });

  if (step.kind === "code") {
    return (
      <CodeStep
        email={step.email}
        onConfirmed={(email) => setStep({ kind: "done", email })}
        onRestart={() => setStep({ kind: "request" })}
      />
    );
  }
  if (step.kind === "done") {
    const { email } = step;
    return (
      <div className={successClass} role="status">
        <p className={css({ m: "0", fontWeight: "medium" })}>
          {t({ id: "account.email.changed", message: `Your email is now ${email}.` })}
        </p>
        <Link to="/my/profile" className={css({ color: "inherit" })}>
          {t({ id: "account.backToProfile", message: "Back to the profile" })}
        </Link>
      </div>
    );
  }
  return <RequestStep onCodeSent={(email) => setStep({ kind: "code", email })} />;
}

const REQUEST_FIELDS = ["email", "password"] as const;

function RequestStep({ onCodeSent }: { onCodeSent: (email: string) => void }) {
  const { t } = useLingui();
  const changeEmail = useChangeEmail();
  const form = useForm<EmailChangeInput>({
    defaultValues: { email: "", password: "" },
  });
  const { handleSubmit, setError, formState } = form;
  const { errors } = formState;
  const { formProps, fieldProps } = useHookForm(
    form,
    handleSubmit((input) =>
      changeEmail.mutate(input, {
        onSuccess: () => onCodeSent(input.email.trim().toLowerCase()),
        onError: (error) => showFieldViolations(error, setError, REQUEST_FIELDS),
      }),
    ),
  );
  return (
    <form {...formProps} className={formClass} noValidate>
      <p className={noteClass}>
        {t({
          id: "account.email.intro",
          message:
            "We will send a confirmation code to the new address. The email changes once you enter it.",
        })}
      </p>
      <FormErrors messages={formLevelErrors(changeEmail.error, REQUEST_FIELDS)} />
      <TextField
        label={t({ id: "account.email.new", message: "New email" })}
        type="email"
        autoComplete="email"
        required
        error={errors.email?.message}
        {...fieldProps("email", requiredField(fieldRules.email))}
      />
      <PasswordField
        label={t({ id: "account.password.current", message: "Current password" })}
        autoComplete="current-password"
        required
        error={errors.password?.message}
        {...fieldProps("password", requiredField())}
      />
      <div className={actionsClass}>
        <SubmitButton loading={changeEmail.isPending}>
          {t({ id: "account.email.sendCode", message: "Send the code" })}
        </SubmitButton>
        <Button variant="outline" asChild>
          <Link to="/my/profile">{t({ id: "account.cancel", message: "Cancel" })}</Link>
        </Button>
      </div>
    </form>
  );
}

const CODE_FIELDS = ["confirmationCode"] as const;

function CodeStep({
  email,
  onConfirmed,
  onRestart,
}: {
  email: string;
  onConfirmed: (email: string) => void;
  onRestart: () => void;
}) {
  const { t } = useLingui();
  const confirm = useConfirmEmailChange();
  const form = useForm<{ confirmationCode: string }>({
    defaultValues: { confirmationCode: "" },
  });
  const { handleSubmit, setError, formState } = form;
  const { errors } = formState;
  const { formProps, fieldProps } = useHookForm(
    form,
    handleSubmit(({ confirmationCode }) =>
      confirm.mutate(confirmationCode, {
        onSuccess: (profile) => onConfirmed(profile.email),
        onError: (error) => showFieldViolations(error, setError, CODE_FIELDS),
      }),
    ),
  );
  return (
    <form {...formProps} className={formClass} noValidate>
      <p className={noteClass}>
        {t({
          id: "account.email.codeSent",
          message: `We have sent a 6-digit code to ${email}. It is valid for 30 minutes.`,
        })}
      </p>
      <FormErrors messages={formLevelErrors(confirm.error, CODE_FIELDS)} />
      <TextField
        label={t({ id: "account.email.code", message: "Code from the email" })}
        autoComplete="one-time-code"
        inputMode="numeric"
        required
        error={errors.confirmationCode?.message}
        {...fieldProps("confirmationCode", requiredField(fieldRules.code))}
      />
      <div className={actionsClass}>
        <SubmitButton loading={confirm.isPending}>
          {t({ id: "account.email.confirm", message: "Confirm" })}
        </SubmitButton>
        <Button variant="ghost" onClick={onRestart}>
          {t({ id: "account.email.restart", message: "Use another address" })}
        </Button>
      </div>
    </form>
  );
}
