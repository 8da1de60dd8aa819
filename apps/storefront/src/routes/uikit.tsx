import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { createFileRoute } from "@tanstack/react-router";
import { toaster } from "../app/toaster";
import { PageHeader } from "../components/page-header";
import { UikitPage } from "../features/uikit/uikit-page";
import { i18n } from "../lib/i18n";
import { pageTitle } from "../lib/page-title";
import { pageNumber } from "../lib/search-params";

const title = msg({ id: "uikit.title", message: "UI kit" });

export const Route = createFileRoute("/uikit")({
  validateSearch: (search): { page?: number } => ({ page: pageNumber(search) }),
  head: () => ({ meta: [{ title: pageTitle(i18n._(title)) }] }),
  component: UikitRoute,
});

function UikitRoute() {
  const { t } = useLingui();
  const { page } = Route.useSearch();
  return (
    <>
      <PageHeader
        heading={t(title)}
        breadcrumbs={[
          { label: t({ id: "breadcrumbs.home", message: "Home" }), href: "/" },
          { label: t(title) },
        ]}
      />
      <UikitPage toaster={toaster} page={page ?? 1} />
    </>
  );
}
