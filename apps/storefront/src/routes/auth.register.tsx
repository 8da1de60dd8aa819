import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { createFileRoute, Link, redirect, useNavigate } from "@tanstack/react-router";
import { css } from "../../styled-system/css";
import { PageHeader } from "../components/page-header";
import { ConfirmRegistrationForm } from "../features/auth/code-form";
import { RegisterForm } from "../features/auth/register-form";
import { i18n } from "../lib/i18n";
import { pageTitle } from "../lib/page-title";
import { oneOf, optionalText } from "../lib/search-params";

const title = msg({ id: "auth.register.title", message: "Registration" });

export const Route = createFileRoute("/auth/register")({
  staticData: { layout: "white-block", messages: "customer" },
  // The step lives in the URL, so a reload on the code step keeps the shopper there.
  validateSearch: (search): { step?: "confirm"; email?: string } => ({
    step: oneOf(search, "step", ["confirm"] as const),
    email: optionalText(search, "email"),
  }),
  beforeLoad: ({ context }) => {
    // A shop may close sign-ups in its public settings (SPEC.md section 5).
    if (!context.session.settings.registrationEnabled) throw redirect({ to: "/auth/login", replace: true });
  },
  head: () => ({ meta: [{ title: pageTitle(i18n._(title)) }] }),
  component: RegisterPage,
});

function RegisterPage() {
  const { t } = useLingui();
  const { step, email } = Route.useSearch();
  const navigate = useNavigate();
  return (
    <>
      <PageHeader heading={t(title)} />
      {step === "confirm" && email ? (
        <ConfirmRegistrationForm
          email={email}
          onConfirmed={() => void navigate({ to: "/auth/login", search: { email }, replace: true })}
        />
      ) : (
        <>
          <RegisterForm
            onRegistered={(address) =>
              void navigate({ to: "/auth/register", search: { step: "confirm", email: address } })
            }
          />
          <p className={css({ mt: "6", mb: "0", textAlign: "center" })}>
            {t({ id: "auth.register.haveAccount", message: "Already have an account?" })}{" "}
            <Link to="/auth/login">{t({ id: "auth.register.toLogin", message: "Log in" })}</Link>
          </p>
        </>
      )}
    </>
  );
}
