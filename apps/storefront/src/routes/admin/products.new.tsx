import { useLingui } from "@lingui/react/macro";
import { createFileRoute, useNavigate } from "@tanstack/react-router";
import { AdminPage } from "../../features/admin/admin-page";
import { adminTitles } from "../../features/admin/admin-titles";
import { productReferenceQueryOptions } from "../../features/admin/products/get-products";
import { NewProductEditor } from "../../features/admin/products/product-editor";
import { categoryTreeQueryOptions } from "../../features/admin/shared/get-categories";
import { i18n } from "../../lib/i18n";
import { pageTitle } from "../../lib/page-title";

export const Route = createFileRoute("/admin/products/new")({
  codeSplitGroupings: [["loader", "component"]],
  loader: ({ context: { queryClient } }) =>
    Promise.all([
      queryClient.ensureQueryData(productReferenceQueryOptions()),
      queryClient.ensureQueryData(categoryTreeQueryOptions()),
    ]),
  head: () => ({ meta: [{ title: pageTitle(i18n._(adminTitles.newProduct)) }] }),
  component: NewProductPage,
});

function NewProductPage() {
  const { t } = useLingui();
  const navigate = useNavigate();
  return (
    <AdminPage
      heading={t(adminTitles.newProduct)}
      breadcrumbs={[
        { label: t(adminTitles.products), href: "/admin/products" },
        { label: t(adminTitles.newProduct) },
      ]}
      backHref="/admin/products"
    >
      <NewProductEditor
        onCreated={(product) =>
          void navigate({
            to: "/admin/products/$id",
            params: { id: String(product.id) },
            ignoreBlocker: true,
          })
        }
      />
    </AdminPage>
  );
}
