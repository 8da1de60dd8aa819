import type { ListParams } from "@shop/api-client";
import { shopApi } from "../../../lib/api-connection";
import type { IntlList } from "../admin-titles";
import { adminQueries } from "../resource/admin-queries";

/** Rows per page of a reference list. */
export const INTL_PER_PAGE = 20;

/** The search params of /admin/intl/$list: the page, and a code to look up. */
export interface IntlSearch {
  page?: number;
  code?: string;
}

/** A read-only reference list at `/core/admin/intl/{list}` (list and read are all it allows). */
export const intlQueries = (list: IntlList) => adminQueries(`intl-${list}`, shopApi.intl[list]);

/**
 * The API call of a page of a reference list.
 * @example
 *   intlListParams({ page: 2, code: "RUB" }); // { page: 2, itemsPerPage: 20, filters: { code: "RUB" } }
 */
export function intlListParams(search: IntlSearch): ListParams<{ code: string }> {
  return {
    page: search.page ?? 1,
    itemsPerPage: INTL_PER_PAGE,
    ...(search.code ? { filters: { code: search.code } } : {}),
  };
}
