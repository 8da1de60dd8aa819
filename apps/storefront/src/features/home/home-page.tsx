import { Trans, useLingui } from "@lingui/react/macro";
import { commonMessages } from "@shop/i18n";
import { IconSet, RemoteIcon } from "@shop/ui";
import { Link } from "@tanstack/react-router";
import { css } from "../../../styled-system/css";
import { ProductGrid } from "../../components/product-grid";
import { ICON_SET_PATH } from "../../lib/api";
import { brandName } from "../../lib/page-title";
import { useSession } from "../../lib/session";
import { useNewProducts } from "./list-new-products";
import { useTopCategories } from "./list-top-categories";

const sectionClass = css({
  maxW: "page",
  mx: "auto",
  px: { base: "4", md: "6" },
  py: { base: "6", md: "8" },
});
const heroClass = css({ bg: "primary.subtle", borderBottomWidth: "1px", borderColor: "border.default" });
const sectionHeadingClass = css({ fontSize: "2xl", fontWeight: "semibold", mb: "4" });
const categoryListClass = css({
  display: "grid",
  gap: "4",
  gridTemplateColumns: "repeat(auto-fill, minmax(12rem, 1fr))",
  listStyle: "none",
  m: "0",
  p: "0",
});
const categoryLinkClass = css({
  display: "grid",
  gap: "1",
  h: "full",
  p: "5",
  bg: "bg.surface",
  borderWidth: "1px",
  borderColor: "border.default",
  borderRadius: "lg",
  color: "fg.default",
  textDecoration: "none",
  transitionProperty: "box-shadow",
  transitionDuration: "fast",
  _hover: { boxShadow: "md", color: "primary.text" },
  _focusVisible: { outline: "2px solid", outlineColor: "border.focus" },
});

const categoryTitleClass = css({
  display: "flex",
  alignItems: "center",
  gap: "2",
  fontSize: "xl",
  fontWeight: "semibold",
  // A title of one long word (staff name sections freely) wraps inside a narrow tile instead of
  // widening it past the window (a 1280 px window at 200 % is 640 px wide).
  minW: "0",
  overflowWrap: "anywhere",
});

/** The home page: a greeting, the top-level categories with their product counts, new arrivals. */
export function HomePage() {
  const { t, i18n } = useLingui();
  const session = useSession();
  const categories = useTopCategories();
  const newProducts = useNewProducts();
  return (
    <>
      <div className={heroClass}>
        <div className={sectionClass}>
          <h1 className={css({ fontSize: { base: "3xl", md: "4xl" }, fontWeight: "bold", mb: "2" })}>
            {brandName()}
          </h1>
          <p className={css({ fontSize: "lg", maxW: "prose" })}>
            <Trans id="home.tagline">Tea, coffee, sweets and teaware, delivered across Russia.</Trans>
          </p>
        </div>
      </div>
      <section aria-labelledby="home-categories" className={sectionClass}>
        <h2 id="home-categories" className={sectionHeadingClass}>
          <Trans id="home.categories.heading">Catalog</Trans>
        </h2>
        {/* Each top category has its icon in the shop's icon set, named by its slug (tea, coffee, …). */}
        <IconSet href={ICON_SET_PATH} names={categories.map((category) => category.slug)}>
          <ul className={categoryListClass} data-testid="home-categories">
            {categories.map((category) => (
              <li key={category.id}>
                <Link to="/catalog/$" params={{ _splat: category.path }} className={categoryLinkClass}>
                  <span className={categoryTitleClass}>
                    <RemoteIcon name={category.slug} className={css({ color: "primary.text" })} />
                    {category.title}
                  </span>
                  <span className={css({ color: "fg.muted" })} data-testid="category-count">
                    {i18n._({ ...commonMessages.itemCount, values: { count: category.productCount } })}
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        </IconSet>
      </section>
      {newProducts.length > 0 ? (
        <section aria-labelledby="home-new" className={sectionClass}>
          <h2 id="home-new" className={sectionHeadingClass}>
            <Trans id="home.newProducts.heading">New arrivals</Trans>
          </h2>
          <ProductGrid
            products={newProducts}
            priceType={session.priceType.code}
            label={t({ id: "home.newProducts.label", message: "New arrivals" })}
          />
        </section>
      ) : null}
    </>
  );
}
