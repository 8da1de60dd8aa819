import { Badge, Breadcrumbs, ErrorScreen, Image, Price, ProductCard, ThemeSwitcher } from "@shop/ui";
import { css } from "../../../styled-system/css";
import { ListPaginator } from "../../components/list-paginator";
import { routerLink } from "../../components/page-header";
import { IMAGE_BOXES } from "../../lib/image-sizes";
import { buildImageUrl } from "../../lib/images";
import { useSampleProduct } from "./get-sample-product";
import type { UikitSamples } from "./uikit-samples";
import { UikitRow, UikitSection } from "./uikit-section";

const frameClass = css({
  borderWidth: "1px",
  borderColor: "border.default",
  borderRadius: "lg",
  bg: "bg.surface",
});
const captionClass = css({ color: "fg.muted", fontSize: "sm", me: "2" });

export function BadgeDemos({ samples }: { samples: UikitSamples }) {
  const { palette } = samples.badges;
  return (
    <UikitSection title={samples.sections.badges}>
      <UikitRow>
        {(Object.keys(palette) as (keyof typeof palette)[]).map((color) => (
          <Badge key={color} color={color}>
            {palette[color]}
          </Badge>
        ))}
      </UikitRow>
      <UikitRow>
        {samples.statuses.map((status) => (
          <Badge key={status.title} cssColor={status.cssColor}>
            {status.title}
          </Badge>
        ))}
      </UikitRow>
    </UikitSection>
  );
}

export function PriceDemos({ samples }: { samples: UikitSamples }) {
  const { prices } = samples;
  return (
    <UikitSection title={samples.sections.prices}>
      <UikitRow>
        <span>
          <span className={captionClass}>{prices.plain}</span>
          <Price amount={129_900} />
        </span>
        <span>
          <span className={captionClass}>{prices.discounted}</span>
          <Price amount={99_000} oldAmount={129_900} />
        </span>
        <span>
          <span className={captionClass}>{prices.kopecks}</span>
          <Price amount={32_498} />
        </span>
      </UikitRow>
    </UikitSection>
  );
}

export function NavigationDemos({ samples, page }: { samples: UikitSamples; page: number }) {
  const [home, catalog, current] = samples.breadcrumbs;
  return (
    <>
      <UikitSection title={samples.sections.paginator}>
        <ListPaginator page={page} pageCount={12} />
      </UikitSection>
      <UikitSection title={samples.sections.breadcrumbs}>
        <Breadcrumbs
          label={samples.sections.breadcrumbs}
          items={[{ label: home, href: "/" }, { label: catalog, href: "/catalog/" }, { label: current }]}
          renderLink={routerLink}
        />
      </UikitSection>
    </>
  );
}

export function ProductDemos({ samples }: { samples: UikitSamples }) {
  const product = useSampleProduct();
  const image = product?.images[0];
  const price = product?.prices.find(
    (entry) => entry.measure.code === product.defaultMeasure && entry.price > 0,
  );
  const loading = <p className={css({ color: "fg.muted" })}>{samples.productCard.loading}</p>;
  return (
    <>
      <UikitSection title={samples.sections.productCard}>
        {product ? (
          <ProductCard
            className={css({ maxW: "16rem" })}
            data-testid="uikit-product-card"
            title={product.title}
            href={`/product/${product.slug}`}
            renderLink={routerLink}
            meta={`${samples.productCard.number} ${product.number}`}
            badge={<Badge color="primary">{samples.productCard.badge}</Badge>}
            image={
              image ? (
                <Image
                  src={image.path}
                  alt=""
                  {...IMAGE_BOXES.card}
                  buildUrl={buildImageUrl}
                  className={css({ display: "block", w: "full!" })}
                />
              ) : null
            }
            price={price ? <Price amount={price.price} currency={price.currency} /> : null}
          />
        ) : (
          loading
        )}
      </UikitSection>
      <UikitSection title={samples.sections.image}>
        {image ? (
          <Image
            src={image.path}
            alt={image.alt || product.title}
            {...IMAGE_BOXES.uikitLandscape}
            buildUrl={buildImageUrl}
          />
        ) : (
          loading
        )}
      </UikitSection>
    </>
  );
}

export function ErrorScreenDemo({ samples }: { samples: UikitSamples }) {
  return (
    <UikitSection title={samples.sections.errorScreen}>
      <div className={frameClass}>
        <ErrorScreen statusCode={404} renderLink={routerLink} />
      </div>
      <div className={frameClass}>
        <ErrorScreen statusCode={500} message={samples.errorScreen.message} renderLink={routerLink} />
      </div>
    </UikitSection>
  );
}

export function ThemeDemo({ samples }: { samples: UikitSamples }) {
  return (
    <UikitSection title={samples.sections.theme}>
      <ThemeSwitcher />
    </UikitSection>
  );
}
