import { useLingui } from "@lingui/react/macro";
import { Button, TextField } from "@shop/ui";
import { Link } from "@tanstack/react-router";
import { useForm } from "react-hook-form";
import { SubmitButton } from "../../components/submit-button";
import { fieldRules, requiredField } from "../../lib/field-rules";
import { useHookForm } from "../../lib/hook-form";
import { FormErrors, formLevelErrors, showFieldViolations } from "./form-errors";
import { actionsClass, formClass } from "./form-styles";
import { useProfile } from "./get-profile";
import { type ProfileFormValues, personName } from "./profile-rules";
import { useUpdateProfile } from "./update-profile";

const FIELDS = ["name", "lastName", "phone"] as const;

/** Name, last name and phone of the customer; `onSaved` runs once the API has stored them. */
export function ProfileForm({ onSaved }: { onSaved: () => void }) {
  const { t } = useLingui();
  const profile = useProfile();
  const update = useUpdateProfile();
  const form = useForm<ProfileFormValues>({
    defaultValues: { name: profile.name, lastName: profile.lastName, phone: profile.phone ?? "" },
  });
  const { handleSubmit, setError, formState } = form;
  const { errors } = formState;

  const { formProps, fieldProps } = useHookForm(
    form,
    handleSubmit((values) =>
      update.mutate(values, {
        onSuccess: onSaved,
        onError: (error) => showFieldViolations(error, setError, FIELDS),
      }),
    ),
  );
  return (
    <form {...formProps} className={formClass} noValidate>
      <FormErrors messages={formLevelErrors(update.error, FIELDS)} />
      <TextField
        label={t({ id: "profile.name", message: "First name" })}
        autoComplete="given-name"
        required
        error={errors.name?.message}
        {...fieldProps("name", requiredField(personName))}
      />
      <TextField
        label={t({ id: "profile.lastName", message: "Last name" })}
        autoComplete="family-name"
        required
        error={errors.lastName?.message}
        {...fieldProps("lastName", requiredField(personName))}
      />
      <TextField
        label={t({ id: "profile.phone", message: "Phone" })}
        type="tel"
        autoComplete="tel"
        inputMode="tel"
        helperText={t({
          id: "account.profile.phone.help",
          message: "Optional. For example +7 912 345-67-89",
        })}
        error={errors.phone?.message}
        {...fieldProps("phone", { validate: fieldRules.optionalPhone })}
      />
      <div className={actionsClass}>
        <SubmitButton loading={update.isPending}>
          {t({ id: "account.profile.save", message: "Save" })}
        </SubmitButton>
        <Button variant="outline" asChild>
          <Link to="/my/profile">{t({ id: "account.cancel", message: "Cancel" })}</Link>
        </Button>
      </div>
    </form>
  );
}
