import { useLingui } from "@lingui/react/macro";
import { SideNav, type ToasterStore } from "@shop/ui";
import type { ReactNode } from "react";
import { routerLink } from "../../components/page-header";
import { TwoColumns } from "../../components/two-columns";
import { isAdmin } from "../../lib/app-mode";
import { useSession } from "../../lib/session";
import { adminTitles, INTL_LISTS } from "./admin-titles";
import { AdminToasterProvider } from "./resource/admin-notices";

/**
 * The admin panel's frame: its menu in the side column (sales, catalog, reference lists, and for
 * administrators the audit log), the screen beside it. Router links mark the section being shown
 * (`aria-current`).
 */
export function AdminLayout({ toaster, children }: { toaster: ToasterStore; children: ReactNode }) {
  const { t } = useLingui();
  const label = t(adminTitles.panel);
  const administrator = isAdmin(useSession().user);
  return (
    <AdminToasterProvider value={toaster}>
      <TwoColumns
        asideLabel={label}
        aside={
          <SideNav
            label={label}
            renderLink={routerLink}
            sections={[
              {
                title: t({ id: "admin.menu.sales", message: "Sales" }),
                items: [
                  { href: "/admin/orders", label: t(adminTitles.orders) },
                  { href: "/admin/order-statuses", label: t(adminTitles.orderStatuses) },
                  { href: "/admin/sales-channels", label: t(adminTitles.salesChannels) },
                  { href: "/admin/trading-contracts", label: t(adminTitles.tradingContracts) },
                ],
              },
              {
                title: t({ id: "admin.menu.catalog", message: "Catalog" }),
                items: [
                  { href: "/admin/products", label: t(adminTitles.products) },
                  { href: "/admin/categories", label: t(adminTitles.categories) },
                  { href: "/admin/imports", label: t(adminTitles.imports) },
                  { href: "/admin/translations", label: t(adminTitles.translations) },
                ],
              },
              {
                title: t({ id: "admin.menu.intl", message: "Reference lists" }),
                items: INTL_LISTS.map((list) => ({
                  href: `/admin/intl/${list}`,
                  label: t(adminTitles[list]),
                })),
              },
              ...(administrator
                ? [
                    {
                      title: t({ id: "admin.menu.administration", message: "Administration" }),
                      items: [{ href: "/admin/audit-log", label: t(adminTitles.auditLog) }],
                    },
                  ]
                : []),
            ]}
          />
        }
      >
        {children}
      </TwoColumns>
    </AdminToasterProvider>
  );
}
