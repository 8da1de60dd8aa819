import type { I18n } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { type ErrorComponentProps, useMatches } from "@tanstack/react-router";
import { lazy, Suspense, useEffect } from "react";
import { routerLink } from "../../components/page-header";
import { readableApiMessage } from "../../lib/api-messages";
import { pageTitle } from "../../lib/page-title";
import { type AppError, toAppError } from "../fatal-error";

// Most visits never see it: its code is fetched when an error first shows.
const ErrorScreen = lazy(() => import("./deferred-ui").then(({ ErrorScreen }) => ({ default: ErrorScreen })));

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

/** An error thrown while loading or rendering a page: logged, then shown (SPEC.md section 8). */
export function RouteError({ error }: ErrorComponentProps) {
  const authorised = useAuthorised();
  useEffect(() => console.error(error), [error]);
  return <ErrorContent error={toAppError(error)} authorised={authorised} />;
}
