import { useLingui } from "@lingui/react";
import { useHydrated } from "@tanstack/react-router";
import type { ReactNode } from "react";

export interface HtmlDocumentProps {
  /** What goes in `<head>` (the router's `HeadContent`). */
  head: ReactNode;
  /** What goes in `<body>`. */
  children: ReactNode;
}

/**
 * The `<html>` element of every page, in the language of its text: `lang` is the active locale of the
 * `I18nProvider` above it, so the server renders it from the locale the page is rendered in, the
 * browser hydrates it from the same locale (the router's hydration activates the server's before React
 * starts), and it follows each switch of the language as the text does. A screen reader picks its
 * voice by it (WCAG 3.1.1); nothing else writes it.
 *
 * `data-hydrated` appears once React has hydrated the document's shell (its page content follows
 * at once, or the moment input reaches it): the public sign that the app runs, for styles and for
 * tests that begin inside the running app.
 * @example
 *   <I18nProvider i18n={i18n}>
 *     <HtmlDocument head={<HeadContent />}>{page}</HtmlDocument>
 *   </I18nProvider>
 */
export function HtmlDocument({ head, children }: HtmlDocumentProps) {
  const { i18n } = useLingui();
  const hydrated = useHydrated();
  return (
    // The colour-mode script sets data-color-mode and color-scheme on <html> before React hydrates.
    <html lang={i18n.locale} data-hydrated={hydrated ? "" : undefined} suppressHydrationWarning>
      <head>{head}</head>
      <body>{children}</body>
    </html>
  );
}
