import { useLingui } from "@lingui/react/macro";
import { createFileRoute } from "@tanstack/react-router";
import { profileQueryOptions } from "../features/account/get-profile";
import { ProfileView } from "../features/account/profile-view";
import { i18n } from "../lib/i18n";
import { pageTitle } from "../lib/page-title";
import { AccountPage } from "./-components/account-page";
import { accountTitles } from "./-components/account-titles";

export const Route = createFileRoute("/my/profile/")({
  staticData: { layout: "two-columns", messages: "customer" },
  loader: ({ context }) => context.queryClient.ensureQueryData(profileQueryOptions()),
  head: () => ({ meta: [{ title: pageTitle(i18n._(accountTitles.profile)) }] }),
  component: ProfilePage,
});

function ProfilePage() {
  const { t } = useLingui();
  return (
    <AccountPage heading={t(accountTitles.profile)} breadcrumbs={[{ label: t(accountTitles.profile) }]}>
      <ProfileView />
    </AccountPage>
  );
}
