import { isSlug } from "@shop/api-client";
import { createFileRoute, notFound, redirect } from "@tanstack/react-router";
import { productQueryOptions } from "../features/product/get-product";
import { ProductPage } from "../features/product/product-page";
import { i18n } from "../lib/i18n";
import { pageOrigin } from "../lib/page-request";
import { pageTitle } from "../lib/page-title";
import { optionalText } from "../lib/search-params";

export const Route = createFileRoute("/product/$slug")({
  // The variant chosen on the page, by its article (docs/contract.md, Variants): read and set by
  // features/product/add-to-cart.tsx; one the product does not have is ignored there.
  validateSearch: (search): { variant?: string } => ({ variant: optionalText(search, "variant") }),
  loader: async ({ context: { queryClient, session }, params }) => {
    // The slug goes into the API's path: one that is no slug (`..%2F..%2Fcore%2Fsession%2Fsession`
    // arrives decoded) is the 404 page, never a request.
    if (!isSlug(params.slug)) throw notFound();
    // The head's builder (JSON-LD, prices, breadcrumbs) arrives while the product loads, outside the
    // entry chunk.
    const [product, { productHead }] = await Promise.all([
      queryClient.ensureQueryData(productQueryOptions(params.slug)),
      import("../features/product/product-head"),
    ]);
    if (!product) {
      // A slug staff changed leads on to the product, permanently (docs/contract.md). Asked only
      // here, so its code stays out of the first load.
      const { movedAddress } = await import("../lib/moved-address");
      const to = await movedAddress("product", params.slug);
      if (to) throw redirect({ href: to, statusCode: 308 });
      throw notFound();
    }
    return {
      // A draft (only staff read `published`, false until it is in the shop) is not for an index.
      draft: product.published === false,
      head: productHead(product, {
        priceType: session.priceType.code,
        origin: pageOrigin(),
        title: pageTitle(product.title),
        i18n,
      }),
    };
  },
  head: ({ loaderData }) => loaderData?.head ?? {},
  // Server-only (left out of the browser's build): a draft staff preview is not for an index, said
  // to crawlers that read headers only too (its head has the robots tag,
  // features/product/product-head.ts). Its answer is `private, no-store` already: a page rendered for
  // a signed-in visitor.
  headers: ({ loaderData }) => (loaderData?.draft ? { "X-Robots-Tag": "noindex" } : undefined),
  component: ProductRoute,
});

function ProductRoute() {
  const { slug } = Route.useParams();
  return <ProductPage slug={slug} />;
}
