import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { createFileRoute } from "@tanstack/react-router";
import { aboutContent } from "../features/info/content/about";
import { InfoPage } from "../features/info/info-page";
import { loadInfoHeadScripts } from "../features/info/load-info-head";
import { i18n } from "../lib/i18n";
import { pageTitle } from "../lib/page-title";

const title = msg({ id: "about.title", message: "About the shop" });
const breadcrumb = msg({ id: "about.breadcrumb", message: "About" });

export const Route = createFileRoute("/about/")({
  loader: () => loadInfoHeadScripts({ breadcrumb }),
  head: ({ loaderData }) => ({ meta: [{ title: pageTitle(i18n._(title)) }], scripts: loaderData }),
  component: AboutPage,
});

function AboutPage() {
  const { t } = useLingui();
  return <InfoPage title={t(title)} breadcrumb={t(breadcrumb)} content={aboutContent} />;
}
