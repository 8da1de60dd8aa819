import { useLingui } from "@lingui/react/macro";
import type { Order, OrderStatus } from "@shop/api-client";
import { commonMessages, formatDate, formatNumber } from "@shop/i18n";
import { Badge, Price, Select, Table } from "@shop/ui";
import { useSuspenseQuery } from "@tanstack/react-query";
import { type ReactNode, useState } from "react";
import { css } from "../../../../styled-system/css";
import { SubmitButton } from "../../../components/submit-button";
import { fieldRules } from "../../../lib/field-rules";
import { ALL_STATUSES, orderStatusQueries } from "../order-statuses/get-order-statuses";
import { useAdminNotice } from "../resource/admin-notices";
import { DeleteDialog } from "../resource/delete-dialog";
import { formProblems } from "../resource/problems";
import { type FormField, ResourceForm } from "../resource/resource-form";
import { orderQueries, useDeleteOrder, useUpdateOrder } from "./get-orders";
import { addressLine, deliveryLabels, paymentLabels } from "./order-labels";
import { type OrderEditValues, toOrderPatch } from "./order-patch";

const pageClass = css({ display: "grid", gap: "10" });
const sectionsClass = css({
  display: "grid",
  gap: "8",
  gridTemplateColumns: { base: "1fr", xl: "repeat(2, minmax(0, 1fr))" },
});
const headingClass = css({ fontSize: "lg", fontWeight: "semibold", m: "0", mb: "3" });
const detailsClass = css({
  display: "grid",
  gridTemplateColumns: "max-content 1fr",
  columnGap: "4",
  rowGap: "2",
  m: "0",
  "& dt": { color: "fg.muted" },
  "& dd": { m: "0", overflowWrap: "anywhere" },
});
const statusFormClass = css({
  display: "flex",
  flexWrap: "wrap",
  gap: "3",
  alignItems: "flex-end",
  maxW: "36rem",
});
const problemClass = css({ color: "danger.text", fontSize: "sm", m: "0", mt: "2" });

export interface OrderDetailProps {
  id: string;
  /** After the order is deleted: back to the list. */
  onDeleted: () => void;
}

/** /admin/orders/$id: the order with its lines and totals, its status, the edit form, deletion. */
export function OrderDetail({ id, onDeleted }: OrderDetailProps) {
  const { t } = useLingui();
  const order = useSuspenseQuery(orderQueries.detail(id)).data;
  const remove = useDeleteOrder();
  const { number } = order;
  return (
    <div className={pageClass}>
      <OrderSummary order={order} />
      <StatusChange order={order} />
      <OrderLines order={order} />
      <div className={sectionsClass}>
        <Section title={t({ id: "admin.orders.edit", message: "Recipient and comment" })}>
          <OrderEditForm order={order} />
        </Section>
        <Section title={t({ id: "admin.orders.delivery", message: "Delivery and payment" })}>
          <DeliveryDetails order={order} />
        </Section>
      </div>
      <Section title={t({ id: "admin.orders.danger", message: "Deleting" })}>
        <DeleteDialog
          triggerLabel={t({ id: "admin.orders.delete", message: "Delete the order" })}
          title={t({ id: "admin.orders.delete.title", message: `Delete order No. ${number}?` })}
          description={t({
            id: "admin.orders.delete.description",
            message: "The order and its lines disappear for the customer too. This cannot be undone.",
          })}
          onConfirm={() => remove.mutateAsync(order.id)}
          onDeleted={onDeleted}
        />
      </Section>
    </div>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section>
      <h2 className={headingClass}>{title}</h2>
      {children}
    </section>
  );
}

function OrderSummary({ order }: { order: Order }) {
  const { t, i18n } = useLingui();
  const created = formatDate(order.createdAt, { dateStyle: "long", timeStyle: "short", locale: i18n.locale });
  return (
    <dl className={detailsClass} data-testid="order-summary">
      <dt>{t({ id: "admin.orders.status", message: "Status" })}</dt>
      <dd>
        <Badge cssColor={order.status.cssColor} data-testid="order-status">
          {order.status.title}
        </Badge>
      </dd>
      <dt>{t({ id: "admin.orders.placedAt", message: "Placed" })}</dt>
      <dd>
        <time dateTime={order.createdAt}>{created}</time>
      </dd>
      <dt>{t({ id: "admin.orders.totals.items", message: "Items" })}</dt>
      <dd>{i18n._({ ...commonMessages.itemCount, values: { count: order.totals.itemsNumber } })}</dd>
      <dt>{t({ id: "admin.orders.totals.amount", message: "Amount" })}</dt>
      <dd>
        <Price amount={order.totals.amount} />
      </dd>
      <dt>{t({ id: "admin.orders.totals.discount", message: "Discount" })}</dt>
      <dd>
        <Price amount={order.totals.discount} />
      </dd>
      <dt>{t({ id: "admin.orders.totals.delivery", message: "Delivery" })}</dt>
      <dd>
        <Price amount={order.totals.deliveryAmount} />
      </dd>
      <dt>{t({ id: "admin.orders.totals.total", message: "Total" })}</dt>
      <dd className={css({ fontWeight: "bold" })} data-testid="order-total">
        <Price amount={order.totals.totalAmount} />
      </dd>
    </dl>
  );
}

/** The status select (each status with its colour) and the button that sets it. */
function StatusChange({ order }: { order: Order }) {
  const { t } = useLingui();
  const statuses = useSuspenseQuery(orderStatusQueries.list(ALL_STATUSES)).data.member;
  const update = useUpdateOrder();
  const notify = useAdminNotice();
  const [code, setCode] = useState(order.status.code);
  const problem = update.error ? formProblems(update.error, []).rest.join(" ") : undefined;
  return (
    <form
      method="post"
      className={statusFormClass}
      onSubmit={(event) => {
        event.preventDefault();
        update.mutate(
          { id: order.id, body: { status: { code } } },
          {
            onSuccess: (saved) => {
              const title = saved.status.title;
              notify(t({ id: "admin.orders.statusChanged", message: `Status: ${title}` }));
            },
          },
        );
      }}
    >
      <div className={css({ flex: "1 1 16rem" })}>
        <Select
          label={t({ id: "admin.orders.statusSelect", message: "Order status" })}
          options={statuses.map((status: OrderStatus) => ({
            value: status.code,
            label: status.title,
            swatch: status.cssColor,
          }))}
          value={code}
          onValueChange={(value) => value && setCode(value)}
        />
      </div>
      <SubmitButton loading={update.isPending} disabled={code === order.status.code}>
        {t({ id: "admin.orders.setStatus", message: "Change the status" })}
      </SubmitButton>
      <div role="alert" className={css({ flexBasis: "full" })}>
        {problem ? <p className={problemClass}>{problem}</p> : null}
      </div>
    </form>
  );
}

function OrderLines({ order }: { order: Order }) {
  const { t } = useLingui();
  const caption = t({ id: "admin.orders.lines", message: "Lines of the order" });
  return (
    <Table.Region label={caption}>
      <Table.Root>
        <Table.Caption hidden>{caption}</Table.Caption>
        <thead>
          <tr>
            <th scope="col">{t({ id: "admin.orders.lines.product", message: "Product" })}</th>
            <th scope="col">{t({ id: "admin.orders.lines.number", message: "Product No." })}</th>
            <th scope="col">{t({ id: "admin.orders.lines.measure", message: "Unit" })}</th>
            <th scope="col" data-align="end">
              {t({ id: "admin.orders.lines.quantity", message: "Quantity" })}
            </th>
            <th scope="col" data-align="end">
              {t({ id: "admin.orders.lines.price", message: "Price" })}
            </th>
            <th scope="col" data-align="end">
              {t({ id: "admin.orders.lines.amount", message: "Amount" })}
            </th>
          </tr>
        </thead>
        <tbody>
          {order.items.map((item) => (
            <tr key={`${item.product.number}-${item.measure.code}`} data-testid="order-line">
              <th scope="row">{item.product.title}</th>
              <td>{item.product.number}</td>
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

function DeliveryDetails({ order }: { order: Order }) {
  const { t, i18n } = useLingui();
  return (
    <dl className={detailsClass}>
      <dt>{t({ id: "admin.orders.deliveryMethod", message: "Delivery" })}</dt>
      <dd>{i18n._(deliveryLabels[order.delivery.method])}</dd>
      {order.delivery.address ? (
        <>
          <dt>{t({ id: "admin.orders.address", message: "Address" })}</dt>
          <dd>{addressLine(order.delivery.address)}</dd>
        </>
      ) : null}
      <dt>{t({ id: "admin.orders.paymentMethod", message: "Payment" })}</dt>
      <dd>{i18n._(paymentLabels[order.payment.method])}</dd>
    </dl>
  );
}

function OrderEditForm({ order }: { order: Order }) {
  const { t } = useLingui();
  const update = useUpdateOrder();
  const notify = useAdminNotice();
  const fields: FormField<OrderEditValues>[] = [
    {
      kind: "text",
      name: "recipient.name",
      label: t({ id: "admin.orders.recipient.name", message: "First name" }),
      required: true,
      maxLength: 100,
    },
    {
      kind: "text",
      name: "recipient.lastName",
      label: t({ id: "admin.orders.recipient.lastName", message: "Last name" }),
      required: true,
      maxLength: 100,
    },
    {
      kind: "text",
      name: "recipient.email",
      type: "email",
      label: t({ id: "admin.orders.recipient.email", message: "Email" }),
      required: true,
      validate: fieldRules.email,
    },
    {
      kind: "text",
      name: "recipient.phone",
      type: "tel",
      inputMode: "tel",
      label: t({ id: "admin.orders.recipient.phone", message: "Phone" }),
      required: true,
      validate: fieldRules.phone,
    },
    {
      kind: "textarea",
      name: "comment",
      label: t({ id: "admin.orders.comment", message: "Comment" }),
      maxLength: 2000,
    },
  ];
  return (
    <ResourceForm
      key={order.id}
      testId="order-edit-form"
      fields={fields}
      defaultValues={{ recipient: { ...order.recipient }, comment: order.comment }}
      submitLabel={t({ id: "admin.orders.save", message: "Save" })}
      onSubmit={(values) => update.mutateAsync({ id: order.id, body: toOrderPatch(values) })}
      onSaved={() => notify(t({ id: "admin.orders.saved", message: "The order is saved" }))}
    />
  );
}
