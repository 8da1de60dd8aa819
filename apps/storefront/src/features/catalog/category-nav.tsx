import { useLingui } from "@lingui/react/macro";
import type { Category } from "@shop/api-client";
import { Link } from "@tanstack/react-router";
import { css } from "../../../styled-system/css";

const listClass = css({ display: "grid", gap: "1", listStyle: "none", m: "0", p: "0" });
const linkClass = css({
  display: "flex",
  justifyContent: "space-between",
  gap: "2",
  px: "3",
  py: "2",
  borderRadius: "md",
  color: "fg.default",
  textDecoration: "none",
  _hover: { bg: "bg.muted", color: "primary.text" },
});
const upLinkClass = css({
  color: "fg.muted",
  textDecoration: "none",
  fontSize: "sm",
  _hover: { color: "primary.text" },
});

export interface CategoryNavProps {
  /** The category shown; null for the catalog's root. */
  current: Category | null;
  /** Its parent; null at the top level. */
  parent: Category | null;
  /** Its direct children. */
  subcategories: readonly Category[];
  headingId: string;
}

/** The way down the category tree from here (children with their counts), and one level up. */
export function CategoryNav({ current, parent, subcategories, headingId }: CategoryNavProps) {
  const { t } = useLingui();
  const parentTitle = parent?.title ?? t({ id: "catalog.title", message: "Catalog" });
  return (
    <nav aria-labelledby={headingId} className={css({ display: "grid", gap: "2" })}>
      <h2 id={headingId} className={css({ fontWeight: "semibold", fontSize: "lg" })}>
        {t({ id: "catalog.categories.heading", message: "Categories" })}
      </h2>
      {current ? (
        <Link to="/catalog/$" params={{ _splat: parent?.path ?? "" }} className={upLinkClass}>
          {t({ id: "catalog.categories.up", message: `← ${parentTitle}` })}
        </Link>
      ) : null}
      {subcategories.length > 0 ? (
        <ul className={listClass} data-testid="subcategories">
          {subcategories.map((category) => (
            <li key={category.id}>
              <Link to="/catalog/$" params={{ _splat: category.path }} className={linkClass}>
                <span>{category.title}</span>
                <span className={css({ color: "fg.muted", fontSize: "sm" })}>{category.productCount}</span>
              </Link>
            </li>
          ))}
        </ul>
      ) : null}
    </nav>
  );
}
