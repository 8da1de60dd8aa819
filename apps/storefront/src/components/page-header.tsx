import { useLingui } from "@lingui/react/macro";
import { type BreadcrumbItem, Breadcrumbs, PageHeading } from "@shop/ui";
import { Link } from "@tanstack/react-router";
import type { ReactNode } from "react";

export interface PageHeaderProps {
  /** The page's h1. */
  heading: ReactNode;
  /** From the home page to this one; the last item is the current page. */
  breadcrumbs?: readonly BreadcrumbItem[];
  /** Where the back arrow beside the heading leads. */
  backHref?: string;
}

/** Renders a link of the router, so crumbs and the back arrow navigate without a reload. */
export const routerLink = ({
  href,
  children,
  ...props
}: {
  href: string;
  children: ReactNode;
  className?: string;
}) => (
  <Link to={href} {...props}>
    {children}
  </Link>
);

/**
 * The page properties of SPEC.md section 2 (heading, back link, breadcrumbs) at the top of a page.
 * @example
 *   <PageHeader heading="Контакты" breadcrumbs={[{ label: "Главная", href: "/" }, { label: "О нас", href: "/about" }, { label: "Контакты" }]} />
 */
export function PageHeader({ heading, breadcrumbs, backHref }: PageHeaderProps) {
  const { t } = useLingui();
  return (
    <>
      {breadcrumbs && breadcrumbs.length > 0 ? (
        <Breadcrumbs
          label={t({ id: "page.breadcrumbs", message: "Breadcrumbs" })}
          items={breadcrumbs}
          renderLink={routerLink}
        />
      ) : null}
      <PageHeading backHref={backHref} renderLink={routerLink}>
        {heading}
      </PageHeading>
    </>
  );
}
