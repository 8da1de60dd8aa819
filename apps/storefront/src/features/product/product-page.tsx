import { Trans, useLingui } from "@lingui/react/macro";
import type { ProductAttribute } from "@shop/api-client";
import { lazy, Suspense } from "react";
import { css } from "../../../styled-system/css";
import { PageHeader } from "../../components/page-header";
import { measureOffers } from "../../lib/product-price";
import { useSession } from "../../lib/session";
import { AddToCart } from "./add-to-cart";
import { useProduct } from "./get-product";
import { productBreadcrumbs } from "./product-breadcrumbs";
import { ProductDescription } from "./product-description";
import { ProductGallery } from "./product-gallery";

// Staff's part of the page: only a product read by staff carries `published` (the API's answer).
const StaffProductTools = lazy(() => import("./staff-product-tools").then((tools) => tools.loaded));

const layoutClass = css({
  display: "grid",
  gap: { base: "6", lg: "10" },
  gridTemplateColumns: { base: "1fr", md: "minmax(0, 1fr) minmax(0, 1fr)" },
  alignItems: "start",
});
const sectionHeadingClass = css({ fontSize: "xl", fontWeight: "semibold", mb: "3" });
const tableClass = css({
  w: "full",
  borderCollapse: "collapse",
  "& th, & td": {
    textAlign: "start",
    py: "2",
    px: "3",
    borderBottomWidth: "1px",
    borderColor: "border.default",
  },
  "& th": { fontWeight: "normal", color: "fg.muted", w: "50%" },
});

function AttributesTable({ attributes }: { attributes: readonly ProductAttribute[] }) {
  const { t } = useLingui();
  return (
    <table className={tableClass} data-testid="product-attributes">
      <caption className={css({ srOnly: true })}>
        {t({ id: "product.attributes.caption", message: "Characteristics" })}
      </caption>
      <tbody>
        {attributes.map((attribute) => (
          <tr key={attribute.code}>
            <th scope="row">{attribute.title}</th>
            <td>{attribute.valueTitle}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** A product page: pictures, price per measure, quantity and the cart button, description, characteristics. */
export function ProductPage({ slug }: { slug: string }) {
  const { t, i18n } = useLingui();
  const session = useSession();
  // The route has loaded the product and answered 404 when there is none.
  const product = useProduct(slug);
  if (!product) return null;
  const offers = measureOffers(product, session.priceType.code);
  const number = product.number;
  const breadcrumbs = productBreadcrumbs(i18n, product);
  const parent = product.categoryPath.at(-1);
  return (
    <>
      <PageHeader
        heading={product.title}
        breadcrumbs={breadcrumbs}
        backHref={parent ? `/catalog/${parent.path}` : "/catalog"}
      />
      {product.published == null ? null : (
        <Suspense>
          <StaffProductTools product={product} />
        </Suspense>
      )}
      <div className={layoutClass}>
        <ProductGallery images={product.images} title={product.title} />
        <div className={css({ display: "grid", gap: "6" })}>
          <p className={css({ color: "fg.muted" })} data-testid="product-number">
            {t({ id: "product.number", message: `No. ${number}` })}
          </p>
          <AddToCart key={product.id} product={product} offers={offers} />
          <div className={css({ display: "grid", gap: "6" })}>
            {product.description ? (
              <section aria-labelledby="product-description">
                <h2 id="product-description" className={sectionHeadingClass}>
                  <Trans id="product.description.heading">Description</Trans>
                </h2>
                <ProductDescription
                  text={product.description}
                  className={css({
                    lineHeight: "normal",
                    maxW: "prose",
                    "& p + p, & ul, & ol": { mt: "2" },
                    "& ul": { listStyle: "disc", pl: "6" },
                    "& ol": { listStyle: "decimal", pl: "6" },
                    "& li + li": { mt: "1" },
                    "& strong": { fontWeight: "semibold" },
                    "& em": { fontStyle: "italic" },
                  })}
                />
              </section>
            ) : null}
            {product.attributes.length > 0 ? (
              <section aria-labelledby="product-attributes">
                <h2 id="product-attributes" className={sectionHeadingClass}>
                  <Trans id="product.attributes.heading">Characteristics</Trans>
                </h2>
                <AttributesTable attributes={product.attributes} />
              </section>
            ) : null}
          </div>
        </div>
      </div>
    </>
  );
}
