import { useLingui } from "@lingui/react/macro";
import { TextField } from "@shop/ui";
import { useFormContext } from "react-hook-form";
import { fieldRules, requiredField } from "../../lib/field-rules";
import type { CheckoutFields } from "./checkout-fields";
import { legendClass, pairClass, sectionClass } from "./checkout-styles";

/** Who receives the order: names, email and phone, inside the checkout's `<FormProvider>`. */
export function RecipientFieldset() {
  const { t } = useLingui();
  const { register, formState } = useFormContext<CheckoutFields>();
  const { errors } = formState;
  return (
    <fieldset className={sectionClass}>
      <legend className={legendClass}>{t({ id: "checkout.recipient", message: "Recipient" })}</legend>
      <div className={pairClass}>
        <TextField
          label={t({ id: "checkout.name", message: "First name" })}
          autoComplete="given-name"
          required
          error={errors.name?.message}
          {...register("name", requiredField(fieldRules.name))}
        />
        <TextField
          label={t({ id: "checkout.lastName", message: "Last name" })}
          autoComplete="family-name"
          required
          error={errors.lastName?.message}
          {...register("lastName", requiredField(fieldRules.name))}
        />
        <TextField
          label={t({ id: "checkout.email", message: "Email" })}
          type="email"
          autoComplete="email"
          required
          error={errors.email?.message}
          {...register("email", requiredField(fieldRules.email))}
        />
        <TextField
          label={t({ id: "checkout.phone", message: "Phone" })}
          type="tel"
          autoComplete="tel"
          required
          error={errors.phone?.message}
          {...register("phone", requiredField(fieldRules.phone))}
        />
      </div>
    </fieldset>
  );
}
