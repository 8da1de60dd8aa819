import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { createFileRoute, useNavigate } from "@tanstack/react-router";
import { PageHeader } from "../components/page-header";
import { LoginForm } from "../features/auth/login-form";
import { safeBackUrl } from "../lib/guard";
import { i18n } from "../lib/i18n";
import { pageTitle } from "../lib/page-title";
import { optionalText } from "../lib/search-params";

const title = msg({ id: "auth.login.title", message: "Log in" });

export const Route = createFileRoute("/auth/login")({
  staticData: { layout: "white-block" },
  validateSearch: (search): { back?: string } => ({ back: optionalText(search, "back") }),
  head: () => ({ meta: [{ title: pageTitle(i18n._(title)) }] }),
  component: LoginPage,
});

function LoginPage() {
  const { back } = Route.useSearch();
  const navigate = useNavigate();
  const { t } = useLingui();
  return (
    <>
      <PageHeader heading={t(title)} />
      <LoginForm onLoggedIn={() => void navigate({ href: safeBackUrl(back), replace: true })} />
    </>
  );
}
