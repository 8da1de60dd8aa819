import type { ComponentProps } from "react";
import { cva } from "../../../styled-system/css";

const listRecipe = cva({
  base: {
    display: "grid",
    rowGap: "2",
    m: "0",
    "& dt": { color: "fg.muted" },
    "& dd": { m: "0" },
  },
  variants: {
    layout: {
      facts: {
        gridTemplateColumns: "max-content 1fr",
        columnGap: "4",
        // A long email or address wraps rather than widening the page.
        "& dd": { overflowWrap: "anywhere" },
        "& dd[data-total]": { fontWeight: "bold" },
      },
      totals: {
        gridTemplateColumns: "1fr max-content",
        columnGap: "6",
        maxW: "24rem",
        "& dd": { textAlign: "end" },
        "& [data-total]": { fontWeight: "bold", fontSize: "lg", color: "fg.default" },
      },
    },
  },
  defaultVariants: { layout: "facts" },
});

export interface OrderDetailsListProps extends Omit<ComponentProps<"dl">, "className"> {
  /**
   * `facts`: names in a muted column beside their values (recipient, delivery, the staff's
   * summary); `totals`: a narrow column of sums, values to the end, the total larger.
   */
  layout?: "facts" | "totals";
}

/**
 * An order's facts as a description list.
 * @example
 *   <OrderDetailsList>
 *     <dt>{t({ id: "purchases.recipient.phone", message: "Phone" })}</dt>
 *     <dd>{order.recipient.phone}</dd>
 *   </OrderDetailsList>
 */
export function OrderDetailsList({ layout, ...props }: OrderDetailsListProps) {
  return <dl className={listRecipe({ layout })} {...props} />;
}
