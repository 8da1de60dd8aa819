import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { createFileRoute } from "@tanstack/react-router";
import { userAgreementContent } from "../features/info/content/user-agreement";
import { InfoPage } from "../features/info/info-page";
import { loadInfoHeadScripts } from "../features/info/load-info-head";
import { i18n } from "../lib/i18n";
import { pageTitle } from "../lib/page-title";

const title = msg({ id: "legal.userAgreement.title", message: "User agreement" });
const breadcrumb = msg({ id: "legal.userAgreement.breadcrumb", message: "User agreement" });

export const Route = createFileRoute("/legal/user-agreement")({
  loader: () => loadInfoHeadScripts({ breadcrumb }),
  head: ({ loaderData }) => ({ meta: [{ title: pageTitle(i18n._(title)) }], scripts: loaderData }),
  component: UserAgreementPage,
});

function UserAgreementPage() {
  const { t } = useLingui();
  return <InfoPage title={t(title)} breadcrumb={t(breadcrumb)} content={userAgreementContent} />;
}
