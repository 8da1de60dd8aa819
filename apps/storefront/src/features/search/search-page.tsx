import { Trans, useLingui } from "@lingui/react/macro";
import { commonMessages } from "@shop/i18n";
import { Button, useEarlyValue } from "@shop/ui";
import { Link } from "@tanstack/react-router";
import { type FormEvent, useId, useRef } from "react";
import { css } from "../../../styled-system/css";
import { PageHeader } from "../../components/page-header";
import { ListingNotice, ProductListing } from "../../components/product-listing";
import { useSession } from "../../lib/session";
import { useUrlDraft } from "../../lib/use-url-draft";
import { searchBreadcrumbs } from "./search-breadcrumbs";
import { SEARCH_PAGE_SIZE, useSearchProducts } from "./search-products";

const formClass = css({ display: "flex", flexWrap: "wrap", gap: "2", maxW: "40rem", mb: "6" });
const inputClass = css({
  flex: "1 1 16rem",
  minW: "0",
  h: "control",
  px: "3",
  borderWidth: "1px",
  borderColor: "border.strong",
  borderRadius: "md",
  bg: "bg.surface",
  color: "fg.default",
});
const linkClass = css({ color: "primary.text", textDecoration: "underline" });

export interface SearchPageProps {
  /** The search text of the URL (`q`); undefined when there is none. */
  searchText: string | undefined;
  page: number;
  /** Runs a new search (page 1). */
  onSearch: (searchText: string | undefined) => void;
}

/** Search results: a search box, the matching products with pages, or a prompt or a "nothing found". */
export function SearchPage({ searchText, page, onSearch }: SearchPageProps) {
  const { t, i18n } = useLingui();
  const session = useSession();
  const inputId = useId();
  const results = useSearchProducts({ searchText: searchText ?? "", page });
  const data = searchText ? results.data : undefined;
  const total = data?.totalItems ?? 0;

  // The field keeps what the shopper types while the results of the search text they sent load, and
  // shows a search text that comes from elsewhere (the header's search, back).
  const { draft, setDraft, applying } = useUrlDraft(searchText ?? "", (value) => value.trim());
  // A query typed before the page hydrated is kept (useEarlyValue).
  const inputRef = useRef<HTMLInputElement>(null);
  useEarlyValue(inputRef, draft);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const typed = draft.trim();
    applying(typed);
    onSearch(typed || undefined);
  };

  const browseCatalog = (
    <Link to="/catalog/$" params={{ _splat: "" }} className={linkClass}>
      <Trans id="search.browseCatalog">Browse the catalog</Trans>
    </Link>
  );

  const heading = searchText
    ? t({ id: "search.heading.query", message: `Search results for “${searchText}”` })
    : t({ id: "search.heading", message: "Search" });

  return (
    <>
      <PageHeader heading={heading} breadcrumbs={searchBreadcrumbs(i18n)} />
      <search>
        <form action="/search" className={formClass} onSubmit={submit}>
          <label htmlFor={inputId} className={css({ srOnly: true })}>
            {t({ id: "search.input.label", message: "Search query" })}
          </label>
          <input
            ref={inputRef}
            id={inputId}
            name="q"
            type="search"
            value={draft}
            onChange={(event) => setDraft(event.currentTarget.value)}
            className={inputClass}
            placeholder={t({ id: "header.search.placeholder", message: "Tea, coffee, teapots…" })}
            autoComplete="off"
          />
          <Button type="submit">{t({ id: "search.submit", message: "Search" })}</Button>
        </form>
      </search>
      {!searchText ? (
        <ListingNotice data-testid="search-prompt">
          <p>
            <Trans id="search.prompt">
              Type what you are looking for: a tea, a country, a teapot. Word forms and small typos are fine.
            </Trans>
          </p>
          {browseCatalog}
        </ListingNotice>
      ) : (
        <section aria-labelledby="search-results-heading">
          <h2 id="search-results-heading" className={css({ srOnly: true })}>
            <Trans id="search.results.heading">Results</Trans>
          </h2>
          {data && data.member.length > 0 ? (
            <p aria-live="polite" data-testid="result-count" className={css({ color: "fg.muted", mb: "4" })}>
              {i18n._({ ...commonMessages.itemCount, values: { count: total } })}
            </p>
          ) : null}
          <ProductListing
            products={data?.member}
            failed={results.isError}
            onRetry={() => void results.refetch()}
            stale={results.isPlaceholderData}
            failedMessage={<Trans id="search.error">The search did not answer.</Trans>}
            empty={{
              testId: "search-no-results",
              message:
                page > 1 ? (
                  <Trans id="search.empty.page">This page of results is empty.</Trans>
                ) : (
                  <Trans id="search.noResults">
                    Nothing was found for “{searchText}”. Check the spelling or try a more general word.
                  </Trans>
                ),
              action: browseCatalog,
            }}
            label={t({ id: "search.results.heading", message: "Results" })}
            loadingLabel={t({ id: "search.loading", message: "Searching…" })}
            priceType={session.priceType.code}
            page={page}
            pageCount={Math.ceil(total / SEARCH_PAGE_SIZE)}
          />
        </section>
      )}
    </>
  );
}
