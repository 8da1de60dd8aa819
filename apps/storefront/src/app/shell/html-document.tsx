import { useLingui } from "@lingui/react";
import { useHydrated } from "@tanstack/react-router";
import type { ReactNode } from "react";
import { THEME_COLORS, WEB_APP_FILES } from "../web-app";

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
      {/* The web app's tags on the server only: the browser's bundle carries none of them, and
          the tags stay in the document. */}
      <head>
        {import.meta.env.SSR ? (
          <>
            {head}
            <WebAppHead />
          </>
        ) : (
          head
        )}
      </head>
      <body>{children}</body>
    </html>
  );
}

/**
 * What makes the shop installable (docs/storefront/offline.md): the web app manifest, the Apple
 * icon, and the colour of the browser's bar over the shop in each colour mode. Not the router's
 * `head`: it keeps one `<meta>` of a name, and there are two theme colours.
 */
function WebAppHead() {
  return (
    <>
      <link rel="manifest" href={WEB_APP_FILES.manifest} />
      <link rel="apple-touch-icon" href={WEB_APP_FILES.appleTouchIcon} />
      <meta name="theme-color" media="(prefers-color-scheme: light)" content={THEME_COLORS.light} />
      <meta name="theme-color" media="(prefers-color-scheme: dark)" content={THEME_COLORS.dark} />
    </>
  );
}
