import type { I18n } from "@lingui/core";
import type { Product } from "@shop/api-client";
import { minorUnitsToDecimal } from "@shop/ui";
import { measureOffers } from "../../lib/product-price";
import { breadcrumbListJsonLd, jsonLdScripts } from "../../lib/structured-data";
import { descriptionText } from "./description-markup";
import { productBreadcrumbs } from "./product-breadcrumbs";

// UN/CEFACT codes schema.org uses for a unit of sale.
const UNIT_CODES: Record<string, string> = { kg: "KGM", pcs: "H87", pack: "PK" };

const DESCRIPTION_LENGTH = 160;

/** The first sentence-ish part of a description as plain text, at most 160 characters, for meta tags. */
export function metaDescription(text: string): string {
  const plain = descriptionText(text).replace(/\s+/g, " ").trim();
  if (plain.length <= DESCRIPTION_LENGTH) return plain;
  const cut = plain.slice(0, DESCRIPTION_LENGTH - 1);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(" "), DESCRIPTION_LENGTH / 2))}…`;
}

/**
 * schema.org Product markup: name, number, description, images, category and one offer per measure
 * (RUB prices above 0 of the visitor's price type).
 * @example
 *   productJsonLd(product, { priceType: "retail", origin: "https://shop.example" }).offers[0].price; // "7278.00"
 */
export function productJsonLd(
  product: Product,
  { priceType, origin }: { priceType: string; origin: string },
) {
  const url = `${origin}/product/${product.slug}`;
  return {
    "@context": "https://schema.org",
    "@type": "Product",
    name: product.title,
    sku: product.number,
    productID: product.number,
    description: descriptionText(product.description),
    url,
    image: product.images.map((image) => `${origin}${image.path}`),
    category: product.categoryPath.map((category) => category.title).join(" > "),
    offers: measureOffers(product, priceType).map((offer) => ({
      "@type": "Offer",
      url,
      price: minorUnitsToDecimal(offer.price),
      priceCurrency: offer.currency,
      availability: "https://schema.org/InStock",
      eligibleQuantity: {
        "@type": "QuantitativeValue",
        value: 1,
        unitCode: UNIT_CODES[offer.measure.code],
        unitText: offer.measure.title,
      },
    })),
  };
}

/**
 * The robots tag of a product page staff preview before it is in the shop; the route's answer to
 * a draft says `X-Robots-Tag: noindex` too (routes/product.$slug.tsx).
 */
const DRAFT_ROBOTS = { name: "robots", content: "noindex" } as const;

/**
 * The head of a product page: description and Open Graph meta tags, and the JSON-LD scripts (the
 * product, the breadcrumbs the page shows).
 * @example
 *   head: ({ loaderData }) => productHead(loaderData.product, { priceType: "retail", origin, title, i18n })
 */
export function productHead(
  product: Product,
  { priceType, origin, title, i18n }: { priceType: string; origin: string; title: string; i18n: I18n },
) {
  const description = metaDescription(product.description);
  const image = product.images[0];
  return {
    meta: [
      { title },
      { name: "description", content: description },
      { property: "og:type", content: "product" },
      { property: "og:title", content: product.title },
      { property: "og:description", content: description },
      { property: "og:url", content: `${origin}/product/${product.slug}` },
      ...(image ? [{ property: "og:image", content: `${origin}${image.path}` }] : []),
      // A draft (or a product taken off the shop) staff preview: never for an index.
      ...(product.published === false ? [DRAFT_ROBOTS] : []),
    ],
    scripts: jsonLdScripts(
      productJsonLd(product, { priceType, origin }),
      breadcrumbListJsonLd(productBreadcrumbs(i18n, product), origin),
    ),
  };
}
