import type { ComponentPropsWithoutRef, ReactNode } from "react";
import { css, cx } from "../../styled-system/css";
import { SortAscendingIcon, SortDescendingIcon, SortIcon } from "../icons/icons";

const regionClass = css({
  overflowX: "auto",
  borderWidth: "1px",
  borderStyle: "solid",
  borderColor: "border.default",
  borderRadius: "lg",
  bg: "bg.surface",
  _focusVisible: { outline: "2px solid", outlineColor: "border.focus", outlineOffset: "2px" },
});

const rootClass = css({
  w: "full",
  borderCollapse: "collapse",
  fontSize: "sm",
  "& th, & td": { px: "4", py: "3", textAlign: "start", verticalAlign: "middle" },
  "& thead th": {
    color: "fg.muted",
    fontWeight: "medium",
    whiteSpace: "nowrap",
    borderBottomWidth: "1px",
    borderBottomStyle: "solid",
    borderColor: "border.default",
  },
  "& tbody tr + tr > *": { borderTopWidth: "1px", borderTopStyle: "solid", borderColor: "border.default" },
  "& tbody th": { fontWeight: "medium" },
  "& [data-align=end]": { textAlign: "end" },
  "& a": { color: "primary.text" },
});

const sortButtonClass = css({
  display: "inline-flex",
  alignItems: "center",
  gap: "1",
  m: "-1",
  p: "1",
  font: "inherit",
  color: "inherit",
  bg: "transparent",
  borderRadius: "sm",
  cursor: "pointer",
  _hover: { color: "fg.default" },
  "[aria-sort] > &": { color: "fg.default", fontWeight: "semibold" },
});

export interface TableRegionProps extends Omit<ComponentPropsWithoutRef<"section">, "aria-label"> {
  /** Accessible name of the scrollable box, usually the table's caption. */
  label: string;
}

/**
 * A wide table's box: on a narrow screen it scrolls sideways instead of the page, and it can be
 * focused, so a keyboard scrolls it too (WCAG 2.1.1).
 */
export function TableRegion({ label, className, children, ...props }: TableRegionProps) {
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard.
    <section aria-label={label} tabIndex={0} className={cx(regionClass, className)} {...props}>
      {children}
    </section>
  );
}
TableRegion.displayName = "Table.Region";

export type TableRootProps = ComponentPropsWithoutRef<"table">;

/** The `<table>`: rows separated by lines; `data-align="end"` on a cell aligns it to the end. */
export function TableRoot({ className, ...props }: TableRootProps) {
  return <table className={cx(rootClass, className)} {...props} />;
}
TableRoot.displayName = "Table.Root";

export interface TableCaptionProps extends ComponentPropsWithoutRef<"caption"> {
  /** Read by screen readers only, when a heading above already says what the table is. */
  hidden?: boolean;
}

export function TableCaption({ hidden, className, ...props }: TableCaptionProps) {
  return (
    <caption
      className={cx(
        hidden ? css({ srOnly: true }) : css({ textAlign: "start", p: "4", fontWeight: "semibold" }),
        className,
      )}
      {...props}
    />
  );
}
TableCaption.displayName = "Table.Caption";

/** Sort state of a column, as `aria-sort` names it. */
export type SortDirection = "ascending" | "descending";

export interface TableSortHeaderProps
  extends Omit<ComponentPropsWithoutRef<"th">, "children" | "onClick" | "align"> {
  /** The column's order now; undefined while the table is sorted by another column. */
  direction: SortDirection | undefined;
  /** Sort by this column (the caller decides which direction comes next). */
  onSort: () => void;
  children: ReactNode;
  align?: "start" | "end";
}

/**
 * A column header that sorts: a button inside the `<th>`, whose `aria-sort` tells assistive
 * technology the current order (only on the column the table is sorted by).
 * @example
 *   <Table.SortHeader direction="descending" onSort={() => setSort("createdAt-asc")}>Дата</Table.SortHeader>
 */
export function TableSortHeader({ direction, onSort, children, align, ...props }: TableSortHeaderProps) {
  const Icon =
    direction === "ascending"
      ? SortAscendingIcon
      : direction === "descending"
        ? SortDescendingIcon
        : SortIcon;
  return (
    <th scope="col" aria-sort={direction} data-align={align} {...props}>
      <button type="button" className={sortButtonClass} onClick={onSort}>
        {children}
        <Icon />
      </button>
    </th>
  );
}
TableSortHeader.displayName = "Table.SortHeader";

// The parts are exported from this module too, so Storybook's docgen draws their props tables;
// the package's entry exports only the `Table` namespace.
/**
 * A data table as parts: `Region` (the scrollable, focusable box), `Root` (the table), `Caption`
 * and `SortHeader`; rows and cells are plain `<tr>`, `<th>` and `<td>`.
 * @example
 *   <Table.Region label="Заказы">
 *     <Table.Root>
 *       <Table.Caption hidden>Заказы</Table.Caption>
 *       <thead><tr><Table.SortHeader direction="ascending" onSort={toggle}>Номер</Table.SortHeader></tr></thead>
 *       <tbody><tr><td>2026-000123</td></tr></tbody>
 *     </Table.Root>
 *   </Table.Region>
 */
export const Table = {
  Region: TableRegion,
  Root: TableRoot,
  Caption: TableCaption,
  SortHeader: TableSortHeader,
};
