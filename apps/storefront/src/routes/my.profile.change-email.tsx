import { useLingui } from "@lingui/react/macro";
import { createFileRoute } from "@tanstack/react-router";
import { ChangeEmailForm } from "../features/account/change-email-form";
import { i18n } from "../lib/i18n";
import { pageTitle } from "../lib/page-title";
import { AccountPage } from "./-components/account-page";
import { accountTitles } from "./-components/account-titles";

export const Route = createFileRoute("/my/profile/change-email")({
  staticData: { layout: "two-columns", messages: "customer" },
  head: () => ({ meta: [{ title: pageTitle(i18n._(accountTitles.changeEmail)) }] }),
  component: ChangeEmailPage,
});

function ChangeEmailPage() {
  const { t } = useLingui();
  return (
    <AccountPage
      heading={t(accountTitles.changeEmail)}
      breadcrumbs={[
        { label: t(accountTitles.profile), href: "/my/profile" },
        { label: t(accountTitles.changeEmail) },
      ]}
      backHref="/my/profile"
    >
      <ChangeEmailForm />
    </AccountPage>
  );
}
