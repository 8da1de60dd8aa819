import { useLingui } from "@lingui/react/macro";
import { formatDate } from "@shop/i18n";
import { Button } from "@shop/ui";
import { css } from "../../../styled-system/css";
import { OrderDelivery } from "../../components/order-summary/order-delivery";
import { OrderDetailsList } from "../../components/order-summary/order-details-list";
import { OrderLines } from "../../components/order-summary/order-lines";
import { OrderSection } from "../../components/order-summary/order-section";
import { OrderTotalRows } from "../../components/order-summary/order-total-rows";
import { useTimeZone } from "../../lib/time-zone";
import { FormErrors, formLevelErrors } from "./form-errors";
import { useOrder } from "./get-order";
import { deliveryMethodLabels, formatAddress, paymentMethodLabels } from "./order-labels";
import { OrderStatusBadge } from "./order-status-badge";
import { useRepeatOrder } from "./repeat-order";

const pageClass = css({ display: "grid", gap: "8" });
const summaryClass = css({ display: "flex", flexWrap: "wrap", alignItems: "center", gap: "4" });
const sectionsClass = css({
  display: "grid",
  gap: "6",
  gridTemplateColumns: { base: "1fr", lg: "repeat(2, minmax(0, 1fr))" },
});
/**
 * One order: status and date, the repeat button, its lines, recipient, delivery and payment, the
 * comment and the totals. `onRepeated` runs once the order's lines are in the cart.
 */
export function OrderDetail({ number, onRepeated }: { number: string; onRepeated: () => void }) {
  const { t, i18n } = useLingui();
  const order = useOrder(number);
  const repeat = useRepeatOrder();
  const created = formatDate(order.createdAt, {
    dateStyle: "long",
    timeStyle: "short",
    locale: i18n.locale,
    timeZone: useTimeZone(),
  });

  return (
    <div className={pageClass}>
      <div className={summaryClass}>
        <OrderStatusBadge status={order.status} />
        <span>
          {t({ id: "purchases.placedAt", message: "Placed" })}{" "}
          <time dateTime={order.createdAt}>{created}</time>
        </span>
        <Button
          className={css({ ms: { md: "auto" } })}
          loading={repeat.isPending}
          onClick={() => repeat.mutate(order.id, { onSuccess: onRepeated })}
        >
          {t({ id: "purchases.repeat", message: "Repeat the order" })}
        </Button>
      </div>
      <FormErrors messages={formLevelErrors(repeat.error, [])} />

      <OrderLines
        items={order.items}
        linkProducts
        labels={{
          caption: t({ id: "purchases.items.caption", message: "Items of the order" }),
          product: t({ id: "purchases.items.product", message: "Product" }),
          measure: t({ id: "purchases.items.measure", message: "Unit" }),
          quantity: t({ id: "purchases.items.quantity", message: "Quantity" }),
          price: t({ id: "purchases.items.price", message: "Price" }),
          amount: t({ id: "purchases.items.amount", message: "Amount" }),
        }}
      />

      <div className={sectionsClass}>
        <OrderSection title={t({ id: "purchases.recipient", message: "Recipient" })}>
          <OrderDetailsList>
            <dt>{t({ id: "purchases.recipient.name", message: "Name" })}</dt>
            <dd>
              {order.recipient.name} {order.recipient.lastName}
            </dd>
            <dt>{t({ id: "purchases.recipient.email", message: "Email" })}</dt>
            <dd>{order.recipient.email}</dd>
            <dt>{t({ id: "purchases.recipient.phone", message: "Phone" })}</dt>
            <dd>{order.recipient.phone}</dd>
          </OrderDetailsList>
        </OrderSection>
        <OrderSection title={t({ id: "purchases.deliveryAndPayment", message: "Delivery and payment" })}>
          <OrderDelivery
            order={order}
            deliveryMethods={deliveryMethodLabels}
            paymentMethods={paymentMethodLabels}
            formatAddress={formatAddress}
            labels={{
              delivery: t({ id: "purchases.delivery", message: "Delivery" }),
              address: t({ id: "purchases.address.label", message: "Address" }),
              payment: t({ id: "purchases.payment", message: "Payment" }),
              comment: t({ id: "purchases.comment", message: "Comment" }),
            }}
          />
        </OrderSection>
      </div>

      <OrderSection title={t({ id: "purchases.totals", message: "Totals" })}>
        <OrderDetailsList layout="totals" data-testid="order-totals">
          <OrderTotalRows
            totals={order.totals}
            labels={{
              items: t({ id: "purchases.totals.items", message: "Items" }),
              amount: t({ id: "purchases.totals.amount", message: "Amount" }),
              discount: t({ id: "purchases.totals.discount", message: "Discount" }),
              delivery: t({ id: "purchases.totals.delivery", message: "Delivery" }),
              total: t({ id: "purchases.totals.total", message: "Total" }),
            }}
          />
        </OrderDetailsList>
      </OrderSection>
    </div>
  );
}
