import { useLingui } from "@lingui/react/macro";
import { PasswordField } from "@shop/ui";
import { useFormContext } from "react-hook-form";
import { fieldRules, requiredField } from "../lib/field-rules";

/** The fields of a form that sets a password: the API's `plainPassword` and its repeat. */
export interface NewPasswordValues {
  plainPassword: string;
  repeatPassword: string;
}

export interface NewPasswordFieldsProps {
  /** The password field's label ("Password" on registration, "New password" elsewhere). */
  label: string;
  /** The repeat field's label. */
  repeatLabel: string;
}

/**
 * A new password and its repeat, with the password rules under the first: registration, the
 * restore by code and the account's password change, inside their `<FormProvider>` (values of
 * {@link NewPasswordValues}).
 * @example
 *   <FormProvider {...form}>
 *     <NewPasswordFields label={t({ id: "auth.register.password", message: "Password" })} repeatLabel={…} />
 *   </FormProvider>
 */
export function NewPasswordFields({ label, repeatLabel }: NewPasswordFieldsProps) {
  const { t } = useLingui();
  const { register, getValues, formState } = useFormContext<NewPasswordValues>();
  const { errors } = formState;
  return (
    <>
      <PasswordField
        label={label}
        autoComplete="new-password"
        required
        helperText={t({
          id: "newPassword.rules",
          message: "8 to 128 characters, with at least one letter and one digit",
        })}
        error={errors.plainPassword?.message}
        {...register("plainPassword", requiredField(fieldRules.newPassword))}
      />
      <PasswordField
        label={repeatLabel}
        autoComplete="new-password"
        required
        error={errors.repeatPassword?.message}
        {...register("repeatPassword", requiredField(fieldRules.sameAs(() => getValues("plainPassword"))))}
      />
    </>
  );
}
