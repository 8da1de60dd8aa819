import type { ListParams, ProductBulkSelection, StaffProductFilters } from "@shop/api-client";

/** The list's filters as a bulk action sends them for "all that match". */
export type ProductListFilter = Partial<StaffProductFilters> & { search?: string };

/**
 * Which products of /admin/products are chosen: some, by id (ticked one by one or a page at a time,
 * kept across pages), or every product that matches the list's filters, `total` of them when chosen.
 * A selection belongs to its filters: the list starts a new one when they change.
 */
export type ProductSelection =
  | { kind: "ids"; ids: ReadonlySet<number> }
  | { kind: "all"; filter: ProductListFilter; total: number };

/**
 * The filters of a products page's call as a bulk action sends them for "all that match": the very
 * values the list was asked for (`productsListParams`), so the two cannot differ.
 * @example
 *   listFilter({ search: "улун", filters: { category: 12, published: false } }); // { search: "улун", category: 12, published: false }
 */
export function listFilter({ search, filters }: ListParams<StaffProductFilters>): ProductListFilter {
  return {
    ...(search ? { search } : {}),
    ...(typeof filters?.category === "number" ? { category: filters.category } : {}),
    ...(typeof filters?.published === "boolean" ? { published: filters.published } : {}),
  };
}

export const NO_SELECTION: ProductSelection = { kind: "ids", ids: new Set() };

/** Whether a product of the page is chosen. */
export const isSelected = (selection: ProductSelection, id: number) =>
  selection.kind === "all" || selection.ids.has(id);

/**
 * How many products are chosen.
 * @example
 *   selectedCount({ kind: "all", filter: {}, total: 57 }); // 57
 */
export function selectedCount(selection: ProductSelection): number {
  return selection.kind === "all" ? selection.total : selection.ids.size;
}

/**
 * One product ticked or unticked. Unticking one of "all that match" leaves the page's others chosen
 * (what the staff member sees ticked), by id.
 * @example
 *   toggleProduct(NO_SELECTION, 4, true, [4, 5]); // { kind: "ids", ids: Set { 4 } }
 */
export function toggleProduct(
  selection: ProductSelection,
  id: number,
  checked: boolean,
  pageIds: readonly number[],
): ProductSelection {
  const ids = new Set(selection.kind === "all" ? pageIds : selection.ids);
  if (checked) ids.add(id);
  else ids.delete(id);
  return { kind: "ids", ids };
}

/**
 * The whole page ticked or unticked (the ids of other pages stay as they were).
 * @example
 *   togglePage({ kind: "ids", ids: new Set([9]) }, [4, 5], true); // ids 9, 4, 5
 */
export function togglePage(
  selection: ProductSelection,
  pageIds: readonly number[],
  checked: boolean,
): ProductSelection {
  if (selection.kind === "all") return checked ? selection : NO_SELECTION;
  const ids = new Set(selection.ids);
  for (const id of pageIds) {
    if (checked) ids.add(id);
    else ids.delete(id);
  }
  return { kind: "ids", ids };
}

/**
 * The page's box: ticked when every product of the page is chosen, a dash when some are.
 * @example
 *   pageState({ kind: "ids", ids: new Set([4]) }, [4, 5]); // "indeterminate"
 */
export function pageState(
  selection: ProductSelection,
  pageIds: readonly number[],
): boolean | "indeterminate" {
  if (pageIds.length === 0) return false;
  const chosen = pageIds.filter((id) => isSelected(selection, id)).length;
  return chosen === 0 ? false : chosen === pageIds.length ? true : "indeterminate";
}

/**
 * The selection as the API takes it: the ids, or the filter itself for "all that match" (the API
 * finds the products when the job runs, never from a list read here).
 * @example
 *   selectionBody({ kind: "all", filter: { search: "улун", category: 3 }, total: 57 });
 *   // { filter: { search: "улун", category: 3 } }
 */
export function selectionBody(selection: ProductSelection): ProductBulkSelection {
  if (selection.kind === "all") return { filter: selection.filter };
  return { ids: [...selection.ids].sort((a, b) => a - b) };
}
