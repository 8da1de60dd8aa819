import type { I18n } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { homeCrumb, type TextCrumb } from "../../lib/breadcrumbs";

export interface InfoCrumbs {
  /** The page's own crumb, the last one. */
  breadcrumb: string;
  /** The about pages have "About" between home and their own crumb (SPEC.md section 2). */
  section?: "about";
}

/**
 * The trail of an information or legal page.
 * @example
 *   infoBreadcrumbs(i18n, { breadcrumb: "Контакты", section: "about" }).map((crumb) => crumb.href); // ["/", "/about", undefined]
 */
export function infoBreadcrumbs(i18n: I18n, { breadcrumb, section }: InfoCrumbs): TextCrumb[] {
  return [
    homeCrumb(i18n),
    ...(section === "about"
      ? [{ label: i18n._(msg({ id: "about.breadcrumb", message: "About" })), href: "/about" }]
      : []),
    { label: breadcrumb },
  ];
}
