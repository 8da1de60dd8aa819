import type { I18n } from "@lingui/core";
import { breadcrumbListJsonLd, jsonLdScripts } from "../../lib/structured-data";
import { uikitBreadcrumbs } from "./uikit-breadcrumbs";

/**
 * The JSON-LD scripts of the UI kit: the breadcrumbs it shows. The route's loader imports this
 * module lazily, outside the entry chunk.
 * @example
 *   uikitHeadScripts(i18n, "https://shop.example"); // one BreadcrumbList
 */
export const uikitHeadScripts = (i18n: I18n, origin: string) =>
  jsonLdScripts(breadcrumbListJsonLd(uikitBreadcrumbs(i18n), origin));
