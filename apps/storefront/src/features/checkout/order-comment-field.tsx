import { useLingui } from "@lingui/react/macro";
import { useFormContext } from "react-hook-form";
import { css } from "../../../styled-system/css";
import type { CheckoutFields } from "./checkout-fields";

/** The shopper's free-text comment to the order (up to 1000 characters, optional). */
export function OrderCommentField() {
  const { t } = useLingui();
  const { register } = useFormContext<CheckoutFields>();
  return (
    <label className={css({ display: "grid", gap: "2" })}>
      <span className={css({ fontWeight: "medium" })}>
        {t({ id: "checkout.comment", message: "Comment to the order" })}
      </span>
      <textarea
        rows={3}
        maxLength={1000}
        className={css({
          p: "3",
          borderWidth: "1px",
          borderColor: "border.default",
          borderRadius: "md",
          bg: "bg.canvas",
          color: "fg.default",
        })}
        {...register("comment")}
      />
    </label>
  );
}
