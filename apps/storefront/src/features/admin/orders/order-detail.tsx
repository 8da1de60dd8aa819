import { useLingui } from "@lingui/react/macro";
import type { Order, OrderStatus } from "@shop/api-client";
import { formatDate } from "@shop/i18n";
import { Badge, Select } from "@shop/ui";
import { useSuspenseQuery } from "@tanstack/react-query";
import { useState } from "react";
import { css } from "../../../../styled-system/css";
import { OrderDelivery } from "../../../components/order-summary/order-delivery";
import { OrderDetailsList } from "../../../components/order-summary/order-details-list";
import { OrderLines } from "../../../components/order-summary/order-lines";
import { OrderSection } from "../../../components/order-summary/order-section";
import { OrderTotalRows } from "../../../components/order-summary/order-total-rows";
import { SubmitButton } from "../../../components/submit-button";
import { fieldRules } from "../../../lib/field-rules";
import { useTimeZone } from "../../../lib/time-zone";
import { useAdminNotice } from "../resource/admin-notices";
import { DeleteDialog } from "../resource/delete-dialog";
import { formProblems } from "../resource/problems";
import { type FormField, ResourceForm } from "../resource/resource-form";
import { ALL_STATUSES, orderStatusQueries } from "../shared/get-order-statuses";
import { orderQueries, useDeleteOrder, useUpdateOrder } from "./get-orders";
import { addressLine, deliveryLabels, paymentLabels } from "./order-labels";
import { type OrderEditValues, toOrderPatch } from "./order-patch";

const pageClass = css({ display: "grid", gap: "10" });
const sectionsClass = css({
  display: "grid",
  gap: "8",
  gridTemplateColumns: { base: "1fr", xl: "repeat(2, minmax(0, 1fr))" },
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
      <OrderLines
        items={order.items}
        labels={{
          caption: t({ id: "admin.orders.lines", message: "Lines of the order" }),
          product: t({ id: "admin.orders.lines.product", message: "Product" }),
          productNumber: t({ id: "admin.orders.lines.number", message: "Product No." }),
          measure: t({ id: "admin.orders.lines.measure", message: "Unit" }),
          quantity: t({ id: "admin.orders.lines.quantity", message: "Quantity" }),
          price: t({ id: "admin.orders.lines.price", message: "Price" }),
          amount: t({ id: "admin.orders.lines.amount", message: "Amount" }),
        }}
      />
      <div className={sectionsClass}>
        <OrderSection title={t({ id: "admin.orders.edit", message: "Recipient and comment" })}>
          <OrderEditForm order={order} />
        </OrderSection>
        <OrderSection title={t({ id: "admin.orders.delivery", message: "Delivery and payment" })}>
          <OrderDelivery
            order={order}
            deliveryMethods={deliveryLabels}
            paymentMethods={paymentLabels}
            formatAddress={addressLine}
            labels={{
              delivery: t({ id: "admin.orders.deliveryMethod", message: "Delivery" }),
              address: t({ id: "admin.orders.address", message: "Address" }),
              payment: t({ id: "admin.orders.paymentMethod", message: "Payment" }),
            }}
          />
        </OrderSection>
      </div>
      <OrderSection title={t({ id: "admin.orders.danger", message: "Deleting" })}>
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
      </OrderSection>
    </div>
  );
}

function OrderSummary({ order }: { order: Order }) {
  const { t, i18n } = useLingui();
  const created = formatDate(order.createdAt, {
    dateStyle: "long",
    timeStyle: "short",
    locale: i18n.locale,
    timeZone: useTimeZone(),
  });
  return (
    <OrderDetailsList data-testid="order-summary">
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
      <OrderTotalRows
        totals={order.totals}
        labels={{
          items: t({ id: "admin.orders.totals.items", message: "Items" }),
          amount: t({ id: "admin.orders.totals.amount", message: "Amount" }),
          discount: t({ id: "admin.orders.totals.discount", message: "Discount" }),
          delivery: t({ id: "admin.orders.totals.delivery", message: "Delivery" }),
          total: t({ id: "admin.orders.totals.total", message: "Total" }),
        }}
      />
    </OrderDetailsList>
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
