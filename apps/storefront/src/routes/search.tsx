import { msg } from "@lingui/core/macro";
import { createFileRoute } from "@tanstack/react-router";
import { SearchPage } from "../features/search/search-page";
import { SEARCH_PAGE_SIZE, searchProductsQueryOptions } from "../features/search/search-products";
import { i18n } from "../lib/i18n";
import { pageOrigin } from "../lib/page-request";
import { pageTitle } from "../lib/page-title";
import { optionalText, pageNumber } from "../lib/search-params";
import { onTheServer } from "../lib/server-waits";

export const Route = createFileRoute("/search")({
  validateSearch: (search): { q?: string; page?: number } => ({
    q: optionalText(search, "q"),
    page: pageNumber(search),
  }),
  // The shopper's search text is `q` in the URL (short, kept for links and bookmarks), `search` on
  // the wire (the API's parameter) and `searchText` in the code of both.
  loaderDeps: ({ search }) => ({ searchText: search.q, page: search.page ?? 1 }),
  loader: async ({ context: { queryClient }, deps }) => {
    const resultsOptions = deps.searchText
      ? searchProductsQueryOptions({ searchText: deps.searchText, page: deps.page })
      : undefined;
    // The head's builder (JSON-LD) arrives beside the results, outside the entry chunk.
    const [{ searchHeadScripts }] = await Promise.all([
      import("../features/search/search-head"),
      resultsOptions ? onTheServer(queryClient.prefetchQuery(resultsOptions)) : undefined,
    ]);
    return {
      searchText: deps.searchText,
      scripts: searchHeadScripts(i18n, {
        products: resultsOptions && queryClient.getQueryData(resultsOptions.queryKey)?.member,
        page: deps.page,
        pageSize: SEARCH_PAGE_SIZE,
        origin: pageOrigin(),
      }),
    };
  },
  head: ({ loaderData }) => {
    const searchText = loaderData?.searchText;
    return {
      scripts: loaderData?.scripts,
      meta: [
        // Results pages stay out of search engines' indexes (endless variations of the same products,
        // which have pages of their own); their links are still followed. Not a Disallow in
        // robots.txt: a crawler must fetch the page to read this.
        { name: "robots", content: "noindex, follow" },
        {
          title: pageTitle(
            searchText
              ? i18n._(msg({ id: "search.title.query", message: `Search: ${searchText}` }))
              : i18n._(msg({ id: "search.heading", message: "Search" })),
          ),
        },
      ],
    };
  },
  component: SearchRoute,
});

function SearchRoute() {
  const { q: searchText, page } = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <SearchPage
      searchText={searchText}
      page={page ?? 1}
      onSearch={(next) => void navigate({ search: { q: next } })}
    />
  );
}
