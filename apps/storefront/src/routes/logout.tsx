import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { createFileRoute, Link, useRouter } from "@tanstack/react-router";
import { useEffect } from "react";
import { PageHeader } from "../components/page-header";
import { i18n } from "../lib/i18n";
import { logout } from "../lib/logout";
import { pageTitle } from "../lib/page-title";

const loggedOut = msg({ id: "logout.title", message: "You have logged out" });
const loggingOut = msg({ id: "logout.ending", message: "Logging out…" });

export const Route = createFileRoute("/logout")({
  staticData: { layout: "white-block-small", messages: "customer" },
  head: ({ match }) => ({
    meta: [{ title: pageTitle(i18n._(match.context.session?.authorized ? loggingOut : loggedOut)) }],
  }),
  component: LogoutPage,
});

/**
 * Where a logout ends (SPEC.md section 4). Opened while signed in (a bookmark, a typed address, a
 * link), the visitor came to log out: the page ends the session itself, as the account menu's
 * «Выйти» does, and says so only once it is done. Ended after the page has hydrated, never while
 * the server renders it or when a link to it is preloaded: a GET must not sign anybody out by
 * itself.
 */
function LogoutPage() {
  const { t } = useLingui();
  const router = useRouter();
  const { session } = Route.useRouteContext();
  const signedIn = session.authorized;
  useEffect(() => {
    if (signedIn) void logout({ queryClient: router.options.context.queryClient, router });
  }, [signedIn, router]);
  if (signedIn) {
    return (
      <>
        <PageHeader heading={t(loggingOut)} />
        <p role="status">{t({ id: "logout.ending.text", message: "Ending your session on this device." })}</p>
      </>
    );
  }
  return (
    <>
      <PageHeader heading={t(loggedOut)} />
      <p>{t({ id: "logout.text", message: "Your cart on this device has been cleared. Come back soon!" })}</p>
      <p>
        <Link to="/auth/login">{t({ id: "logout.login", message: "Log in again" })}</Link>
      </p>
    </>
  );
}
