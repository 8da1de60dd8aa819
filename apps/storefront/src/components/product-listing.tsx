import { Trans } from "@lingui/react/macro";
import type { ProductCard } from "@shop/api-client";
import { Button } from "@shop/ui";
import type { ComponentPropsWithoutRef, ReactNode } from "react";
import { css, cx } from "../../styled-system/css";
import { ListPaginator } from "./list-paginator";
import { LISTING_EAGER_IMAGES, ProductGrid, ProductGridSkeleton } from "./product-grid";

const noticeClass = css({
  display: "grid",
  justifyItems: "start",
  gap: "3",
  p: "6",
  bg: "bg.surface",
  borderRadius: "lg",
  borderWidth: "1px",
  borderColor: "border.default",
});

/** The box a listing says something in instead of products: nothing found, failed, a prompt. */
export function ListingNotice({ className, ...props }: ComponentPropsWithoutRef<"div">) {
  return <div className={cx(noticeClass, className)} {...props} />;
}

export interface ProductListingProps {
  /** The products of the page shown; undefined until the first page has come. */
  products: readonly ProductCard[] | undefined;
  /** The first page could not be fetched: the listing says so and offers to ask again. */
  failed: boolean;
  onRetry: () => void;
  /** Another page is on its way while these products stay on screen. */
  stale: boolean;
  /** What the failure notice says. */
  failedMessage: ReactNode;
  /** The notice of an empty page: what it says, what the visitor can do, and its test id. */
  empty: { message: ReactNode; action?: ReactNode; testId: string };
  /** Accessible name of the product list. */
  label: string;
  /** Accessible name of the placeholder while the first page loads. */
  loadingLabel: string;
  /** The visitor's price type (the session's), whose prices are shown. */
  priceType: string;
  page: number;
  pageCount: number;
}

/**
 * A page of products as catalog and search show it: a placeholder grid while the first page
 * loads, a notice with a retry when it failed, the empty notice, or the cards with the paginator.
 * @example
 *   <ProductListing products={data?.member} failed={query.isError} onRetry={query.refetch} ... />
 */
export function ProductListing({
  products,
  failed,
  onRetry,
  stale,
  failedMessage,
  empty,
  label,
  loadingLabel,
  priceType,
  page,
  pageCount,
}: ProductListingProps) {
  if (!products) {
    return failed ? (
      <ListingNotice role="alert">
        <p>{failedMessage}</p>
        <Button variant="outline" onClick={onRetry}>
          <Trans id="listing.retry">Try again</Trans>
        </Button>
      </ListingNotice>
    ) : (
      <ProductGridSkeleton label={loadingLabel} />
    );
  }
  if (products.length === 0) {
    return (
      <ListingNotice data-testid={empty.testId}>
        <p>{empty.message}</p>
        {empty.action}
      </ListingNotice>
    );
  }
  return (
    <>
      <ProductGrid
        products={products}
        priceType={priceType}
        label={label}
        stale={stale}
        eagerImages={LISTING_EAGER_IMAGES}
      />
      <div className={css({ mt: "6" })}>
        <ListPaginator page={page} pageCount={pageCount} />
      </div>
    </>
  );
}
