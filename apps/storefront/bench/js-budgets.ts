// The first-load JavaScript a page may fetch, gzip bytes (1 kB = 1000 bytes, as Vite reports sizes).
// One home for the figures: bench/first-load-js.ts checks them against the build (so `build` fails
// above them) and e2e/performance.spec.ts against what Chromium loads.

/** Issue 47's goals: the frameworks' own weight (about 122 kB) and what a page needs on top. */
export const JS_GOALS = { home: 150_000, catalog: 160_000, product: 165_000 } as const;

/**
 * The asserted ceilings: what the build reached, not more, since the goals are not reached yet
 * (2026-11-29: / 176.9 kB, a category page 182.8, a product page 178.7; then 0.1-0.3 kB more the
 * same day with the moved-address lookup of every page's API client and the product page's
 * formatted description: / 177.1, category 183.0, product 179.0 and a few bytes; then 0.2 kB more on
 * 2026-11-29 with the head script's second sending of a choice made before hydration whose replay
 * never came, a lost sort seen on a loaded machine: / 177.26, category 183.16, product 179.23;
 * then 0.65 kB more with cart-core's offline sync, retries and one cart across tabs, issue 45:
 * / 177.91, category 183.80, product 179.87; then a few bytes with the admin's bulk work, photos,
 * imports and phone layout, which grow the router's table of lazily loaded routes: / 177.98,
 * category 183.88, product 179.93; then 0.2 kB on a product page with the staff bar, «Черновик» and
 * «Редактировать», issue 46 point 5, whose `lazy()` call and preload list every shopper fetches:
 * product 180.13; then on 2026-11-29 with variants, issue 46 point 4: 0.31 kB on every page with the
 * cart's lines per variant (cart-core's line keys, the variant sent and kept in a line's snapshot)
 * and 0.21 kB more on a product page, whose variant picker is loaded for a product sold in
 * variants alone (the lazy call, its preload list and the variant of an added line):
 * / 178.36, category 184.26, product 180.65); then on 2026-11-29 0.27 kB more on a product page
 * with the variant picker in its first load, as the server renders it (STYLE.md: no lazily loaded
 * part the server already rendered; the measure's radios and the variants' now one group), while
 * / and a category page lose the lazy chunk's entry: / 178.32, category 184.22, product 180.92);
 * then on 2026-11-30 55 bytes on every page and no code of a shopper's page: after the admin's
 * variants form moved to react-hook-form, the bundler put the admin's product number check
 * (`isProductNumber`, @shop/api-client) in a chunk of its own, which the entry's preload list of
 * the admin's chunks now names (/ 178.38, category 184.28, product 180.97); then on 2026-11-30
 * 48 bytes on a category page with @shop/ui's `Checkbox` keeping a tick given before hydration
 * (its filters' boxes), and 10-20 bytes on every page with the admin's one leave guard in its
 * layout, whose dialog's chunks the entry's preload list of the admin route now names
 * (/ 178.39, category 184.34, product 180.99); then on 2026-11-30 0.11 kB on every page with
 * @shop/ui's `useEarlyValue` in the header's search box: a query typed before hydration is the
 * shopper's, not wiped by the box's next render (/ 178.50, category 184.45, product 181.10); then on
 * 2026-11-30 6.8 kB less on every page: the API client (its HTTP library, the client, the shop's
 * resources) loads with the first call instead of in the start script, and the logout forgets the
 * service worker's kept pages itself (/ 171.73, category 177.71, product 174.32); then on
 * 2026-11-30 0.2 kB on every page with times in the shopper's time zone (lib/time-zone.ts: the zone
 * the server rendered in comes with the page, the device's follows after hydration), which ended a
 * hydration mismatch on every order page for a shopper outside the server's zone (/ 171.89,
 * category 177.87, product 174.49); then on 2026-11-30 5.9 kB less on / and a category page, 0.26
 * kB more on a product page: the cart's code (cart-core, the store, its sync) is a file of its own,
 * fetched once the page has loaded (app/cart-hand-over.ts; the header's badge reads a count the
 * cart keeps), which a product page names up front for its «В корзину» (/ 165.99, category 171.96,
 * product 174.75); then on 2026-11-30 0.8-0.9 kB less on every page: the head's scripts (the early
 * forms, the quantity field's keys) are written by the server alone, marked pure so that the
 * browser's bundle drops their text, while the early forms gained the question before an editor's
 * edits typed before hydration are left (/ 165.17, category 171.15, product 173.95); then on
 * 2026-12-01 a few bytes less with the panel's delete buttons plain dialog triggers (@shop/ui's
 * `earlyPressScript` holds a press before hydration) and 5.7-5.8 kB less on every page: Panda's
 * `css()` calls of literal styles are their class lists in the build (build/panda-static-css.ts),
 * and Panda's runtime left the app (/ 159.37, category 165.06, product 168.22).
 * Each budget keeps about 80 bytes above its figure (50 were once too few: a clean clone's build
 * came out a few bytes above a figure measured here):
 * the entry names the lazily loaded chunks by their content hashes, so a change to any of them (an
 * admin screen) moves the entry's gzip size by up to ±20 bytes with no change to what a shopper's
 * page runs.
 * What stands between these and
 * the goals, module by module, is in docs/benchmarks/storefront.md; lower these with every cut.
 */
export const JS_BUDGETS = { home: 159_450, catalog: 165_140, product: 168_300 } as const;

export type PageKind = keyof typeof JS_GOALS;
