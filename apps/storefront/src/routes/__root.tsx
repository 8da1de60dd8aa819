import { loadCatalog } from "@shop/i18n";
import { LOADING_BAR_DEFAULTS, LoadingBar } from "@shop/ui";
import type { QueryClient } from "@tanstack/react-query";
import {
  createRootRouteWithContext,
  type ErrorComponentProps,
  Outlet,
  redirect,
  useMatches,
  useRouterState,
} from "@tanstack/react-router";
import { useAtomValue } from "jotai";
import type { ReactNode } from "react";
import { fatalErrorAtom } from "../app/fatal-error";
import { DocumentHead } from "../app/shell/document-head";
import { ErrorContent, NotFound, RouteError } from "../app/shell/route-errors";
import { SiteLayout } from "../app/shell/site-layout";
import { ToastRegion } from "../app/shell/toast-region";
import { appStore } from "../app/store";
import { toaster } from "../app/toaster";
import { appModeAtom, isAdminPath, modeForPath } from "../lib/app-mode";
import { config } from "../lib/config";
import { guard } from "../lib/guard";
import { i18n } from "../lib/i18n";
import { pageTitle } from "../lib/page-title";
import { sessionQueryOptions } from "../lib/session";
import "../app/layout-name";

export interface RouterContext {
  queryClient: QueryClient;
}

export const Route = createRootRouteWithContext<RouterContext>()({
  // Every navigation: the session of the mode first (loaded once, then cached; reloaded once
  // invalidated), then the guard of SPEC.md section 2. A failed session load fails the start and
  // shows the error screen.
  beforeLoad: async ({ context, location, matches, preload }) => {
    const { queryClient } = context;
    // The page's own messages (`staticData.messages`) load beside the session, not after it; a
    // failure surfaces below, where they are awaited (not as an unhandled rejection if the session
    // fails first).
    const messages = matches.flatMap((match) => match.staticData.messages ?? []);
    const catalogs = Promise.all(messages.map((name) => loadCatalog(i18n, name)));
    catalogs.catch(() => undefined);
    let mode = modeForPath(location.pathname, appStore.get(appModeAtom));
    // Hovering a link preloads its page: that must not switch the tab's mode.
    if (!preload) appStore.set(appModeAtom, mode);
    let session = await queryClient.fetchQuery(sessionQueryOptions(mode));
    if (mode === "admin-panel" && !session.application.adminPanel && !isAdminPath(location.pathname)) {
      // Logged out, or not staff (any more): outside the panel's own pages, back to the shop.
      mode = "shop";
      if (!preload) appStore.set(appModeAtom, mode);
      session = await queryClient.fetchQuery(sessionQueryOptions(mode));
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
    return { session };
  },
  head: () => ({ meta: [{ title: pageTitle() }] }),
  // Until the session has loaded nothing renders (SPEC.md section 1).
  pendingComponent: () => null,
  component: RootComponent,
  notFoundComponent: NotFound,
  errorComponent: RootError,
});

function Chrome({ children }: { children: ReactNode }) {
  const loading = useRouterState({ select: (state) => state.isLoading });
  return (
    <>
      <DocumentHead />
      <LoadingBar loading={loading} {...LOADING_BAR_DEFAULTS} />
      {children}
      <ToastRegion toaster={toaster} />
    </>
  );
}

function RootComponent() {
  const { session } = Route.useRouteContext();
  const fatalError = useAtomValue(fatalErrorAtom);
  const layout = useMatches({
    select: (matches) =>
      matches.some((match) => match.status === "error" || match.status === "notFound")
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
