import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { type ErrorComponentProps, useMatches } from "@tanstack/react-router";
import { lazy, Suspense, useEffect } from "react";
import { routerLink } from "../../components/page-header";
import { i18n } from "../../lib/i18n";
import { pageTitle } from "../../lib/page-title";
import { type AppError, toAppError } from "../fatal-error";

// Most visits never see it: its code is fetched when an error first shows.
const ErrorScreen = lazy(() => import("./deferred-ui").then(({ ErrorScreen }) => ({ default: ErrorScreen })));

const notFoundTitle = msg({ id: "error.404.title", message: "Page not found" });

/**
 * The page title of an error screen: "Page not found" for 404, else the status message or the code.
 * @example
 *   pageTitle(errorTitle(404)); // "Страница не найдена — Чайная лавка"
 */
export function errorTitle(statusCode: number, statusMessage?: string): string {
  return statusCode === 404 ? i18n._(notFoundTitle) : (statusMessage ?? String(statusCode));
}

/** The body's marker class while the error screen shows to a visitor who is not logged in. */
export const UNAUTHORISED_BODY_CLASS = "error-page--anonymous";

/** The error screen of SPEC.md section 2, with its title and the body marker for anonymous visitors. */
export function ErrorContent({ error, authorised }: { error: AppError; authorised: boolean }) {
  const { t } = useLingui();
  useEffect(() => {
    document.body.classList.toggle(UNAUTHORISED_BODY_CLASS, !authorised);
    return () => document.body.classList.remove(UNAUTHORISED_BODY_CLASS);
  }, [authorised]);
  const title = error.statusCode === 404 ? t(notFoundTitle) : error.statusMessage;
  // A route's error has its title from the root route's head; the error screen a failed API call
  // raises over a loaded page (`fatal`) names itself while it shows.
  const fatalTitle = error.fatal ? pageTitle(title ?? String(error.statusCode)) : undefined;
  useEffect(() => {
    if (fatalTitle === undefined) return;
    const previous = document.title;
    document.title = fatalTitle;
    return () => {
      document.title = previous;
    };
  }, [fatalTitle]);
  return (
    <Suspense fallback={null}>
      <ErrorScreen
        statusCode={error.statusCode}
        statusMessage={error.statusMessage}
        message={error.message}
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

/** An error thrown while loading or rendering a page: logged, then shown (SPEC.md section 8). */
export function RouteError({ error }: ErrorComponentProps) {
  const authorised = useAuthorised();
  useEffect(() => console.error(error), [error]);
  return <ErrorContent error={toAppError(error)} authorised={authorised} />;
}
