import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import type { CartTotals } from "@shop/api-client";
import { deliveryPrice, FREE_COURIER_FROM } from "@shop/cart-core";
import { formatPrice } from "@shop/i18n";
import { Price, TextField } from "@shop/ui";
import { useFormContext } from "react-hook-form";
import { css } from "../../../styled-system/css";
import { DEFAULT_CURRENCY } from "../../lib/cart";
import { fieldRules, requiredField } from "../../lib/field-rules";
import type { CheckoutFields } from "./checkout-fields";
import { choiceClass, legendClass, pairClass, sectionClass } from "./checkout-styles";
import { DELIVERY_METHODS, needsAddress } from "./delivery";

const deliveryLabels = {
  pickup: msg({ id: "checkout.delivery.pickup", message: "Pickup from the shop" }),
  // `{freeFrom}` is FREE_COURIER_FROM formatted, so the label follows the rule the API charges by.
  courier: msg({ id: "checkout.delivery.courier", message: "Courier (free from {freeFrom})" }),
  post: msg({ id: "checkout.delivery.post", message: "Russian Post" }),
};

/**
 * The delivery choice, each method with its price for these `totals` (none while they are being
 * calculated), and the address fields when the chosen method brings the parcel.
 */
export function DeliveryFieldset({ totals }: { totals: CartTotals | undefined }) {
  const { t, i18n } = useLingui();
  const { register, watch, formState } = useFormContext<CheckoutFields>();
  const { errors } = formState;
  const freeFrom = formatPrice(FREE_COURIER_FROM, {
    locale: i18n.locale,
    trailingZeroDisplay: "stripIfInteger",
  });
  const delivery = watch("delivery");
  return (
    <fieldset className={sectionClass}>
      <legend className={legendClass}>{t({ id: "checkout.delivery", message: "Delivery" })}</legend>
      {DELIVERY_METHODS.map((method) => (
        <label key={method} className={choiceClass}>
          <input type="radio" value={method} {...register("delivery")} />
          <span className={css({ flex: "1" })}>
            {i18n._({ ...deliveryLabels[method], values: { freeFrom } })}
          </span>
          {totals ? (
            <Price amount={deliveryPrice(method, totals.totalAmount)} currency={DEFAULT_CURRENCY} />
          ) : null}
        </label>
      ))}
      {needsAddress(delivery) ? (
        <div className={pairClass}>
          <TextField
            label={t({ id: "checkout.city", message: "City" })}
            autoComplete="address-level2"
            required
            error={errors.city?.message}
            {...register("city", requiredField())}
          />
          <TextField
            label={t({ id: "checkout.postcode", message: "Postcode" })}
            inputMode="numeric"
            autoComplete="postal-code"
            required
            error={errors.postcode?.message}
            {...register("postcode", requiredField(fieldRules.postcode))}
          />
          <TextField
            label={t({ id: "checkout.street", message: "Street" })}
            autoComplete="address-line1"
            required
            error={errors.street?.message}
            {...register("street", requiredField())}
          />
          <div className={pairClass}>
            <TextField
              label={t({ id: "checkout.house", message: "House" })}
              required
              error={errors.house?.message}
              {...register("house", requiredField())}
            />
            <TextField
              label={t({ id: "checkout.apartment", message: "Flat" })}
              autoComplete="address-line2"
              {...register("apartment")}
            />
          </div>
        </div>
      ) : null}
    </fieldset>
  );
}
