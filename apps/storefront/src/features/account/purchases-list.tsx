import { useLingui } from "@lingui/react/macro";
import { commonMessages, formatDate } from "@shop/i18n";
import { Button, Price, Table } from "@shop/ui";
import { Link } from "@tanstack/react-router";
import { css } from "../../../styled-system/css";
import { ListPaginator } from "../../components/list-paginator";
import { useTimeZone } from "../../lib/time-zone";
import { pageCount, useOrders } from "./list-orders";
import { OrderStatusBadge } from "./order-status-badge";

const emptyClass = css({ display: "grid", gap: "4", justifyItems: "start", py: "6" });

/** One page of the customer's orders as a table, the paginator under it, or an invitation to shop. */
export function PurchasesList({ page }: { page: number }) {
  const { t, i18n } = useLingui();
  const timeZone = useTimeZone();
  const { data } = useOrders(page);
  if (!data) return null;
  const pages = pageCount(data.totalItems);

  if (data.member.length === 0) {
    return (
      <div className={emptyClass} data-testid="purchases-empty">
        <p className={css({ m: "0", fontSize: "lg" })}>
          {data.totalItems === 0
            ? t({ id: "purchases.empty", message: "You have no orders yet." })
            : t({ id: "purchases.pageEmpty", message: "There are no orders on this page." })}
        </p>
        {data.totalItems === 0 ? (
          <Button asChild>
            <Link to="/catalog/$" params={{ _splat: "" }}>
              {t({ id: "purchases.toCatalog", message: "Go to the catalog" })}
            </Link>
          </Button>
        ) : (
          <Button asChild>
            <Link to="/my/purchases">{t({ id: "purchases.firstPage", message: "To the first page" })}</Link>
          </Button>
        )}
      </div>
    );
  }

  const caption = t({ id: "purchases.caption", message: "Your orders, newest first" });
  return (
    <div className={css({ display: "grid", gap: "6" })}>
      <Table.Region label={caption}>
        <Table.Root>
          <Table.Caption hidden>{caption}</Table.Caption>
          <thead>
            <tr>
              <th scope="col">{t({ id: "purchases.column.number", message: "Order" })}</th>
              <th scope="col">{t({ id: "purchases.column.date", message: "Date" })}</th>
              <th scope="col">{t({ id: "purchases.column.status", message: "Status" })}</th>
              <th scope="col">{t({ id: "purchases.column.items", message: "Items" })}</th>
              <th scope="col" data-align="end">
                {t({ id: "purchases.column.total", message: "Total" })}
              </th>
            </tr>
          </thead>
          <tbody>
            {data.member.map(({ number, ...order }) => (
              <tr key={order.id} data-testid="purchase-row">
                <th scope="row">
                  <Link to="/my/purchases/$slug" params={{ slug: number }}>
                    {t({ id: "purchases.orderNumber", message: `No. ${number}` })}
                  </Link>
                </th>
                <td>
                  <time dateTime={order.createdAt}>
                    {formatDate(order.createdAt, { locale: i18n.locale, timeZone })}
                  </time>
                </td>
                <td>
                  <OrderStatusBadge status={order.status} />
                </td>
                <td>
                  {i18n._({ ...commonMessages.itemCount, values: { count: order.totals.itemsNumber } })}
                </td>
                <td data-align="end">
                  <Price amount={order.totals.totalAmount} />
                </td>
              </tr>
            ))}
          </tbody>
        </Table.Root>
      </Table.Region>
      <ListPaginator page={page} pageCount={pages} />
    </div>
  );
}
