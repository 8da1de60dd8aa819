import { useLingui } from "@lingui/react/macro";
import type { Order, OrderStatus } from "@shop/api-client";
import { formatDate } from "@shop/i18n";
import { Badge, Price } from "@shop/ui";
import { useQuery, useSuspenseQuery } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { useMemo } from "react";
import { useTimeZone } from "../../../lib/time-zone";
import { pageCount } from "../resource/admin-queries";
import { nextSort, sortOf } from "../resource/list-search";
import { type FilterField, ResourceFilters } from "../resource/resource-filters";
import { type ResourceColumn, ResourceTable } from "../resource/resource-table";
import { ALL_STATUSES, orderStatusQueries } from "../shared/get-order-statuses";
import { orderQueries } from "./get-orders";
import { ORDERS_PER_PAGE, ORDERS_SEARCH, type OrdersSearch, ordersListParams } from "./orders-search";

type OrderFilter = "status" | "number" | "from" | "to";

export interface OrdersListProps {
  search: OrdersSearch;
  /** Changes the URL's search params (filters, sort, page). */
  onSearchChange: (next: OrdersSearch) => void;
}

/** /admin/orders: the filter form, the orders table sorted by date or number, its pages. */
export function OrdersList({ search, onSearchChange }: OrdersListProps) {
  const { t, i18n } = useLingui();
  const timeZone = useTimeZone();
  const statuses = useSuspenseQuery(orderStatusQueries.list(ALL_STATUSES)).data.member;
  const { data, isPlaceholderData } = useQuery(orderQueries.list(ordersListParams(search)));

  const filterFields = useMemo<FilterField<OrderFilter>[]>(
    () => [
      {
        name: "status",
        type: "select",
        label: t({ id: "admin.orders.filter.status", message: "Status" }),
        anyLabel: t({ id: "admin.orders.filter.anyStatus", message: "Any status" }),
        options: statuses.map((status: OrderStatus) => ({
          value: status.code,
          label: status.title,
          swatch: status.cssColor,
        })),
      },
      {
        name: "number",
        type: "text",
        label: t({ id: "admin.orders.filter.number", message: "Number contains" }),
        placeholder: t({ id: "admin.orders.filter.numberPlaceholder", message: "e.g. 000123" }),
      },
      { name: "from", type: "date", label: t({ id: "admin.orders.filter.from", message: "Placed from" }) },
      { name: "to", type: "date", label: t({ id: "admin.orders.filter.to", message: "Placed until" }) },
    ],
    [statuses, t],
  );

  const columns: ResourceColumn<Order, "createdAt" | "number">[] = [
    {
      id: "number",
      header: t({ id: "admin.orders.column.number", message: "Number" }),
      sortField: "number",
      rowHeader: true,
      cell: (order) => (
        <Link to="/admin/orders/$id" params={{ id: String(order.id) }}>
          {order.number}
        </Link>
      ),
    },
    {
      id: "createdAt",
      header: t({ id: "admin.orders.column.createdAt", message: "Placed" }),
      sortField: "createdAt",
      cell: (order) => (
        <time dateTime={order.createdAt}>
          {formatDate(order.createdAt, {
            dateStyle: "medium",
            timeStyle: "short",
            locale: i18n.locale,
            timeZone,
          })}
        </time>
      ),
    },
    {
      id: "recipient",
      header: t({ id: "admin.orders.column.recipient", message: "Recipient" }),
      cell: (order) => `${order.recipient.name} ${order.recipient.lastName}`,
    },
    {
      id: "status",
      header: t({ id: "admin.orders.column.status", message: "Status" }),
      cell: (order) => (
        <Badge cssColor={order.status.cssColor} data-status={order.status.code}>
          {order.status.title}
        </Badge>
      ),
    },
    {
      id: "total",
      header: t({ id: "admin.orders.column.total", message: "Total" }),
      align: "end",
      cell: (order) => <Price amount={order.totals.totalAmount} />,
    },
  ];

  const { status, number, from, to } = search;
  const found = data?.totalItems ?? 0;
  const filters = { status, number, from, to };
  return (
    <>
      <ResourceFilters
        label={t({ id: "admin.orders.filters", message: "Order filters" })}
        fields={filterFields}
        values={filters}
        onApply={(next) => onSearchChange({ ...search, ...next, page: undefined })}
      />
      {data ? (
        <>
          <p data-testid="orders-total">
            {t({ id: "admin.orders.found", message: `Orders found: ${found}` })}
          </p>
          <ResourceTable
            caption={t({ id: "admin.orders.caption", message: "Orders" })}
            columns={columns}
            items={data.member}
            rowKey={(order) => order.id}
            rowTestId="order-row"
            busy={isPlaceholderData}
            sorting={{
              ...sortOf(ORDERS_SEARCH, search.sort),
              onSort: (field) =>
                onSearchChange({
                  ...search,
                  sort: nextSort(ORDERS_SEARCH, search.sort, field),
                  page: undefined,
                }),
            }}
            empty={t({ id: "admin.orders.empty", message: "No orders match these filters." })}
            pagination={{ page: search.page ?? 1, pageCount: pageCount(data.totalItems, ORDERS_PER_PAGE) }}
          />
        </>
      ) : null}
    </>
  );
}
