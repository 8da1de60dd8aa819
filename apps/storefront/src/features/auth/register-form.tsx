import { useLingui } from "@lingui/react/macro";
import type { Registration } from "@shop/api-client";
import { TextField } from "@shop/ui";
import { FormProvider, useForm } from "react-hook-form";
import { css } from "../../../styled-system/css";
import { NewPasswordFields, type NewPasswordValues } from "../../components/new-password-fields";
import { SubmitButton } from "../../components/submit-button";
import { fieldRules, requiredField } from "../../lib/field-rules";
import { useHookForm } from "../../lib/hook-form";
import { AuthErrorList } from "./auth-error-list";
import { useRegister } from "./register";
import { useApiViolations } from "./use-api-violations";

interface RegisterFields extends Registration, NewPasswordValues {}

const formClass = css({ display: "grid", gap: "4" });
const pairClass = css({ display: "grid", gap: "4", gridTemplateColumns: { base: "1fr", sm: "1fr 1fr" } });
const fields = ["name", "lastName", "email", "phone", "plainPassword"] as const;

/** Name, last name, email, phone, password twice; `onRegistered` gets the email the code went to. */
export function RegisterForm({ onRegistered }: { onRegistered: (email: string) => void }) {
  const { t } = useLingui();
  const registration = useRegister();
  const form = useForm<RegisterFields>({
    // Validating on blur would move the submit button while it is being clicked (errors appear
    // above it): fields are checked on submit, then again as they change.
    defaultValues: { name: "", lastName: "", email: "", phone: "", plainPassword: "", repeatPassword: "" },
  });
  const { handleSubmit, setError, formState } = form;
  const showViolations = useApiViolations(setError, fields);
  const { errors } = formState;

  const { formProps, fieldProps } = useHookForm(
    form,
    handleSubmit(({ repeatPassword: _repeat, ...input }) =>
      registration.mutate(input, {
        onSuccess: () => onRegistered(input.email.trim()),
        onError: showViolations,
      }),
    ),
  );
  return (
    <FormProvider {...form}>
      <form {...formProps} className={formClass} noValidate>
        <AuthErrorList />
        <div className={pairClass}>
          <TextField
            label={t({ id: "auth.register.name", message: "First name" })}
            autoComplete="given-name"
            required
            error={errors.name?.message}
            {...fieldProps("name", requiredField(fieldRules.name))}
          />
          <TextField
            label={t({ id: "auth.register.lastName", message: "Last name" })}
            autoComplete="family-name"
            required
            error={errors.lastName?.message}
            {...fieldProps("lastName", requiredField(fieldRules.name))}
          />
        </div>
        <TextField
          label={t({ id: "auth.register.email", message: "Email" })}
          type="email"
          autoComplete="email"
          required
          helperText={t({
            id: "auth.register.email.help",
            message: "We will send a confirmation code there",
          })}
          error={errors.email?.message}
          {...fieldProps("email", requiredField(fieldRules.email))}
        />
        <TextField
          label={t({ id: "auth.register.phone", message: "Phone" })}
          type="tel"
          autoComplete="tel"
          required
          placeholder="+7 912 345-67-89"
          error={errors.phone?.message}
          {...fieldProps("phone", requiredField(fieldRules.phone))}
        />
        <NewPasswordFields
          label={t({ id: "auth.register.password", message: "Password" })}
          repeatLabel={t({ id: "auth.register.repeatPassword", message: "Repeat the password" })}
        />
        <SubmitButton loading={registration.isPending}>
          {t({ id: "auth.register.submit", message: "Create an account" })}
        </SubmitButton>
      </form>
    </FormProvider>
  );
}
