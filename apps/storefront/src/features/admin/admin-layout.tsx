import { useLingui } from "@lingui/react/macro";
import { Button, type RenderLink, SideNav, type SideNavSection, type ToasterStore } from "@shop/ui";
import { Link } from "@tanstack/react-router";
import { type ReactNode, useCallback, useEffect, useId, useRef, useState } from "react";
import { css } from "../../../styled-system/css";
import { routerLink } from "../../components/page-header";
import { isAdmin } from "../../lib/app-mode";
import { useEarlyForm } from "../../lib/early-form";
import { useSession } from "../../lib/session";
import { adminTitles, INTL_LISTS } from "./admin-titles";
import { adminTouchClass } from "./admin-touch";
import { AdminToasterProvider } from "./resource/admin-notices";
import { LeaveGuardProvider } from "./resource/leave-guard";

// Below md (SPEC.md's phones and small tablets) the menu is a drawer behind a button in a bar that
// stays at the top of the screen; from md on it is the side column it always was. Both are drawn by
// CSS alone, so the server's HTML is right for either screen before anything hydrates.
const gridClass = css({
  display: "grid",
  gap: "6",
  gridTemplateColumns: { base: "minmax(0, 1fr)", md: "16rem 1fr" },
});
const asideClass = css({ display: { base: "none", md: "block" } });
const menuBarClass = css({
  display: { base: "flex", md: "none" },
  alignItems: "center",
  gap: "3",
  position: "sticky",
  insetBlockStart: "0",
  // Under the drawer, the dialogs and the toasts; over the page it scrolls past.
  zIndex: "10",
  mx: "-4",
  px: "4",
  py: "2",
  bg: "bg.canvas",
  borderBottomWidth: "1px",
  borderBottomStyle: "solid",
  borderColor: "border.default",
});
// Under the bar, over the screen, as tall as the screen leaves it (scrolling inside when longer).
const menuPanelClass = css({
  position: "absolute",
  insetBlockStart: "100%",
  insetInline: "0",
  maxH: "calc(100dvh - 4rem)",
  overflowY: "auto",
  overscrollBehavior: "contain",
  p: "4",
  bg: "bg.surface",
  borderBottomWidth: "1px",
  borderBottomStyle: "solid",
  borderColor: "border.default",
  boxShadow: "lg",
});

/**
 * The admin panel's frame: its menu (sales, catalog, reference lists, and for administrators the
 * audit log) in the side column, or on a phone behind the «Меню» button of a bar kept at the top; the screen
 * beside or under it. Router links mark the section being shown (`aria-current`).
 */
export function AdminLayout({ toaster, children }: { toaster: ToasterStore; children: ReactNode }) {
  const { t } = useLingui();
  const label = t(adminTitles.panel);
  const administrator = isAdmin(useSession().user);
  const sections: SideNavSection[] = [
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
      items: INTL_LISTS.map((list) => ({ href: `/admin/intl/${list}`, label: t(adminTitles[list]) })),
    },
    ...(administrator
      ? [
          {
            title: t({ id: "admin.menu.administration", message: "Administration" }),
            items: [{ href: "/admin/audit-log", label: t(adminTitles.auditLog) }],
          },
        ]
      : []),
  ];
  return (
    <AdminToasterProvider value={toaster}>
      <div className={adminTouchClass} data-testid="admin-panel">
        <div className={menuBarClass}>
          <PhoneMenu label={label} sections={sections} />
        </div>
        <div className={gridClass}>
          <aside aria-label={label} className={asideClass}>
            <SideNav label={label} renderLink={routerLink} sections={sections} />
          </aside>
          <div className={css({ minW: "0" })}>
            <LeaveGuardProvider>{children}</LeaveGuardProvider>
          </div>
        </div>
      </div>
    </AdminToasterProvider>
  );
}

/**
 * The menu on a phone: a disclosure (WAI-ARIA APG) under the bar. Its button says whether it is open
 * (`aria-expanded`); Escape closes it and gives the focus back to the button, so does a tapped item
 * as it navigates (the current page's too) — the router starts the new screen at the top; a tap
 * elsewhere closes it. Not a modal dialog: the kit's is Ark UI's, whose runtime in this route's
 * chunk split the shared chunks the shop's first load names (+37 B over its budget), for a menu
 * that needs no focus trap. Its button is a form's, so a tap before hydration opens it too.
 */
function PhoneMenu({ label, sections }: { label: string; sections: readonly SideNavSection[] }) {
  const { t } = useLingui();
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const button = useRef<HTMLButtonElement>(null);
  const root = useRef<HTMLDivElement>(null);
  const closeToButton = useCallback(() => {
    setOpen(false);
    button.current?.focus();
  }, []);
  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === "Escape") closeToButton();
    };
    document.addEventListener("pointerdown", onPointerDown);
    document.addEventListener("keydown", onKeyDown);
    return () => {
      document.removeEventListener("pointerdown", onPointerDown);
      document.removeEventListener("keydown", onKeyDown);
    };
  }, [open, closeToButton]);
  // The button is a form's: a tap before the panel has hydrated is replayed by React once it has
  // (lib/early-form.ts), where a click handler would lose it.
  const toggle = useEarlyForm(() => setOpen((wasOpen) => !wasOpen));
  const closingLink: RenderLink = ({ href, children, ...props }) => (
    <Link to={href} onClick={closeToButton} {...props}>
      {children}
    </Link>
  );
  return (
    <div ref={root} className={css({ flex: "1" })}>
      <form {...toggle}>
        <Button
          ref={button}
          type="submit"
          variant="outline"
          color="secondary"
          aria-expanded={open}
          aria-controls={menuId}
        >
          {t({ id: "admin.menu.open", message: "Menu" })}
        </Button>
      </form>
      <div id={menuId} hidden={!open} className={menuPanelClass}>
        {open ? <SideNav label={label} renderLink={closingLink} sections={sections} /> : null}
      </div>
    </div>
  );
}
