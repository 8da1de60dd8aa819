import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { useFormContext } from "react-hook-form";
import type { CheckoutFields } from "./checkout-fields";
import { choiceClass, legendClass, sectionClass } from "./checkout-styles";
import { PAYMENT_METHODS } from "./delivery";

const paymentLabels = {
  "card-on-delivery": msg({ id: "checkout.payment.cardOnDelivery", message: "Card on delivery" }),
  cash: msg({ id: "checkout.payment.cash", message: "Cash on delivery" }),
  "card-online": msg({ id: "checkout.payment.cardOnline", message: "Card online" }),
};

/** The payment choice: one radio option a method the shop takes. */
export function PaymentFieldset() {
  const { t, i18n } = useLingui();
  const { register } = useFormContext<CheckoutFields>();
  return (
    <fieldset className={sectionClass}>
      <legend className={legendClass}>{t({ id: "checkout.payment", message: "Payment" })}</legend>
      {PAYMENT_METHODS.map((method) => (
        <label key={method} className={choiceClass}>
          <input type="radio" value={method} {...register("payment")} />
          {i18n._(paymentLabels[method])}
        </label>
      ))}
    </fieldset>
  );
}
