import { useLingui } from "@lingui/react/macro";
import type { OrderStatus } from "@shop/api-client";
import { Button } from "@shop/ui";
import { useSuspenseQuery } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { useAdminNotice } from "../resource/admin-notices";
import { DeleteDialog } from "../resource/delete-dialog";
import { type FormField, ResourceForm } from "../resource/resource-form";
import {
  useCreateOrderStatus,
  useDeleteOrderStatus,
  useUpdateOrderStatus,
} from "../shared/get-order-statuses";
import { ALL_CHANNELS, salesChannelQueries } from "../shared/get-sales-channels";
import {
  NEW_STATUS,
  type OrderStatusValues,
  statusCodeRule,
  statusValues,
  toOrderStatusInput,
} from "./order-status-values";

function useStatusFields(status: OrderStatus | undefined): FormField<OrderStatusValues>[] {
  const { t } = useLingui();
  const channels = useSuspenseQuery(salesChannelQueries.list(ALL_CHANNELS)).data.member;
  return [
    {
      kind: "text",
      name: "title",
      label: t({ id: "admin.orderStatuses.field.title", message: "Title" }),
      required: true,
      maxLength: 100,
    },
    {
      kind: "text",
      name: "code",
      label: t({ id: "admin.orderStatuses.field.code", message: "Code" }),
      required: true,
      validate: statusCodeRule,
      helperText: t({
        id: "admin.orderStatuses.field.code.help",
        message: "For links and integrations, e.g. ready-to-ship",
      }),
    },
    {
      kind: "color",
      name: "cssColor",
      label: t({ id: "admin.orderStatuses.field.color", message: "Colour" }),
      helperText: t({
        id: "admin.orderStatuses.field.color.help",
        message: "The dot beside the status in orders",
      }),
    },
    {
      kind: "checkbox",
      name: "default",
      label: t({ id: "admin.orderStatuses.field.default", message: "Default for new orders" }),
      // The shop always has a default: it moves to another status, it is never just taken away.
      disabled: status?.default,
      helperText: status?.default
        ? t({
            id: "admin.orderStatuses.field.default.current",
            message: "New orders get this status. To change that, make another status the default.",
          })
        : t({
            id: "admin.orderStatuses.field.default.help",
            message: "Only one status is the default: checking it here unchecks the current one.",
          }),
    },
    {
      kind: "checkbox-group",
      name: "salesChannels",
      label: t({ id: "admin.orderStatuses.field.channels", message: "Sales channels" }),
      options: channels.map((channel) => ({ value: channel["@id"], label: channel.title })),
      emptyText: t({
        id: "admin.orderStatuses.field.channels.none",
        message: "There are no sales channels yet.",
      }),
    },
  ];
}

const cancelLink = (label: string) => (
  <Button variant="ghost" color="secondary" asChild>
    <Link to="/admin/order-statuses">{label}</Link>
  </Button>
);

/** /admin/order-statuses/new: a new status; then back to the list. */
export function NewOrderStatusForm({ onSaved }: { onSaved: () => void }) {
  const { t } = useLingui();
  const create = useCreateOrderStatus();
  const notify = useAdminNotice();
  const fields = useStatusFields(undefined);
  return (
    <ResourceForm
      testId="order-status-form"
      fields={fields}
      defaultValues={NEW_STATUS}
      submitLabel={t({ id: "admin.orderStatuses.create", message: "Create the status" })}
      onSubmit={(values) => create.mutateAsync(toOrderStatusInput(values))}
      onSaved={(saved) => {
        const title = saved.title;
        notify(t({ id: "admin.orderStatuses.created", message: `Status “${title}” created` }));
        onSaved();
      }}
      actions={cancelLink(t({ id: "admin.orderStatuses.cancel", message: "Cancel" }))}
    />
  );
}

/** /admin/order-statuses/$id: edit or delete a status. */
export function EditOrderStatusForm({ status, onDone }: { status: OrderStatus; onDone: () => void }) {
  const { t } = useLingui();
  const update = useUpdateOrderStatus();
  const remove = useDeleteOrderStatus();
  const notify = useAdminNotice();
  const fields = useStatusFields(status);
  const title = status.title;
  return (
    <ResourceForm
      key={status.id}
      testId="order-status-form"
      fields={fields}
      defaultValues={statusValues(status)}
      submitLabel={t({ id: "admin.orderStatuses.save", message: "Save" })}
      onSubmit={(values: OrderStatusValues) =>
        update.mutateAsync({ id: status.id, body: toOrderStatusInput(values) })
      }
      onSaved={() => {
        notify(t({ id: "admin.orderStatuses.saved", message: "The status is saved" }));
        onDone();
      }}
      actions={
        <>
          {cancelLink(t({ id: "admin.orderStatuses.cancel", message: "Cancel" }))}
          <DeleteDialog
            triggerLabel={t({ id: "admin.orderStatuses.delete", message: "Delete the status" })}
            title={t({ id: "admin.orderStatuses.delete.title", message: `Delete the status “${title}”?` })}
            description={t({
              id: "admin.orderStatuses.delete.description",
              message: "Only a status no order has, and not the default one, can be deleted.",
            })}
            onConfirm={() => remove.mutateAsync(status.id)}
            onDeleted={() => {
              notify(t({ id: "admin.orderStatuses.deleted", message: `Status “${title}” deleted` }));
              onDone();
            }}
          />
        </>
      }
    />
  );
}
