import { useLingui } from "@lingui/react";
import type { OrderTotals } from "@shop/api-client";
import { commonMessages } from "@shop/i18n";
import { Price } from "@shop/ui";

/** The names of an order's totals, in the words of the page that shows them. */
export interface OrderTotalLabels {
  items: string;
  amount: string;
  discount: string;
  delivery: string;
  total: string;
}

export interface OrderTotalRowsProps {
  totals: OrderTotals;
  labels: OrderTotalLabels;
}

/**
 * An order's totals as the rows of a description list: the number of items, their amount, the
 * discount, delivery, and the total, whose name and value carry `data-total` for the list to stand
 * out (the value is also the test id `order-total`). The page owns the `<dl>`, so that its other
 * facts can share it.
 * @example
 *   <dl data-testid="order-totals">
 *     <OrderTotalRows totals={order.totals} labels={totalLabels} />
 *   </dl>
 */
export function OrderTotalRows({ totals, labels }: OrderTotalRowsProps) {
  const { i18n } = useLingui();
  return (
    <>
      <dt>{labels.items}</dt>
      <dd>{i18n._({ ...commonMessages.itemCount, values: { count: totals.itemsNumber } })}</dd>
      <dt>{labels.amount}</dt>
      <dd>
        <Price amount={totals.amount} />
      </dd>
      <dt>{labels.discount}</dt>
      <dd>
        <Price amount={totals.discount} />
      </dd>
      <dt>{labels.delivery}</dt>
      <dd>
        <Price amount={totals.deliveryAmount} />
      </dd>
      <dt data-total>{labels.total}</dt>
      <dd data-total data-testid="order-total">
        <Price amount={totals.totalAmount} />
      </dd>
    </>
  );
}
