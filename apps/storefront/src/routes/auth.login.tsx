import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { createFileRoute, Link, useNavigate } from "@tanstack/react-router";
import { css } from "../../styled-system/css";
import { PageHeader } from "../components/page-header";
import { LoginForm } from "../features/auth/login-form";
import { safeBackUrl } from "../lib/guard";
import { i18n } from "../lib/i18n";
import { pageTitle } from "../lib/page-title";
import { optionalText } from "../lib/search-params";

const linksClass = css({
  display: "flex",
  justifyContent: "space-between",
  flexWrap: "wrap",
  gap: "3",
  mt: "6",
  mb: "0",
});

const title = msg({ id: "auth.login.title", message: "Log in" });

export const Route = createFileRoute("/auth/login")({
  staticData: { layout: "white-block", messages: "customer" },
  validateSearch: (search): { back?: string; email?: string } => ({
    back: optionalText(search, "back"),
    email: optionalText(search, "email"),
  }),
  head: () => ({ meta: [{ title: pageTitle(i18n._(title)) }] }),
  component: LoginPage,
});

function LoginPage() {
  const { back, email } = Route.useSearch();
  const { session } = Route.useRouteContext();
  const navigate = useNavigate();
  const { t } = useLingui();
  return (
    <>
      <PageHeader heading={t(title)} />
      <LoginForm email={email} onLoggedIn={() => void navigate({ href: safeBackUrl(back), replace: true })} />
      <p className={linksClass}>
        <Link to="/auth/restore">{t({ id: "auth.login.forgot", message: "Forgot your password?" })}</Link>
        {session.settings.registrationEnabled ? (
          <Link to="/auth/register">{t({ id: "auth.login.register", message: "Create an account" })}</Link>
        ) : null}
      </p>
    </>
  );
}
