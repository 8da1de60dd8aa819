import { useLingui } from "@lingui/react/macro";
import type { BreadcrumbItem } from "@shop/ui";
import type { ReactNode } from "react";
import { css } from "../../../styled-system/css";
import { PageHeader } from "../../components/page-header";
import { adminTitles } from "./admin-titles";

export interface AdminPageProps {
  heading: string;
  /** The crumbs after "Admin panel"; the last is this screen. */
  breadcrumbs: readonly BreadcrumbItem[];
  backHref?: string;
  /** Beside the heading: "New status" and the like. */
  actions?: ReactNode;
  children: ReactNode;
}

const topClass = css({
  display: "flex",
  flexWrap: "wrap",
  gap: "4",
  alignItems: "flex-end",
  justifyContent: "space-between",
});

/**
 * A screen of the admin panel: crumbs from the panel's start, back link, heading, actions, content.
 * @example
 *   <AdminPage heading="Статусы заказов" breadcrumbs={[{ label: "Статусы заказов" }]} actions={<NewButton />}>…</AdminPage>
 */
export function AdminPage({ heading, breadcrumbs, backHref, actions, children }: AdminPageProps) {
  const { t } = useLingui();
  return (
    <>
      <div className={topClass}>
        <div className={css({ minW: "0" })}>
          <PageHeader
            heading={heading}
            breadcrumbs={[{ label: t(adminTitles.panel), href: "/admin" }, ...breadcrumbs]}
            backHref={backHref}
          />
        </div>
        {actions ? <div className={css({ mb: "6" })}>{actions}</div> : null}
      </div>
      {children}
    </>
  );
}
