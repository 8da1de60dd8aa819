import { useLingui } from "@lingui/react/macro";
import { Table } from "@shop/ui";
import type { ReactNode } from "react";
import { css } from "../../../../styled-system/css";
import { ListPaginator } from "../../../components/list-paginator";
import type { SortOrder } from "./list-search";

export interface ResourceColumn<TItem, S extends string = never> {
  id: string;
  header: string;
  cell: (item: TItem) => ReactNode;
  /** The list can be sorted by this column: its header becomes a sort button. */
  sortField?: S;
  align?: "start" | "end";
  /** The cell that names its row (rendered as `<th scope="row">`); one per table. */
  rowHeader?: boolean;
}

export interface ResourceTableProps<TItem, S extends string = never> {
  /** What the table shows; its caption (for screen readers) and the name of its scroll box. */
  caption: string;
  columns: readonly ResourceColumn<TItem, S>[];
  items: readonly TItem[];
  rowKey: (item: TItem) => string | number;
  /** The current order and what a click on a sortable header does. */
  sorting?: { field: S; order: SortOrder; onSort: (field: S) => void };
  /** Shown instead of the table when there are no rows. */
  empty: ReactNode;
  /** Pages under the table, as links that keep the other search params. */
  pagination?: { page: number; pageCount: number };
  /** While the next page or order loads, the rows on screen are the previous ones. */
  busy?: boolean;
  /** `data-testid` of each row, for tests. */
  rowTestId?: string;
}

const ariaSort = { asc: "ascending", desc: "descending" } as const;
const emptyClass = css({ py: "6", color: "fg.muted", m: "0" });

// Below md each row is a card: the row header (the record's title) on top, then every other cell
// under its column's name (`data-label`, drawn by CSS and left out of what a screen reader reads,
// which has the table's own headers), so no column is cut off or scrolled to on a phone. The
// sortable headers stay, as a row of buttons over the cards; the others are read, not shown.
// Still a <table>: Chromium keeps the table's roles under other display values. Its buttons and
// links are 44 px tall, as admin-touch.ts explains (a literal: Panda reads no imported constant).
const cardsRegionClass = css({ mdDown: { overflowX: "visible", borderWidth: "0", bg: "transparent" } });
const cardsTableClass = css({
  mdDown: {
    display: "block",
    "& thead": { display: "block" },
    "& thead tr": { display: "flex", flexWrap: "wrap", gap: "2", pb: "3" },
    "& thead th": { p: "0", borderBottomWidth: "0" },
    "& thead th:not(:has(> button))": { srOnly: true },
    "& thead th > button": {
      m: "0",
      minH: "2.75rem",
      px: "3",
      borderWidth: "1px",
      borderStyle: "solid",
      borderColor: "border.default",
      borderRadius: "md",
      bg: "bg.surface",
    },
    "& tbody": { display: "grid", gap: "3" },
    "& tbody tr": {
      display: "grid",
      gridTemplateColumns: "minmax(0, 1fr)",
      gap: "2",
      p: "4",
      borderWidth: "1px",
      borderStyle: "solid",
      borderColor: "border.default",
      borderRadius: "lg",
      bg: "bg.surface",
    },
    "& tbody tr + tr > *": { borderTopWidth: "0" },
    "& tbody :is(th, td)": { display: "block", p: "0", textAlign: "start", overflowWrap: "anywhere" },
    "& tbody th[scope=row]": { order: "-1", fontSize: "md" },
    "& tbody [data-label]": {
      display: "grid",
      gridTemplateColumns: "minmax(0, 2fr) minmax(0, 3fr)",
      gap: "3",
      alignItems: "center",
    },
    "& tbody [data-label]::before": { content: "attr(data-label) / ''", color: "fg.muted" },
    // A badge's or a code's text wraps in the value's column rather than push the card wider.
    "& tbody [data-label] :not(button)": { whiteSpace: "normal", overflowWrap: "anywhere" },
    "& tbody a": { display: "inline-flex", alignItems: "center", minH: "2.75rem" },
  },
});

/**
 * A list of resources as a table from a columns config: sortable headers (with `aria-sort`), a row
 * header, an empty state and the paginator. Where its state lives (the URL) is the caller's.
 * @example
 *   <ResourceTable caption="Заказы" columns={columns} items={data.member} rowKey={(order) => order.id}
 *     sorting={{ ...sortOf(spec, search.sort), onSort }} empty="Заказов нет" pagination={{ page, pageCount }} />
 */
export function ResourceTable<TItem, S extends string = never>({
  caption,
  columns,
  items,
  rowKey,
  sorting,
  empty,
  pagination,
  busy = false,
  rowTestId,
}: ResourceTableProps<TItem, S>) {
  const { t } = useLingui();
  return (
    <div className={css({ display: "grid", gap: "6" })}>
      {items.length === 0 ? (
        <p className={emptyClass} data-testid="resource-empty">
          {empty}
        </p>
      ) : (
        <Table.Region label={caption} className={cardsRegionClass}>
          <Table.Root aria-busy={busy || undefined} className={cardsTableClass}>
            <Table.Caption hidden>{caption}</Table.Caption>
            <thead>
              <tr>
                {columns.map((column) =>
                  column.sortField !== undefined && sorting ? (
                    <Table.SortHeader
                      key={column.id}
                      align={column.align}
                      direction={column.sortField === sorting.field ? ariaSort[sorting.order] : undefined}
                      onSort={() => sorting.onSort(column.sortField as S)}
                    >
                      {column.header}
                    </Table.SortHeader>
                  ) : (
                    <th key={column.id} scope="col" data-align={column.align}>
                      {column.header}
                    </th>
                  ),
                )}
              </tr>
            </thead>
            <tbody>
              {items.map((item) => (
                <tr key={rowKey(item)} data-testid={rowTestId}>
                  {columns.map((column) =>
                    column.rowHeader ? (
                      <th key={column.id} scope="row" data-align={column.align}>
                        {column.cell(item)}
                      </th>
                    ) : (
                      <td key={column.id} data-align={column.align} data-label={column.header || undefined}>
                        {column.cell(item)}
                      </td>
                    ),
                  )}
                </tr>
              ))}
            </tbody>
          </Table.Root>
        </Table.Region>
      )}
      {pagination && pagination.pageCount > 1 ? (
        <ListPaginator page={pagination.page} pageCount={pagination.pageCount} />
      ) : null}
      {busy ? (
        <p className={css({ srOnly: true })} role="status">
          {t({ id: "admin.table.loading", message: "Loading…" })}
        </p>
      ) : null}
    </div>
  );
}
