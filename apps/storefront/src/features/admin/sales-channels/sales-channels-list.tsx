import { useLingui } from "@lingui/react/macro";
import type { SalesChannel } from "@shop/api-client";
import { useSuspenseQuery } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { type ResourceColumn, ResourceTable } from "../resource/resource-table";
import { ALL_CHANNELS, salesChannelQueries } from "../shared/get-sales-channels";
import { accessRoleLabels } from "./access-roles";

/** /admin/sales-channels: each channel with its domain, sender and who sees its orders. */
export function SalesChannelsList() {
  const { t, i18n } = useLingui();
  const channels = useSuspenseQuery(salesChannelQueries.list(ALL_CHANNELS)).data.member;
  const columns: ResourceColumn<SalesChannel>[] = [
    {
      id: "title",
      header: t({ id: "admin.salesChannels.column.title", message: "Channel" }),
      rowHeader: true,
      cell: (channel) => (
        <Link to="/admin/sales-channels/$id" params={{ id: String(channel.id) }}>
          {channel.title}
        </Link>
      ),
    },
    {
      id: "domain",
      header: t({ id: "admin.salesChannels.column.domain", message: "Domain" }),
      cell: (channel) => channel.publicDomain,
    },
    {
      id: "sender",
      header: t({ id: "admin.salesChannels.column.sender", message: "Mail from" }),
      cell: (channel) => `${channel.senderName} <${channel.senderEmail}>`,
    },
    {
      id: "manager",
      header: t({ id: "admin.salesChannels.column.manager", message: "Manager" }),
      cell: (channel) => channel.managerEmail,
    },
    {
      id: "access",
      header: t({ id: "admin.salesChannels.column.access", message: "Orders seen by" }),
      cell: (channel) => i18n._(accessRoleLabels[channel.ordersAccessRole]),
    },
  ];
  return (
    <ResourceTable
      caption={t({ id: "admin.salesChannels.caption", message: "Sales channels" })}
      columns={columns}
      items={channels}
      rowKey={(channel) => channel.id}
      rowTestId="channel-row"
      empty={t({ id: "admin.salesChannels.empty", message: "There are no sales channels yet." })}
    />
  );
}
