import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { createFileRoute } from "@tanstack/react-router";
import { cookiesContent } from "../features/info/content/cookies";
import { InfoPage } from "../features/info/info-page";
import { loadInfoHeadScripts } from "../features/info/load-info-head";
import { i18n } from "../lib/i18n";
import { pageTitle } from "../lib/page-title";

const title = msg({ id: "legal.cookies.title", message: "Cookie policy" });
const breadcrumb = msg({ id: "legal.cookies.breadcrumb", message: "Cookies" });

export const Route = createFileRoute("/legal/cookies")({
  loader: () => loadInfoHeadScripts({ breadcrumb }),
  head: ({ loaderData }) => ({ meta: [{ title: pageTitle(i18n._(title)) }], scripts: loaderData }),
  component: CookiesPage,
});

function CookiesPage() {
  const { t } = useLingui();
  return <InfoPage title={t(title)} breadcrumb={t(breadcrumb)} content={cookiesContent} />;
}
