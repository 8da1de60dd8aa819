import { useLingui } from "@lingui/react/macro";
import type { Product } from "@shop/api-client";
import { loadCatalog } from "@shop/i18n";
import { Badge } from "@shop/ui";
import { Link } from "@tanstack/react-router";
import { css } from "../../../styled-system/css";
import { i18n } from "../../lib/i18n";

// What staff see on a product page (issue 46 point 5): whether it is a draft, and the way to its
// editor. Loaded only when the product came as staff read it (its `published` field, which the
// API answers to staff alone), so shoppers' first load carries none of it. Its messages are the
// staff area's catalog (lingui.admin.config.ts), fetched before it renders in the browser (the
// server has every catalog): `React.lazy` takes `loaded`, which settles once the catalog is there.
// (Not a top-level await: one in a lazily loaded chunk made the bundler split the entry chunk
// and add a runtime chunk to every page's first load, 1 kB more.)

const barClass = css({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  gap: "3",
  mb: "6",
  p: "3",
  borderRadius: "md",
  borderWidth: "1px",
  borderColor: "border.default",
  bg: "bg.subtle",
});

/** The staff bar of a product page: «Черновик» for a product the shop does not show, «Редактировать». */
function StaffProductTools({ product }: { product: Product }) {
  const { t } = useLingui();
  const draft = product.published === false;
  return (
    <section
      className={barClass}
      aria-label={t({ id: "admin.productPage.staff", message: "For staff" })}
      data-testid="staff-product-tools"
    >
      {draft ? (
        <>
          <Badge color="warning">{t({ id: "admin.productPage.draft", message: "Draft" })}</Badge>
          <span>
            {t({
              id: "admin.productPage.draftNote",
              message: "Not shown in the shop: only staff see this page; shoppers get “page not found”.",
            })}
          </span>
        </>
      ) : null}
      <Link to="/admin/products/$id" params={{ id: String(product.id) }} className={css({ ms: "auto" })}>
        {t({ id: "admin.productPage.edit", message: "Edit" })}
      </Link>
    </section>
  );
}

/** The component for `React.lazy`, once its messages are loaded. */
export const loaded = loadCatalog(i18n, "admin").then(() => ({ default: StaffProductTools }));
