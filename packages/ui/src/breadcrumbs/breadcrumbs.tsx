import type { ComponentPropsWithoutRef, ReactNode } from "react";
import { css, cx } from "../../styled-system/css";

const listClass = css({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  gap: "1",
  listStyle: "none",
  m: "0",
  p: "0",
  fontSize: "sm",
  color: "fg.muted",
  "& li:not(:last-child)::after": { content: '"/"', ms: "1", color: "fg.subtle" },
  "& a": {
    color: "fg.muted",
    textDecoration: "none",
    _hover: { color: "primary.text", textDecoration: "underline" },
  },
  "& [aria-current=page]": { color: "fg.default" },
});

export interface BreadcrumbItem {
  label: ReactNode;
  /** Target of the crumb; the last crumb is the current page and never a link. */
  href?: string;
}

export interface BreadcrumbsProps extends Omit<ComponentPropsWithoutRef<"nav">, "children"> {
  items: readonly BreadcrumbItem[];
  /** Accessible name of the navigation landmark (localised by the caller). */
  label: string;
  /** Renders a link; lets a router supply its own `<Link>`. */
  renderLink?: (item: { href: string; children: ReactNode }) => ReactNode;
}

const defaultRenderLink = ({ href, children }: { href: string; children: ReactNode }) => (
  <a href={href}>{children}</a>
);

/**
 * The trail from the home page to the current one. The last item is plain text marked as the
 * current page.
 * @example
 *   <Breadcrumbs label="Навигация" items={[{ label: "Главная", href: "/" }, { label: "О нас" }]} />
 */
export function Breadcrumbs({
  items,
  label,
  renderLink = defaultRenderLink,
  className,
  ...navProps
}: BreadcrumbsProps) {
  return (
    <nav aria-label={label} className={cx(css({ mb: "4" }), className)} {...navProps}>
      <ol className={listClass}>
        {items.map((item, index) => {
          const isLast = index === items.length - 1;
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: crumbs are positional; labels may repeat.
            <li key={index}>
              {isLast || item.href === undefined ? (
                <span aria-current={isLast ? "page" : undefined}>{item.label}</span>
              ) : (
                renderLink({ href: item.href, children: item.label })
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
Breadcrumbs.displayName = "Breadcrumbs";
