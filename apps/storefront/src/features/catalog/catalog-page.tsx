import { Trans, useLingui } from "@lingui/react/macro";
import { commonMessages } from "@shop/i18n";
import { Button } from "@shop/ui";
import { useId, useState } from "react";
import { css } from "../../../styled-system/css";
import { PageHeader } from "../../components/page-header";
import { ProductListing } from "../../components/product-listing";
import { TwoColumns } from "../../components/two-columns";
import { catalogBreadcrumbs } from "../../lib/breadcrumbs";
import type { ListingUrlParams } from "../../lib/listing-url";
import { useSession } from "../../lib/session";
import { useMediaQuery } from "../../lib/use-media-query";
import { withAttributes, withoutAttributes, withSort } from "./catalog-filters";
import { CATALOG_PAGE_SIZE, catalogListRequest } from "./catalog-list-request";
import { CategoryNav } from "./category-nav";
import { categoryTrail, childCategories } from "./category-tree";
import { FacetFilters } from "./facet-filters";
import { useCategoryTree } from "./get-category-tree";
import { useCategoryProducts } from "./list-category-products";
import { SortSelect } from "./sort-select";

const toolbarClass = css({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "end",
  justifyContent: "space-between",
  gap: "4",
  mb: "4",
});
// The md breakpoint, where the side column stands beside the products.
const WIDE_SCREEN = "(min-width: 768px)";
const summaryClass = css({
  display: { base: "list-item", md: "none" },
  py: "2",
  px: "3",
  bg: "bg.surface",
  borderWidth: "1px",
  borderColor: "border.default",
  borderRadius: "md",
  fontWeight: "semibold",
  cursor: "pointer",
});
// On a wide screen the column is always open, also before a script has run (the server renders it
// closed: it cannot know the screen).
const asideDetailsClass = css({ md: { "&::details-content": { contentVisibility: "visible" } } });

export interface CatalogPageProps {
  /** The category path of the URL (`tea/green`); empty for the whole catalog. */
  categoryPath: string;
  search: ListingUrlParams;
  /** Moves to other search params (a new history entry, so back returns here). */
  onSearchChange: (search: ListingUrlParams) => void;
}

/**
 * A catalog listing: breadcrumbs, subcategories and facet filters beside the product grid with its
 * order and pages. Everything the visitor picks lives in the URL.
 */
export function CatalogPage({ categoryPath, search, onSearchChange }: CatalogPageProps) {
  const { t, i18n } = useLingui();
  const session = useSession();
  const tree = useCategoryTree();
  const categoriesHeadingId = useId();
  // The route has checked the path against the tree before rendering.
  const trail = categoryTrail(tree, categoryPath) ?? [];
  const current = trail.at(-1) ?? null;
  const parent = trail.at(-2) ?? null;
  const request = catalogListRequest(current?.path ?? "", search);
  const products = useCategoryProducts(request);
  const catalogTitle = t({ id: "catalog.title", message: "Catalog" });
  const wide = useMediaQuery(WIDE_SCREEN);
  const [asideOpen, setAsideOpen] = useState(false);
  const selectedCount = Object.values(request.attributes).reduce((sum, values) => sum + values.length, 0);

  const breadcrumbs = catalogBreadcrumbs(i18n, trail);

  const page = products.data;
  const total = page?.totalItems ?? 0;
  const pageCount = Math.ceil(total / CATALOG_PAGE_SIZE);
  const filtered = Object.keys(request.attributes).length > 0;

  return (
    <>
      <PageHeader heading={current?.title ?? catalogTitle} breadcrumbs={breadcrumbs} />
      <TwoColumns
        asideLabel={t({ id: "catalog.aside.label", message: "Categories and filters" })}
        aside={
          // On a phone the side column comes first: folded, so the products are not far below.
          <details
            className={asideDetailsClass}
            open={wide || asideOpen}
            onToggle={(event) => {
              if (!wide) setAsideOpen(event.currentTarget.open);
            }}
          >
            <summary className={summaryClass}>
              {selectedCount > 0
                ? t({
                    id: "catalog.aside.summaryCount",
                    message: `Categories and filters (${selectedCount})`,
                  })
                : t({ id: "catalog.aside.label", message: "Categories and filters" })}
            </summary>
            <div className={css({ display: "grid", gap: "6", pt: { base: "4", md: "0" } })}>
              <CategoryNav
                current={current}
                parent={parent}
                subcategories={childCategories(tree, current)}
                headingId={categoriesHeadingId}
              />
              {page?.facets && page.facets.length > 0 ? (
                <section className={css({ display: "grid", gap: "3" })}>
                  <h2 className={css({ fontWeight: "semibold", fontSize: "lg" })}>
                    <Trans id="catalog.filters.heading">Filters</Trans>
                  </h2>
                  <FacetFilters
                    facets={page.facets}
                    selected={request.attributes}
                    onSelect={(selected) => onSearchChange(withAttributes(search, selected))}
                    onReset={() => onSearchChange(withoutAttributes(search))}
                  />
                </section>
              ) : null}
            </div>
          </details>
        }
      >
        <section aria-labelledby="catalog-products-heading">
          <h2 id="catalog-products-heading" className={css({ srOnly: true })}>
            <Trans id="catalog.products.heading">Products</Trans>
          </h2>
          <div className={toolbarClass}>
            <p aria-live="polite" data-testid="result-count" className={css({ color: "fg.muted" })}>
              {page ? i18n._({ ...commonMessages.itemCount, values: { count: total } }) : null}
            </p>
            <SortSelect value={request.sort} onChange={(sort) => onSearchChange(withSort(search, sort))} />
          </div>
          <ProductListing
            products={page?.member}
            failed={products.isError}
            onRetry={() => void products.refetch()}
            stale={products.isPlaceholderData}
            failedMessage={<Trans id="catalog.error">The products could not be loaded.</Trans>}
            empty={{
              testId: "catalog-empty",
              message: filtered ? (
                <Trans id="catalog.empty.filtered">No products match these filters.</Trans>
              ) : request.page > 1 ? (
                <Trans id="catalog.empty.page">This page is empty.</Trans>
              ) : (
                <Trans id="catalog.empty.category">There are no products in this category yet.</Trans>
              ),
              action: filtered ? (
                <Button variant="outline" onClick={() => onSearchChange(withoutAttributes(search))}>
                  <Trans id="catalog.filters.reset">Reset filters</Trans>
                </Button>
              ) : request.page > 1 ? (
                <Button variant="outline" onClick={() => onSearchChange({ ...search, page: undefined })}>
                  <Trans id="catalog.empty.firstPage">To the first page</Trans>
                </Button>
              ) : null,
            }}
            label={t({ id: "catalog.products.heading", message: "Products" })}
            loadingLabel={t({ id: "catalog.loading", message: "Loading products…" })}
            priceType={session.priceType.code}
            page={request.page}
            pageCount={pageCount}
          />
        </section>
      </TwoColumns>
    </>
  );
}
