/** A page number, or a gap between numbers. */
export type PaginationItem = number | "ellipsis";

/**
 * The pages to show: first, last, the current one with `siblings` on each side, and gaps. A gap
 * of a single page shows that page instead, so the row keeps the same length while paging.
 * @example
 *   getPaginationItems(5, 10); // [1, "ellipsis", 4, 5, 6, "ellipsis", 10]
 */
export function getPaginationItems(page: number, pageCount: number, siblings = 1): PaginationItem[] {
  if (pageCount <= 0) return [];
  const current = Math.min(Math.max(1, page), pageCount);
  // first + last + current + siblings + two gaps
  const slots = 2 * siblings + 5;
  if (pageCount <= slots) return Array.from({ length: pageCount }, (_, index) => index + 1);
  const start = Math.max(2, Math.min(current - siblings, pageCount - 1 - 2 * siblings - 1));
  const end = Math.min(pageCount - 1, Math.max(current + siblings, 2 + 2 * siblings + 1));
  const middle = Array.from({ length: end - start + 1 }, (_, index) => start + index);
  return [
    1,
    ...(start > 2 ? (["ellipsis"] as const) : []),
    ...middle,
    ...(end < pageCount - 1 ? (["ellipsis"] as const) : []),
    pageCount,
  ];
}
