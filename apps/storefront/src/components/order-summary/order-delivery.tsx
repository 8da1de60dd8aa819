import type { MessageDescriptor } from "@lingui/core";
import { useLingui } from "@lingui/react";
import type { Address, DeliveryMethod, Order, PaymentMethod } from "@shop/api-client";
import { css } from "../../../styled-system/css";
import { OrderDetailsList } from "./order-details-list";

/** The names of an order's delivery facts, in the words of the page that shows them. */
export interface OrderDeliveryLabels {
  delivery: string;
  address: string;
  payment: string;
  /** The comment's name; without it the comment is left out (staff edit it in a form instead). */
  comment?: string;
}

export interface OrderDeliveryProps {
  order: Pick<Order, "delivery" | "payment" | "comment">;
  labels: OrderDeliveryLabels;
  /** How each delivery method of checkout reads on this page. */
  deliveryMethods: Record<DeliveryMethod, MessageDescriptor>;
  /** How each payment method of checkout reads on this page. */
  paymentMethods: Record<PaymentMethod, MessageDescriptor>;
  /** The delivery address on one line, as this page writes it. */
  formatAddress: (address: Address) => string;
}

/**
 * How an order travels and is paid: the delivery method, the address when there is one, the
 * payment method, and the customer's comment when there is one and the page names it.
 * @example
 *   <OrderDelivery order={order} labels={deliveryLabels} deliveryMethods={deliveryMethodLabels}
 *     paymentMethods={paymentMethodLabels} formatAddress={formatAddress} />
 */
export function OrderDelivery({
  order,
  labels,
  deliveryMethods,
  paymentMethods,
  formatAddress,
}: OrderDeliveryProps) {
  const { i18n } = useLingui();
  return (
    <OrderDetailsList>
      <dt>{labels.delivery}</dt>
      <dd>{i18n._(deliveryMethods[order.delivery.method])}</dd>
      {order.delivery.address ? (
        <>
          <dt>{labels.address}</dt>
          <dd>{formatAddress(order.delivery.address)}</dd>
        </>
      ) : null}
      <dt>{labels.payment}</dt>
      <dd>{i18n._(paymentMethods[order.payment.method])}</dd>
      {labels.comment && order.comment ? (
        <>
          <dt>{labels.comment}</dt>
          <dd className={css({ whiteSpace: "pre-line" })}>{order.comment}</dd>
        </>
      ) : null}
    </OrderDetailsList>
  );
}
