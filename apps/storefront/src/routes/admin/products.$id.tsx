import { useLingui } from "@lingui/react/macro";
import { useSuspenseQuery } from "@tanstack/react-query";
import { createFileRoute, notFound, useNavigate } from "@tanstack/react-router";
import { AdminPage } from "../../features/admin/admin-page";
import { adminTitles, recordTitles } from "../../features/admin/admin-titles";
import { productQueries, productReferenceQueryOptions } from "../../features/admin/products/get-products";
import { EditProductEditor } from "../../features/admin/products/product-editor";
import { isNotFound, isRecordId } from "../../features/admin/resource/record-id";
import { categoryTreeQueryOptions } from "../../features/admin/shared/get-categories";
import {
  productTranslatableItem,
  translatableItemQueryOptions,
  translationsQueryOptions,
} from "../../features/admin/shared/get-translations";
import { i18n } from "../../lib/i18n";
import { pageTitle } from "../../lib/page-title";

export const Route = createFileRoute("/admin/products/$id")({
  codeSplitGroupings: [["loader", "component"]],
  loader: async ({ context: { queryClient }, params }) => {
    if (!isRecordId(params.id)) throw notFound();
    try {
      const [product] = await Promise.all([
        queryClient.ensureQueryData(productQueries.detail(params.id)),
        queryClient.ensureQueryData(productReferenceQueryOptions()),
        queryClient.ensureQueryData(categoryTreeQueryOptions()),
        queryClient.ensureQueryData(translationsQueryOptions("product", params.id)),
      ]);
      // The translations form's heading, from the product just loaded (not asked of the API
      // again): without it the server would stream the page's content after its shell, and an
      // update reaching that part before it has hydrated makes React draw it again, dropping what
      // was typed (e2e/ssr-whole-pages.spec.ts).
      queryClient.setQueryData(
        translatableItemQueryOptions("product", params.id).queryKey,
        productTranslatableItem(product),
      );
      return { title: product.title };
    } catch (error) {
      if (isNotFound(error)) throw notFound();
      throw error;
    }
  },
  head: ({ loaderData }) =>
    loaderData ? { meta: [{ title: pageTitle(i18n._(recordTitles.product(loaderData.title))) }] } : {},
  component: ProductPage,
});

function ProductPage() {
  const { t } = useLingui();
  const { id } = Route.useParams();
  const navigate = useNavigate();
  const product = useSuspenseQuery(productQueries.detail(id)).data;
  const heading = t(recordTitles.product(product.title));
  return (
    <AdminPage
      heading={heading}
      breadcrumbs={[{ label: t(adminTitles.products), href: "/admin/products" }, { label: heading }]}
      backHref="/admin/products"
    >
      <EditProductEditor
        product={product}
        onDeleted={() => void navigate({ to: "/admin/products", ignoreBlocker: true })}
      />
    </AdminPage>
  );
}
