import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { createFileRoute } from "@tanstack/react-router";
import { toaster } from "../app/toaster";
import { PageHeader } from "../components/page-header";
import { sampleProductQueryOptions } from "../features/uikit/get-sample-product";
import { uikitBreadcrumbs } from "../features/uikit/uikit-breadcrumbs";
import { UikitPage } from "../features/uikit/uikit-page";
import { i18n } from "../lib/i18n";
import { pageOrigin } from "../lib/page-request";
import { pageTitle } from "../lib/page-title";
import { pageNumber } from "../lib/search-params";
import { onTheServer } from "../lib/server-waits";

const title = msg({ id: "uikit.title", message: "UI kit" });

export const Route = createFileRoute("/uikit")({
  validateSearch: (search): { page?: number } => ({ page: pageNumber(search) }),
  loader: async ({ context: { queryClient } }) => {
    // The sample product is in the page's HTML, like a catalog page's products; the head's builder
    // (JSON-LD) arrives beside it, outside the entry chunk.
    const [{ uikitHeadScripts }] = await Promise.all([
      import("../features/uikit/uikit-head"),
      onTheServer(queryClient.prefetchQuery(sampleProductQueryOptions())),
    ]);
    return { scripts: uikitHeadScripts(i18n, pageOrigin()) };
  },
  head: ({ loaderData }) => ({ meta: [{ title: pageTitle(i18n._(title)) }], scripts: loaderData?.scripts }),
  component: UikitRoute,
});

function UikitRoute() {
  const { t, i18n } = useLingui();
  const { page } = Route.useSearch();
  return (
    <>
      <PageHeader heading={t(title)} breadcrumbs={uikitBreadcrumbs(i18n)} />
      <UikitPage toaster={toaster} page={page ?? 1} />
    </>
  );
}
