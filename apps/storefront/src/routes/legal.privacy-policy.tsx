import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { createFileRoute } from "@tanstack/react-router";
import { privacyPolicyContent } from "../features/info/content/privacy-policy";
import { InfoPage } from "../features/info/info-page";
import { loadInfoHeadScripts } from "../features/info/load-info-head";
import { i18n } from "../lib/i18n";
import { pageTitle } from "../lib/page-title";

const title = msg({ id: "legal.privacyPolicy.title", message: "Privacy policy" });
const breadcrumb = msg({ id: "legal.privacyPolicy.breadcrumb", message: "Privacy policy" });

export const Route = createFileRoute("/legal/privacy-policy")({
  loader: () => loadInfoHeadScripts({ breadcrumb }),
  head: ({ loaderData }) => ({ meta: [{ title: pageTitle(i18n._(title)) }], scripts: loaderData }),
  component: PrivacyPolicyPage,
});

function PrivacyPolicyPage() {
  const { t } = useLingui();
  return <InfoPage title={t(title)} breadcrumb={t(breadcrumb)} content={privacyPolicyContent} />;
}
