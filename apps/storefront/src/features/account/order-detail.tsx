import { useLingui } from "@lingui/react/macro";
import type { Order } from "@shop/api-client";
import { commonMessages, formatDate, formatNumber } from "@shop/i18n";
import { Button, Price, Table } from "@shop/ui";
import { Link } from "@tanstack/react-router";
import type { ReactNode } from "react";
import { css } from "../../../styled-system/css";
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
const sectionHeadingClass = css({ fontSize: "lg", fontWeight: "semibold", m: "0", mb: "3" });
const detailsClass = css({
  display: "grid",
  gridTemplateColumns: "max-content 1fr",
  columnGap: "4",
  rowGap: "2",
  m: "0",
  "& dt": { color: "fg.muted" },
  "& dd": { m: "0" },
});
const totalsClass = css({
  display: "grid",
  gridTemplateColumns: "1fr max-content",
  columnGap: "6",
  rowGap: "2",
  m: "0",
  maxW: "24rem",
  "& dt": { color: "fg.muted" },
  "& dd": { m: "0", textAlign: "end" },
  "& [data-total]": { fontWeight: "bold", fontSize: "lg", color: "fg.default" },
});

/**
 * One order: status and date, the repeat button, its lines, recipient, delivery and payment, the
 * comment and the totals. `onRepeated` runs once the order's lines are in the cart.
 */
export function OrderDetail({ number, onRepeated }: { number: string; onRepeated: () => void }) {
  const { t, i18n } = useLingui();
  const order = useOrder(number);
  const repeat = useRepeatOrder();
  const created = formatDate(order.createdAt, { dateStyle: "long", timeStyle: "short", locale: i18n.locale });

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

      <OrderLines order={order} />

      <div className={sectionsClass}>
        <Section title={t({ id: "purchases.recipient", message: "Recipient" })}>
          <dl className={detailsClass}>
            <dt>{t({ id: "purchases.recipient.name", message: "Name" })}</dt>
            <dd>
              {order.recipient.name} {order.recipient.lastName}
            </dd>
            <dt>{t({ id: "purchases.recipient.email", message: "Email" })}</dt>
            <dd>{order.recipient.email}</dd>
            <dt>{t({ id: "purchases.recipient.phone", message: "Phone" })}</dt>
            <dd>{order.recipient.phone}</dd>
          </dl>
        </Section>
        <Section title={t({ id: "purchases.deliveryAndPayment", message: "Delivery and payment" })}>
          <dl className={detailsClass}>
            <dt>{t({ id: "purchases.delivery", message: "Delivery" })}</dt>
            <dd>{i18n._(deliveryMethodLabels[order.delivery.method])}</dd>
            {order.delivery.address ? (
              <>
                <dt>{t({ id: "purchases.address.label", message: "Address" })}</dt>
                <dd>{formatAddress(order.delivery.address)}</dd>
              </>
            ) : null}
            <dt>{t({ id: "purchases.payment", message: "Payment" })}</dt>
            <dd>{i18n._(paymentMethodLabels[order.payment.method])}</dd>
            {order.comment ? (
              <>
                <dt>{t({ id: "purchases.comment", message: "Comment" })}</dt>
                <dd className={css({ whiteSpace: "pre-line" })}>{order.comment}</dd>
              </>
            ) : null}
          </dl>
        </Section>
      </div>

      <Section title={t({ id: "purchases.totals", message: "Totals" })}>
        <dl className={totalsClass} data-testid="order-totals">
          <dt>{t({ id: "purchases.totals.items", message: "Items" })}</dt>
          <dd>{i18n._({ ...commonMessages.itemCount, values: { count: order.totals.itemsNumber } })}</dd>
          <dt>{t({ id: "purchases.totals.amount", message: "Amount" })}</dt>
          <dd>
            <Price amount={order.totals.amount} />
          </dd>
          <dt>{t({ id: "purchases.totals.discount", message: "Discount" })}</dt>
          <dd>
            <Price amount={order.totals.discount} />
          </dd>
          <dt>{t({ id: "purchases.totals.delivery", message: "Delivery" })}</dt>
          <dd>
            <Price amount={order.totals.deliveryAmount} />
          </dd>
          <dt data-total>{t({ id: "purchases.totals.total", message: "Total" })}</dt>
          <dd data-total>
            <Price amount={order.totals.totalAmount} />
          </dd>
        </dl>
      </Section>
    </div>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section>
      <h2 className={sectionHeadingClass}>{title}</h2>
      {children}
    </section>
  );
}

function OrderLines({ order }: { order: Order }) {
  const { t } = useLingui();
  const caption = t({ id: "purchases.items.caption", message: "Items of the order" });
  return (
    <Table.Region label={caption}>
      <Table.Root>
        <Table.Caption hidden>{caption}</Table.Caption>
        <thead>
          <tr>
            <th scope="col">{t({ id: "purchases.items.product", message: "Product" })}</th>
            <th scope="col">{t({ id: "purchases.items.measure", message: "Unit" })}</th>
            <th scope="col" data-align="end">
              {t({ id: "purchases.items.quantity", message: "Quantity" })}
            </th>
            <th scope="col" data-align="end">
              {t({ id: "purchases.items.price", message: "Price" })}
            </th>
            <th scope="col" data-align="end">
              {t({ id: "purchases.items.amount", message: "Amount" })}
            </th>
          </tr>
        </thead>
        <tbody>
          {order.items.map((item) => (
            <tr key={`${item.product.number}-${item.measure.code}`} data-testid="order-line">
              <th scope="row">
                {/* A product deleted since the order keeps its title, but has no page to link to. */}
                {item.product.id === null ? (
                  item.product.title
                ) : (
                  <Link to="/product/$slug" params={{ slug: item.product.slug }}>
                    {item.product.title}
                  </Link>
                )}
              </th>
              <td>{item.measure.title}</td>
              <td data-align="end">{formatNumber(item.quantity, { maximumFractionDigits: 3 })}</td>
              <td data-align="end">
                <Price amount={item.price} />
              </td>
              <td data-align="end">
                <Price
                  amount={item.amount - (item.discount ?? 0)}
                  oldAmount={item.discount ? item.amount : undefined}
                />
              </td>
            </tr>
          ))}
        </tbody>
      </Table.Root>
    </Table.Region>
  );
}
