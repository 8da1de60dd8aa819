import type { I18n } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { homeCrumb, type TextCrumb } from "../../lib/breadcrumbs";

/** The trail of the search page: home, then the search itself. */
export const searchBreadcrumbs = (i18n: I18n): TextCrumb[] => [
  homeCrumb(i18n),
  { label: i18n._(msg({ id: "search.heading", message: "Search" })) },
];
