import type { I18n } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { Button } from "@shop/ui";
import { type ErrorComponentProps, useMatches, useRouter } from "@tanstack/react-router";
import { lazy, Suspense, useEffect, useState } from "react";
import { css } from "../../../styled-system/css";
import { routerLink } from "../../components/page-header";
import { ApiUnreachableError } from "../../lib/api";
import { readableApiMessage } from "../../lib/api-messages";
import { pageTitle } from "../../lib/page-title";
import { type AppError, toAppError } from "../fatal-error";

// Most visits never see it: its code is fetched when an error first shows, or before a page the
// server rendered as an error screen hydrates (`preloadErrorScreen`).
type ErrorScreenComponent = typeof import("./deferred-ui")["ErrorScreen"];
let loadedErrorScreen: ErrorScreenComponent | undefined;
const loadErrorScreen = () =>
  import("./deferred-ui").then((module) => {
    loadedErrorScreen = module.ErrorScreen;
    return module.ErrorScreen;
  });
const LazyErrorScreen = lazy(() => loadErrorScreen().then((ErrorScreen) => ({ default: ErrorScreen })));

/**
 * Fetches the error screen's code. A page the server rendered as an error screen calls it before
 * it hydrates, and the screen then renders its loaded component directly: a `lazy` one suspends
 * once even when its code is there, and a part that suspends while it hydrates is thrown away and
 * drawn again when the page re-renders, so the screen would blink out.
 */
export const preloadErrorScreen = (): Promise<void> => loadErrorScreen().then(() => undefined);

const notFoundTitle = msg({ id: "error.404.title", message: "Page not found" });

/**
 * The page title of an error screen: "Page not found" for 404, else the status message or the code.
 * @example
 *   pageTitle(errorTitle(i18n, 404)); // "Страница не найдена — Чайная лавка"
 */
export function errorTitle(i18n: I18n, statusCode: number, statusMessage?: string): string {
  return statusCode === 404 ? i18n._(notFoundTitle) : (statusMessage ?? String(statusCode));
}

/** The body's marker class while the error screen shows to a visitor who is not logged in. */
export const UNAUTHORISED_BODY_CLASS = "error-page--anonymous";

/** The error screen of SPEC.md section 2, with its title and the body marker for anonymous visitors. */
export function ErrorContent({ error, authorised }: { error: AppError; authorised: boolean }) {
  const { i18n } = useLingui();
  useEffect(() => {
    document.body.classList.toggle(UNAUTHORISED_BODY_CLASS, !authorised);
    return () => document.body.classList.remove(UNAUTHORISED_BODY_CLASS);
  }, [authorised]);
  // The server's HTML has the title from the root route's head; in the browser the screen names
  // itself, since a loader's notFound() or a failed API call replaces a page without new head tags.
  const screenTitle = pageTitle(errorTitle(i18n, error.statusCode, error.statusMessage));
  useEffect(() => {
    const previous = document.title;
    document.title = screenTitle;
    return () => {
      document.title = previous;
    };
  }, [screenTitle]);
  const ErrorScreen = loadedErrorScreen ?? LazyErrorScreen;
  return (
    <Suspense fallback={null}>
      <ErrorScreen
        statusCode={error.statusCode}
        statusMessage={error.statusMessage}
        message={error.message && readableApiMessage(error.message)}
        renderLink={routerLink}
      />
    </Suspense>
  );
}

const useAuthorised = () =>
  useMatches({ select: (matches) => matches[0]?.context.session?.authorized ?? false });

/** Unknown routes and `notFound()` from a loader: the 404 screen inside the page frame. */
export function NotFound() {
  return <ErrorContent error={{ statusCode: 404 }} authorised={useAuthorised()} />;
}

const unreachableClass = css({
  display: "grid",
  justifyItems: "start",
  gap: "4",
  maxW: "prose",
  mx: "auto",
  px: { base: "4", md: "6" },
  py: "12",
});

/**
 * A page whose data did not come because the API did not answer at all (offline, a refused
 * connection, DNS): SPEC.md section 8 makes a network failure an empty result, not an error screen,
 * so the page is an empty state in its frame with a way to try again. The server answers such a
 * page with 503 and Retry-After all the same (src/server.ts), so crawlers come back.
 */
function UnreachablePage() {
  const router = useRouter();
  const [retrying, setRetrying] = useState(false);
  const retry = async () => {
    setRetrying(true);
    try {
      // Loads the page's data again; the page replaces this state once it comes.
      await router.invalidate();
    } finally {
      setRetrying(false);
    }
  };
  return (
    <section className={unreachableClass} aria-labelledby="unreachable-heading" data-testid="unreachable">
      <h1 id="unreachable-heading" className={css({ fontSize: "2xl", fontWeight: "bold" })}>
        <Trans id="unreachable.heading">No connection to the shop</Trans>
      </h1>
      <p>
        <Trans id="unreachable.text">
          The page did not load because the shop could not be reached. Check your internet connection and try
          again.
        </Trans>
      </p>
      <Button onClick={() => void retry()} loading={retrying}>
        <Trans id="unreachable.retry">Try again</Trans>
      </Button>
    </section>
  );
}

/**
 * An error thrown while loading or rendering a page: logged, then shown (SPEC.md section 8); a page
 * the API did not answer for at all is an empty state with a retry instead.
 */
export function RouteError({ error }: ErrorComponentProps) {
  const authorised = useAuthorised();
  useEffect(() => console.error(error), [error]);
  if (error instanceof ApiUnreachableError) return <UnreachablePage />;
  return <ErrorContent error={toAppError(error)} authorised={authorised} />;
}
