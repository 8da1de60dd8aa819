import { useLingui } from "@lingui/react/macro";
import { createFileRoute, useNavigate } from "@tanstack/react-router";
import { profileQueryOptions } from "../features/account/get-profile";
import { ProfileForm } from "../features/account/profile-form";
import { i18n } from "../lib/i18n";
import { pageTitle } from "../lib/page-title";
import { AccountPage } from "./-components/account-page";
import { accountTitles } from "./-components/account-titles";

export const Route = createFileRoute("/my/profile/edit")({
  staticData: { layout: "two-columns", messages: "customer" },
  loader: ({ context }) => context.queryClient.ensureQueryData(profileQueryOptions()),
  head: () => ({ meta: [{ title: pageTitle(i18n._(accountTitles.editProfile)) }] }),
  component: EditProfilePage,
});

function EditProfilePage() {
  const { t } = useLingui();
  const navigate = useNavigate();
  return (
    <AccountPage
      heading={t(accountTitles.editProfile)}
      breadcrumbs={[
        { label: t(accountTitles.profile), href: "/my/profile" },
        { label: t(accountTitles.editProfile) },
      ]}
      backHref="/my/profile"
    >
      <ProfileForm onSaved={() => void navigate({ to: "/my/profile" })} />
    </AccountPage>
  );
}
