import { useLingui } from "@lingui/react/macro";
import { createFileRoute } from "@tanstack/react-router";
import { ChangePasswordForm } from "../features/account/change-password-form";
import { i18n } from "../lib/i18n";
import { pageTitle } from "../lib/page-title";
import { AccountPage } from "./-components/account-page";
import { accountTitles } from "./-components/account-titles";

export const Route = createFileRoute("/my/profile/change-password")({
  staticData: { layout: "two-columns", messages: "customer" },
  head: () => ({ meta: [{ title: pageTitle(i18n._(accountTitles.changePassword)) }] }),
  component: ChangePasswordPage,
});

function ChangePasswordPage() {
  const { t } = useLingui();
  return (
    <AccountPage
      heading={t(accountTitles.changePassword)}
      breadcrumbs={[
        { label: t(accountTitles.profile), href: "/my/profile" },
        { label: t(accountTitles.changePassword) },
      ]}
      backHref="/my/profile"
    >
      <ChangePasswordForm />
    </AccountPage>
  );
}
