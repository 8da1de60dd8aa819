import type { I18n } from "@lingui/core";
import { msg } from "@lingui/core/macro";

/** A crumb as text: what the page header shows and what the page's `BreadcrumbList` names. */
export interface TextCrumb {
  label: string;
  /** The crumb's page; none for the current page, the last crumb. */
  href?: string;
}

const homeLabel = msg({ id: "breadcrumbs.home", message: "Home" });
const catalogLabel = msg({ id: "catalog.title", message: "Catalog" });

/** The first crumb of every trail: the home page. */
export const homeCrumb = (i18n: I18n): TextCrumb => ({ label: i18n._(homeLabel), href: "/" });

/**
 * The trail of a catalog listing, and the start of a product's: home, the catalog, then each
 * category down to the last one (a link too: the listing's filters and pages lead back to it).
 * @example
 *   catalogBreadcrumbs(i18n, [{ path: "tea", title: "Чай" }]).map((crumb) => crumb.href); // ["/", "/catalog", "/catalog/tea"]
 */
export function catalogBreadcrumbs(
  i18n: I18n,
  categories: readonly { path: string; title: string }[],
): TextCrumb[] {
  return [
    homeCrumb(i18n),
    { label: i18n._(catalogLabel), href: "/catalog" },
    ...categories.map((category) => ({ label: category.title, href: `/catalog/${category.path}` })),
  ];
}
