import { useLingui } from "@lingui/react/macro";
import type { Menu } from "@shop/api-client";
import { ThemeSwitcher } from "@shop/ui";
import { Link } from "@tanstack/react-router";
import { css } from "../../../styled-system/css";
import { brandName } from "../../lib/page-title";
import { LanguageSwitch } from "./language-switch";

const footerClass = css({
  bg: "bg.surface",
  borderTopWidth: "1px",
  borderColor: "border.default",
  mt: "auto",
});
const innerClass = css({
  maxW: "page",
  mx: "auto",
  px: { base: "4", md: "6" },
  py: "8",
  display: "grid",
  gap: "6",
  gridTemplateColumns: { base: "1fr", md: "repeat(3, 1fr)" },
});
const listClass = css({ listStyle: "none", m: "0", p: "0", display: "grid", gap: "2" });
const headingClass = css({ fontSize: "sm", fontWeight: "semibold", mb: "3", color: "fg.default" });
const linkClass = css({ color: "fg.muted", textDecoration: "none", _hover: { color: "primary.text" } });

function FooterMenu({ menu }: { menu: Menu }) {
  return (
    <nav aria-label={menu.title}>
      <h2 className={headingClass}>{menu.title}</h2>
      <ul className={listClass}>
        {menu.items.map((item) => (
          <li key={item.url}>
            <Link to={item.url} className={linkClass}>
              {item.title}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

export interface SiteFooterProps {
  infoMenu: Menu | undefined;
  legalMenu: Menu | undefined;
}

/** Info and legal links from the session menus, the colour-mode and language switches, the brand line. */
export function SiteFooter({ infoMenu, legalMenu }: SiteFooterProps) {
  const { t } = useLingui();
  const year = new Date().getFullYear();
  return (
    <footer className={footerClass}>
      <div className={innerClass}>
        {infoMenu ? <FooterMenu menu={infoMenu} /> : null}
        {legalMenu ? <FooterMenu menu={legalMenu} /> : null}
        <div className={css({ display: "grid", gap: "3", alignContent: "start" })}>
          <ThemeSwitcher />
          <LanguageSwitch />
          <p className={css({ color: "fg.muted", fontSize: "sm", m: "0" })}>
            {t({ id: "footer.copyright", message: `© ${year} ${brandName()}` })}
          </p>
        </div>
      </div>
    </footer>
  );
}
