import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { createFileRoute } from "@tanstack/react-router";
import { userAgreementContent } from "../features/info/content/user-agreement";
import { InfoPage } from "../features/info/info-page";
import { i18n } from "../lib/i18n";
import { pageTitle } from "../lib/page-title";

const title = msg({ id: "legal.userAgreement.title", message: "User agreement" });

export const Route = createFileRoute("/legal/user-agreement")({
  head: () => ({ meta: [{ title: pageTitle(i18n._(title)) }] }),
  component: UserAgreementPage,
});

function UserAgreementPage() {
  const { t } = useLingui();
  return (
    <InfoPage
      title={t(title)}
      breadcrumb={t({ id: "legal.userAgreement.breadcrumb", message: "User agreement" })}
      content={userAgreementContent}
    />
  );
}
