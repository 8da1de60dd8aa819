import { useLingui } from "@lingui/react/macro";
import type { Menu } from "@shop/api-client";
import { Link, useNavigate } from "@tanstack/react-router";
import { type FormEvent, type ReactNode, useId } from "react";
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
// minW 0 down the chain: a text input's own width (about 20 characters) must not hold the row
// wider than a 320 px phone.
const searchClass = css({
  flex: "1 1 16rem",
  minW: "0",
  display: "flex",
  gap: "2",
  order: { base: "3", md: "0" },
});
const inputClass = css({
  flex: "1",
  minW: "0",
  h: "control",
  px: "3",
  borderWidth: "1px",
  borderColor: "border.default",
  borderRadius: "md",
  bg: "bg.canvas",
  color: "fg.default",
});
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
const searchButtonClass = css({
  h: "control",
  px: "4",
  borderRadius: "md",
  bg: "primary.solid",
  color: "primary.contrast",
  cursor: "pointer",
});

export interface SiteHeaderProps {
  catalogMenu: Menu | undefined;
  authorised: boolean;
  /** Staff get a link into the admin panel. */
  staff?: boolean;
  /** The cart link's badge (the cart feature draws it). */
  cartBadge: ReactNode;
  /** Above the bar: the admin panel's notice while the tab is in it. */
  notice?: ReactNode;
}

/** Brand, search box, cart and account links, and the catalog menu from the session. */
export function SiteHeader({ catalogMenu, authorised, staff = false, cartBadge, notice }: SiteHeaderProps) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const searchId = useId();

  const submitSearch = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const q = String(new FormData(event.currentTarget).get("q") ?? "").trim();
    void navigate({ to: "/search", search: q ? { q } : {} });
  };

  return (
    <header className={headerClass}>
      {notice}
      <div className={barClass}>
        <Link to="/" className={brandClass}>
          {brandName()}
        </Link>
        <search className={searchClass}>
          <form
            action="/search"
            className={css({ display: "flex", gap: "2", flex: "1", minW: "0" })}
            onSubmit={submitSearch}
          >
            <label htmlFor={searchId} className={css({ srOnly: true })}>
              {t({ id: "header.search.label", message: "Search the catalog" })}
            </label>
            <input
              id={searchId}
              name="q"
              type="search"
              className={inputClass}
              placeholder={t({ id: "header.search.placeholder", message: "Tea, coffee, teapots…" })}
              autoComplete="off"
            />
            <button type="submit" className={searchButtonClass}>
              {t({ id: "header.search.submit", message: "Find" })}
            </button>
          </form>
        </search>
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
