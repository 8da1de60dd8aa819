import { useLingui } from "@lingui/react/macro";
import type { Menu } from "@shop/api-client";
import { Link } from "@tanstack/react-router";
import type { ReactNode } from "react";
import { css } from "../../../styled-system/css";
import { brandName } from "../../lib/page-title";

const headerClass = css({ bg: "bg.surface", borderBottomWidth: "1px", borderColor: "border.default" });
const barClass = css({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  gap: { base: "3", md: "6" },
  maxW: "page",
  mx: "auto",
  px: { base: "4", md: "6" },
  py: "3",
});
const brandClass = css({ fontSize: "xl", fontWeight: "bold", color: "primary.text", textDecoration: "none" });
const actionsClass = css({ display: "flex", alignItems: "center", gap: "4", ml: "auto" });
const actionLinkClass = css({
  display: "inline-flex",
  alignItems: "center",
  gap: "1",
  color: "fg.default",
  textDecoration: "none",
  _hover: { color: "primary.text" },
});
const menuClass = css({
  maxW: "page",
  mx: "auto",
  px: { base: "4", md: "6" },
  display: "flex",
  gap: "5",
  overflowX: "auto",
  listStyle: "none",
  m: "0",
  py: "2",
});
const menuLinkClass = css({
  color: "fg.muted",
  textDecoration: "none",
  whiteSpace: "nowrap",
  _hover: { color: "primary.text" },
  "&[data-status=active]": { color: "primary.text", fontWeight: "semibold" },
});
export interface SiteHeaderProps {
  catalogMenu: Menu | undefined;
  authorised: boolean;
  /** Staff get a link into the admin panel. */
  staff?: boolean;
  /** The cart link's badge (the cart feature draws it). */
  cartBadge: ReactNode;
  /** The search box (the search feature draws it, with its suggestions). */
  search: ReactNode;
  /** Above the bar: the admin panel's notice while the tab is in it. */
  notice?: ReactNode;
}

/** Brand, search box, cart and account links, and the catalog menu from the session. */
export function SiteHeader({
  catalogMenu,
  authorised,
  staff = false,
  cartBadge,
  search,
  notice,
}: SiteHeaderProps) {
  const { t } = useLingui();

  return (
    <header className={headerClass}>
      {notice}
      <div className={barClass}>
        <Link to="/" className={brandClass}>
          {brandName()}
        </Link>
        {search}
        <div className={actionsClass}>
          {staff ? (
            <Link to="/admin" className={actionLinkClass}>
              {t({ id: "header.adminPanel", message: "Admin panel" })}
            </Link>
          ) : null}
          <Link to="/cart" className={actionLinkClass}>
            {t({ id: "header.cart", message: "Cart" })}
            {cartBadge}
          </Link>
          <Link to={authorised ? "/my" : "/auth/login"} className={actionLinkClass}>
            {authorised
              ? t({ id: "header.account", message: "Account" })
              : t({ id: "header.login", message: "Log in" })}
          </Link>
        </div>
      </div>
      {catalogMenu && catalogMenu.items.length > 0 ? (
        <nav aria-label={catalogMenu.title}>
          <ul className={menuClass}>
            {catalogMenu.items.map((item) => (
              <li key={item.url}>
                <Link to={item.url} className={menuLinkClass}>
                  {item.title}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
    </header>
  );
}
