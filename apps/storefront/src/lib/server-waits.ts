/**
 * Waits for a loader's data on the server only. A page's content belongs in its HTML, so the server
 * renders it once its data is there; in the browser a navigation shows the page at once (the
 * previous results, or a skeleton) and fills in when the data arrives.
 * @example
 *   loader: async ({ context: { queryClient } }) => {
 *     await onTheServer(queryClient.prefetchQuery(searchProductsQueryOptions({ query, page })));
 *   },
 */
export async function onTheServer(loading: Promise<unknown>): Promise<void> {
  if (import.meta.env.SSR) await loading;
}
