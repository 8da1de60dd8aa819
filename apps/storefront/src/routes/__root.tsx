import type { I18n } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { I18nProvider } from "@lingui/react";
import { loadCatalog } from "@shop/i18n";
import { earlyPressScript, LOADING_BAR_DEFAULTS, LoadingBar, quantityFieldScript } from "@shop/ui";
import { colorModeScript } from "@shop/ui/theme-script";
import type { QueryClient } from "@tanstack/react-query";
import {
  createRootRouteWithContext,
  type ErrorComponentProps,
  HeadContent,
  Outlet,
  redirect,
  Scripts,
  useMatches,
  useRouter,
  useRouterState,
} from "@tanstack/react-router";
import { type createStore, Provider as JotaiProvider, useAtomValue } from "jotai";
import { type ReactNode, useEffect } from "react";
import { restoreTabMode } from "../app/admin-mode";
import { earlyFormsScript } from "../app/early-forms";
import { reportFailedStart } from "../app/failed-start";
import { fatalErrorAtom } from "../app/fatal-error";
import { HtmlDocument } from "../app/shell/html-document";
import { ErrorContent, errorTitle, NotFound, RouteError } from "../app/shell/route-errors";
import { SiteLayout } from "../app/shell/site-layout";
import { ToastRegion } from "../app/shell/toast-region";
import { toaster } from "../app/toaster";
import { appModeAtom, isAdminPath, modeForPath } from "../lib/app-mode";
import { config } from "../lib/config";
import { guard } from "../lib/guard";
import { pageCacheControl, pageOrigin, rememberVisitorLocale } from "../lib/page-request";
import { brandName, pageTitle } from "../lib/page-title";
import { sessionQueryOptions } from "../lib/session";
import { rememberDeviceTimeZone } from "../lib/time-zone";
import "../app/layout-name";
// The page's styles: Panda's layers (the reset, the tokens and the atomic rules the app and @shop/ui use).
import "../index.css";

export interface RouterContext {
  queryClient: QueryClient;
  /** The app's jotai store: the tab's in the browser, the request's on the server. */
  store: ReturnType<typeof createStore>;
  /** The visitor's Lingui instance. */
  i18n: I18n;
}

const shopDescription = msg({
  id: "meta.description",
  message: "Loose-leaf tea, coffee, sweets and teaware with delivery across Russia",
});

export const Route = createRootRouteWithContext<RouterContext>()({
  // Every navigation, on the server for the first page and in the browser after it: the session of
  // the mode first (loaded once, then cached; reloaded once invalidated), then the guard of SPEC.md
  // section 2. A failed session load fails the page and shows the error screen.
  beforeLoad: async ({ context, location, matches, preload }) => {
    const { queryClient, store, i18n } = context;
    rememberVisitorLocale(i18n.locale);
    // The page's own messages (`staticData.messages`) load beside the session, not after it; a
    // failure surfaces below, where they are awaited (not as an unhandled rejection if the session
    // fails first).
    const messages = matches.flatMap((match) => match.staticData.messages ?? []);
    const catalogs = Promise.all(messages.map((name) => loadCatalog(i18n, name)));
    catalogs.catch(() => undefined);
    let mode = modeForPath(location.pathname, store.get(appModeAtom));
    // Hovering a link preloads its page: that must not switch the tab's mode.
    if (!preload) store.set(appModeAtom, mode);
    // The session is what the page starts from: a failure to load it is a failed start, reported
    // and thrown on to the error screen (a preload's failure is the hovered page's, not this one's).
    const loadSession = (of: typeof mode) =>
      queryClient.fetchQuery(sessionQueryOptions(of)).catch((error: unknown) => {
        if (!preload) void reportFailedStart(error, config.analytics);
        throw error;
      });
    let session = await loadSession(mode);
    if (mode === "admin-panel" && !session.application.adminPanel && !isAdminPath(location.pathname)) {
      // Logged out, or not staff (any more): outside the panel's own pages, back to the shop.
      mode = "shop";
      if (!preload) store.set(appModeAtom, mode);
      session = await loadSession(mode);
    }
    const decision = guard({
      pathname: location.pathname,
      href: location.href,
      authorised: session.authorized,
      // Only the root matched: an unknown page, which answers 404 to everyone rather than a login.
      knownPage: matches.length > 1,
      anonymousPages: config.anonymousPages,
    });
    if (decision) throw redirect({ ...decision, replace: true });
    await catalogs;
    // The first page's context travels to the browser with it: its head is the same there.
    return { session, origin: pageOrigin() };
  },
  // Only what anyone may see is cacheable: a page of the account, checkout or the panel, or any
  // page rendered for a signed-in visitor, is the visitor's own.
  headers: ({ matches }) => ({
    "Cache-Control": pageCacheControl({
      pathname: matches.at(-1)?.pathname ?? "/",
      authorised: Boolean(matches[0]?.context.session?.authorized),
    }),
  }),
  head: ({ matches, match }) => {
    // Only the root matched: no route has this URL. Otherwise a loader's notFound() or error. A
    // notFound() that reaches the root's boundary (a route without a notFoundComponent of its own,
    // as the server renders it) marks the root match `_notFound` and leaves its status "success".
    const failed =
      matches.length === 1
        ? 404
        : matches.some((match) => match.status === "notFound" || match._notFound)
          ? 404
          : matches.some((match) => match.status === "error")
            ? 500
            : undefined;
    const { i18n, origin = "" } = match.context;
    const title = pageTitle(failed === undefined ? undefined : errorTitle(i18n, failed));
    const description = i18n._(shopDescription);
    const page = matches.at(-1);
    // One address per page for search engines: the path, the query of search results, and the page
    // number of a listing; filters and sort orders are the same page.
    const search = page?.search as { page?: unknown; q?: unknown } | undefined;
    const canonicalSearch = new URLSearchParams();
    if (typeof search?.q === "string" && search.q !== "") canonicalSearch.set("q", search.q);
    const pageNumber = Number(search?.page ?? 1);
    if (pageNumber > 1) canonicalSearch.set("page", String(pageNumber));
    const query = canonicalSearch.toString();
    // An index route's match ends in a slash (`/about/`); the page's address has none.
    const pathname = page?.pathname.replace(/(.)\/+$/, "$1") ?? "/";
    const canonical = `${origin}${pathname}${query ? `?${query}` : ""}`;
    return {
      // A page's own tags (a product's description, Open Graph) replace these defaults of the shop.
      meta: [
        { charSet: "utf-8" },
        { name: "viewport", content: "width=device-width, initial-scale=1" },
        { title },
        { name: "description", content: description },
        { property: "og:site_name", content: brandName() },
        { property: "og:type", content: "website" },
        // A missing or failed page has no address of its own to name, and is not for an index.
        ...(failed === undefined
          ? [{ property: "og:url", content: canonical }]
          : [{ name: "robots", content: "noindex" }]),
      ],
      links: failed === undefined ? [{ rel: "canonical", href: canonical }] : [],
      // Before the first paint: the colour mode, so the page never flashes the other one, and the
      // help forms need before they have hydrated (app/early-forms.ts; the UI kit brings its own:
      // the quantity field's arrow keys, and the presses on its triggers, held until they have
      // hydrated). They run once per document, from the server's HTML:
      // the browser's bundle does not carry their text (React leaves the head's scripts it does
      // not render in place as it hydrates, and the router adds none).
      scripts: import.meta.env.SSR
        ? [
            { children: colorModeScript },
            { children: earlyFormsScript },
            { children: quantityFieldScript },
            { children: earlyPressScript },
          ]
        : [],
    };
  },
  shellComponent: RootDocument,
  component: RootComponent,
  notFoundComponent: NotFound,
  errorComponent: RootError,
});

/**
 * The HTML document around every page, error screens included, inside the visitor's Lingui instance:
 * the document's language is the text's (HtmlDocument).
 */
function RootDocument({ children }: { children: ReactNode }) {
  const { i18n, store } = Route.useRouteContext();
  return (
    <I18nProvider i18n={i18n}>
      <HtmlDocument head={<HeadContent />}>
        <JotaiProvider store={store}>{children}</JotaiProvider>
        <Scripts />
      </HtmlDocument>
    </I18nProvider>
  );
}

function Chrome({ children }: { children: ReactNode }) {
  const loading = useRouterState({ select: (state) => state.isLoading });
  const router = useRouter();
  // After hydration: a tab that was in the admin panel before a reload goes back into it.
  useEffect(() => restoreTabMode(router), [router]);
  useEffect(rememberDeviceTimeZone, []);
  return (
    <>
      <LoadingBar loading={loading} {...LOADING_BAR_DEFAULTS} />
      {children}
      <ToastRegion toaster={toaster} />
    </>
  );
}

function RootComponent() {
  const { session } = Route.useRouteContext();
  const fatalError = useAtomValue(fatalErrorAtom);
  // A failed page is drawn in the error layout: an error, a loader's notFound(), or no route for the
  // URL at all (the root match marked `_notFound`, its status left "success").
  const layout = useMatches({
    select: (matches) =>
      matches.some((match) => match.status === "error" || match.status === "notFound" || match._notFound)
        ? "error"
        : (matches.at(-1)?.staticData.layout ?? "default"),
  });
  return (
    <Chrome>
      <SiteLayout layout={fatalError ? "error" : layout} session={session}>
        {fatalError ? <ErrorContent error={fatalError} authorised={session.authorized} /> : <Outlet />}
      </SiteLayout>
    </Chrome>
  );
}

// The root's own failure (the session did not load) has no frame around it yet: draw it here.
function RootError(props: ErrorComponentProps) {
  return (
    <Chrome>
      <SiteLayout layout="error" session={undefined}>
        <RouteError {...props} />
      </SiteLayout>
    </Chrome>
  );
}
