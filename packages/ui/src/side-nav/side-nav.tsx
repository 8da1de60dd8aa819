import { type ReactNode, useId } from "react";
import { css, cx } from "../../styled-system/css";
import { defaultRenderLink, type RenderLink } from "../link/render-link";

export interface SideNavItem {
  href: string;
  label: ReactNode;
  /** The page being shown; a router link that marks itself (`aria-current="page"`) needs none. */
  current?: boolean;
}

export interface SideNavSection {
  /** A short heading over the section's links; none for a section of its own. */
  title?: string;
  items: readonly SideNavItem[];
}

export interface SideNavProps {
  /** Accessible name of the `<nav>`. */
  label: string;
  sections: readonly SideNavSection[];
  renderLink?: RenderLink;
  className?: string;
}

const navClass = css({ display: "grid", gap: "5" });
const titleClass = css({
  m: "0",
  mb: "1",
  px: "3",
  fontSize: "xs",
  fontWeight: "semibold",
  textTransform: "uppercase",
  letterSpacing: "0.04em",
  color: "fg.muted",
});
const listClass = css({ display: "grid", gap: "0.5", m: "0", p: "0", listStyle: "none" });
// As tall as the kit's controls (40 px, its padding around a line), so an app that raises `control`
// to a finger's 44 px on phones raises the menu's links with it.
const linkClass = css({
  display: "flex",
  alignItems: "center",
  minH: "control",
  px: "3",
  py: "2",
  borderRadius: "md",
  color: "fg.default",
  textDecoration: "none",
  _hover: { bg: "bg.muted" },
  "&[aria-current=page]": { bg: "primary.subtle", color: "primary.text", fontWeight: "semibold" },
});

/**
 * The side navigation of a back-office area: sections of links, the current page marked with
 * `aria-current="page"` (which also styles it).
 * @example
 *   <SideNav label="Панель управления" sections={[{ title: "Продажи", items: [{ href: "/admin/orders", label: "Заказы" }] }]} />
 */
export function SideNav({ label, sections, renderLink = defaultRenderLink, className }: SideNavProps) {
  const idBase = useId();
  return (
    <nav aria-label={label} className={cx(navClass, className)}>
      {sections.map((section, index) => {
        const headingId = section.title ? `${idBase}-${index}` : undefined;
        return (
          <div key={section.title ?? index}>
            {section.title ? (
              <p className={titleClass} id={headingId}>
                {section.title}
              </p>
            ) : null}
            <ul className={listClass} aria-labelledby={headingId}>
              {section.items.map((item) => (
                <li key={item.href}>
                  {renderLink({
                    href: item.href,
                    className: linkClass,
                    children: item.label,
                    ...(item.current ? { "aria-current": "page" as const } : {}),
                  })}
                </li>
              ))}
            </ul>
          </div>
        );
      })}
    </nav>
  );
}
SideNav.displayName = "SideNav";
