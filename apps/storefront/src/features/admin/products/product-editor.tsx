import { useLingui } from "@lingui/react/macro";
import type { StaffProduct } from "@shop/api-client";
import { Button } from "@shop/ui";
import { useQueryClient, useSuspenseQuery } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { useMemo } from "react";
import { css } from "../../../../styled-system/css";
import { useAdminNotice } from "../resource/admin-notices";
import { DeleteDialog } from "../resource/delete-dialog";
import { handOverSavedStatus, useSavedStatus } from "../resource/saved-status";
import { categoryTreeQueryOptions } from "../shared/get-categories";
import { translatableItemQueryOptions } from "../shared/get-translations";
import { TranslationsEditor } from "../shared/translations-editor";
import {
  productReferenceQueryOptions,
  useCreateProduct,
  useDeleteProduct,
  useUpdateProduct,
} from "./get-products";
import { ProductForm } from "./product-form";
import { NewProductPhotos, ProductPhotos, useNewProductPhotos } from "./product-photos";
import { newProductValues, productCreateInput, productPatch, productValues } from "./product-values";
import { ProductVariants } from "./product-variants";

const cancelLink = (label: string) => (
  <Button variant="ghost" color="secondary" asChild>
    <Link to="/admin/products">{label}</Link>
  </Button>
);

/** The saved status a new product's page opens with, handed over by the form that created it. */
const productStatusKey = (id: StaffProduct["id"]) => `product-${id}`;

// One column that may shrink: each part keeps to the page's width on a 320 px phone.
const stackClass = css({ display: "grid", gridTemplateColumns: "minmax(0, 1fr)", gap: "10" });

/** /admin/products/new: a new product with its photos; then its page. */
export function NewProductEditor({ onCreated }: { onCreated: (product: StaffProduct) => void }) {
  const { t } = useLingui();
  const reference = useSuspenseQuery(productReferenceQueryOptions()).data;
  const categories = useSuspenseQuery(categoryTreeQueryOptions()).data.member;
  const create = useCreateProduct();
  const initialValues = useMemo(() => newProductValues(reference), [reference]);
  const photos = useNewProductPhotos();
  return (
    <div className={stackClass}>
      <ProductForm
        reference={reference}
        categories={categories}
        initialValues={initialValues}
        guardLeaving
        submitLabel={t({ id: "admin.products.create", message: "Create the product" })}
        extra={<NewProductPhotos photos={photos} />}
        onSubmit={async (values) => {
          // Photos still on their way are waited for; a refused one is not sent (it says so).
          const images = await photos.staged();
          const product = await create.mutateAsync({
            ...productCreateInput(values),
            ...(images.length ? { images } : {}),
          });
          const title = product.title;
          // Said on the product's own page, which opens next.
          handOverSavedStatus(
            productStatusKey(product.id),
            t({ id: "admin.products.created", message: `Product “${title}” created` }),
          );
          onCreated(product);
          return productValues(product, reference);
        }}
        actions={cancelLink(t({ id: "admin.products.cancel", message: "Cancel" }))}
      />
      <p className={css({ m: "0", color: "fg.muted" })}>
        {t({
          id: "admin.products.translationsAfterCreate",
          message: "Translations are added once the product is created.",
        })}
      </p>
    </div>
  );
}

/** /admin/products/$id: the product's fields, photos and translations; delete. */
export function EditProductEditor({ product, onDeleted }: { product: StaffProduct; onDeleted: () => void }) {
  const { t } = useLingui();
  const reference = useSuspenseQuery(productReferenceQueryOptions()).data;
  const categories = useSuspenseQuery(categoryTreeQueryOptions()).data.member;
  const update = useUpdateProduct();
  const remove = useDeleteProduct();
  const notify = useAdminNotice();
  const saved = useSavedStatus(productStatusKey(product.id));
  const queryClient = useQueryClient();
  const translationsRoot = translatableItemQueryOptions("product", product.id).queryKey;
  // The form starts from the product as it was loaded; after a save it shows what the API answered.
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new record (another id) starts a new form, a refetch does not
  const initialValues = useMemo(() => productValues(product, reference), [product.id, reference]);
  const title = product.title;
  return (
    <div className={stackClass}>
      <ProductForm
        key={product.id}
        reference={reference}
        categories={categories}
        initialValues={initialValues}
        guardLeaving
        submitLabel={t({ id: "admin.products.save", message: "Save" })}
        status={saved.element}
        onSubmit={async (values, before) => {
          const patch = productPatch(before, values);
          if (Object.keys(patch).length === 0) {
            saved.announce(t({ id: "admin.products.unchanged", message: "Nothing has changed" }));
            return before;
          }
          const stored = await update.mutateAsync({ id: product.id, body: patch });
          // A new Russian title is also the title over the translations form.
          if (patch.title) await queryClient.invalidateQueries({ queryKey: translationsRoot });
          saved.announce(t({ id: "admin.products.saved", message: "The product is saved" }));
          return productValues(stored, reference);
        }}
        actions={
          <>
            {/* A draft too: staff see it at its address, marked as a draft (docs/storefront/admin-panel.md). */}
            <Button variant="ghost" color="secondary" asChild>
              <Link to="/product/$slug" params={{ slug: product.slug }}>
                {product.published
                  ? t({ id: "admin.products.open", message: "Open in the shop" })
                  : t({ id: "admin.products.preview", message: "Preview in the shop" })}
              </Link>
            </Button>
            <DeleteDialog
              triggerLabel={t({ id: "admin.products.delete", message: "Delete the product" })}
              title={t({ id: "admin.products.delete.title", message: `Delete the product “${title}”?` })}
              description={t({
                id: "admin.products.delete.description",
                message:
                  "Its prices, texts and photos go with it and carts lose it; placed orders keep their lines. To take it off the shop for a while, untick “Shown in the shop” instead.",
              })}
              onConfirm={() => remove.mutateAsync(product.id)}
              onDeleted={() => {
                notify(t({ id: "admin.products.deleted", message: `Product “${title}” deleted` }));
                onDeleted();
              }}
            />
          </>
        }
      />
      <ProductPhotos product={product} />
      <ProductVariants key={`variants-${product.id}`} product={product} />
      <section
        className={css({ display: "grid", gridTemplateColumns: "minmax(0, 1fr)", gap: "4" })}
        aria-labelledby="product-translations"
      >
        <h2 id="product-translations" className={css({ fontSize: "xl", fontWeight: "semibold", m: "0" })}>
          {t({ id: "admin.products.translations", message: "Title and description in other languages" })}
        </h2>
        <TranslationsEditor kind="product" id={product.id} withBase={false} />
      </section>
    </div>
  );
}
