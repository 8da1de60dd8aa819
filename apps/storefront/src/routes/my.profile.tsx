import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { createFileRoute } from "@tanstack/react-router";
import { PageHeader } from "../components/page-header";
import { profileQueryOptions } from "../features/account/get-profile";
import { ProfileView } from "../features/account/profile-view";
import { i18n } from "../lib/i18n";
import { pageTitle } from "../lib/page-title";
import { AccountLayout } from "./-components/account-layout";

const title = msg({ id: "profile.title", message: "Profile" });

export const Route = createFileRoute("/my/profile")({
  staticData: { layout: "two-columns" },
  loader: ({ context }) => context.queryClient.ensureQueryData(profileQueryOptions()),
  head: () => ({ meta: [{ title: pageTitle(i18n._(title)) }] }),
  component: ProfilePage,
});

function ProfilePage() {
  const { t } = useLingui();
  return (
    <AccountLayout>
      <PageHeader
        heading={t(title)}
        breadcrumbs={[
          { label: t({ id: "breadcrumbs.home", message: "Home" }), href: "/" },
          { label: t(title) },
        ]}
      />
      <ProfileView />
    </AccountLayout>
  );
}
