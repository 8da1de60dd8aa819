import { msg } from "@lingui/core/macro";
import { createFileRoute } from "@tanstack/react-router";
import { SearchPage } from "../features/search/search-page";
import { searchProductsQueryOptions } from "../features/search/search-products";
import { i18n } from "../lib/i18n";
import { pageTitle } from "../lib/page-title";
import { optionalText, pageNumber } from "../lib/search-params";
import { onTheServer } from "../lib/server-waits";

export const Route = createFileRoute("/search")({
  validateSearch: (search): { q?: string; page?: number } => ({
    q: optionalText(search, "q"),
    page: pageNumber(search),
  }),
  loaderDeps: ({ search }) => ({ q: search.q, page: search.page ?? 1 }),
  loader: async ({ context: { queryClient }, deps }) => {
    if (deps.q) {
      await onTheServer(
        queryClient.prefetchQuery(searchProductsQueryOptions({ query: deps.q, page: deps.page })),
      );
    }
    return { query: deps.q };
  },
  head: ({ loaderData }) => {
    const query = loaderData?.query;
    return {
      meta: [
        {
          title: pageTitle(
            query
              ? i18n._(msg({ id: "search.title.query", message: `Search: ${query}` }))
              : i18n._(msg({ id: "search.heading", message: "Search" })),
          ),
        },
      ],
    };
  },
  component: SearchRoute,
});

function SearchRoute() {
  const { q, page } = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <SearchPage query={q} page={page ?? 1} onSearch={(query) => void navigate({ search: { q: query } })} />
  );
}
