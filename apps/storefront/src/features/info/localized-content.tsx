import { useLingui } from "@lingui/react";
import { DEFAULT_LOCALE, type Locale } from "@shop/i18n";
import type { ComponentType } from "react";

// Why the long texts of the info and legal pages are per-locale content modules, not Lingui
// messages: both compiled catalogs ship in the entry chunk of every page, so pages of prose there
// would weigh on the first load of `/` (110 KB budget); a content module is code-split with its
// route and loads only when its page opens. Prose with headings, lists and links also reads and
// reviews better as a document than as dozens of message fragments. Titles and breadcrumb labels
// stay Lingui messages (`about.*`, `legal.*`): they are short and used outside the page body.

/**
 * A page body per locale. Russian, the interface language, is required and stands in for a locale
 * without its own text.
 */
export type LocalizedContent = { [DEFAULT_LOCALE.code]: ComponentType } & Partial<
  Record<Locale, ComponentType>
>;

/**
 * Renders the body for the active locale.
 * @example
 *   <LocalizedContentView content={{ ru: ContactsRu }} />
 */
export function LocalizedContentView({ content }: { content: LocalizedContent }) {
  const { i18n } = useLingui();
  const Content = content[i18n.locale as Locale] ?? content[DEFAULT_LOCALE.code];
  return <Content />;
}
