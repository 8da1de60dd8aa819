import { useLingui } from "@lingui/react";
import type { ComponentPropsWithoutRef } from "react";
import { css, cx } from "../../styled-system/css";
import { defaultRenderLink, type RenderLink } from "../link/render-link";
import { getPaginationItems } from "./pagination-items";

export interface PaginatorProps extends Omit<ComponentPropsWithoutRef<"nav">, "children"> {
  /** Current page, from 1. */
  page: number;
  pageCount: number;
  /** URL of a page; pages are links so they can be opened in a new tab and crawled. */
  getPageHref: (page: number) => string;
  renderLink?: RenderLink;
  /** Pages shown on each side of the current one (default 1). */
  siblings?: number;
}

const listClass = css({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  gap: "1",
  listStyle: "none",
  m: "0",
  p: "0",
});
const cellClass = css({
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  minW: "control",
  h: "control",
  px: "2",
  borderRadius: "md",
  color: "fg.default",
  textDecoration: "none",
  _hover: { bg: "bg.muted" },
  "&[aria-current=page]": { bg: "primary.solid", color: "primary.contrast", fontWeight: "semibold" },
});

/**
 * Links to the pages of a list: previous, numbers with gaps, next. Renders nothing for one page.
 * @example
 *   <Paginator page={3} pageCount={12} getPageHref={(page) => `?page=${page}`} />
 */
export function Paginator({
  page,
  pageCount,
  getPageHref,
  renderLink = defaultRenderLink,
  siblings = 1,
  className,
  ...props
}: PaginatorProps) {
  const { i18n } = useLingui();
  if (pageCount <= 1) return null;
  const items = getPaginationItems(page, pageCount, siblings);
  const pageLabel = (number: number) =>
    i18n._(/*i18n*/ { id: "ui.paginator.page", message: "Page {number}", values: { number } });
  return (
    <nav
      aria-label={i18n._(/*i18n*/ { id: "ui.paginator.label", message: "Pagination" })}
      className={className}
      {...props}
    >
      <ul className={listClass}>
        {page > 1 ? (
          <li>
            {renderLink({
              href: getPageHref(page - 1),
              className: cellClass,
              "aria-label": i18n._(/*i18n*/ { id: "ui.paginator.previous", message: "Previous page" }),
              children: "‹",
            })}
          </li>
        ) : null}
        {items.map((item, index) =>
          item === "ellipsis" ? (
            <li
              key={index < items.length / 2 ? "gap-start" : "gap-end"}
              aria-hidden="true"
              className={cx(cellClass, css({ _hover: { bg: "transparent" } }))}
            >
              …
            </li>
          ) : (
            <li key={item}>
              {item === page ? (
                <span className={cellClass} aria-current="page">
                  <span className={css({ srOnly: true })}>{pageLabel(item)}</span>
                  <span aria-hidden="true">{item}</span>
                </span>
              ) : (
                renderLink({
                  href: getPageHref(item),
                  className: cellClass,
                  "aria-label": pageLabel(item),
                  children: item,
                })
              )}
            </li>
          ),
        )}
        {page < pageCount ? (
          <li>
            {renderLink({
              href: getPageHref(page + 1),
              className: cellClass,
              "aria-label": i18n._(/*i18n*/ { id: "ui.paginator.next", message: "Next page" }),
              children: "›",
            })}
          </li>
        ) : null}
      </ul>
    </nav>
  );
}
Paginator.displayName = "Paginator";
