import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { createFileRoute, Link } from "@tanstack/react-router";
import { PageHeader } from "../components/page-header";
import { i18n } from "../lib/i18n";
import { pageTitle } from "../lib/page-title";

const title = msg({ id: "logout.title", message: "You have logged out" });

export const Route = createFileRoute("/logout")({
  staticData: { layout: "white-block-small", messages: "customer" },
  head: () => ({ meta: [{ title: pageTitle(i18n._(title)) }] }),
  component: LogoutPage,
});

function LogoutPage() {
  const { t } = useLingui();
  return (
    <>
      <PageHeader heading={t(title)} />
      <p>{t({ id: "logout.text", message: "Your cart on this device has been cleared. Come back soon!" })}</p>
      <p>
        <Link to="/auth/login">{t({ id: "logout.login", message: "Log in again" })}</Link>
      </p>
    </>
  );
}
