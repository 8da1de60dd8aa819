import { useLingui } from "@lingui/react/macro";
import type { SalesChannel } from "@shop/api-client";
import { Button } from "@shop/ui";
import { Link } from "@tanstack/react-router";
import { isAdmin } from "../../../lib/app-mode";
import { fieldRules } from "../../../lib/field-rules";
import { useSession } from "../../../lib/session";
import { useAdminNotice } from "../resource/admin-notices";
import { DeleteDialog } from "../resource/delete-dialog";
import { type FormField, ResourceForm } from "../resource/resource-form";
import {
  useCreateSalesChannel,
  useDeleteSalesChannel,
  useUpdateSalesChannel,
} from "../shared/get-sales-channels";
import {
  accessRoleExplanations,
  accessRoleLabels,
  isOrdersAccessRole,
  ORDERS_ACCESS_ROLES,
} from "./access-roles";
import {
  channelValues,
  NEW_CHANNEL,
  type SalesChannelValues,
  toSalesChannelInput,
} from "./sales-channel-values";

function useChannelFields(): FormField<SalesChannelValues>[] {
  const { t, i18n } = useLingui();
  const administrator = isAdmin(useSession().user);
  return [
    {
      kind: "text",
      name: "title",
      label: t({ id: "admin.salesChannels.field.title", message: "Title" }),
      required: true,
      maxLength: 200,
    },
    {
      kind: "text",
      name: "publicDomain",
      label: t({ id: "admin.salesChannels.field.domain", message: "Public domain" }),
      required: true,
      maxLength: 253,
      helperText: t({
        id: "admin.salesChannels.field.domain.help",
        message: "Where customers order, e.g. shop.example.ru",
      }),
    },
    {
      kind: "text",
      name: "senderName",
      label: t({ id: "admin.salesChannels.field.senderName", message: "Sender name" }),
      required: true,
      maxLength: 200,
      helperText: t({
        id: "admin.salesChannels.field.senderName.help",
        message: "The name in the From line of the channel's letters",
      }),
    },
    {
      kind: "text",
      name: "senderEmail",
      type: "email",
      label: t({ id: "admin.salesChannels.field.senderEmail", message: "Sender email" }),
      required: true,
      validate: fieldRules.email,
    },
    {
      kind: "text",
      name: "managerEmail",
      type: "email",
      label: t({ id: "admin.salesChannels.field.managerEmail", message: "Manager email" }),
      required: true,
      validate: fieldRules.email,
    },
    {
      kind: "select",
      name: "ordersAccessRole",
      label: t({ id: "admin.salesChannels.field.access", message: "Who sees the channel's orders" }),
      options: ORDERS_ACCESS_ROLES.map((role) => ({ value: role, label: i18n._(accessRoleLabels[role]) })),
      // Staff choosing it would choose their own reach: the API takes it from administrators only.
      disabled: !administrator,
      describe: (value) => {
        const meaning = isOrdersAccessRole(value) ? i18n._(accessRoleExplanations[value]) : "";
        if (administrator) return meaning || undefined;
        const rule = t({
          id: "admin.salesChannels.field.access.adminsOnly",
          message: "Only administrators change who sees the channel's orders.",
        });
        return `${meaning} ${rule}`.trim();
      },
    },
  ];
}

const cancelLink = (label: string) => (
  <Button variant="ghost" color="secondary" asChild>
    <Link to="/admin/sales-channels">{label}</Link>
  </Button>
);

/** /admin/sales-channels/new: a new channel; then back to the list. */
export function NewSalesChannelForm({ onSaved }: { onSaved: () => void }) {
  const { t } = useLingui();
  const create = useCreateSalesChannel();
  const notify = useAdminNotice();
  const fields = useChannelFields();
  return (
    <ResourceForm
      testId="sales-channel-form"
      fields={fields}
      defaultValues={NEW_CHANNEL}
      submitLabel={t({ id: "admin.salesChannels.create", message: "Create the channel" })}
      onSubmit={(values) => create.mutateAsync(toSalesChannelInput(values))}
      onSaved={(saved) => {
        const title = saved.title;
        notify(t({ id: "admin.salesChannels.created", message: `Channel “${title}” created` }));
        onSaved();
      }}
      actions={cancelLink(t({ id: "admin.salesChannels.cancel", message: "Cancel" }))}
    />
  );
}

/** /admin/sales-channels/$id: edit or delete a channel. */
export function EditSalesChannelForm({ channel, onDone }: { channel: SalesChannel; onDone: () => void }) {
  const { t } = useLingui();
  const update = useUpdateSalesChannel();
  const remove = useDeleteSalesChannel();
  const notify = useAdminNotice();
  const fields = useChannelFields();
  const title = channel.title;
  return (
    <ResourceForm
      key={channel.id}
      testId="sales-channel-form"
      fields={fields}
      defaultValues={channelValues(channel)}
      submitLabel={t({ id: "admin.salesChannels.save", message: "Save" })}
      onSubmit={(values: SalesChannelValues) =>
        update.mutateAsync({ id: channel.id, body: toSalesChannelInput(values) })
      }
      onSaved={() => {
        notify(t({ id: "admin.salesChannels.saved", message: "The channel is saved" }));
        onDone();
      }}
      actions={
        <>
          {cancelLink(t({ id: "admin.salesChannels.cancel", message: "Cancel" }))}
          <DeleteDialog
            triggerLabel={t({ id: "admin.salesChannels.delete", message: "Delete the channel" })}
            title={t({ id: "admin.salesChannels.delete.title", message: `Delete the channel “${title}”?` })}
            description={t({
              id: "admin.salesChannels.delete.description",
              message: "Only a channel without orders can be deleted.",
            })}
            onConfirm={() => remove.mutateAsync(channel.id)}
            onDeleted={() => {
              notify(t({ id: "admin.salesChannels.deleted", message: `Channel “${title}” deleted` }));
              onDone();
            }}
          />
        </>
      }
    />
  );
}
