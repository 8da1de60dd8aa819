import { Paginator, type RenderLinkProps } from "@shop/ui";
import { useLocation, useRouter } from "@tanstack/react-router";
import type { MouseEvent } from "react";

export interface ListPaginatorProps {
  page: number;
  pageCount: number;
}

const isPlainClick = (event: MouseEvent) =>
  event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

/**
 * The paginator of a listing: each page is a link to the current URL with its `page` search param
 * (page 1 without it); following one is a router navigation, so back returns to the page before.
 * @example
 *   <ListPaginator page={search.page ?? 1} pageCount={Math.ceil(total / 20)} />
 */
export function ListPaginator({ page, pageCount }: ListPaginatorProps) {
  const router = useRouter();
  const location = useLocation();
  const getPageHref = (target: number) =>
    router.buildLocation({
      to: location.pathname,
      search: { ...location.search, page: target > 1 ? target : undefined },
    }).href;
  // Hrefs carry a query string, which the router's <Link to> does not take apart: navigate by href.
  const renderLink = ({ href, children, ...props }: RenderLinkProps) => (
    <a
      href={href}
      {...props}
      onClick={(event) => {
        if (!isPlainClick(event)) return;
        event.preventDefault();
        void router.navigate({ href });
      }}
    >
      {children}
    </a>
  );
  return <Paginator page={page} pageCount={pageCount} getPageHref={getPageHref} renderLink={renderLink} />;
}
