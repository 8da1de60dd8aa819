import type { I18n } from "@lingui/core";
import { breadcrumbListJsonLd, jsonLdScripts } from "../../lib/structured-data";
import { type InfoCrumbs, infoBreadcrumbs } from "./info-breadcrumbs";

/**
 * The JSON-LD scripts of an information or legal page: the breadcrumbs it shows.
 * @example
 *   infoHeadScripts(i18n, { breadcrumb: "Контакты", section: "about", origin }); // one BreadcrumbList
 */
export function infoHeadScripts(i18n: I18n, { origin, ...crumbs }: InfoCrumbs & { origin: string }) {
  return jsonLdScripts(breadcrumbListJsonLd(infoBreadcrumbs(i18n, crumbs), origin));
}
