import type { I18n } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { homeCrumb, type TextCrumb } from "../../lib/breadcrumbs";

/** The trail of the UI kit: home, then the kit. */
export const uikitBreadcrumbs = (i18n: I18n): TextCrumb[] => [
  homeCrumb(i18n),
  { label: i18n._(msg({ id: "uikit.title", message: "UI kit" })) },
];
