import { useLingui } from "@lingui/react/macro";
import type { OrderStatus } from "@shop/api-client";
import { ArrowDownIcon, ArrowUpIcon, Badge, IconButton } from "@shop/ui";
import { useSuspenseQuery } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { useEffect, useRef, useState } from "react";
import { css } from "../../../../styled-system/css";
import { formProblems } from "../resource/problems";
import { type ResourceColumn, ResourceTable } from "../resource/resource-table";
import { ALL_STATUSES, orderStatusQueries, useMoveOrderStatus } from "../shared/get-order-statuses";

type Direction = "up" | "down";

const moveClass = css({ display: "flex", gap: "1" });
const problemClass = css({ color: "danger.text", m: "0", mb: "4" });

/**
 * /admin/order-statuses: the statuses in the order staff pick them from, each with its colour, code,
 * default mark and channels; moved up and down with buttons (the keyboard focus stays on the button
 * of the moved status).
 */
export function OrderStatusesList() {
  const { t } = useLingui();
  const statuses = useSuspenseQuery(orderStatusQueries.list(ALL_STATUSES)).data.member;
  const move = useMoveOrderStatus();
  const tableRef = useRef<HTMLDivElement>(null);
  const [refocus, setRefocus] = useState<{ id: number; direction: Direction } | null>(null);

  // A moved row is another DOM position: put the focus back on its button (or on the other one,
  // at the end of the list where this one is now disabled).
  useEffect(() => {
    if (!refocus || move.isPending) return;
    const buttons = (direction: Direction) =>
      tableRef.current?.querySelector<HTMLButtonElement>(`[data-move="${refocus.id}-${direction}"]`);
    const other = refocus.direction === "up" ? "down" : "up";
    const same = buttons(refocus.direction);
    (same && !same.disabled ? same : buttons(other))?.focus();
    setRefocus(null);
  }, [refocus, move.isPending]);

  const moveButton = (status: OrderStatus, index: number, direction: Direction) => {
    const title = status.title;
    const atEdge = direction === "up" ? index === 0 : index === statuses.length - 1;
    return (
      <IconButton
        size="sm"
        variant="outline"
        data-move={`${status.id}-${direction}`}
        aria-label={
          direction === "up"
            ? t({ id: "admin.orderStatuses.moveUp", message: `Move “${title}” up` })
            : t({ id: "admin.orderStatuses.moveDown", message: `Move “${title}” down` })
        }
        disabled={atEdge || move.isPending}
        onClick={() =>
          move.mutate(
            { id: status.id, direction },
            { onSuccess: () => setRefocus({ id: status.id, direction }) },
          )
        }
      >
        {direction === "up" ? <ArrowUpIcon /> : <ArrowDownIcon />}
      </IconButton>
    );
  };

  const columns: ResourceColumn<OrderStatus>[] = [
    {
      id: "title",
      header: t({ id: "admin.orderStatuses.column.title", message: "Status" }),
      rowHeader: true,
      cell: (status) => (
        <Link to="/admin/order-statuses/$id" params={{ id: String(status.id) }}>
          <Badge cssColor={status.cssColor}>{status.title}</Badge>
        </Link>
      ),
    },
    {
      id: "code",
      header: t({ id: "admin.orderStatuses.column.code", message: "Code" }),
      cell: (s) => s.code,
    },
    {
      id: "color",
      header: t({ id: "admin.orderStatuses.column.color", message: "Colour" }),
      cell: (status) => <code>{status.cssColor}</code>,
    },
    {
      id: "default",
      header: t({ id: "admin.orderStatuses.column.default", message: "Default" }),
      cell: (status) =>
        status.default ? (
          <Badge color="success" data-testid="default-status">
            {t({ id: "admin.orderStatuses.isDefault", message: "Default for new orders" })}
          </Badge>
        ) : null,
    },
    {
      id: "channels",
      header: t({ id: "admin.orderStatuses.column.channels", message: "Sales channels" }),
      align: "end",
      cell: (status) => status.salesChannels.length,
    },
    {
      id: "move",
      header: t({ id: "admin.orderStatuses.column.order", message: "Order" }),
      cell: (status) => (
        <div className={moveClass}>
          {moveButton(status, statuses.indexOf(status), "up")}
          {moveButton(status, statuses.indexOf(status), "down")}
        </div>
      ),
    },
  ];

  const problem = move.error ? formProblems(move.error, []).rest.join(" ") : undefined;
  return (
    <div ref={tableRef}>
      <div role="alert">{problem ? <p className={problemClass}>{problem}</p> : null}</div>
      <ResourceTable
        caption={t({ id: "admin.orderStatuses.caption", message: "Order statuses in their order" })}
        columns={columns}
        items={statuses}
        rowKey={(status) => status.id}
        rowTestId="status-row"
        busy={move.isPending}
        empty={t({ id: "admin.orderStatuses.empty", message: "There are no order statuses yet." })}
      />
    </div>
  );
}
