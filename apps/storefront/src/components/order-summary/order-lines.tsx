import type { OrderItem } from "@shop/api-client";
import { formatNumber } from "@shop/i18n";
import { Price, Table } from "@shop/ui";
import { Link } from "@tanstack/react-router";
import { withVariant } from "../../lib/line-title";

/** The names of the lines table and its columns, in the words of the page that shows it. */
export interface OrderLinesLabels {
  /** The table's caption and its region's name. */
  caption: string;
  product: string;
  /** The product number's column; without it the column is left out. */
  productNumber?: string;
  measure: string;
  quantity: string;
  price: string;
  amount: string;
}

export interface OrderLinesProps {
  items: readonly OrderItem[];
  labels: OrderLinesLabels;
  /** Link each product to its page (the customer's view); a product deleted since has none. */
  linkProducts?: boolean;
}

/**
 * An order's lines as a table, one row (test id `order-line`) a product and unit: the product,
 * its number when the page names that column, the unit, the quantity, the price and the amount
 * after the line's discount, with the amount before it struck through.
 * @example
 *   <OrderLines items={order.items} labels={lineLabels} linkProducts />
 */
export function OrderLines({ items, labels, linkProducts = false }: OrderLinesProps) {
  return (
    <Table.Region label={labels.caption}>
      <Table.Root>
        <Table.Caption hidden>{labels.caption}</Table.Caption>
        <thead>
          <tr>
            <th scope="col">{labels.product}</th>
            {labels.productNumber ? <th scope="col">{labels.productNumber}</th> : null}
            <th scope="col">{labels.measure}</th>
            <th scope="col" data-align="end">
              {labels.quantity}
            </th>
            <th scope="col" data-align="end">
              {labels.price}
            </th>
            <th scope="col" data-align="end">
              {labels.amount}
            </th>
          </tr>
        </thead>
        <tbody>
          {items.map((item) => (
            <tr
              key={`${item.product.number}/${item.measure.code}/${item.variant?.number ?? ""}`}
              data-testid="order-line"
            >
              <th scope="row">
                {/* The variant as it was ordered (its article and name are kept by the order), and
                    the link to it as the cart's: the product page with that variant chosen. */}
                {linkProducts && item.product.id !== null ? (
                  <Link
                    to="/product/$slug"
                    params={{ slug: item.product.slug }}
                    search={{ variant: item.variant?.number }}
                  >
                    {withVariant(item.product.title, item.variant?.title)}
                  </Link>
                ) : (
                  withVariant(item.product.title, item.variant?.title)
                )}
              </th>
              {labels.productNumber ? <td>{item.product.number}</td> : null}
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
